/**
 * Every snippet Model Atlas gives for a real record parses with its language's own tools, all
 * of a language in one batch: Python with python3 and pyflakes (undefined names), JS with
 * node, shell (and every local app's shell text) with `bash -n`, Go with go vet, Ruby with
 * ruby -c, PHP with php -l, Java with javac.
 */
import { afterAll, describe, expect, it } from "vitest";
import { checkGo, removeGoCheckWork } from "../support/go-check.js";
import { checkJava, removeJavaCheckWork } from "../support/java-check.js";
import { checkPhp } from "../support/php-check.js";
import { checkRuby } from "../support/ruby-check.js";
import { checkJs, checkPython, checkSh, type Failure, type Source } from "../support/syntax-check.js";
import { pyflakesProblems } from "../inference/chat/pyflakes.js";
import { realRecords, surfaces } from "./support.js";

const outputs = realRecords().flatMap((r) => surfaces(r).map((o) => ({ ...o, id: `${r.name}/${o.file}` })));
const of = (language: string): Source[] => outputs.filter((o) => o.language === language).map((o) => ({ id: o.id, code: o.content }));
const shell: Source[] = [...of("sh"), ...outputs.flatMap((o) => (o.shell ?? []).map((code, i) => ({ id: `${o.id}#${i}`, code })))];

afterAll(() => {
  removeGoCheckWork();
  removeJavaCheckWork();
});

const ids = (failures: Failure[]) => failures.map((f) => `${f.id}: ${f.error}`);

describe("real-record snippets parse", () => {
  it("python3 parses every Python snippet, and pyflakes finds no undefined name", () => {
    const python = of("python");
    expect(python.length).toBeGreaterThan(50);
    expect(ids(checkPython(python))).toEqual([]);
    expect(pyflakesProblems(python).filter((p) => /undefined name/.test(p))).toEqual([]);
  });
  it("node compiles every JS snippet", () => {
    expect(ids(checkJs(of("js")))).toEqual([]);
  });
  it("bash -n accepts every shell snippet and local app text", () => {
    expect(shell.length).toBeGreaterThan(50);
    expect(ids(checkSh(shell))).toEqual([]);
  });
  it("uses four-space indentation and no tabs", () => {
    const texts = [...outputs.filter((o) => o.language).map((o) => ({ id: o.id, code: o.content })), ...shell];
    const bad = texts.filter((t) => t.code.split("\n").some((line) => /^\t/.test(line) || /^( *)/.exec(line)![1]!.length % 4 !== 0));
    expect(bad.map((t) => t.id)).toEqual([]);
  });
  it("go vet accepts every Go snippet", () => {
    expect(ids(checkGo(of("go")))).toEqual([]);
  }, 300_000);
  it("ruby accepts every Ruby snippet", () => {
    expect(ids(checkRuby(of("ruby")))).toEqual([]);
  }, 120_000);
  it("php accepts every PHP snippet", () => {
    expect(ids(checkPhp(of("php")))).toEqual([]);
  }, 120_000);
  it("javac compiles every Java snippet", () => {
    expect(ids(checkJava(of("java")))).toEqual([]);
  }, 300_000);
});
