/**
 * What `export` does with one input line, in a worker thread: parse and check the record, build
 * its usage card, and write `models/<owner>/<name>.md` and `.json` under the export folder. A
 * failure becomes a message naming the line, never an exception, as in `batch`.
 */
import { mkdir, writeFile } from "node:fs/promises";
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

/** Folders this thread has made or is making. */
const folders = new Map<string, Promise<unknown>>();

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

/**
 * Builds the line's card and starts writing its files; `written` settles when they are on disk
 * (or with the failure's message). The writes go to libuv's thread pool, so a worker builds the
 * next cards while the file system works: on a slow disk, creating the files is most of an export.
 */
export function writeCardLine(text: string, lineNumber: number, source: string, outDir: string): CardLineResult & { written?: Promise<string | undefined> } {
  if (text.trim() === "") return {};
  const parsed = tryParseJson(text);
  if (!parsed.ok) return { error: jsonErrorMessage(parsed, source, lineNumber - 1) };
  const check = checkModel(parsed.value);
  if (!check.ok) return { error: `${source}:${lineNumber}: invalid model record: ${check.problems.join("; ")}` };
  const model = check.model;
  const failed = (error: unknown) => `${source}:${lineNumber}: model ${model.id}: ${error instanceof Error ? error.message : String(error)}`;
  try {
    const { entry, files } = cardFiles(model, lineNumber);
    const written = Promise.all(files.map(async (f) => {
      const file = join(outDir, f.path);
      await folder(dirname(file));
      await writeFile(file, f.text);
    })).then(
      () => undefined,
      (error: NodeJS.ErrnoException) => failed(error.code ? `cannot write its card: ${error.code} ${error.path ?? ""}`.trim() : error),
    );
    return { entry, written };
  } catch (error) {
    return { error: failed(error) };
  }
}

/** Creates a folder once per thread (a hub has many models per owner). */
function folder(path: string): Promise<unknown> {
  let made = folders.get(path);
  if (!made) folders.set(path, (made = mkdir(path, { recursive: true })));
  return made;
}
