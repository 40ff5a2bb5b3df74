/**
 * Hostile strings in Go snippets: the values of test/inference/hostile-setups.ts in every place a
 * snippet prints one; every Go snippet must parse, pass `go vet` (which type-checks it), and keep
 * every sentinel inside a string literal. And the check itself can fail.
 */
import { afterAll, describe, expect, it } from "vitest";
import { getInferenceSnippets } from "../../engine/index.js";
import { checkGo, checkGoLiterals, removeGoCheckWork, vetGo } from "../support/go-check.js";
import type { Source } from "../support/syntax-check.js";
import { hostileSamples, SENTINEL, setups } from "../inference/hostile-setups.js";

afterAll(removeGoCheckWork);

describe("hostile strings stay inside Go string literals", () => {
  const sources: Source[] = [];
  const values = new Map<string, string>();
  hostileSamples().forEach((h, i) => {
    for (const setup of setups(h)) {
      for (const s of getInferenceSnippets(setup.model, setup.request).filter((x) => x.language === "go")) {
        const id = `#${i} ${setup.name} ${s.language}/${s.client}`;
        values.set(id, h);
        sources.push({ id, code: s.content, sentinel: SENTINEL });
      }
    }
  });

  it("every Go snippet parses, passes go vet and keeps the value in strings", () => {
    expect(sources.length).toBeGreaterThan(300);
    expect(sources.filter((s) => !s.code.includes(SENTINEL)).map((s) => s.id)).toEqual([]);
    const failures = checkGo(sources).map((f) => `${f.id}: ${f.error}\n  value: ${JSON.stringify(values.get(f.id))}`);
    expect(failures).toEqual([]);
  }, 300_000);

  it("the check can fail: a value outside a string, in a comment, and a syntax error", () => {
    const S = SENTINEL;
    const failures = checkGoLiterals([
      { id: "outside", code: `package main\n\nvar x = "a" + ${S}\n`, sentinel: S },
      { id: "comment", code: `package main\n\n// ${S}\nvar x = 1\n`, sentinel: S },
      { id: "broken", code: `package main\n\nvar x = "${S}\n` },
      { id: "fine", code: `package main\n\nvar x = "${S}\\"${S}"\n`, sentinel: S },
    ]);
    expect(failures.map((f) => f.id)).toEqual(["outside", "comment", "broken"]);
    const vetted = vetGo([
      { id: "undefined name", code: "package main\n\nfunc main() {\n    missing()\n}\n" },
      { id: "fine", code: "package main\n\nfunc main() {\n}\n" },
    ]);
    expect(vetted.map((f) => f.id)).toEqual(["undefined name"]);
  }, 120_000);
});
