/** An export worker thread: writes the cards of a chunk of input lines, answers with their index entries (JSONL) and errors. */
import { parentPort, workerData } from "node:worker_threads";
import type { ChunkRequest, ChunkResult } from "../batch/pool.js";
import { writeCardLine } from "./card-files.js";

const setup = workerData as { source: string; outDir: string };

parentPort!.on("message", (request: ChunkRequest) => {
  const entries: string[] = [];
  const errors: string[] = [];
  request.lines.forEach((text, i) => {
    const result = writeCardLine(text, request.firstLine + i, setup.source, setup.outDir);
    if (result.entry) entries.push(JSON.stringify(result.entry));
    if (result.error !== undefined) errors.push(result.error);
  });
  const reply: ChunkResult = { seq: request.seq, text: entries.length ? `${entries.join("\n")}\n` : "", written: entries.length, errors };
  parentPort!.postMessage(reply);
});
