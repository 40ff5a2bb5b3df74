/**
 * Every snippet of every golden case is valid code: Python parsed by python3's own parser
 * (all clients, including huggingface_hub, openai and fal_client, which are not executed),
 * JS compiled by node as an ES module, shell checked by `bash -n`. One process per language.
 */
import { describe, expect, it } from "vitest";
import { getInferenceSnippets, type Snippet } from "../../engine/index.js";
import { checkJs, checkPython, checkSh, type Source } from "../support/syntax-check.js";
import { CASES } from "./cases.js";

const all: (Snippet & { id: string })[] = CASES.flatMap((c) =>
  getInferenceSnippets(c.model, c.request).map((s) => ({ ...s, id: `${c.name}/${s.language}/${s.client}` })),
);
const of = (language: string): Source[] => all.filter((s) => s.language === language).map((s) => ({ id: s.id, code: s.content }));

describe("generated snippets are valid code", () => {
  it("python3 parses every Python snippet", () => {
    expect(of("python").length).toBeGreaterThan(50);
    expect(checkPython(of("python"))).toEqual([]);
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
  it("never prints a placeholder token", () => {
    expect(all.filter((s) => /hf_xxx|hf_token_placeholder|<HF_TOKEN>|API_KEY>/i.test(s.content)).map((s) => s.id)).toEqual([]);
  });
  it("imports os exactly when it reads an environment variable (python)", () => {
    const py = all.filter((s) => s.language === "python");
    const bad = py.filter((s) => s.content.includes("os.environ") !== /^import os$/m.test(s.content));
    expect(bad.map((s) => s.id)).toEqual([]);
  });
  it("imports fs exactly when it uses it (js)", () => {
    const js = all.filter((s) => s.language === "js");
    const bad = js.filter((s) => s.content.includes("fs.") !== s.content.includes('import fs from "node:fs";'));
    expect(bad.map((s) => s.id)).toEqual([]);
  });
});
