/**
 * Hostile strings in Java snippets: the values of test/inference/hostile-setups.ts in every place
 * a snippet prints one; every Java snippet must parse (javac's parser), keep every sentinel inside
 * a string literal, and compile (one javac run, sources read as US-ASCII). And the check itself
 * can fail.
 */
import { afterAll, describe, expect, it } from "vitest";
import { getInferenceSnippets } from "../../engine/index.js";
import { checkJava, checkJavaLiterals, compileJavaSources, removeJavaCheckWork } from "../support/java-check.js";
import type { Source } from "../support/syntax-check.js";
import { hostileSamples, SENTINEL, setups } from "../inference/hostile-setups.js";

afterAll(removeJavaCheckWork);

describe("hostile strings stay inside Java string literals", () => {
  const sources: Source[] = [];
  const values = new Map<string, string>();
  hostileSamples().forEach((h, i) => {
    for (const setup of setups(h)) {
      for (const s of getInferenceSnippets(setup.model, setup.request).filter((x) => x.language === "java")) {
        const id = `#${i} ${setup.name} ${s.language}/${s.client}`;
        values.set(id, h);
        sources.push({ id, code: s.content, sentinel: SENTINEL });
      }
    }
  });

  it("every Java snippet parses, compiles and keeps the value in strings", () => {
    expect(sources.length).toBeGreaterThan(300);
    expect(sources.filter((s) => !s.code.includes(SENTINEL)).map((s) => s.id)).toEqual([]);
    const failures = checkJava(sources).map((f) => `${f.id}: ${f.error}\n  value: ${JSON.stringify(values.get(f.id))}`);
    expect(failures).toEqual([]);
  }, 300_000);

  it("the check can fail: a value outside a string, in a comment, a unicode escape that ends a string, and a syntax error", () => {
    const S = SENTINEL;
    const cls = (body: string) => `public class Main {\n${body}\n}\n`;
    const failures = checkJavaLiterals([
      { id: "outside", code: cls(`    static String x = "a" + ${S};`), sentinel: S },
      { id: "comment", code: cls(`    // ${S}\n    static int x = 1;`), sentinel: S },
      { id: "between literals", code: cls(`    static String x = "a" + /* ${S} */ "b";`), sentinel: S },
      { id: "escape", code: cls(`    static String x = "a\\u0022 + ${S} + \\u0022";`), sentinel: S },
      { id: "broken", code: cls(`    static String x = "${S};`) },
      { id: "fine", code: cls(`    static String x = "${S}\\"${S}";`), sentinel: S },
    ]);
    expect(failures.map((f) => f.id)).toEqual(["outside", "comment", "between literals", "escape", "broken"]);
    const compiled = compileJavaSources([
      { id: "undefined name", code: cls("    public static void main(String[] args) {\n        missing();\n    }") },
      { id: "not ascii", code: cls('    static String x = "\u00e9";') },
      { id: "fine", code: cls("    public static void main(String[] args) {\n    }") },
    ]);
    expect(compiled.map((f) => f.id).sort()).toEqual(["not ascii", "undefined name"]);
  }, 120_000);
});
