/**
 * `batch`'s chunk results, written in input order: a result is written as soon as it is next,
 * even while the input is still open (a reader of `--out -` sees it at once), and one write pass
 * at a time keeps the order. A worker crash or a failed write stops the run at the next wait.
 */
import type { ChunkFeed } from "./input-lines.js";
import type { WorkerPool } from "./pool.js";
import type { ChunkResult } from "./worker-messages.js";

export class InOrderWriter {
  private readonly done = new Map<number, ChunkResult>();
  private nextToWrite = 0;
  private submitted = 0;
  private fatal: Error | undefined;
  private wake: (() => void) | undefined;
  private writing = Promise.resolve();

  /** `write` takes each result in input order; `written` runs after every write pass. */
  constructor(
    private readonly pool: WorkerPool,
    private readonly write: (result: ChunkResult) => Promise<void>,
    private readonly written: () => void,
  ) {}

  /** Stops the run: the next wait for a result throws `error` (the first one given wins). */
  stop(error: Error): void {
    this.fatal ??= error;
    this.wake?.();
  }

  /** The feed's side of the writer (./input-lines.ts). */
  feed(): Pick<ChunkFeed, "submit" | "inFlight" | "waitForResult"> {
    return {
      submit: (lines, firstLine) => this.submit(lines, firstLine),
      inFlight: () => this.submitted - this.nextToWrite,
      waitForResult: () => this.waitForResult(),
    };
  }

  private submit(lines: string[], firstLine: number): void {
    const seq = this.submitted++;
    this.pool
      .run({ seq, firstLine, lines })
      .then(
        (result) => {
          this.done.set(seq, result);
          void this.flush();
        },
        (error: Error) => (this.fatal ??= error),
      )
      .finally(() => this.wake?.());
  }

  private async waitForResult(): Promise<void> {
    if (!this.done.has(this.nextToWrite) && !this.fatal) await new Promise<void>((r) => (this.wake = r));
    await this.flush();
    if (this.fatal) throw this.fatal;
  }

  private flush(): Promise<void> {
    this.writing = this.writing
      .then(() => this.writeReady())
      .catch((error: Error) => {
        this.fatal ??= error;
      });
    return this.writing;
  }

  private async writeReady(): Promise<void> {
    while (this.done.has(this.nextToWrite)) {
      const result = this.done.get(this.nextToWrite)!;
      this.done.delete(this.nextToWrite++);
      await this.write(result);
    }
    this.written();
  }
}
