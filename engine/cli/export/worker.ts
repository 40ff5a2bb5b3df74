/** An export worker thread: writes the cards of a chunk of input lines, answers with their index entries (JSONL) and errors. */
import { parentPort, workerData } from "node:worker_threads";
import type { ChunkRequest, ChunkResult } from "../batch/pool.js";
import { writeCardLine } from "./card-files.js";

const setup = workerData as { source: string; outDir: string };

parentPort!.on("message", async (request: ChunkRequest) => {
  const lines = request.lines.map((text, i) => writeCardLine(text, request.firstLine + i, setup.source, setup.outDir));
  // Wait for the files: an entry is reported only once its card is on disk.
  const writeErrors = await Promise.all(lines.map((line) => line.written));
  const entries: string[] = [];
  const errors: string[] = [];
  lines.forEach((line, i) => {
    const error = line.error ?? writeErrors[i];
    if (error !== undefined) errors.push(error);
    else if (line.entry) entries.push(JSON.stringify(line.entry));
  });
  const reply: ChunkResult = { seq: request.seq, text: entries.length ? `${entries.join("\n")}\n` : "", written: entries.length, errors };
  parentPort!.postMessage(reply);
});
