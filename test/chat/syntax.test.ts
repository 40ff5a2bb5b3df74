/**
 * The chat-mode snippets are valid code, with exactly the imports they use: Python parsed by
 * python3 and checked by pyflakes (Debian's python3-pyflakes: no undefined name, no unused
 * import), JS compiled by node, shell by `bash -n`; four-space indentation throughout.
 */
import { describe, expect, it } from "vitest";
import { getInferenceSnippets, type Snippet } from "../../engine/index.js";
import { checkJs, checkPython, checkSh, type Source } from "../support/syntax-check.js";
import { CHAT_CASES } from "./cases.js";
import { pyflakesProblems } from "./pyflakes.js";

const all: (Snippet & { id: string })[] = CHAT_CASES.flatMap((c) => getInferenceSnippets(c.model, c.request).map((s) => ({ ...s, id: `${c.name}/${s.language}/${s.client}` })));
const of = (language: string): Source[] => all.filter((s) => s.language === language).map((s) => ({ id: s.id, code: s.content }));

describe("chat-mode snippets are valid code", () => {
  it("python3 parses every Python snippet", () => {
    expect(checkPython(of("python"))).toEqual([]);
  });
  it("pyflakes finds no undefined name and no unused import", () => {
    expect(pyflakesProblems(of("python"))).toEqual([]);
    // The check can fail: an unused import and an undefined name are reported.
    expect(pyflakesProblems([{ id: "bad", code: "import os\nprint(undefined_name)\n" }])).toHaveLength(2);
  });
  it("node compiles every JS snippet", () => {
    expect(checkJs(of("js"))).toEqual([]);
  });
  it("bash -n accepts every shell snippet", () => {
    expect(checkSh(of("sh"))).toEqual([]);
  });
  it("uses four-space indentation and no tabs", () => {
    const bad = all.filter((s) => s.content.split("\n").some((line) => /^\t/.test(line) || /^( *)/.exec(line)![1]!.length % 4 !== 0));
    expect(bad.map((s) => s.id)).toEqual([]);
  });
  it("imports fs exactly when it uses it (js)", () => {
    const bad = all.filter((s) => s.language === "js" && s.content.includes("fs.") !== s.content.includes('import fs from "node:fs";'));
    expect(bad.map((s) => s.id)).toEqual([]);
  });
});
