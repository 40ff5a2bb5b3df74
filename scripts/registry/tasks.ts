/** Reads and validates `tasks/<task-id>/task.yaml` and the optional `about.md` beside it. */
import fs from "node:fs";
import path from "node:path";
import fg from "fast-glob";
import { compareNames, type Problem } from "../../engine/errors/atlas-error.js";
import { TaskRecordSchema, type TaskRecord } from "../../engine/schema/task.js";
import { isPipelineType, PIPELINE_TYPES } from "../../engine/pipelines/data.js";
import { readYaml, type YamlSource } from "../../engine/load/yaml-document.js";
import { validateYaml } from "../../engine/load/validate.js";
import { didYouMean } from "../../engine/load/suggest.js";

export function loadTasks(root: string, problems: Problem[]): Array<{ record: TaskRecord; source: YamlSource }> {
  const out: Array<{ record: TaskRecord; source: YamlSource }> = [];
  for (const file of fg.sync("tasks/*/task.yaml", { cwd: root }).sort()) {
    const source = readYaml(file, fs.readFileSync(path.join(root, file), "utf8"));
    const { value, problems: found } = validateYaml(source, TaskRecordSchema);
    problems.push(...found);
    if (!value) continue;
    const folder = path.basename(path.dirname(file));
    if (value.id !== folder) {
      problems.push({
        code: "file-name",
        file,
        ...source.locate(["id"]),
        path: "id",
        value: value.id,
        message: `id ${JSON.stringify(value.id)} does not match its folder tasks/${folder}/`,
      });
    }
    if (!isPipelineType(value.id)) {
      problems.push({
        code: "cross-file",
        file,
        ...source.locate(["id"]),
        path: "id",
        value: value.id,
        message: `${JSON.stringify(value.id)} is not a pipeline type`,
        hint: didYouMean(value.id, PIPELINE_TYPES) ?? "task folders are named after the pipeline types in engine/pipelines/data.ts",
      });
    }
    problems.push(...checkDemoMedia(root, folder, value, source));
    const aboutFile = path.join(root, "tasks", folder, "about.md");
    const record: TaskRecord = fs.existsSync(aboutFile) ? { ...value, about: fs.readFileSync(aboutFile, "utf8") } : value;
    out.push({ record, source });
  }
  problems.push(...foldersWithoutRecord(root));
  return out.sort((a, b) => compareNames(a.record.id, b.record.id));
}

/** A task folder without task.yaml (say, only about.md, or a task.yml) would be skipped silently. */
function foldersWithoutRecord(root: string): Problem[] {
  return fg
    .sync("tasks/*", { cwd: root, onlyDirectories: true })
    .filter((dir) => !fs.existsSync(path.join(root, dir, "task.yaml")))
    .sort()
    .map((dir) => ({
      code: "file-name" as const,
      file: `${dir}/`,
      message: "this task folder has no task.yaml, so the task is not compiled",
      hint: fs.existsSync(path.join(root, dir, "task.yml"))
        ? `rename ${dir}/task.yml to ${dir}/task.yaml`
        : `add ${dir}/task.yaml (copy another task's record) or remove the folder`,
    }));
}

/** Checks that need every file loaded: libraries a task names, canonical ids. */
export function checkTaskReferences(tasks: Array<{ record: TaskRecord; source: YamlSource }>, libraryIds: ReadonlySet<string>): Problem[] {
  const problems: Problem[] = [];
  const taskIds = new Set(tasks.map((t) => t.record.id));
  for (const { record, source } of tasks) {
    record.libraries.forEach((lib, i) => {
      if (record.libraries.indexOf(lib) < i) {
        problems.push({
          code: "duplicate",
          file: source.file,
          ...source.locate(["libraries", i]),
          path: `libraries[${i}]`,
          value: lib,
          message: `${JSON.stringify(lib)} is listed twice`,
          hint: "remove the repeat",
        });
      } else if (!libraryIds.has(lib)) {
        problems.push({
          code: "cross-file",
          file: source.file,
          ...source.locate(["libraries", i]),
          path: `libraries[${i}]`,
          value: lib,
          message: `${JSON.stringify(lib)} is not a library in libraries/`,
          hint: didYouMean(lib, libraryIds) ?? `add it with \`npm run new-library -- ${lib}\`, or remove it from the list`,
        });
      }
    });
    if (record.canonicalId !== undefined && !taskIds.has(record.canonicalId)) {
      problems.push({
        code: "cross-file",
        file: source.file,
        ...source.locate(["canonicalId"]),
        path: "canonicalId",
        value: record.canonicalId,
        message: `${JSON.stringify(record.canonicalId)} is not a task in tasks/`,
        hint: didYouMean(record.canonicalId, taskIds) ?? "name the task id (folder name under tasks/) that covers this one",
      });
    }
  }
  return problems;
}

/** Every demo image, clip or sound a record names must ship in tasks/<id>/media/. */
function checkDemoMedia(root: string, folder: string, record: TaskRecord, source: YamlSource): Problem[] {
  const problems: Problem[] = [];
  for (const side of ["inputs", "outputs"] as const) {
    record.demo?.[side].forEach((item, i) => {
      if (!("filename" in item) || fs.existsSync(path.join(root, "tasks", folder, "media", item.filename))) return;
      problems.push({
        code: "cross-file",
        file: source.file,
        ...source.locate(["demo", side, i, "filename"]),
        path: `demo.${side}[${i}].filename`,
        value: item.filename,
        message: `${JSON.stringify(item.filename)} is not a file in tasks/${folder}/media/`,
        hint: "add it to scripts/make-demo-media.ts and run `npx tsx scripts/make-demo-media.ts`",
      });
    });
  }
  return problems;
}
