/**
 * Reads and validates `templates/local-apps/<id>/app.yaml` (one folder per local app, holding
 * the app's YAML and its Handlebars templates) and writes `engine/generated/local-apps.ts`.
 * The templates themselves are compiled with every other template (key `local-apps/<id>/<name>`).
 */
import fs from "node:fs";
import path from "node:path";
import fg from "fast-glob";
import { compareNames, type Problem } from "../../engine/errors/atlas-error.js";
import { isPipelineType, PIPELINE_TYPES } from "../../engine/pipelines/data.js";
import { readYaml, type YamlSource } from "../../engine/load/yaml-document.js";
import { validateYaml } from "../../engine/load/validate.js";
import { didYouMean } from "../../engine/load/suggest.js";
import { LocalAppSchema, type LocalAppEntry } from "../../engine/schema/local-app.js";
import { GENERATED_HEADER, type GeneratedFile } from "./types.js";

export const LOCAL_APPS_DIR = "templates/local-apps";

export function loadLocalApps(root: string, problems: Problem[]): LocalAppEntry[] {
  const out: Array<{ entry: LocalAppEntry; source: YamlSource }> = [];
  const folders = fg.sync(`${LOCAL_APPS_DIR}/*`, { cwd: root, onlyDirectories: true }).sort();
  for (const folder of folders) {
    const file = `${folder}/app.yaml`;
    if (!fs.existsSync(path.join(root, file))) {
      problems.push({
        code: "file-name",
        file: folder,
        message: "a local-app folder needs an app.yaml",
        hint: "copy the app.yaml of a neighbouring app and edit it",
      });
      continue;
    }
    const source = readYaml(file, fs.readFileSync(path.join(root, file), "utf8"));
    const { value, problems: found } = validateYaml(source, LocalAppSchema);
    problems.push(...found);
    if (value) {
      problems.push(...checkApp(root, value, source, path.basename(folder)));
      out.push({ entry: value, source });
    }
  }
  const seen = new Map<string, string>();
  for (const { entry, source } of out) {
    const key = entry.prettyLabel.toLowerCase();
    const first = seen.get(key);
    if (first) {
      problems.push({
        code: "duplicate",
        file: source.file,
        ...source.locate(["prettyLabel"]),
        path: "prettyLabel",
        value: entry.prettyLabel,
        message: `prettyLabel ${JSON.stringify(entry.prettyLabel)} is already used by ${first}`,
        hint: "labels are compared ignoring case; choose another",
      });
    } else seen.set(key, source.file);
  }
  return out.map((o) => o.entry).sort((a, b) => compareNames(a.id, b.id));
}

function checkApp(root: string, entry: LocalAppEntry, source: YamlSource, folder: string): Problem[] {
  const problems: Problem[] = [];
  const file = source.file;
  if (entry.id !== folder) {
    problems.push({
      code: "file-name",
      file,
      ...source.locate(["id"]),
      path: "id",
      value: entry.id,
      message: `id ${JSON.stringify(entry.id)} does not match the folder name`,
      hint: `rename the folder to ${LOCAL_APPS_DIR}/${entry.id} or set id: ${folder}`,
    });
  }
  if (!isPipelineType(entry.mainTask)) {
    problems.push({
      code: "cross-file",
      file,
      ...source.locate(["mainTask"]),
      path: "mainTask",
      value: entry.mainTask,
      message: `${JSON.stringify(entry.mainTask)} is not a task`,
      hint: didYouMean(entry.mainTask, PIPELINE_TYPES) ?? "see engine/pipelines/data.ts for the task ids",
    });
  }
  (entry.snippets ?? []).forEach((snippet, i) => {
    for (const field of ["setup", "content"] as const) {
      const name = snippet[field];
      if (name !== undefined && !fs.existsSync(path.join(root, LOCAL_APPS_DIR, folder, `${name}.hbs`))) {
        problems.push({
          code: "cross-file",
          file,
          ...source.locate(["snippets", i, field]),
          path: `snippets[${i}].${field}`,
          value: name,
          message: `${LOCAL_APPS_DIR}/${folder}/${name}.hbs does not exist`,
        });
      }
    }
  });
  (entry.deeplink ?? []).forEach((link, i) => {
    const placeholders = link.url.match(/\{[^}]*\}/g) ?? [];
    for (const p of placeholders) {
      if (p !== "{repo}") {
        problems.push({
          code: "schema",
          file,
          ...source.locate(["deeplink", i, "url"]),
          path: `deeplink[${i}].url`,
          value: link.url,
          message: `${p} is not a placeholder`,
          hint: "a deeplink URL may hold only {repo}; other values go in `query`",
        });
      }
    }
  });
  return problems;
}

export function emitLocalApps(apps: LocalAppEntry[]): GeneratedFile {
  const json = (value: unknown) => JSON.stringify(value, null, 2);
  return {
    path: "engine/generated/local-apps.ts",
    content:
      GENERATED_HEADER(`${LOCAL_APPS_DIR}/*/app.yaml`) +
      `import type { LocalAppEntry } from "../schema/local-app.js";\n\n` +
      `export const LOCAL_APP_IDS = ${json(apps.map((a) => a.id))} as const;\n\n` +
      `export type LocalAppId = (typeof LOCAL_APP_IDS)[number];\n\n` +
      `export const LOCAL_APPS: Record<LocalAppId, LocalAppEntry> = ${json(Object.fromEntries(apps.map((a) => [a.id, a])))};\n`,
  };
}
