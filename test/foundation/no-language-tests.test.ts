/**
 * Shared code never asks which language it has: what differs per language is looked up on the
 * language's plugin (engine/inference/plugin-contract.ts) or module (its literal helpers). So no
 * module of the inference core or the renderer names a language in its code (comments aside).
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import { LANGUAGES } from "../../engine/schema/snippet.js";

const SHARED_FOLDERS = ["engine/inference", "engine/render"];

function modules(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const path = join(dir, entry);
    return statSync(path).isDirectory() ? modules(path) : path.endsWith(".ts") ? [path] : [];
  });
}

/** Each string literal in code that is a language id (`lang.id === "python"`, `case "go":`), as `file:line: literal`. */
function languageTests(file: string, source = readFileSync(file, "utf8")): string[] {
  const tree = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const report = (node: ts.Node) => found.push(`${file}:${tree.getLineAndCharacterOfPosition(node.getStart()).line + 1}: ${node.getText()}`);
  const visit = (node: ts.Node) => {
    if ((ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) && (LANGUAGES as readonly string[]).includes(node.text)) {
      if (!ts.isImportDeclaration(node.parent) && !ts.isExportDeclaration(node.parent)) report(node);
    }
    ts.forEachChild(node, visit);
  };
  visit(tree);
  return found;
}

describe("shared code tests no language", () => {
  it("finds a language test where there is one (the check can fail)", () => {
    const sample = 'const a = lang.id === "python" ? 1 : 2;\n// "js" in a comment is fine\nif (extension.extends !== base.module.id) f();\nswitch (id) {\n  case `go`:\n}\nimport { x } from "./sh";';
    expect(languageTests("sample.ts", sample)).toEqual(['sample.ts:1: "python"', "sample.ts:5: `go`"]);
  });

  it.each(SHARED_FOLDERS)("%s names no language in its code", (folder) => {
    expect(modules(folder).flatMap((file) => languageTests(file))).toEqual([]);
  });
});
