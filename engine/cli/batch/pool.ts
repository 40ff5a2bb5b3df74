/**
 * A fixed pool of worker threads for `batch` (and `export`, with its own worker script). Chunks go to the least busy worker; each
 * answer settles the promise of its chunk. A worker that crashes fails every chunk it held,
 * and the batch stops (a crash is a bug, not a bad input line).
 */
import { Worker } from "node:worker_threads";
import type { ChunkRequest, ChunkResult, WorkerSetup } from "./worker-messages.js";

interface Slot {
  worker: Worker;
  pending: Map<number, { resolve(r: ChunkResult): void; reject(e: Error): void }>;
}

const WORKER_URL = new URL(`./worker${import.meta.url.endsWith(".ts") ? ".ts" : ".js"}`, import.meta.url);

/**
 * Workers do not inherit a TypeScript loader registered with `register()`, so a `.ts` worker
 * starts from a tiny script that registers tsx first and then imports the real file.
 */
function startWorker(url: URL, setup: unknown): Worker {
  if (!url.pathname.endsWith(".ts")) return new Worker(url, { workerData: setup });
  // Resolved here, not in the worker: eval'd code resolves bare names from the working directory.
  const tsxApi = import.meta.resolve("tsx/esm/api");
  const bootstrap = `import(${JSON.stringify(tsxApi)}).then((tsx) => { tsx.register(); return import(${JSON.stringify(url.href)}); });`;
  return new Worker(bootstrap, { eval: true, workerData: setup });
}

export class WorkerPool {
  private readonly slots: Slot[];

  /** `workerUrl`: the worker script (default batch's); it answers each ChunkRequest with a ChunkResult. */
  constructor(jobs: number, setup: WorkerSetup | object, workerUrl: URL = WORKER_URL) {
    this.slots = Array.from({ length: jobs }, () => {
      const slot: Slot = { worker: startWorker(workerUrl, setup), pending: new Map() };
      slot.worker.on("message", (result: ChunkResult) => {
        slot.pending.get(result.seq)?.resolve(result);
        slot.pending.delete(result.seq);
      });
      const fail = (error: Error) => {
        for (const p of slot.pending.values()) p.reject(error);
        slot.pending.clear();
      };
      slot.worker.on("error", fail);
      slot.worker.on("exit", (code) => fail(new Error(`a batch worker stopped unexpectedly (exit code ${code})`)));
      return slot;
    });
  }

  run(request: ChunkRequest): Promise<ChunkResult> {
    const slot = this.slots.reduce((best, s) => (s.pending.size < best.pending.size ? s : best));
    return new Promise((resolve, reject) => {
      slot.pending.set(request.seq, { resolve, reject });
      slot.worker.postMessage(request);
    });
  }

  async close(): Promise<void> {
    for (const slot of this.slots) slot.worker.removeAllListeners("exit");
    await Promise.all(this.slots.map((s) => s.worker.terminate()));
  }
}
