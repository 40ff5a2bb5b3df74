/**
 * The template compiler against Handlebars itself: every case renders with both (Handlebars with
 * the engine's old options, noEscape and strict) and must print the same bytes. Templates
 * compiled to data (the form inference templates ship in, built into functions at run time)
 * must print and fail exactly as those compiled to code.
 */
import Handlebars from "handlebars";
import { describe, expect, it } from "vitest";
import { python } from "../../engine/languages/index.js";
import { languageHelpers, logicHelpers } from "../../engine/inference/code/template-helpers.js";
import { createRuntime, type TemplateFn } from "../../engine/template-runtime/runtime.js";
import { templatesFromData } from "../../engine/template-runtime/template-data.js";
import { compileTemplate } from "../../scripts/registry/compile-template.js";
import { compileTemplateData } from "../../scripts/registry/compile-template-data.js";
import { writeTemplates } from "../../scripts/registry/template-text.js";

const helpers = { ...logicHelpers, ...languageHelpers(python) } as never;
const LOADERS: Record<string, (source: string) => TemplateFn> = {
  code: (source) => new Function(`return ${compileTemplate(source)}`)() as TemplateFn,
  data: (source) => templatesFromData(writeTemplates({ t: compileTemplateData(source) })).t!,
};

function both(load: (source: string) => TemplateFn, source: string, context: object, partials: Record<string, string> = {}) {
  const env = Handlebars.create();
  env.registerHelper(helpers);
  for (const [name, text] of Object.entries(partials)) env.registerPartial(name, env.compile(text, { noEscape: true, strict: true }));
  const expected = env.compile(source, { noEscape: true, strict: true })(context);
  const compiled = Object.fromEntries(Object.entries(partials).map(([name, text]) => [name, load(text)]));
  const runtime = createRuntime({ helpers, partial: (name) => compiled[name] }, "t");
  return { expected, actual: load(source)(runtime, context, {}) };
}

const CASES: [string, string, object, Record<string, string>?][] = [
  ["text and helpers", 'a = {{str x}}\nb = {{lit y 1}}\n{{comment "hi"}}', { x: 'q"', y: { k: [1, 2] } }],
  ["engine code", "{{code.a}}{{code.b}}|", { code: { a: "A", b: "" } }],
  ["if, else if, else", "{{#if a}}A{{else if b}}B{{else}}C{{/if}}", { a: 0, b: [] }],
  ["if over 0 and []", "{{#if n}}n{{/if}}{{#if l}}l{{/if}}{{#if l.length}}L{{/if}}", { n: 0, l: [] }],
  ["unless", "{{#unless a}}no{{else}}yes{{/unless}}", { a: "" }],
  ["each with data", "{{#each xs}}{{@index}}{{#if @first}}F{{/if}}{{#if @last}}L{{/if}}={{str this}};{{else}}none{{/each}}", { xs: ["a", "b", "c"] }],
  ["each over an object", "{{#each o}}{{@key}}={{str this}},{{/each}}", { o: { k: "v", j: "w" } }],
  ["empty each", "{{#each xs}}x{{else}}none{{/each}}", { xs: [] }],
  ["with", "{{#with m}}{{str id}}{{/with}}", { m: { id: "x" } }],
  ["subexpressions", '{{str (concat "a" (join xs "-") b)}}{{#if (and (eq k "v") (not z))}}!{{/if}}', { xs: [1, 2], b: "B", k: "v", z: false }],
  ["standalone lines and ~", "a\n{{#if x}}\n  b\n{{/if}}\n  {{~#if x~}}  c  {{~/if}}\n{{! note }}\nd\n", { x: true }],
  ["indented partials", "x:\n  {{> inner}}\n    {{> inner}}\nend\n", { v: "V" }, { inner: "line {{str v}}\n\n{{#if v}}\nmore\n{{/if}}\n" }],
  ["dynamic partial and hash", '{{> (concat "p-" kind) extra="E"}}', { kind: "a", v: 1 }, { "p-a": "{{str extra}}{{lit v}}" }],
  ["inline partials", '{{#*inline "row"}}\n- {{str name}}\n{{/inline}}\n{{> row name="a"}}\n  {{> row name="b"}}\n', {}],
];

describe.each(Object.entries(LOADERS))("templates compiled to %s print what Handlebars prints", (_kind, load) => {
  for (const [name, source, context, partials] of CASES) {
    it(name, () => {
      const { expected, actual } = both(load, source, context, partials);
      expect(actual).toBe(expected);
    });
  }
});

const COMPILERS = { code: compileTemplate, data: compileTemplateData };

describe.each(Object.entries(COMPILERS))("the compiler to %s refuses what it does not cover, at build time", (_kind, compile) => {
  it.each([
    ["{{{raw}}}", "triple-stash"],
    ["{{#each xs as |x|}}{{/each}}", "block parameters"],
    ["{{#each xs}}{{str ../y}}{{/each}}", 'parent path "../y"'],
    ["{{#custom x}}{{/custom}}", "block helper {{#custom}}"],
    ["{{str (nope x)}}", 'helper "nope"'],
    ["\n{{#> layout}}{{/layout}}", "line 2"],
    ['{{#*inline "a"}}{{#if x}}{{#*inline "b"}}{{/inline}}{{/if}}{{/inline}}', "an inline partial inside a block"],
    ["{{#*foo}}{{/foo}}", "a decorator other than"],
    ["{{str (concat a) x=1}}", "hash arguments"],
  ])("%s", (source, message) => {
    expect(() => compile(source)).toThrow(message);
  });
});

describe.each(Object.entries(LOADERS))("errors at render time (templates compiled to %s) name the template, the place and the field", (_kind, load) => {
  const runtime = createRuntime({ helpers, partial: () => undefined }, "python/requests/basic");
  it("a printed path that is missing", () => {
    expect(() => load("a\n  {{code.nope}}")(runtime, { code: {} }, {})).toThrow(
      'python/requests/basic:2:3: {{code.nope}}: the context has no field "code.nope"',
    );
  });
  it("a path through a missing object", () => {
    expect(() => load("{{str model.id}}")(runtime, {}, {})).toThrow('"model" is undefined, so it has no field "id"');
  });
  it("a missing partial", () => {
    expect(() => load("{{> gone}}")(runtime, {}, {})).toThrow('the partial "gone" does not exist');
  });
  it("@index outside each", () => {
    expect(() => load("{{@index}}")(runtime, {}, {})).toThrow("@index is defined only inside {{#each}}");
  });
  it("inherited names are not fields", () => {
    expect(load("{{code.constructor}}|")(runtime, { code: {} }, {})).toBe("|");
  });
});
