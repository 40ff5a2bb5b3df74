/**
 * HTTPie is a client pack over sh (engine/languages/httpie/plugin.ts): the registry writes its
 * templates and partials to their own module, and a bundle of `model-atlas/inference` without the
 * plugin carries none of them, nor HTTPie's code writer.
 */
import path from "node:path";
import * as esbuild from "esbuild";
import { describe, expect, it } from "vitest";
import { TEMPLATE_DATA as HTTPIE_TEXT } from "../../engine/generated/inference-templates/httpie.js";
import { TEMPLATE_DATA as SH_TEXT } from "../../engine/generated/inference-templates/sh.js";
import { readTemplates } from "../../engine/template-runtime/template-text.js";
import { templateModuleKeys } from "../support/template-modules.js";

const HTTPIE_KEYS = Object.keys(readTemplates(HTTPIE_TEXT));
const SH_KEYS = Object.keys(readTemplates(SH_TEXT));
const ROOT = path.resolve(import.meta.dirname, "../..");

async function bundle(contents: string): Promise<string> {
  const result = await esbuild.build({
    stdin: { contents, resolveDir: ROOT, loader: "ts" },
    bundle: true,
    minify: true,
    format: "esm",
    platform: "browser",
    write: false,
    logLevel: "silent",
  });
  return result.outputFiles[0]!.text;
}

describe("the HTTPie client pack's templates", () => {
  it("the committed sh module holds curl's templates and partials, the httpie module HTTPie's", () => {
    expect(HTTPIE_KEYS.length).toBeGreaterThan(0);
    expect(HTTPIE_KEYS.filter((k) => !k.startsWith("sh/httpie/") && !k.startsWith("sh/_partials/httpie-"))).toEqual([]);
    expect(SH_KEYS.filter((k) => k.startsWith("sh/httpie/") || k.startsWith("sh/_partials/httpie-"))).toEqual([]);
    expect(SH_KEYS).toContain("sh/curl/basic");
    expect(SH_KEYS).toContain("sh/_partials/response-json");
  });

  it("the registry routes a client's folder and its `<client>-` partials to the client's module", () => {
    const modules = templateModuleKeys({
      "templates/sh/curl/t.hbs": "curl {{str a}}\n",
      "templates/sh/httpie/t.hbs": "http {{str a}}\n",
      "templates/sh/_partials/httpie-x.hbs": "x\n",
      "templates/sh/_partials/response-x.hbs": "y\n",
    });
    expect(modules.sh).toEqual(["sh/_partials/response-x", "sh/curl/t"]);
    expect(modules.httpie).toEqual(["sh/_partials/httpie-x", "sh/httpie/t"]);
  });

  it("a bundle of model-atlas/inference carries no HTTPie template; with the plugin it does", async () => {
    const without = await bundle('export * from "./engine/entries/inference.ts";');
    const withPlugin = await bundle('export * from "./engine/entries/inference.ts"; export * from "./engine/entries/languages-httpie.ts";');
    expect(without).toContain("sh/curl/basic");
    expect(without).not.toContain("sh/httpie/");
    expect(without).not.toContain("sh/_partials/httpie-");
    expect(withPlugin).toContain("sh/httpie/basic");
    expect(withPlugin).toContain("sh/_partials/httpie-request");
  });
});
