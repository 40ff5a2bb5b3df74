/**
 * Hostile strings (fast-check): quotes of every kind, backslashes, newlines, `${…}`, `$(…)`,
 * backticks, triple quotes, control characters and non-ASCII text, put into every value a
 * snippet prints: widget text, mask token, chat messages, inputs (text, and objects whose keys
 * and values are hostile), image URL, endpoint URL, access token, bill-to and the model id. Every snippet must still parse (python3, node,
 * bash -n) and the hostile text must sit only inside string literals: each value is
 * threaded with a sentinel word, and every sentinel must be inside a string token.
 *
 * The samples are drawn with a fixed seed and checked in one batch per language (one
 * interpreter process each), so the test is deterministic and quick.
 */
import { describe, expect, it } from "vitest";
import { getInferenceSnippets } from "../../engine/index.js";
import { checkJs, checkPython, checkSh, type Source } from "../support/syntax-check.js";
import { hostileSamples, SENTINEL, setups } from "./hostile-setups.js";

describe("hostile strings stay inside string literals", () => {
  const samples = hostileSamples();
  const sources: Record<string, Source[]> = { python: [], js: [], sh: [] };
  const values = new Map<string, string>();
  samples.forEach((h, i) => {
    for (const setup of setups(h)) {
      for (const s of getInferenceSnippets(setup.model, setup.request)) {
        const id = `#${i} ${setup.name} ${s.language}/${s.client}`;
        values.set(id, h);
        (sources[s.language] ??= []).push({ id, code: s.content, sentinel: SENTINEL });
      }
    }
  });
  const report = (failures: { id: string; error: string }[]) => failures.map((f) => `${f.id}: ${f.error}\n  value: ${JSON.stringify(values.get(f.id))}`);

  it("every Python snippet parses and keeps the value in strings", () => {
    expect(sources.python!.length).toBeGreaterThan(200);
    expect(report(checkPython(sources.python!))).toEqual([]);
  });
  it("every JS snippet compiles and keeps the value in strings", () => {
    expect(report(checkJs(sources.js!))).toEqual([]);
  });
  it("every shell snippet passes bash -n and keeps the value in single quotes", () => {
    expect(report(checkSh(sources.sh!))).toEqual([]);
  });
  it("the sentinel reaches every snippet of every setup", () => {
    const missing = [...sources.python!, ...sources.js!, ...sources.sh!].filter((s) => !s.code.includes(SENTINEL)).map((s) => s.id);
    expect(missing).toEqual([]);
  });
});

describe("the literal checks can fail", () => {
  const S = SENTINEL;
  it("python: a value outside a string, and a syntax error", () => {
    const failures = checkPython([
      { id: "outside", code: `x = "a" + ${S}\n`, sentinel: S },
      { id: "comment", code: `x = 1  # ${S}\n`, sentinel: S },
      { id: "broken", code: `x = "${S}\n` },
      { id: "fine", code: `x = "${S}"\n`, sentinel: S },
    ]);
    expect(failures.map((f) => f.id)).toEqual(["outside", "comment", "broken"]);
  });
  it("js: a value outside a string, and a syntax error", () => {
    const failures = checkJs([
      { id: "outside", code: `const x = "a" + ${S};\n`, sentinel: S },
      { id: "broken", code: `const x = "a\n";` },
      { id: "fine", code: `const x = "${S}";\nawait 1;\n`, sentinel: S },
    ]);
    expect(failures.map((f) => f.id).sort()).toEqual(["broken", "outside"]);
  });
  it("sh: a value in double quotes or bare, and a syntax error", () => {
    const failures = checkSh([
      { id: "double", code: `echo "${S}"\n`, sentinel: S },
      { id: "bare", code: `echo '$'${S}\n`, sentinel: S },
      { id: "broken", code: `echo 'a\n` },
      { id: "fine", code: `echo 'a'\\''${S}'\n`, sentinel: S },
    ]);
    expect(failures.map((f) => f.id).sort()).toEqual(["bare", "broken", "double"]);
  });
});
