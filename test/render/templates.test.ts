import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { formatProblem } from "../../engine/errors/atlas-error.js";
import { getTemplate, hasTemplate } from "../support/render-environment.js";
import { languageHelpers, logicHelpers } from "../../engine/inference/code/template-helpers.js";
import { LOGIC_HELPERS, OUTPUT_HELPERS } from "../../engine/template-runtime/helper-names.js";
import { python } from "../../engine/languages/index.js";
import { LANGUAGES } from "../../engine/schema/snippet.js";
import { templatesFromData } from "../../engine/template-runtime/template-data.js";
import { buildRegistry } from "../../scripts/registry/build.js";
import { checkTemplate } from "../../scripts/registry/templates.js";
import { templateStore } from "../../engine/render/store.js";

const temps: string[] = [];
afterEach(() => {
  for (const dir of temps.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

/** A throwaway project tree holding just the given files. */
function tree(files: Record<string, string>): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "atlas-"));
  temps.push(root);
  for (const [name, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(root, name)), { recursive: true });
    fs.writeFileSync(path.join(root, name), text);
  }
  return root;
}

describe("the escaping rule for templates", () => {
  it("accepts values printed through output helpers and engine-built code", () => {
    const ok = "{{#if model.tags}}{{str model.id}}{{/if}}\n{{lit body 1}}\n{{code.imports}}\n{{#each items}}{{@index}}{{/each}}\n{{> header}}";
    expect(checkTemplate("ok.hbs", ok)).toEqual([]);
  });

  it("rejects raw values, triple-stashes and printing logic helpers, naming line and column", () => {
    const bad = 'model = {{model.id}}\nx = {{{model.id}}}\ny = {{concat model.id "x"}}\n';
    const report = checkTemplate("templates/python/requests/bad.hbs", bad).map(formatProblem).join("\n");
    expect(report).toBe(
      [
        "templates/python/requests/bad.hbs:1:9 model.id: {{model.id}} prints a raw value; wrap it in a literal helper ({{str model.id}}) or build it in the engine as code.id",
        "templates/python/requests/bad.hbs:2:5: triple-stash {{{model.id}}} is not allowed; use a literal helper such as {{str value}}",
        "templates/python/requests/bad.hbs:3:5 concat: {{concat …}} prints a value without a literal helper; print values with str, lit, ident, comment, env",
      ].join("\n"),
    );
  });

  it("reports Handlebars syntax errors on one line each, with their line and what went wrong", () => {
    const report = [
      ...checkTemplate("open.hbs", "a\n{{#if x}}\nno end"),
      ...checkTemplate("mismatch.hbs", "a\n\n{{#if x}}{{/each}}"),
      ...checkTemplate("tag.hbs", "{{str }"),
    ].map(formatProblem);
    expect(report).toEqual([
      "open.hbs:3: syntax error: expected 'OPEN_INVERSE_CHAIN', 'INVERSE', 'OPEN_ENDBLOCK', got the end of the template; a block or a tag is still open: close every {{#name}} with {{/name}} and every {{ with }}",
      "mismatch.hbs:3: syntax error: if doesn't match each; see https://handlebarsjs.com/guide/ for the syntax",
      expect.stringMatching(/^tag\.hbs:1: syntax error: expected .*'CLOSE'.*, got 'INVALID'; see https:/),
    ]);
  });

  it("get looks up own keys only", () => {
    const get = logicHelpers.get as (obj: unknown, key: unknown) => unknown;
    expect(get({ a: 1 }, "a")).toBe(1);
    expect(get(["x", "y"], 1)).toBe("y");
    for (const key of ["constructor", "toString", "__proto__"]) expect(get({ a: 1 }, key), key).toBeUndefined();
    expect(get(null, "a")).toBeUndefined();
  });

  it("the helper name lists match the helpers the environment registers", () => {
    expect(Object.keys(languageHelpers(python)).sort()).toEqual([...OUTPUT_HELPERS].sort());
    expect(Object.keys(logicHelpers).sort()).toEqual([...LOGIC_HELPERS].sort());
  });
});

describe("registry build over templates", () => {
  it("lists every bad template at once and writes nothing", () => {
    const root = tree({
      "templates/python/requests/one.hbs": "{{model.id}}",
      "templates/js/fetch/two.hbs": "{{{x}}}",
      "templates/cobol/net/three.hbs": "{{str x}}",
    });
    const { files, problems } = buildRegistry(root);
    expect(files).toEqual([]);
    expect(problems.map(formatProblem)).toEqual([
      `templates/cobol/net/three.hbs: template is not at templates/<language>/<client>/<name>.hbs, templates/<language>/_partials/<name>.hbs or templates/libraries/<id>/<name>.hbs; languages are ${LANGUAGES.join(", ")}`,
      "templates/js/fetch/two.hbs:1:1: triple-stash {{{x}}} is not allowed; use a literal helper such as {{str value}}",
      "templates/python/requests/one.hbs:1:1 model.id: {{model.id}} prints a raw value; wrap it in a literal helper ({{str model.id}}) or build it in the engine as code.id",
    ]);
  });

  it("compiled templates render with strict lookups and no HTML escaping", () => {
    const root = tree({ "templates/python/requests/t.hbs": "x = {{str a}}\n{{#if flag}}y = {{lit obj}}{{/if}}\n" });
    const { files, problems } = buildRegistry(root);
    expect(problems).toEqual([]);
    const templatesFile = files.find((f) => f.path === "engine/generated/inference-templates/python.ts")!;
    // Load the generated module's templates the way the engine does: its data string, built into functions.
    const match = /export const TEMPLATE_DATA = (.*);\n$/.exec(templatesFile.content)!;
    const templates = templatesFromData(new Function(`return ${match[1]}`)() as string);
    expect(Object.keys(templates)).toEqual(["python/requests/t"]);
    const store = templateStore(templates);
    const render = store.get("python", "python/requests/t");
    expect(render({ a: '<b> & "c"', flag: true, obj: { k: null } })).toBe('x = "<b> & \\"c\\""\ny = {\n    "k": None\n}\n');
    expect(() => render({ flag: false })).toThrow("{{str}} was given a missing value");
  });
});

describe("template lookup", () => {
  it("a missing template names language, client and template", () => {
    expect(() => getTemplate("python", "python/nope/basic")).toThrow("Template not found: python/nope/basic");
  });

  it("names inherited from Object.prototype are not templates", () => {
    for (const key of ["constructor", "toString", "__proto__", "hasOwnProperty"]) {
      expect(hasTemplate(key), key).toBe(false);
      expect(() => getTemplate("python", key), key).toThrow(`Template not found: ${key}`);
    }
  });
});
