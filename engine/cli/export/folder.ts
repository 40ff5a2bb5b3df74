/**
 * A whole export in memory, for a few records: the files `model-atlas export` writes, in one
 * thread and without the disk. The viewer's build serves its example models' cards from it.
 */
import type { ModelRecordInput } from "../../schema/model.js";
import { validModelRecord } from "../../schema/model-check.js";
import { cardFiles, type ExportFile, type IndexEntry } from "./card-files.js";
import { pageFiles } from "./index-page.js";

export function exportFolder(records: readonly ModelRecordInput[]): ExportFile[] {
  const entries: IndexEntry[] = [];
  const files: ExportFile[] = [];
  records.forEach((record, i) => {
    const card = cardFiles(validModelRecord(record), i + 1);
    entries.push(card.entry);
    files.push(...card.files);
  });
  return [...files, ...pageFiles(entries)];
}
