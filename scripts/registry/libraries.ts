/** Reads and validates `libraries/*.yaml` (files starting with `_` are examples and skipped). */
import fs from "node:fs";
import path from "node:path";
import fg from "fast-glob";
import { compareNames, type Problem } from "../../engine/errors/atlas-error.js";
import { LibraryEntrySchema, type LibraryEntry } from "../../engine/schema/library.js";
import { isPipelineType, PIPELINE_TYPES } from "../../engine/pipelines/data.js";
import { readYaml, type YamlSource } from "../../engine/load/yaml-document.js";
import { validateYaml } from "../../engine/load/validate.js";
import { didYouMean } from "../../engine/load/suggest.js";
import { checkCountDownloads } from "../../engine/registry/count-downloads/check.js";

export function loadLibraries(root: string, problems: Problem[]): Array<{ entry: LibraryEntry; source: YamlSource }> {
  const files = fg
    .sync("libraries/*.yaml", { cwd: root })
    .filter((f) => !path.basename(f).startsWith("_"))
    .sort();
  const out: Array<{ entry: LibraryEntry; source: YamlSource }> = [];
  for (const file of files) {
    const source = readYaml(file, fs.readFileSync(path.join(root, file), "utf8"));
    const { value, problems: found } = validateYaml(source, LibraryEntrySchema);
    problems.push(...found);
    if (value) {
      problems.push(...checkLibrary(root, value, source));
      out.push({ entry: value, source });
    } else {
      // Another field is wrong; still parse the query, so every problem is listed in one run.
      const query = (source.data as { countDownloads?: unknown } | undefined)?.countDownloads;
      if (typeof query === "string" && query !== "") problems.push(...checkCountDownloads(file, source.text, query));
    }
  }
  problems.push(...checkUnique(out), ...misnamedFiles(root));
  return out.sort((a, b) => compareNames(a.entry.id, b.entry.id));
}

function checkLibrary(root: string, entry: LibraryEntry, source: YamlSource): Problem[] {
  const problems: Problem[] = [];
  const file = source.file;
  const expected = path.basename(file, ".yaml");
  if (entry.id !== expected) {
    problems.push({
      code: "file-name",
      file,
      ...source.locate(["id"]),
      path: "id",
      value: entry.id,
      message: `id ${JSON.stringify(entry.id)} does not match the file name`,
      hint: `rename the file to libraries/${entry.id}.yaml or set id: ${expected}`,
    });
  }
  entry.pipelineTags.forEach((tag, i) => {
    if (entry.pipelineTags.indexOf(tag) < i) {
      // A repeat would list the library twice under the task in the derived task → libraries map.
      problems.push({
        code: "duplicate",
        file,
        ...source.locate(["pipelineTags", i]),
        path: `pipelineTags[${i}]`,
        value: tag,
        message: `${JSON.stringify(tag)} is listed twice`,
        hint: "remove the repeat",
      });
    } else if (!isPipelineType(tag)) {
      problems.push({
        code: "cross-file",
        file,
        ...source.locate(["pipelineTags", i]),
        path: `pipelineTags[${i}]`,
        value: tag,
        message: `${JSON.stringify(tag)} is not a task`,
        hint: didYouMean(tag, PIPELINE_TYPES) ?? "see engine/pipelines/data.ts for the task ids",
      });
    }
  });
  if (entry.countDownloads !== undefined) {
    // Malformed queries fail the build, pointing at the column inside the YAML file.
    problems.push(...checkCountDownloads(file, source.text, entry.countDownloads));
  }
  entry.snippets.forEach((snippet, i) => {
    if (snippet.missing !== undefined) {
      problems.push({
        code: "cross-file",
        file,
        ...source.locate(["snippets", i, "missing"]),
        path: `snippets[${i}].missing`,
        value: snippet.missing,
        message: `snippet not written yet: ${snippet.missing}`,
        hint: `replace \`missing:\` with a \`template:\` or a \`file:\` under templates/libraries/${entry.id}/`,
      });
    }
    if (snippet.file && !fs.existsSync(path.join(root, "templates", "libraries", entry.id, `${snippet.file}.hbs`))) {
      problems.push({
        code: "cross-file",
        file,
        ...source.locate(["snippets", i, "file"]),
        path: `snippets[${i}].file`,
        value: snippet.file,
        message: `templates/libraries/${entry.id}/${snippet.file}.hbs does not exist`,
      });
    }
  });
  if (entry.plugin && !fs.existsSync(path.join(root, "engine", "plugins", `${entry.plugin}.ts`))) {
    problems.push({
      code: "cross-file",
      file,
      ...source.locate(["plugin"]),
      path: "plugin",
      value: entry.plugin,
      message: `engine/plugins/${entry.plugin}.ts does not exist`,
    });
  }
  return problems;
}

/** A `.yml` (or `.YAML`) file would be skipped by the glob above without a word: say so instead. */
function misnamedFiles(root: string): Problem[] {
  return fg
    .sync("libraries/*", { cwd: root, onlyFiles: true })
    .filter((f) => /\.ya?ml$/i.test(f) && !f.endsWith(".yaml"))
    .sort()
    .map((file) => ({
      code: "file-name" as const,
      file,
      message: "library files must end in .yaml; this one is not read",
      hint: `rename it to ${file.replace(/\.ya?ml$/i, ".yaml")}`,
    }));
}

function checkUnique(list: Array<{ entry: LibraryEntry; source: YamlSource }>): Problem[] {
  const problems: Problem[] = [];
  for (const field of ["id", "prettyLabel"] as const) {
    const seen = new Map<string, string>();
    for (const { entry, source } of list) {
      const key = entry[field].toLowerCase();
      const first = seen.get(key);
      if (first) {
        problems.push({
          code: "duplicate",
          file: source.file,
          ...source.locate([field]),
          path: field,
          value: entry[field],
          message: `${field} ${JSON.stringify(entry[field])} is already used by ${first}`,
          hint: `${field === "id" ? "ids" : "labels"} are compared ignoring case; choose another`,
        });
      } else seen.set(key, source.file);
    }
  }
  return problems;
}
