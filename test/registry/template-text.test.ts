import path from "node:path";
import { describe, expect, it } from "vitest";
import { readTemplates } from "../../engine/template-runtime/template-text.js";
import { templatesFromData } from "../../engine/template-runtime/template-data.js";
import { createRuntime } from "../../engine/template-runtime/runtime.js";
import { logicHelpers } from "../../engine/inference/code/template-helpers.js";
import { TEMPLATE_DATA as PYTHON_TEXT } from "../../engine/generated/inference-templates/python.js";
import { TEMPLATE_DATA as CHAT_MODES_TEXT } from "../../engine/generated/inference-templates/chat-modes.js";
import { readRegistry } from "../../scripts/registry/build.js";
import { compileTemplateData } from "../../scripts/registry/compile-template-data.js";
import { writeTemplates } from "../../scripts/registry/template-text.js";

const ROOT = path.resolve(import.meta.dirname, "../..");

const roundTrip = (trees: Record<string, unknown>) => readTemplates(writeTemplates(trees));

describe("template text form: the repository's templates and hostile text", () => {
  it("reads back the build-time tree of every template in the repository", () => {
    const { templates, libraries } = readRegistry(ROOT);
    const trees: Record<string, unknown> = {};
    for (const [key, { source }] of templates) trees[key] = compileTemplateData(source);
    for (const { entry } of libraries)
      entry.snippets.forEach((s, i) => s.template !== undefined && (trees[`libraries/${entry.id}/inline-${i}`] = compileTemplateData(s.template)));
    expect(Object.keys(trees).length).toBeGreaterThan(100);
    // One template at a time (each error names its key), then all in one text as the modules ship them.
    for (const [key, tree] of Object.entries(trees)) expect(roundTrip({ [key]: tree }), key).toEqual({ [key]: tree });
    expect(roundTrip(trees)).toEqual(trees);
  });

  it("the generated python module and python's part of the chat-modes module are the text of its templates' trees", () => {
    const { templates } = readRegistry(ROOT);
    const trees = Object.fromEntries(
      [...templates]
        .filter(([key]) => key.startsWith("python/"))
        .sort(([a], [b]) => (a < b ? -1 : 1))
        .map(([key, { source }]) => [key, compileTemplateData(source)]),
    );
    const own = readTemplates(PYTHON_TEXT);
    const modes = Object.fromEntries(Object.entries(readTemplates(CHAT_MODES_TEXT)).filter(([key]) => key.startsWith("python/")));
    expect(Object.keys(own).filter((key) => key in modes)).toEqual([]);
    expect({ ...own, ...modes }).toEqual(trees);
    // The mode templates ride with the chat-modes plugin; plain chat stays with the language.
    expect(Object.keys(modes)).toContain("python/requests/chatTools");
    expect(Object.keys(modes)).toContain("python/_partials/sdk-tools");
    expect(Object.keys(own)).toContain("python/requests/conversational");
  });

  it("keeps hostile text raw: tag marks, backslashes, braces, quotes, unicode", () => {
    const hostile = [
      "^",
      "^^",
      "^/",
      "^o",
      "a ^/ b ^^/ ^i ^p ^b",
      "\\ \\\\ \\^ \\n",
      "{{ x }} {{{ y }}} \\{{z}}",
      "'\"`${a}`\"'",
      "é \u2028 \u2029 \u0000 \ud83d\ude00 \r\n\t",
      "^)",
      "l",
      " ",
    ];
    for (const text of hostile) {
      const tree = ["+", text, ["o", ["l", "a.b", 1, "1:3"]], text];
      expect(roundTrip({ t: tree }), JSON.stringify(text)).toEqual({ t: tree });
      expect(roundTrip({ t: text })).toEqual({ t: text });
      expect(roundTrip({ t: ["i", { "p-1": text }, ["+", ["p", ["v", "p-1"], ["c"], 0, "  ", "2:1"], text]] })).toEqual({
        t: ["i", { "p-1": text }, ["+", ["p", ["v", "p-1"], ["c"], 0, "  ", "2:1"], text]],
      });
    }
  });
});

describe("template text form: literals, lookups and what it refuses", () => {
  it("keeps literal arguments of any kind", () => {
    const values = ["", " ", "a b", "^", "x)y", "ü", 0, 12.5, -3, true, false, null, '"', "\\"];
    for (const value of values) {
      const tree = [
        "+",
        ["o", ["h", "eq", ["l", "", 0, "1:1"], ["v", value], ["u"], ["c"], ["a", "index", "1:9"]]],
        ["b", "each", ["l", "xs", 0, "2:1"], "", 0],
        ["b", "if", ["v", value], 0, "no"],
      ];
      expect(roundTrip({ t: tree }), JSON.stringify(value)).toEqual({ t: tree });
    }
    const partial = [
      "+",
      [
        "p",
        ["h", "concat", ["v", "a b"], ["l", "name", 0, "1:1"]],
        ["l", "ctx", 0, "1:2"],
        [
          ["k", ["v", 1]],
          ["k2", ["l", "x.y", 1, "1:3"]],
        ],
        "\t ",
        "1:1",
      ],
    ];
    expect(roundTrip({ t: partial })).toEqual({ t: partial });
  });

  it("renders what it reads: a ^ in the output and in a literal", () => {
    const text = writeTemplates({ t: compileTemplateData('x^y {{#if (eq a "^ ^")}}^/yes{{else}}no^^{{/if}}\n') });
    const t = templatesFromData(text).t!;
    const runtime = createRuntime({ helpers: logicHelpers as never, partial: () => undefined }, "t");
    expect(t(runtime, { a: "^ ^" }, {})).toBe("x^y ^/yes\n");
    expect(t(runtime, { a: "no" }, {})).toBe("x^y no^^\n");
  });

  it("a non-strict one-field lookup ships without its position; its error still names the path", () => {
    const tree = compileTemplateData("{{#each xs}}{{#if name}}a{{/if}}{{/each}}{{#if a.b}}b{{/if}}");
    expect(JSON.stringify(tree)).toContain('["l","name",0,""]');
    expect(JSON.stringify(tree)).toContain('["l","a.b",0,"1:48"]');
    const t = templatesFromData(writeTemplates({ t: tree })).t!;
    const runtime = createRuntime({ helpers: logicHelpers as never, partial: () => undefined }, "t");
    expect(() => t(runtime, { xs: [null] }, {})).toThrow('{{name}}: "this" is null, so it has no field "name"');
    expect(t(runtime, { xs: [{ name: 1 }], a: { b: 1 } }, {})).toBe("ab");
  });

  it("refuses what it cannot write, and names what it cannot read", () => {
    expect(() => writeTemplates({ "a b": "x" })).toThrow('template key "a b"');
    expect(() => writeTemplates({ t: ["+", ["o", ["l", "a b", 0, "1:1"]]] })).toThrow('path "a b"');
    expect(() => writeTemplates({ t: ["+", ["p", ["v", "p"], ["c"], 0, "x", "1:1"]] })).toThrow("is not blank");
    expect(() => readTemplates("t abc")).toThrow("unterminated program");
    expect(() => readTemplates("t ^q^/")).toThrow('unknown tag "^q"');
    expect(() => readTemplates("t ^ox^/")).toThrow('unknown expression "x"');
    expect(() => readTemplates("t ^olpath^/")).toThrow('missing " "');
  });
});
