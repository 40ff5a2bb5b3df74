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
import { checkModelRecord, problemLine } from "../../schema/model-check.js";
import type { ModelRecord } from "../../schema/model.js";
import { cardPath, relativeLink } from "../../cards/paths.js";

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
  const providers = card.plan.providers.callable.map((p) => p.id).filter((p) => p !== "auto");
  return {
    entry: { id: model.id, path, kind: card.kind, ...(card.task ? { task: card.task.id } : {}), providers, line },
    files: [
      { path: `${path}.md`, text: markdown },
      { path: `${path}.json`, text: `${JSON.stringify(card, null, 2)}\n` },
    ],
  };
}

/**
 * Builds the line's card and writes its files. The writes are synchronous, one file after the
 * other: the cards of a chunk are few kilobytes each, and on ext4 many concurrent small writes
 * from libuv's thread pool (fs/promises: open, write and close as three queued operations per
 * file) contend for the same folders; measured on 20,000 files in 997 folders, 11.5 s (9.6 s of
 * it system time) against 3.5 s one after the other. The worker threads still write in parallel.
 */
export function writeCardLine(text: string, lineNumber: number, source: string, outDir: string): CardLineResult {
  if (text.trim() === "") return {};
  const parsed = tryParseJson(text);
  if (!parsed.ok) return { error: jsonErrorMessage(parsed, source, lineNumber - 1) };
  const check = checkModelRecord(parsed.value);
  if (!check.ok) return { error: `${source}:${lineNumber}: invalid model record: ${check.problems.map(problemLine).join("; ")}` };
  const model = check.model;
  const failed = (error: unknown) => `${source}:${lineNumber}: model ${model.id}: ${error instanceof Error ? error.message : String(error)}`;
  let entry: IndexEntry;
  let files: ExportFile[];
  try {
    ({ entry, files } = cardFiles(model, lineNumber));
  } catch (error) {
    return { error: failed(error) };
  }
  try {
    for (const f of files) {
      const file = join(outDir, f.path);
      folder(dirname(file));
      writeFileSync(file, f.text);
    }
  } catch (error) {
    const e = error as NodeJS.ErrnoException;
    return { error: failed(e.code ? `cannot write its card: ${e.code} ${e.path ?? ""}`.trim() : e) };
  }
  return { entry };
}

/** Folders this thread has made: each owner's once (a hub has many models per owner). */
const folders = new Set<string>();

function folder(path: string): void {
  if (folders.has(path)) return;
  mkdirSync(path, { recursive: true });
  folders.add(path);
}
