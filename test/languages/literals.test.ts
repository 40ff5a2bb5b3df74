/**
 * The literal helpers are the project's only escaping code: every hostile string must come
 * back unchanged when the generated literal is read by the real language. Each language's
 * check runs in one interpreter process over the whole sample.
 */
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import fc from "fast-check";
import { afterAll, describe, expect, it } from "vitest";
import { identifier } from "../../engine/languages/escape.js";
import { go, java, js, php, python, ruby, sh, type LanguageModule } from "../../engine/languages/index.js";
import { goEnv } from "../support/go-batch.js";

export const HOSTILE = [
  "",
  "plain",
  'double " quote',
  "single ' quote",
  "back\\slash \\n not a newline",
  "new\nline\r\ncrlf\ttab",
  "${process.exit(1)}",
  "$(rm -rf /) `whoami` $HOME",
  "\"\"\" triple \"\"\" and ''' triple '''",
  "unicode: héllo 世界 🚀 \u2028 \u2029 \u0085",
  "nul \u0000 bell \u0007 del \u007f esc \u001b",
  "lone surrogate \ud800 end",
  "'; DROP TABLE models; --",
  "</script><script>alert(1)</script>",
  "\\' \\\" \\\\",
  "#{interpolated} #@ivar #$global $var {$braced} ${dollar}",
];

const sample = [
  ...HOSTILE,
  ...fc.sample(fc.string({ unit: "binary", maxLength: 40 }), { numRuns: 150, seed: 42 }),
  ...fc.sample(fc.string({ unit: fc.constantFrom("'", '"', "\\", "$", "`", "{", "}", "(", "\n", "a", "#", "@", "\u2028", "\ufeff"), maxLength: 30 }), {
    numRuns: 150,
    seed: 7,
  }),
];

/** Strings that JSON can carry both ways (lone surrogates become U+FFFD in UTF-8 pipes). */
const wellFormed = (s: string) => s.isWellFormed();

describe("python.str / python.lit", () => {
  it("python reads back every string exactly", () => {
    const strings = sample.filter(wellFormed);
    const program = `import json, sys\nvalues = [\n${strings.map((s) => `    ${python.str(s)},`).join("\n")}\n]\nsys.stdout.write(json.dumps(values))\n`;
    const out = execFileSync("python3", ["-c", program], { encoding: "utf8" });
    expect(JSON.parse(out)).toEqual(strings);
  });

  it("python reads back nested data with True/False/None", () => {
    const data = { text: HOSTILE, flags: [true, false, null], n: 1.5, nested: { 'key "q"': { deep: [] } }, empty: {} };
    const program = `import json, sys\nvalue = ${python.lit(data)}\nsys.stdout.write(json.dumps(value))\n`;
    expect(python.lit([true, false, null])).toBe("[True, False, None]");
    const out = execFileSync("python3", ["-c", program], { encoding: "utf8" });
    expect(JSON.parse(out)).toEqual(data);
  });

  it("keeps four-space indentation at the given level", () => {
    expect(python.lit({ a: { b: 1 } }, 1)).toBe('{\n        "a": {\n            "b": 1\n        }\n    }');
  });
});

describe("js.str / js.lit", () => {
  it("JavaScript reads back every string exactly, lone surrogates included", () => {
    const source = `[${sample.map((s) => js.str(s)).join(",\n")}]`;
    expect(new Function(`return ${source};`)()).toEqual(sample);
  });

  it("a __proto__ key stays an ordinary key, not the prototype", () => {
    const data = JSON.parse('{"__proto__": {"polluted": true}, "nested": {"__proto__": "text"}}');
    const back = new Function(`return ${js.lit(data)};`)();
    expect(JSON.stringify(back)).toBe(JSON.stringify(data));
    expect(Object.getPrototypeOf(back)).toBe(Object.prototype);
  });

  it("object literals use bare keys only where they are identifiers", () => {
    expect(js.lit({ inputs: "x", "content-type": "y", $ok: true })).toBe('{\n    inputs: "x",\n    "content-type": "y",\n    $ok: true\n}');
    const data = { text: HOSTILE, flags: [true, false, null] };
    expect(new Function(`return ${js.lit(data)};`)()).toEqual(data);
  });
});

describe("sh.str / sh.lit", () => {
  it("bash reads back every string exactly (bash cannot hold NUL)", () => {
    const strings = sample.filter((s) => wellFormed(s) && !s.includes("\u0000"));
    const script = strings.map((s) => `printf '%s\\0' ${sh.str(s)}`).join("\n");
    const out = execFileSync("bash", ["-c", script], { encoding: "utf8" });
    expect(out.split("\u0000").slice(0, -1)).toEqual(strings);
  });

  it("a JSON body is one single-quoted word that curl would send as valid JSON", () => {
    const data = { inputs: HOSTILE.filter((s) => !s.includes("\u0000")) };
    const out = execFileSync("bash", ["-c", `printf '%s' ${sh.lit(data)}`], { encoding: "utf8" });
    expect(JSON.parse(out)).toEqual(data);
  });
});

/**
 * The compiled languages and PHP and Ruby read the same sample back: each program prints every
 * string as hex, UTF-8 bytes (Go, PHP and Ruby, whose sources hold no lone surrogate: the helper
 * writes U+FFFD, as their own conversions do) or UTF-16 units (Java keeps lone surrogates).
 */
const work = fs.mkdtempSync(path.join(os.tmpdir(), "atlas-literals-"));
afterAll(() => fs.rmSync(work, { recursive: true, force: true }));

const utf8Hex = (s: string) => Buffer.from(s.toWellFormed(), "utf8").toString("hex");
const unitsHex = (s: string) => Array.from({ length: s.length }, (_, i) => s.charCodeAt(i).toString(16).padStart(4, "0")).join("");

