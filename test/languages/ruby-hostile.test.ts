/**
 * Hostile strings in Ruby snippets: the values of test/inference/hostile-setups.ts in every place
 * a snippet prints one; every Ruby snippet must parse and keep every sentinel inside a string
 * literal (no `#{…}` interpolation, no comment). And the check itself can fail.
 */
import { describe, expect, it } from "vitest";
import { getInferenceSnippets } from "../../engine/index.js";
import { checkRuby } from "../support/ruby-check.js";
import type { Source } from "../support/syntax-check.js";
import { hostileSamples, SENTINEL, setups } from "../inference/hostile-setups.js";

describe("hostile strings stay inside Ruby string literals", () => {
  const sources: Source[] = [];
  const values = new Map<string, string>();
  hostileSamples().forEach((h, i) => {
    for (const setup of setups(h)) {
      for (const s of getInferenceSnippets(setup.model, setup.request).filter((x) => x.language === "ruby")) {
        const id = `#${i} ${setup.name} ${s.language}/${s.client}`;
        values.set(id, h);
        sources.push({ id, code: s.content, sentinel: SENTINEL });
      }
    }
  });

  it("every Ruby snippet parses and keeps the value in strings", () => {
    expect(sources.length).toBeGreaterThan(300);
    expect(sources.filter((s) => !s.code.includes(SENTINEL)).map((s) => s.id)).toEqual([]);
    expect(checkRuby(sources).map((f) => `${f.id}: ${f.error}\n  value: ${JSON.stringify(values.get(f.id))}`)).toEqual([]);
  });

  it("the check can fail: interpolation, a bare value, a comment, and a syntax error", () => {
    const S = SENTINEL;
    const failures = checkRuby([
      { id: "interpolated", code: `x = "a#{${S}}"\n`, sentinel: S },
      { id: "outside", code: `x = "a" + ${S}\n`, sentinel: S },
      { id: "comment", code: `x = 1 # ${S}\n`, sentinel: S },
      { id: "broken", code: `x = "${S}\n` },
      { id: "fine", code: `x = "\\#{${S}}\\"${S}"\n`, sentinel: S },
    ]);
    expect(failures.map((f) => f.id)).toEqual(["interpolated", "outside", "comment", "broken"]);
  });
});
