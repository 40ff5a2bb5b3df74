/**
 * What `export` does with one input line, in a worker thread: parse and check the record, build
 * its usage card, and write `models/<owner>/<name>.md` and `.json` under the export folder. A
 * failure becomes a message naming the line, never an exception, as in `batch`.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { getUsageCard } from "../../cards/build.js";
import { usageCardMarkdown } from "../../cards/markdown.js";
import { isTaskId } from "../../catalogue/tasks.js";
import { jsonErrorMessage, tryParseJson } from "../json.js";
import { checkModel } from "../model-source.js";
import type { ModelRecord } from "../../schema/model.js";
import { cardPath, relativeLink } from "./paths.js";

/** One model of the index (llms.txt), as a worker reports it. */
export interface IndexEntry {
  id: string;
  path: string;
  kind: string;
  task?: string;
  providers: string[];
  line: number;
}

export interface CardLineResult {
  entry?: IndexEntry;
  error?: string;
}

/** Folders this thread has made already: a hub has many models per owner. */
const made = new Set<string>();

/** A file of an export: its path relative to the export folder (always with `/`) and its text. */
export interface ExportFile {
  path: string;
  text: string;
}

/** The card files of one checked record, and its index entry. */
export function cardFiles(model: ModelRecord, line: number): { entry: IndexEntry; files: ExportFile[] } {
  const card = getUsageCard(model);
  const path = cardPath(model.id);
  const markdown = usageCardMarkdown(card, {
    taskUrl: (task) => (isTaskId(task) ? relativeLink(path, `tasks/${task}.md`) : undefined),
    providerUrl: (provider) => relativeLink(path, `providers/${provider}.md`),
  });
  const providers = card.providers.map((p) => p.provider).filter((p) => p !== "auto");
  return {
    entry: { id: model.id, path, kind: card.kind, ...(card.task ? { task: card.task.id } : {}), providers, line },
    files: [
      { path: `${path}.md`, text: markdown },
      { path: `${path}.json`, text: `${JSON.stringify(card, null, 2)}\n` },
    ],
  };
}

export function writeCardLine(text: string, lineNumber: number, source: string, outDir: string): CardLineResult {
  if (text.trim() === "") return {};
  const parsed = tryParseJson(text);
  if (!parsed.ok) return { error: jsonErrorMessage(parsed, source, lineNumber - 1) };
  const check = checkModel(parsed.value);
  if (!check.ok) return { error: `${source}:${lineNumber}: invalid model record: ${check.problems.join("; ")}` };
  const model = check.model;
  try {
    const { entry, files } = cardFiles(model, lineNumber);
    for (const f of files) {
      const file = join(outDir, f.path);
      const folder = dirname(file);
      if (!made.has(folder)) {
        mkdirSync(folder, { recursive: true });
        made.add(folder);
      }
      writeFileSync(file, f.text);
    }
    return { entry };
  } catch (error) {
    return { error: `${source}:${lineNumber}: model ${model.id}: ${error instanceof Error ? error.message : String(error)}` };
  }
}
