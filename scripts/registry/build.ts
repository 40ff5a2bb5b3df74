/**
 * The registry build: read every library, task and template file, validate them all,
 * and produce the generated modules, or the full list of problems. Pure apart from
 * reading files, so tests can run it on fixture trees.
 */
import fs from "node:fs";
import path from "node:path";
import { sortProblems, type Problem } from "../../engine/errors/atlas-error.js";
import { emitLibraries, emitTasks, emitTemplates, inlineTemplateKey } from "./emit.js";
import { loadLibraries } from "./libraries.js";
import { checkTaskReferences, loadTasks } from "./tasks.js";
import { checkTemplate, loadTemplates } from "./templates.js";
import { emitLocalApps, loadLocalApps } from "./local-apps.js";
import { emitOpenApi } from "./openapi.js";
import { emitTools } from "./tools.js";
import type { GeneratedFile, RegistryInput } from "./types.js";
import type { FieldPath, YamlSource } from "../../engine/load/yaml-document.js";

export interface BuildResult {
  files: GeneratedFile[];
  problems: Problem[];
}

export function readRegistry(root: string): RegistryInput {
  const problems: Problem[] = [];
  const templates = loadTemplates(root, problems);
  const libraries = loadLibraries(root, problems);
  const tasks = loadTasks(root, problems);
  problems.push(...checkTaskReferences(tasks, new Set(libraries.map((l) => l.entry.id))));
  for (const { entry, source } of libraries) {
    entry.snippets.forEach((snippet, i) => {
      if (snippet.template === undefined) return;
      const first = firstTemplateLine(source, ["snippets", i, "template"]);
      for (const p of checkTemplate(source.file, snippet.template)) {
        problems.push({ ...p, line: first + (p.line ?? 1) - 1, column: undefined, path: `snippets[${i}].template (${inlineTemplateKey(entry.id, i)})` });
      }
    });
  }
  return { root, templates, libraries, tasks, problems: sortProblems(problems) };
}

/**
 * The file line that holds line 1 of an inline template: the line after a block scalar's
 * `|` or `>` header, or the value's own line for a quoted or plain scalar.
 */
function firstTemplateLine(source: YamlSource, fieldPath: FieldPath): number {
  const { line, column } = source.locate(fieldPath);
  const rest = source.text.split("\n")[line - 1]?.slice(column - 1) ?? "";
  return /^[|>]/.test(rest) ? line + 1 : line;
}

/** Why `root` is not a project root (no libraries/ folder), or undefined when it is one. */
export function notAProjectRoot(root: string): string | undefined {
  // A mistyped root would otherwise compile an empty registry and write or compare it there.
  return fs.existsSync(path.join(root, "libraries")) ? undefined : `${root} has no libraries/ folder: give the project root (or nothing, for this project)`;
}

export function buildRegistry(root: string): BuildResult {
  const input = readRegistry(root);
  const localAppProblems: Problem[] = [];
  const localApps = loadLocalApps(root, localAppProblems);
  if (input.problems.length || localAppProblems.length) return { files: [], problems: sortProblems([...input.problems, ...localAppProblems]) };
  return { files: [...emitTemplates(input), emitLibraries(input), ...emitTasks(input), emitLocalApps(localApps), emitTools(), emitOpenApi()], problems: [] };
}
