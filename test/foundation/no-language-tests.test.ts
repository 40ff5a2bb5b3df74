/**
 * Shared code never asks which language or client it has: what differs per language is looked up
 * on the language plugin (engine/inference/contract/plugin-contract.ts) or module (its literal helpers),
 * what differs per client on the client (`SdkClient`, `HttpTarget`). So no module of the
 * inference core or the renderer names a language or a client id in its code (comments aside).
 * The provider definitions (engine/inference/providers/) are data about providers: they name the
 * hub SDKs a route refuses (`ProviderTask.hubSdk`) and their own ids, some of which are client
 * ids too ("openai").
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import { LANGUAGE_PLUGINS } from "../../engine/languages/plugins.js";
import { LANGUAGES } from "../../engine/schema/snippet.js";

const SHARED_FOLDERS = ["engine/inference", "engine/render"];

/** Data, not shared code (see above). */
const DATA_FOLDERS = ["engine/inference/providers"];

/** Every language id and every client id of every language plugin. */
const NAMES: readonly string[] = [...LANGUAGES, ...Object.values(LANGUAGE_PLUGINS).flatMap((p) => p.clients)];

function modules(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const path = join(dir, entry);
    if (DATA_FOLDERS.includes(path)) return [];
    return statSync(path).isDirectory() ? modules(path) : path.endsWith(".ts") ? [path] : [];
  });
}

/** Each string literal in code that is a language or client id (`lang.id === "python"`, `case "go":`, `client === "openai"`), as `file:line: literal`. */
function languageTests(file: string, source = readFileSync(file, "utf8")): string[] {
  const tree = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const report = (node: ts.Node) => found.push(`${file}:${tree.getLineAndCharacterOfPosition(node.getStart()).line + 1}: ${node.getText()}`);
  const visit = (node: ts.Node) => {
    if ((ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) && NAMES.includes(node.text)) {
      if (!ts.isImportDeclaration(node.parent) && !ts.isExportDeclaration(node.parent)) report(node);
    }
    ts.forEachChild(node, visit);
  };
  visit(tree);
  return found;
}

describe("shared code tests no language and no client", () => {
  it("finds a language test where there is one (the check can fail)", () => {
    const sample =
      'const a = lang.id === "python" ? 1 : 2;\n// "js" in a comment is fine\nif (extension.extends !== base.module.id) f();\nswitch (id) {\n  case `go`:\n}\nimport { x } from "./sh";\nif (client === "fal_client") g();';
    expect(languageTests("sample.ts", sample)).toEqual(['sample.ts:1: "python"', "sample.ts:5: `go`", 'sample.ts:8: "fal_client"']);
  });

  it.each(SHARED_FOLDERS)("%s names no language or client in its code", (folder) => {
    expect(modules(folder).flatMap((file) => languageTests(file))).toEqual([]);
  });
});
