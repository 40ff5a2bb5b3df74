/**
 * `export`'s side of the workers' results, taken in input order: the index entries, each card
 * path once, and every failure reported as it comes and counted (a bad line, an id the hub does
 * not know, two lines that write the same card).
 */
import type { ChunkResult } from "../batch/worker-messages.js";
import type { IndexEntry } from "./card-files.js";

export class IndexCollector {
  readonly entries: IndexEntry[] = [];
  failed = 0;
  private readonly byPath = new Map<string, IndexEntry>();

  constructor(
    private readonly source: string,
    private readonly report: (message: string) => void,
  ) {}

  /** Failures met while reading the input, taken out of the list the input fills. */
  takeInputErrors(pending: string[] | undefined): void {
    for (const error of pending?.splice(0) ?? []) this.fail(error);
  }

  take(result: ChunkResult): void {
    for (const error of result.errors) this.fail(error);
    for (const line of result.text.split("\n")) if (line) this.add(JSON.parse(line) as IndexEntry);
  }

  private add(entry: IndexEntry): void {
    const earlier = this.byPath.get(entry.path);
    if (!earlier) {
      this.byPath.set(entry.path, entry);
      this.entries.push(entry);
      return;
    }
    // Both lines wrote the same files; the card there is one of the two.
    this.fail(`${this.source}:${entry.line}: model ${entry.id}: the same card file as line ${earlier.line} (${earlier.id}); keep one of them`);
  }

  private fail(message: string): void {
    this.report(message);
    this.failed++;
  }
}
