/**
 * The dialect options of `backslashQuoter` and `printLiteral`, one by one, on a made-up
 * dialect, so that each option is seen to do what it says and nothing when absent; then
 * properties every language's dialect must have, on hostile text from fast-check (the real
 * interpreters read the literals back in ./literals.test.ts).
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { backslashQuoter, hex, printLiteral, type LiteralDialect, type StringDialect } from "../../engine/languages/escape.js";
import { LANGUAGE_MODULES, sh } from "../../engine/languages/index.js";

const plain: StringDialect = { quote: '"', control: (c) => `<c${c}>`, loneSurrogate: (c) => `<s${hex(c, 4)}>` };
const q = (text: string, extra: Partial<StringDialect> = {}) => backslashQuoter({ ...plain, ...extra })(text);

describe("backslashQuoter dialect options", () => {
  it("by default escapes the C set, the quote, controls, U+2028/9 and lone surrogates, and keeps the rest", () => {
    expect(q('a"b\\c\n\r\t')).toBe('"a\\"b\\\\c\\n\\r\\t"');
    expect(q("'")).toBe(`"'"`);
    expect(q("\u0000\u001f\u007f")).toBe('"<c0><c31><c127>"');
    expect(q("\u2028\u2029")).toBe('"\\u2028\\u2029"');
    expect(q("é\ufeff🚀$#")).toBe('"é\ufeff🚀$#"');
    expect(q("x\ud800y\udc00")).toBe('"x<sd800>y<sdc00>"');
    expect(backslashQuoter({ ...plain, quote: "'" })(`it's "x"`)).toBe(`'it\\'s "x"'`);
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

describe("the quoters' plain-text path", () => {
  // Plain printable ASCII skips the character walk. Escaping is per character, so quoting a text
  // and a non-ASCII tail together (the walk) must equal quoting each alone and joining them.
  const printable = Array.from({ length: 0x7f - 0x20 }, (_, i) => String.fromCharCode(0x20 + i));
  it.each(Object.values(LANGUAGE_MODULES).map((lang) => [lang.id, lang] as const))("%s writes every printable ASCII character as the walk does", (_, lang) => {
    for (const ch of printable) {
      const text = `a${ch}b`;
      const walked = lang.str(`${text}é`);
      const joined = lang.str(text).slice(0, -1) + lang.str("é").slice(1);
      expect(walked, JSON.stringify(ch)).toBe(joined);
    }
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

/** Characters a language would interpolate in a double-quoted string unless escaped. */
const INTERPOLATES: Partial<Record<string, string>> = { php: "$", ruby: "#" };

/**
 * What a backslash-quoted literal must be, whatever the text: the quote only at both ends, no raw
 * control character or line separator, no lone surrogate, no unescaped interpolation character.
 * Returns what is wrong, or "".
 */
function backslashProblem(literal: string, quote: string, interpolates = ""): string {
  if (!literal.isWellFormed()) return "a lone surrogate";
  if (literal.length < 2 || literal[0] !== quote || literal.at(-1) !== quote) return "not quoted";
  for (let i = 1; i < literal.length - 1; i++) {
    const ch = literal[i]!;
    const code = ch.charCodeAt(0);
    if (ch === "\\") i++;
    else if (ch === quote) return `a bare quote at ${i}`;
    else if (code < 0x20 || code === 0x7f || code === 0x2028 || code === 0x2029) return `a raw U+${hex(code, 4)} at ${i}`;
    else if (interpolates.includes(ch)) return `a bare ${ch} at ${i}`;
  }
  // The last backslash must not escape the closing quote.
  return /(^|[^\\])(\\\\)*\\.$/.test(literal) ? "the closing quote is escaped" : "";
}

/** A POSIX single-quoted word: `'…'` pieces joined by `\'`, nothing else. */
const shellWord = /^'[^']*'(?:\\''[^']*')*$/;

const hostileText = fc.string({
  unit: fc.oneof(
    fc.constantFrom('"', "'", "\\", "$", "#", "{", "`", "\n", "\u2028", "\ufeff", "\ud800", "\udc00", "🚀"),
    fc.string({ unit: "binary", maxLength: 1 }),
  ),
  maxLength: 40,
});

describe("every language's str, property-tested", () => {
  const languages = Object.values(LANGUAGE_MODULES).map((lang) => [lang.id, lang] as const);

  it.each(languages.filter(([id]) => id !== "sh"))("%s.str writes a closed backslash-quoted literal", (_, lang) => {
    fc.assert(
      fc.property(hostileText, (text) => backslashProblem(lang.str(text), '"', INTERPOLATES[lang.id]) === ""),
      { numRuns: 500, seed: 22 },
    );
  });

  it("sh.str writes one single-quoted word", () => {
    fc.assert(
      fc.property(hostileText, (text) => shellWord.test(sh.str(text)) && sh.str(text).replaceAll(`'\\''`, "'").slice(1, -1) === text),
      { numRuns: 500, seed: 22 },
    );
  });

  // JavaScript writes a key that is an identifier bare; sh's body is JSON in one quoted word.
  const bareKey = (id: string, key: string) => id === "js" && /^[A-Za-z_$][A-Za-z0-9_$]*$/.test(key) && key !== "__proto__";

  it.each(languages.filter(([id]) => id !== "sh"))("%s.lit writes each key and string of the data through str", (id, lang) => {
    fc.assert(
      fc.property(fc.dictionary(hostileText, fc.array(hostileText, { maxLength: 3 }), { maxKeys: 3 }), (data) => {
        const literal = lang.lit(data);
        const keys = Object.keys(data).filter((k) => !bareKey(id, k));
        return [...keys, ...Object.values(data).flat()].every((s) => literal.includes(lang.str(s)));
      }),
      { numRuns: 200, seed: 22 },
    );
  });

  it("sh.lit writes JSON as one single-quoted word", () => {
    fc.assert(
      fc.property(fc.dictionary(hostileText, fc.array(hostileText, { maxLength: 3 }), { maxKeys: 3 }), (data) => {
        const literal = sh.lit(data);
        const wellFormed = Object.entries(data).every(([k, v]) => k.isWellFormed() && v.every((s) => s.isWellFormed()));
        return shellWord.test(literal) && (!wellFormed || JSON.stringify(JSON.parse(literal.replaceAll(`'\\''`, "'").slice(1, -1))) === JSON.stringify(data));
      }),
      { numRuns: 200, seed: 22 },
    );
  });

  it("the property check can fail", () => {
    expect(backslashProblem('"a"b"', '"')).toBe("a bare quote at 2");
    expect(backslashProblem('"a\nb"', '"')).toBe("a raw U+000a at 2");
    expect(backslashProblem('"$x"', '"', "$")).toBe("a bare $ at 1");
    expect(backslashProblem('"\\$x"', '"', "$")).toBe("");
    expect(backslashProblem('"a\\"', '"')).toBe("the closing quote is escaped");
    expect(backslashProblem('"\ud800"', '"')).toBe("a lone surrogate");
    expect(shellWord.test(`'it'\\''s'`)).toBe(true);
    expect(shellWord.test(`'it's'`)).toBe(false);
  });
});
