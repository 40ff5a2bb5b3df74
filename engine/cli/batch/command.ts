/**
 * `model-atlas batch <models.jsonl | -> --out <file.jsonl>`: every snippet of every model.
 *
 * The input is streamed line by line (memory stays flat however large it is) and sent in chunks
 * to a pool of worker threads; answers are written back in input order. Output goes to a
 * temporary file next to `--out` that is renamed only when the run completes, so an interrupted
 * or failed run never leaves a half-written file. A bad line is reported with its line number
 * and counted; the run goes on, and exits with code 1 at the end if any line failed.
 */
import { createReadStream, createWriteStream, unlinkSync, type WriteStream } from "node:fs";
import { rename, stat } from "node:fs/promises";
import { once } from "node:events";
import { availableParallelism } from "node:os";
import { basename, dirname, join, resolve } from "node:path";
import { createInterface } from "node:readline";
import type { Readable } from "node:stream";
import { expectPositionals, intOption, parseCommandArgs, printHelp, type Command } from "../args.js";
import { EXIT } from "../exit-codes.js";
import { CliError, type CliIO } from "../io.js";
import { WorkerPool, type ChunkResult } from "./pool.js";
import { ProgressBar } from "./progress.js";

const CHUNK_LINES = 256;
const MAX_JOBS = 64;

const OPTIONS = {
  out: { type: "string", short: "o" },
  jobs: { type: "string", short: "j" },
  provider: { type: "string" },
  progress: { type: "boolean" },
  "no-progress": { type: "boolean" },
} as const;

export const batchCommand: Command = {
  name: "batch",
  help: `Usage: model-atlas batch <models.jsonl | -> --out <file.jsonl> [options]

Reads one model record (JSON) per line and writes one line per model:
  {"id", "pipeline_tag", "library_name", "inference": [snippets], "library": [snippets]}
Blank lines are skipped. A bad line (invalid JSON, invalid record) is reported on stderr
with its line number and counted; the others go on. The output is written to a temporary
file and renamed when the run completes: an interrupted run leaves no output file.

Options:
  -o, --out <file>     output file (required)
  -j, --jobs <n>       worker threads, 1 to 64 (default: the number of CPUs)
  --provider <p>       provider of the inference snippets (default: auto)
  --progress           draw the progress bar even when stderr is not a terminal
  --no-progress        never draw it (default: drawn when stderr is a terminal)

Exit code 1 when some lines failed (the output still holds every good line).

Examples:
  model-atlas batch models.jsonl --out snippets.jsonl
  model-atlas batch models.jsonl -o snippets.jsonl --jobs 2 --provider hf-inference
  cat models.jsonl | model-atlas batch - --out snippets.jsonl`,

  async run(argv, io) {
    const { values, positionals } = parseCommandArgs("batch", argv, OPTIONS);
    if (values.help) return printHelp(io, this.help);
    expectPositionals("batch", positionals, ["models.jsonl"]);
    if (!values.out) throw new CliError(EXIT.usage, "model-atlas batch: --out <file.jsonl> is required\nRun 'model-atlas batch --help' for usage.");
    // Each worker holds its own copy of the engine (tens of MB): a typo such as --jobs 1000 must not start them all.
    const jobs = intOption("jobs", values.jobs, 1, MAX_JOBS) ?? Math.min(availableParallelism(), MAX_JOBS);
    // The provider table pulls in the inference engine: load it only when a provider is named.
    const provider = values.provider === undefined ? undefined : (await import("../snippet-options.js")).checkProvider(values.provider);
    const showProgress = values["no-progress"] ? false : values.progress === true || io.stderr.isTTY === true;
    return runBatch({ input: positionals[0]!, out: values.out, jobs, provider, showProgress }, io);
  },
};

interface BatchRun {
  input: string;
  out: string;
  jobs: number;
  provider: string | undefined;
  showProgress: boolean;
}

