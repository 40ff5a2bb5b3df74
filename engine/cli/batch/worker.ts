/** A batch worker thread: turns chunks of input lines into output text and error messages. */
import { parentPort, workerData } from "node:worker_threads";
import { processLine } from "./generate.js";
import type { ChunkRequest, ChunkResult, WorkerSetup } from "./worker-messages.js";

const setup = workerData as WorkerSetup;

parentPort!.on("message", (request: ChunkRequest) => {
  const outputs: string[] = [];
  const errors: string[] = [];
  let noInference = 0;
  request.lines.forEach((text, i) => {
    const result = processLine(text, request.firstLine + i, setup.source, setup.options);
    if (result.output !== undefined) outputs.push(result.output);
    if (result.noInference) noInference++;
    if (result.error !== undefined) errors.push(result.error);
  });
  const reply: ChunkResult = { seq: request.seq, text: outputs.length ? `${outputs.join("\n")}\n` : "", written: outputs.length, noInference, errors };
  parentPort!.postMessage(reply);
});
