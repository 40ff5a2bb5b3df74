/**
 * The registry writes inference, library and local-app templates to their own modules, so that a
 * bundle of the inference snippets carries no library template (and the reverse). Any folder
 * other than templates/libraries/ and templates/local-apps/ (a new language, say) holds one
 * language's inference templates, written to that language's own module.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { LANGUAGE_PLUGINS } from "../../engine/languages/plugins.js";
import { TEMPLATE_KEYS as LIBRARY_KEYS } from "../../engine/generated/library-templates.js";
import { TEMPLATE_KEYS as LOCAL_APP_KEYS } from "../../engine/generated/local-app-templates.js";
import { inferenceTemplates } from "../support/inference-templates.js";
import { libraryTemplates } from "../../engine/render/library-templates.js";
import { getTemplate, hasTemplate } from "../support/render-environment.js";
import { buildRegistry } from "../../scripts/registry/build.js";

const INFERENCE_KEYS = Object.values(LANGUAGE_PLUGINS).flatMap((p) => Object.keys(p.templates));

const roots: string[] = [];
afterEach(() => {
  for (const root of roots.splice(0)) fs.rmSync(root, { recursive: true, force: true });
});

function tree(files: Record<string, string>): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "atlas-split-"));
  roots.push(root);
  fs.mkdirSync(path.join(root, "libraries"));
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), text);
  }
  return root;
}

describe("template modules", () => {
  it("the committed modules split on the libraries/ and local-apps/ prefixes", () => {
    expect(INFERENCE_KEYS.length).toBeGreaterThan(0);
    expect(LIBRARY_KEYS.length).toBeGreaterThan(0);
    expect(LOCAL_APP_KEYS.length).toBeGreaterThan(0);
    expect(INFERENCE_KEYS.filter((k) => k.startsWith("libraries/") || k.startsWith("local-apps/"))).toEqual([]);
    expect(LIBRARY_KEYS.filter((k) => !k.startsWith("libraries/"))).toEqual([]);
    expect(LOCAL_APP_KEYS.filter((k) => !k.startsWith("local-apps/"))).toEqual([]);
  });

  it("each store answers only for its own kind; the combined lookup answers for both", () => {
    const inference = INFERENCE_KEYS.find((k) => !k.includes("/_partials/"))!;
    const library = LIBRARY_KEYS[0]!;
    expect(inferenceTemplates.has(inference)).toBe(true);
    expect(inferenceTemplates.has(library)).toBe(false);
    expect(libraryTemplates.has(library)).toBe(true);
    expect(libraryTemplates.has(inference)).toBe(false);
    expect(hasTemplate(inference) && hasTemplate(library)).toBe(true);
    expect(() => libraryTemplates.get("python", inference)).toThrow(`Template not found: ${inference}`);
    expect(() => getTemplate("python", "libraries/nope/x")).toThrow("Template not found: libraries/nope/x");
  });

  it("a template outside templates/libraries/ goes to its language's inference module only", () => {
    const root = tree({ "templates/python/requests/t.hbs": "x = {{str a}}\n", "templates/go/net-http/t.hbs": "x := {{str a}}\n" });
    const { files, problems } = buildRegistry(root);
    expect(problems).toEqual([]);
    const inference = files.find((f) => f.path === "engine/generated/inference-templates/python.ts")!;
    const go = files.find((f) => f.path === "engine/generated/inference-templates/go.ts")!;
    const library = files.find((f) => f.path === "engine/generated/library-templates.ts")!;
    expect(
      files
        .filter((f) => f.path.startsWith("engine/generated/inference-templates"))
        .map((f) => f.path)
        .sort(),
    ).toEqual([go.path, inference.path]);
    // Inference modules hold their keys in the text form (engine/template-runtime/template-text.ts): "<key> <template>".
    expect(inference.content).toMatch(/TEMPLATE_DATA = .python\/requests\/t /);
    expect(inference.content).not.toContain("go/net-http/t");
    expect(go.content).toMatch(/TEMPLATE_DATA = .go\/net-http\/t /);
    expect(go.content).not.toContain("python/requests/t");
    expect(library.content).not.toContain('"python/requests/t"');
    expect(library.content).toContain("export const TEMPLATE_SPECS: Record<string, TemplateFn> = {\n\n};");
  });
});