async function runBatch(run: BatchRun, io: CliIO): Promise<number> {
  const outPath = resolve(io.cwd, run.out);
  const { stream, source, size } = await openInput(run.input, io);
  const tempPath = join(dirname(outPath), `.${basename(outPath)}.${process.pid}.${Date.now().toString(36)}.tmp`);
  let file: WriteStream | undefined;
  let pool: WorkerPool | undefined;
  const removeTemp = () => {
    file?.destroy();
    try {
      unlinkSync(tempPath);
    } catch {
      // not created yet, or already gone
    }
  };
  // On Ctrl-C or a kill, drop the temporary file: the output file is never created. The
  // handlers are in place before the file exists, so no signal can slip in between.
  const onSignal = () => {
    removeTemp();
    void pool?.close();
    process.exit(EXIT.interrupted);
  };
  process.once("SIGINT", onSignal);
  process.once("SIGTERM", onSignal);
  const removeHandlers = () => {
    process.off("SIGINT", onSignal);
    process.off("SIGTERM", onSignal);
  };
  try {
    file = createWriteStream(tempPath, { flags: "wx" });
    await once(file, "open");
  } catch (error) {
    removeHandlers();
    stream.destroy();
    throw new CliError(EXIT.input, `Cannot write next to ${run.out}: ${(error as NodeJS.ErrnoException).code ?? String(error)}`);
  }
  const out = file;
  pool = new WorkerPool(run.jobs, { source, options: run.provider ? { provider: run.provider } : {} });
  const workers = pool;

  const progress = run.showProgress ? new ProgressBar(io.stderr, size) : undefined;
  const state = { written: 0, failed: 0 };
  const done = new Map<number, ChunkResult>();
  let nextToWrite = 0;
  let submitted = 0;
  let fatal: Error | undefined;
  let wake: (() => void) | undefined;
  // A write failure (disk full, permissions changed) stops the run like a worker crash does.
  out.on("error", (error) => {
    fatal ??= new Error(`cannot write ${run.out}: ${(error as NodeJS.ErrnoException).code ?? error.message}`);
    wake?.();
  });

  const writeReady = async () => {
    while (done.has(nextToWrite)) {
      const result = done.get(nextToWrite)!;
      done.delete(nextToWrite++);
      for (const error of result.errors) io.stderr.write(`${progress ? "\r\x1b[K" : ""}${error}\n`);
      state.failed += result.errors.length;
      state.written += result.written;
      if (result.text && !out.write(result.text)) await once(out, "drain");
    }
    progress?.update(state.written, state.failed, bytesRead(stream));
  };
  const waitForResult = async () => {
    if (!done.has(nextToWrite) && !fatal) await new Promise<void>((r) => (wake = r));
    if (fatal) throw fatal;
    await writeReady();
  };
  const submit = (lines: string[], firstLine: number) => {
    const seq = submitted++;
    workers.run({ seq, firstLine, lines }).then(
      (result) => done.set(seq, result),
      (error: Error) => (fatal ??= error),
    ).finally(() => wake?.());
  };

  try {
    let lineNumber = 0;
    let chunk: string[] = [];
    let chunkStart = 1;
    for await (const line of createInterface({ input: stream, crlfDelay: Infinity })) {
      if (chunk.length === 0) chunkStart = lineNumber + 1;
      lineNumber++;
      chunk.push(line);
      if (chunk.length < CHUNK_LINES) continue;
      submit(chunk, chunkStart);
      chunk = [];
      // Keep a bounded number of chunks in flight: memory stays flat, workers stay busy.
      while (submitted - nextToWrite >= run.jobs * 4) await waitForResult();
    }
    if (chunk.length) submit(chunk, chunkStart);
    while (nextToWrite < submitted) await waitForResult();
    out.end();
    await once(out, "finish");
    await rename(tempPath, outPath);
  } catch (error) {
    removeTemp();
    throw error instanceof CliError ? error : new CliError(EXIT.internal, `batch stopped: ${(error as Error).message}`);
  } finally {
    removeHandlers();
    await workers.close();
  }

  progress?.finish();
  const failedText = state.failed ? `, ${state.failed} line${state.failed === 1 ? "" : "s"} failed` : "";
  io.stderr.write(`batch: ${state.written} model${state.written === 1 ? "" : "s"} written to ${run.out}${failedText}\n`);
  return state.failed ? EXIT.someFailed : EXIT.ok;
}

async function openInput(input: string, io: CliIO): Promise<{ stream: Readable; source: string; size?: number }> {
  if (input === "-") return { stream: io.stdin, source: "<stdin>" };
  const path = resolve(io.cwd, input);
  try {
    const info = await stat(path);
    if (!info.isFile()) throw Object.assign(new Error("not a file"), { code: "EISDIR" });
    return { stream: createReadStream(path), source: input, size: info.size };
  } catch (error) {
    throw new CliError(EXIT.input, `Cannot read ${input}: ${(error as NodeJS.ErrnoException).code ?? String(error)}`);
  }
}

function bytesRead(stream: Readable): number {
  return (stream as Readable & { bytesRead?: number }).bytesRead ?? 0;
}
