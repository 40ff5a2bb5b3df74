/** An export worker thread: writes the cards of a chunk of input lines, answers with their index entries (JSONL) and errors. */
import { parentPort, workerData } from "node:worker_threads";
import type { ChunkRequest, ChunkResult } from "../batch/worker-messages.js";
import { writeCardLine } from "./card-files.js";

const setup = workerData as { source: string; outDir: string };

parentPort!.on("message", (request: ChunkRequest) => {
  // Each entry is reported once its card is on disk (the writes are synchronous).
  const entries: string[] = [];
  const errors: string[] = [];
  request.lines.forEach((text, i) => {
    const line = writeCardLine(text, request.firstLine + i, setup.source, setup.outDir);
    if (line.error !== undefined) errors.push(line.error);
    else if (line.entry) entries.push(JSON.stringify(line.entry));
  });
  const reply: ChunkResult = { seq: request.seq, text: entries.length ? `${entries.join("\n")}\n` : "", written: entries.length, errors };
  parentPort!.postMessage(reply);
});
