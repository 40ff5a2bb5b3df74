/**
 * The messages between the pool (./pool.ts) and its workers (./worker.ts, ../export/worker.ts):
 * a worker's setup, a chunk of input lines, and the chunk's output.
 */
import type { BatchSnippetOptions } from "./inference.js";

export interface WorkerSetup {
  /** Name of the input in messages: the file path or `<stdin>`. */
  source: string;
  options: BatchSnippetOptions;
}

export interface ChunkRequest {
  seq: number;
  /** 1-based line number of `lines[0]` in the input. */
  firstLine: number;
  lines: string[];
}

export interface ChunkResult {
  seq: number;
  /** Output lines, each ending in a newline. */
  text: string;
  written: number;
  /** Models written without inference snippets (each line's inferenceAbsent says why). */
  noInference?: number;
  errors: string[];
}
