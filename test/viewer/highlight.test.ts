import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { tokenize, type TokenType } from "../../viewer/src/highlight/tokenize.js";

const typesOf = (code: string, language: string, type: TokenType) =>
  tokenize(code, language)
    .filter((t) => t.type === type)
    .map((t) => t.text);

describe("tokenize", () => {
  it("keeps every character, in order, for any input and language", () => {
    fc.assert(
      fc.property(fc.string({ unit: "binary", maxLength: 200 }), fc.constantFrom("python", "js", "sh", "other"), (code, language) => {
        expect(
          tokenize(code, language)
            .map((t) => t.text)
            .join(""),
        ).toBe(code);
      }),
      { numRuns: 200 },
    );
  });

  it("python: keywords, strings with prefixes and triple quotes, comments, numbers, calls", () => {
    const code = `from os import environ  # read it\nx = f"hi {name}" + '''a\n"b"'''\nprint(None, 40)`;
    expect(typesOf(code, "python", "keyword")).toEqual(["from", "import", "None"]);
    expect(typesOf(code, "python", "string")).toEqual([`f"hi {name}"`, `'''a\n"b"'''`]);
    expect(typesOf(code, "python", "comment")).toEqual(["# read it"]);
    expect(typesOf(code, "python", "number")).toEqual(["40"]);
    expect(typesOf(code, "python", "function")).toEqual(["print"]);
  });

  it("python: a keyword inside a longer name is not a keyword", () => {
    expect(typesOf("format = information", "python", "keyword")).toEqual([]);
  });

  it("js: template literals, escaped quotes and both comment kinds", () => {
    const code = "const a = `x ${b}`; // note\n/* block */ const s = 'it\\'s';";
    expect(typesOf(code, "js", "string")).toEqual(["`x ${b}`", "'it\\'s'"]);
    expect(typesOf(code, "js", "comment")).toEqual(["// note", "/* block */"]);
    expect(typesOf(code, "js", "keyword")).toEqual(["const", "const"]);
  });

  it("sh: a # starts a comment only at a word start; variables and flags", () => {
    const code = `curl -X POST "$URL" -H 'a#b' --data x#y # done`;
    expect(typesOf(code, "sh", "comment")).toEqual(["# done"]);
    expect(typesOf(code, "sh", "string")).toEqual([`"$URL"`, "'a#b'"]);
    expect(typesOf(code, "sh", "flag")).toEqual(["-X", "-H", "--data"]);
    expect(typesOf("echo $HF_TOKEN", "sh", "variable")).toEqual(["$HF_TOKEN"]);
  });

  it("an unterminated string runs to the end instead of failing", () => {
    expect(typesOf(`x = "open`, "python", "string")).toEqual([`"open`]);
  });
});
