/**
 * The dialect options of `backslashQuoted` and `printLiteral`, one by one, on a made-up
 * dialect, so that each option is seen to do what it says and nothing when absent.
 */
import { describe, expect, it } from "vitest";
import { backslashQuoted, hex, printLiteral, type LiteralDialect, type StringDialect } from "../../engine/languages/escape.js";

const plain: StringDialect = { quote: '"', control: (c) => `<c${c}>`, loneSurrogate: (c) => `<s${hex(c, 4)}>` };
const q = (text: string, extra: Partial<StringDialect> = {}) => backslashQuoted(text, { ...plain, ...extra });

describe("backslashQuoted dialect options", () => {
  it("by default escapes the C set, the quote, controls, U+2028/9 and lone surrogates, and keeps the rest", () => {
    expect(q('a"b\\c\n\r\t')).toBe('"a\\"b\\\\c\\n\\r\\t"');
    expect(q("'")).toBe(`"'"`);
    expect(q("\u0000\u001f\u007f")).toBe('"<c0><c31><c127>"');
    expect(q("\u2028\u2029")).toBe('"\\u2028\\u2029"');
    expect(q("é\ufeff🚀$#")).toBe('"é\ufeff🚀$#"');
    expect(q("x\ud800y\udc00")).toBe('"x<sd800>y<sdc00>"');
    expect(backslashQuoted(`it's "x"`, { ...plain, quote: "'" })).toBe(`'it\\'s "x"'`);
  });

  it("escapes: fixed escapes win over every other rule, control characters included", () => {
    const escapes = { $: "\\$", "#": "\\#", "\b": "\\b", "\n": "<NL>" };
    expect(q("$x #{y} \b \n", { escapes })).toBe('"\\$x \\#{y} \\b <NL>"');
    // Only own keys: a string such as "constructor" or "toString" is no escape.
    expect(q("constructor toString", { escapes })).toBe('"constructor toString"');
  });

  it("codePoint: replaces the default rule for printable code points, undefined keeps the character", () => {
    const codePoint = (c: number) => (c > 0x7e ? `\\u{${hex(c, 4)}}` : undefined);
    expect(q("é\ufeff\u2028 ok", { codePoint })).toBe('"\\u{00e9}\\u{feff}\\u{2028} ok"');
    expect(q("\u2028", { codePoint: () => undefined })).toBe('"\u2028"');
    // The hook never sees the quote, backslash or control characters.
    expect(q('"\\\u0001', { codePoint: () => "X" })).toBe('"\\"\\\\<c1>"');
  });

  it("surrogatePairs: keep writes the character, units writes each half as a lone surrogate", () => {
    expect(q("🚀", { surrogatePairs: "keep" })).toBe('"🚀"');
    expect(q("🚀", { surrogatePairs: "units" })).toBe('"<sd83d><sde80>"');
    // A pair never reaches the code-point hook in keep mode, and lone halves stay lone in both.
    expect(q("🚀", { codePoint: () => "X" })).toBe('"🚀"');
    expect(q("\udc00\ud800", { surrogatePairs: "units" })).toBe('"<sdc00><sd800>"');
  });
});

const base: LiteralDialect = {
  null: "nil",
  true: "yes",
  false: "no",
  string: (s) => JSON.stringify(s),
  key: (s) => `<${s}>`,
  number: (n) => `#${n}`,
  colon: " = ",
};
const p = (value: unknown, extra: Partial<LiteralDialect> = {}, level = 0) => printLiteral(value, { ...base, ...extra }, level);
const long = Array.from({ length: 12 }, (_, i) => `item${i}`);

describe("printLiteral dialect options", () => {
  it("by default writes square lists and curly maps, without a trailing comma", () => {
    expect(p([1, true, null])).toBe("[#1, yes, nil]");
    expect(p([])).toBe("[]");
    expect(p({})).toBe("{}");
    expect(p({ a: [1], b: undefined })).toBe("{\n    <a> = [#1]\n}");
    expect(p([{ a: 1 }, { b: 2 }], {}, 1)).toBe("[\n        {\n            <a> = #1\n        },\n        {\n            <b> = #2\n        }\n    ]");
  });

  it("array and map: brackets for empty, inline and multi-line forms", () => {
    const extra = { array: { open: "list(", close: ")" }, map: { open: "dict{", close: "}" } };
    expect(p([], extra)).toBe("list()");
    expect(p({}, extra)).toBe("dict{}");
    expect(p([1, 2], extra)).toBe("list(#1, #2)");
    expect(p(long, extra)).toBe(`list(\n${long.map((s) => `    "${s}"`).join(",\n")}\n)`);
    expect(p({ a: [] }, extra)).toBe("dict{\n    <a> = list()\n}");
  });

  it("trailingComma: every line of a multi-line list or map ends with a comma, inline ones have none", () => {
    expect(p({ a: 1, b: 2 }, { trailingComma: true })).toBe("{\n    <a> = #1,\n    <b> = #2,\n}");
    expect(p(long, { trailingComma: true })).toBe(`[\n${long.map((s) => `    "${s}",\n`).join("")}]`);
    expect(p([1, 2], { trailingComma: true })).toBe("[#1, #2]");
  });

  it("wrapMap: sees every map (empty ones too) with its keys, nested ones included", () => {
    const seen: string[][] = [];
    const wrapMap = (text: string, keys: string[]) => {
      seen.push(keys);
      return keys.includes("0") || keys.length === 0 ? `(obj) ${text}` : text;
    };
    expect(p({ "0": {}, x: { y: 1 } }, { wrapMap })).toBe("(obj) {\n    <0> = (obj) {},\n    <x> = {\n        <y> = #1\n    }\n}");
    expect(seen).toEqual([[], ["y"], ["0", "x"]]);
    expect(p([1], { wrapMap })).toBe("[#1]");
  });

  it("soleNull: only for a list whose one element is null or undefined", () => {
    const extra = { array: { open: "f(", close: ")" }, soleNull: "(T) nil" };
    expect(p([null], extra)).toBe("f((T) nil)");
    expect(p([undefined], extra)).toBe("f((T) nil)");
    expect(p([null, null], extra)).toBe("f(nil, nil)");
    expect(p([1], extra)).toBe("f(#1)");
    expect(p([null])).toBe("[nil]");
  });

  it("name: names the language in the error about a value no literal holds", () => {
    expect(() => p(10n, { name: "Lisp" })).toThrow("cannot write a bigint as a Lisp literal");
    expect(() => p([Symbol("s")])).toThrow("cannot write a symbol as a literal");
  });
});
