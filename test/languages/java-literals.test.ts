/**
 * Java literal helpers, checked by Java itself: one program (one javac run, one JVM) holds a
 * `str` literal of every sample, a `comment` line of every sample and each `lit` number, and
 * prints every string as its UTF-16 code units, which must be the sample's own. Samples: the
 * hostile values of test/inference/hostile-setups.ts, lone surrogates, every control
 * character, text that looks like a unicode escape, and astral characters.
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { java } from "../../engine/languages/java/literals.js";
import { hostileSamples } from "../inference/hostile-setups.js";

const work = fs.mkdtempSync(path.join(os.tmpdir(), "atlas-java-literals-"));
afterAll(() => fs.rmSync(work, { recursive: true, force: true }));

const units = (text: string) =>
  [...text]
    .flatMap((ch) => ch.split(""))
    .map((c) => c.charCodeAt(0).toString(16))
    .join(" ");

const SAMPLES = [
  ...hostileSamples(),
  "\ud800",
  "a\udfffb",
  "\udc00\ud800",
  "😀 é \u2028 \u2029 \ufeff",
  Array.from({ length: 32 }, (_, i) => String.fromCharCode(i)).join("") + "\u007f7",
  "\\u000a \\u0022 \\\\u005c \\uuuu0022",
  '"; System.exit(1); "',
  "*/ // /*",
];

describe("java literal helpers", () => {
  it("every string literal holds its text exactly, and comments and numbers compile", () => {
    const strings = SAMPLES.map((s) => `        ${java.str(s)},`).join("\n");
    const comments = SAMPLES.map((s) => `    ${java.comment(s)}`).join("\n");
    const numbers = [0, -1, 2147483647, 2147483648, -2147483649, 9007199254740991, 1e21, 0.1, -2.5e-7, 1e300].map((n) => java.lit(n));
    const code = [
      "public class Main {",
      comments,
      `    static final Object[] NUMBERS = {${numbers.join(", ")}};`,
      "    static final String[] SAMPLES = {",
      strings,
      "    };",
      "",
      "    public static void main(String[] args) {",
      "        for (String sample : SAMPLES) {",
      "            StringBuilder out = new StringBuilder();",
      "            for (char c : sample.toCharArray()) {",
      '                out.append(out.length() == 0 ? "" : " ").append(Integer.toHexString(c));',
      "            }",
      "            System.out.println(out);",
      "        }",
      "        for (Object n : NUMBERS) {",
      "            System.out.println(n);",
      "        }",
      "    }",
      "}",
      "",
    ].join("\n");
    expect(/[^\x00-\x7f]/.test(code)).toBe(false);
    fs.writeFileSync(path.join(work, "Main.java"), code);
    const built = spawnSync("javac", ["-encoding", "US-ASCII", "-d", work, path.join(work, "Main.java")], { encoding: "utf8" });
    expect(built.stderr).toBe("");
    const run = spawnSync("java", ["-cp", work, "Main"], { encoding: "utf8" });
    expect(run.status, run.stderr).toBe(0);
    const lines = run.stdout.split("\n");
    expect(lines.slice(0, SAMPLES.length)).toEqual(SAMPLES.map(units));
    expect(lines.slice(SAMPLES.length, SAMPLES.length + numbers.length)).toEqual([
      "0",
      "-1",
      "2147483647",
      "2147483648",
      "-2147483649",
      "9007199254740991",
      "1.0E21",
      "0.1",
      "-2.5E-7",
      "1.0E300",
    ]);
  }, 180_000);

  it("identifiers are Java names, never keywords", () => {
    expect(["class", "cat.png", "2x", "", "_", "record"].map((t) => java.ident(t))).toEqual(["class_", "cat_png", "_2x", "__", "__", "record_"]);
  });
});
