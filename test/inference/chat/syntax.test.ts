/**
 * The chat-mode snippets are valid code, with exactly the imports they use: Python parsed by
 * python3 and checked by pyflakes (Debian's python3-pyflakes: no undefined name, no unused
 * import), JS compiled by node, shell by `bash -n`, Go by gofmt's parser and `go vet` (type
 * checked), Ruby by `ruby -c`, PHP by `php -l`, Java by javac, each language's snippets in one
 * run (test/support/*-check.ts); four-space indentation throughout.
 */
import { afterAll, describe, expect, it } from "vitest";
import { getInferenceSnippets, type Snippet } from "../../../engine/index.js";
import { checkGo, removeGoCheckWork } from "../../support/go-check.js";
import { checkJava, removeJavaCheckWork } from "../../support/java-check.js";
import { checkPhp } from "../../support/php-check.js";
import { checkRuby } from "../../support/ruby-check.js";
import { checkJs, checkPython, checkSh, type Source } from "../../support/syntax-check.js";
import { CHAT_CASES } from "./cases.js";
import { pyflakesProblems } from "./pyflakes.js";

const all: (Snippet & { id: string })[] = CHAT_CASES.flatMap((c) =>
  getInferenceSnippets(c.model, c.request).map((s) => ({ ...s, id: `${c.name}/${s.language}/${s.client}` })),
);
const of = (language: string): Source[] => all.filter((s) => s.language === language).map((s) => ({ id: s.id, code: s.content }));

afterAll(() => {
  removeGoCheckWork();
  removeJavaCheckWork();
});

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
  it("go vet accepts every Go snippet (parsed, type checked, imports exactly the packages used)", () => {
    expect(of("go").length).toBeGreaterThan(20);
    expect(checkGo(of("go"))).toEqual([]);
  }, 120_000);
  it("ruby -c accepts every Ruby snippet", () => {
    expect(checkRuby(of("ruby"))).toEqual([]);
  });
  it("php -l accepts every PHP snippet", () => {
    expect(checkPhp(of("php"))).toEqual([]);
  });
  it("javac compiles every Java snippet", () => {
    expect(of("java").length).toBeGreaterThan(20);
    expect(checkJava(of("java"))).toEqual([]);
  }, 120_000);
  it("uses four-space indentation and no tabs", () => {
    const bad = all.filter((s) => s.content.split("\n").some((line) => /^\t/.test(line) || /^( *)/.exec(line)![1]!.length % 4 !== 0));
    expect(bad.map((s) => s.id)).toEqual([]);
  });
  it("imports fs exactly when it uses it (js)", () => {
    const bad = all.filter((s) => s.language === "js" && s.content.includes("fs.") !== s.content.includes('import fs from "node:fs";'));
    expect(bad.map((s) => s.id)).toEqual([]);
  });
});
