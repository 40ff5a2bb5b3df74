/**
 * The JSONL side shared by `batch` and `export`: opening the input, feeding its lines to the
 * worker pool in numbered chunks with a bounded number in flight, and how far the input has
 * been read (for the progress bar).
 */
import { type FileHandle, open } from "node:fs/promises";
import { resolve } from "node:path";
import { createInterface } from "node:readline";
import type { Readable } from "node:stream";
import { EXIT } from "../exit-codes.js";
import { describeFsError } from "../fs-errors.js";
import { CliError, type CliIO } from "../io.js";

export interface LinesInput {
  stream: Readable;
  /** How error messages name the input: the path as given, or `<stdin>`. */
  source: string;
  /** The file's size in bytes (absent for standard input): the progress bar's 100 %. */
  size?: number;
}

/** A file path, or `-` for standard input; a missing file or a folder is an input error. */
export async function openLinesInput(input: string, io: CliIO): Promise<LinesInput> {
  if (input === "-") return { stream: io.stdin, source: "<stdin>" };
  const path = resolve(io.cwd, input);
  // Opened here, not by the stream: a stream that opens its file later can still be opening it
  // when the caller gives up (an output that cannot be written) and destroys it.
  let file: FileHandle | undefined;
  try {
    file = await open(path, "r");
    const info = await file.stat();
    if (!info.isFile()) throw Object.assign(new Error("not a file"), { code: "EISDIR" });
    return { stream: file.createReadStream(), source: input, size: info.size };
  } catch (error) {
    await file?.close();
    throw new CliError(EXIT.input, `Cannot read ${input}: ${describeFsError(error)}`);
  }
}

export function bytesRead(stream: Readable): number {
  return (stream as Readable & { bytesRead?: number }).bytesRead ?? 0;
}

export interface ChunkFeed {
  /** Lines per chunk handed to a worker. */
  chunkLines: number;
  /** Chunks allowed in flight (submitted, not yet taken by the caller) before reading pauses. */
  maxInFlight: number;
  submit(lines: string[], firstLine: number): void;
  inFlight(): number;
  /** Resolves once the next result in order has been taken (throws when the run must stop). */
  waitForResult(): Promise<void>;
}

/**
 * Reads every line of `stream` into chunks (each with its first line's 1-based number) and
 * returns once every submitted chunk's result has been taken. Keeping a bounded number of
 * chunks in flight keeps memory flat and the workers busy.
 */
export async function feedChunks(stream: Readable, feed: ChunkFeed): Promise<void> {
  let lineNumber = 0;
  let chunk: string[] = [];
  let chunkStart = 1;
  for await (const line of createInterface({ input: stream, crlfDelay: Infinity })) {
    if (chunk.length === 0) chunkStart = lineNumber + 1;
    lineNumber++;
    chunk.push(line);
    if (chunk.length < feed.chunkLines) continue;
    feed.submit(chunk, chunkStart);
    chunk = [];
    while (feed.inFlight() >= feed.maxInFlight) await feed.waitForResult();
  }
  if (chunk.length) feed.submit(chunk, chunkStart);
  while (feed.inFlight() > 0) await feed.waitForResult();
}
