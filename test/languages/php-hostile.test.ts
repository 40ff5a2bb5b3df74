/**
 * Hostile strings in PHP snippets: the values of test/inference/hostile-setups.ts in every place a
 * snippet prints one; every PHP snippet must parse and keep every sentinel inside a plain string
 * literal (no `$…` interpolation, no comment). And the check itself can fail.
 */
import { describe, expect, it } from "vitest";
import { getInferenceSnippets } from "../../engine/index.js";
import { checkPhp } from "../support/php-check.js";
import type { Source } from "../support/syntax-check.js";
import { hostileSamples, SENTINEL, setups } from "../inference/hostile-setups.js";

describe("hostile strings stay inside PHP string literals", () => {
  const sources: Source[] = [];
  const values = new Map<string, string>();
  hostileSamples().forEach((h, i) => {
    for (const setup of setups(h)) {
      for (const s of getInferenceSnippets(setup.model, setup.request).filter((x) => x.language === "php")) {
        const id = `#${i} ${setup.name} ${s.language}/${s.client}`;
        values.set(id, h);
        sources.push({ id, code: s.content, sentinel: SENTINEL });
      }
    }
  });

  it("every PHP snippet parses and keeps the value in strings", () => {
    expect(sources.length).toBeGreaterThan(300);
    expect(sources.filter((s) => !s.code.includes(SENTINEL)).map((s) => s.id)).toEqual([]);
    expect(checkPhp(sources).map((f) => `${f.id}: ${f.error}\n  value: ${JSON.stringify(values.get(f.id))}`)).toEqual([]);
  });

  it("the check can fail: interpolation, a bare value, a comment, and a syntax error", () => {
    const S = SENTINEL;
    const failures = checkPhp([
      { id: "interpolated", code: `<?php\n$x = "a$y${S}";\n`, sentinel: S },
      { id: "outside", code: `<?php\n$x = "a" . ${S};\n`, sentinel: S },
      { id: "comment", code: `<?php\n$x = 1; // ${S}\n`, sentinel: S },
      { id: "broken", code: `<?php\n$x = "${S};\n` },
      { id: "fine", code: `<?php\n$x = "\\$y${S}\\"${S}";\n`, sentinel: S },
    ]);
    expect(failures.map((f) => f.id)).toEqual(["interpolated", "outside", "comment", "broken"]);
  });
});