interface ReadBack {
  lang: LanguageModule;
  expected(s: string): string;
  run(literals: string[]): string;
}

const READ_BACK: ReadBack[] = [
  {
    lang: go,
    expected: utf8Hex,
    run(literals) {
      const dir = fs.mkdtempSync(path.join(work, "go-"));
      fs.writeFileSync(path.join(dir, "go.mod"), "module literals\n\ngo 1.21\n");
      const values = literals.map((l) => `\t${l},\n`).join("");
      fs.writeFileSync(
        path.join(dir, "main.go"),
        `package main\n\nimport (\n\t"encoding/hex"\n\t"fmt"\n)\n\nvar values = []string{\n${values}}\n\nfunc main() {\n\tfor _, v := range values {\n\t\tfmt.Println(hex.EncodeToString([]byte(v)))\n\t}\n}\n`,
      );
      return execFileSync("go", ["run", "."], { cwd: dir, env: goEnv(), encoding: "utf8", maxBuffer: 64 << 20 });
    },
  },
  {
    lang: php,
    expected: utf8Hex,
    run: (literals) =>
      execFileSync("php", ["-r", `foreach ([${literals.join(",\n")}] as $v) echo bin2hex($v), "\\n";`], { encoding: "utf8", maxBuffer: 64 << 20 }),
  },
  {
    lang: ruby,
    expected: utf8Hex,
    run: (literals) =>
      execFileSync("ruby", ["-e", `[${literals.join(",\n")}].each { |v| puts v.unpack1("H*") }`], {
        encoding: "utf8",
        maxBuffer: 64 << 20,
        env: { PATH: process.env.PATH ?? "", LANG: "C.UTF-8" },
      }),
  },
  {
    lang: java,
    expected: unitsHex,
    run(literals) {
      const dir = fs.mkdtempSync(path.join(work, "java-"));
      const file = path.join(dir, "Main.java");
      const loop =
        'for (String v : VALUES) { StringBuilder out = new StringBuilder(); for (char c : v.toCharArray()) out.append(String.format("%04x", (int) c)); System.out.println(out); }';
      fs.writeFileSync(
        file,
        `public class Main {\n    static final String[] VALUES = {\n${literals.map((l) => `        ${l},`).join("\n")}\n    };\n\n    public static void main(String[] args) {\n        ${loop}\n    }\n}\n`,
      );
      execFileSync("javac", ["-encoding", "UTF-8", "-d", dir, file], { encoding: "utf8" });
      return execFileSync("java", ["-cp", dir, "Main"], { encoding: "utf8", maxBuffer: 64 << 20 });
    },
  },
];

describe.each(READ_BACK)("$lang.id.str / $lang.id.lit", ({ lang, expected, run }) => {
  it(`${lang.id} reads back every string of the sample as the helper means it`, () => {
    const lines = run(sample.map((s) => lang.str(s))).split("\n");
    expect(lines.slice(0, sample.length)).toEqual(sample.map(expected));
  }, 120_000);

  it(`${lang.id} reads back the strings of nested data (keys included)`, () => {
    const data = { text: HOSTILE, nested: { 'key "q" $x #{y}': ["\u2028", { deep: "\ufeff" }] }, empty: {} };
    const strings: string[] = [];
    const literal = lang.lit(data);
    // Every string of the data, key or value, appears in the literal exactly as `str` writes it.
    const walk = (v: unknown): void => {
      if (typeof v === "string") strings.push(v);
      else if (Array.isArray(v)) v.forEach(walk);
      else if (v && typeof v === "object") for (const [k, x] of Object.entries(v)) strings.push(k), walk(x);
    };
    walk(data);
    for (const s of strings) expect(literal).toContain(lang.str(s));
    const lines = run(strings.map((s) => lang.str(s))).split("\n");
    expect(lines.slice(0, strings.length)).toEqual(strings.map(expected));
  }, 120_000);
});

describe("identifiers, comments and environment variables", () => {
  it("ident makes a valid identifier out of anything", () => {
    expect(python.ident("class")).toBe("class_");
    expect(python.ident("3d-model")).toBe("_3d_model");
    expect(js.ident("my model")).toBe("my_model");
    expect(sh.ident("black-forest-labs")).toBe("black_forest_labs");
  });

  it("comments never span two lines", () => {
    for (const lang of [python, js, sh]) expect(lang.comment("a\nb\r\nc\u2028d")).not.toMatch(/[\n\r\u2028]/);
  });

  it("env reads a variable and refuses a name that is not an identifier", () => {
    expect(python.env("HF_TOKEN")).toBe('os.environ["HF_TOKEN"]');
    expect(js.env("HF_TOKEN")).toBe("process.env.HF_TOKEN");
    // sh stops on an unset or empty variable with a message naming it (${NAME:?}).
    expect(sh.env("HF_TOKEN")).toBe('"${HF_TOKEN:?}"');
    expect(() => sh.env("BLACK_FOREST-LABS_API_KEY")).toThrow(/invalid environment variable name/);
  });
});

describe("identifier: the one rule behind every language's ident", () => {
  it("replaces what a name cannot hold, guards a bad first character and a reserved word", () => {
    expect(identifier("model-id.v2")).toBe("model_id_v2");
    expect(identifier("3d")).toBe("_3d");
    expect(identifier("")).toBe("_");
    expect(identifier("class", { reserved: new Set(["class"]) })).toBe("class_");
    expect(identifier("Name", { badStart: /^[0-9A-Z]/ })).toBe("_Name");
    expect(identifier("$el", { invalid: /[^A-Za-z0-9_$]/g })).toBe("$el");
    expect(identifier("é\n`x`")).toBe("___x_");
  });
});
