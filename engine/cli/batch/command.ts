/**
 * `model-atlas batch <models.jsonl | -> --out <file.jsonl | ->`: every snippet of every model.
 *
 * The input is streamed line by line (memory stays flat however large it is) and sent in chunks
 * to a pool of worker threads; answers are written back in input order, to a file (through a
 * temporary file renamed when the run completes, ./sink.ts) or to stdout (`--out -`). A bad
 * line is reported with its line number and counted; the run goes on, and exits with code 1 at
 * the end if any line failed. Ctrl-C says what became of the output and exits 130.
 */
import { availableParallelism } from "node:os";
import { expectPositionals, intOption, parseCommandArgs, printHelp, type Command } from "../args.js";
import { EXIT } from "../exit-codes.js";
import { CliError, type CliIO } from "../io.js";
import { bytesRead, feedChunks, openLinesInput } from "./input-lines.js";
import { InOrderWriter } from "./in-order.js";
import { WorkerPool } from "./pool.js";
import { CLEAR_LINE, ProgressBar } from "./progress.js";
import { openSink, type Sink } from "./sink.js";

const CHUNK_LINES = 256;
const MAX_JOBS = 64;

const OPTIONS = {
  out: { type: "string", short: "o" },
  jobs: { type: "string", short: "j" },
  provider: { type: "string" },
  "unmapped-provider": { type: "boolean" },
  progress: { type: "boolean" },
  "no-progress": { type: "boolean" },
} as const;

export const batchCommand: Command = {
  name: "batch",
  help: `Usage: model-atlas batch <models.jsonl | -> --out <file.jsonl | -> [options]

Reads one model record (JSON) per line and writes one line per model:
  {"id", "pipeline_tag", "library_name", "inference": [snippets], "library": [snippets]}
A model without inference snippets has "inferenceAbsent": the reason; when the model has
no code for the provider, also "noCode": {code, reason, valid}, as get_snippets answers it.
Blank lines are skipped. A bad line (invalid JSON, invalid record) is reported on stderr
with its line number and counted; the others go on. A file is written to a temporary
file and renamed when the run completes: an interrupted run (Ctrl-C: exit 130, with a
message that says what was kept) leaves no output file. --out - writes to stdout as the
lines are ready; an interrupted run leaves the lines already written there.

Options:
  -o, --out <file>     output file, or - for stdout (required)
  -j, --jobs <n>       worker threads, 1 to 64 (default: the number of CPUs)
  --provider <p>       provider of the inference snippets (default: auto); a record whose
                       mapping does not list it gets none, and its line says why
  --unmapped-provider  write them anyway for such a record (the provider's model id is a guess)
  --progress           draw the progress bar even when stderr is not a terminal
  --no-progress        never draw it (default: drawn when stderr is a terminal)

Exit code 1 when some lines failed (the output still holds every good line); 74 when the
output cannot be written (a missing folder, no permission, a full disk).

Examples:
  model-atlas batch models.jsonl --out snippets.jsonl
  model-atlas batch models.jsonl -o snippets.jsonl --jobs 2 --provider hf-inference
  cat models.jsonl | model-atlas batch - --out snippets.jsonl
  model-atlas batch models.jsonl --out - | jq -r .id`,

  async run(argv, io) {
    const { values, positionals } = parseCommandArgs("batch", argv, OPTIONS);
    if (values.help) return printHelp(io, this.help);
    expectPositionals("batch", positionals, ["models.jsonl"]);
    if (!values.out) throw new CliError(EXIT.usage, "model-atlas batch: --out <file.jsonl> is required\nRun 'model-atlas batch --help' for usage.");
    // Each worker holds its own copy of the engine (tens of MB): a typo such as --jobs 1000 must not start them all.
    const jobs = intOption("jobs", values.jobs, 1, MAX_JOBS) ?? Math.min(availableParallelism(), MAX_JOBS);
    // The provider table pulls in the inference engine: load it only when a provider is named.
    const provider = values.provider === undefined ? undefined : (await import("../snippet-options.js")).checkProvider(values.provider);
    const allowUnmappedProvider = values["unmapped-provider"] === true;
    const showProgress = values["no-progress"] ? false : values.progress === true || io.stderr.isTTY === true;
    return runBatch({ input: positionals[0]!, out: values.out, jobs, provider, allowUnmappedProvider, showProgress }, io);
  },
};

interface BatchRun {
  input: string;
  out: string;
  jobs: number;
  provider: string | undefined;
  allowUnmappedProvider: boolean;
  showProgress: boolean;
}

async function runBatch(run: BatchRun, io: CliIO): Promise<number> {
  const { stream, source, size } = await openLinesInput(run.input, io);
  const state: BatchState = { written: 0, failed: 0, noInference: 0 };
  // The handlers are in place before the file exists, so no signal can slip in between.
  const removeHandlers = onInterrupt(io, state);
  try {
    state.sink = await openSink(run.out, io);
  } catch (error) {
    removeHandlers();
    stream.destroy();
    throw error;
  }
  const out = state.sink;
  const options = { ...(run.provider ? { provider: run.provider } : {}), ...(run.allowUnmappedProvider ? { allowUnmappedProvider: true } : {}) };
  const workers = (state.pool = new WorkerPool(run.jobs, { source, options }));
  const progress = (state.progress = run.showProgress ? new ProgressBar(io.stderr, size) : undefined);
  const writer = new InOrderWriter(
    workers,
    async (result) => {
      for (const error of result.errors) io.stderr.write(`${progress ? CLEAR_LINE : ""}${error}\n`);
      state.failed += result.errors.length;
      if (result.text) await out.write(result.text);
      state.written += result.written;
      state.noInference += result.noInference ?? 0;
    },
    () => progress?.update(state.written, state.failed, bytesRead(stream)),
  );
  // A write failure (disk full, permissions changed, a closed pipe) stops the run like a worker crash does.
  out.onError((error) => writer.stop(error));

  try {
    await feedChunks(stream, { chunkLines: CHUNK_LINES, maxInFlight: run.jobs * 4, ...writer.feed() });
    await out.finish();
  } catch (error) {
    out.abandon();
    throw error instanceof CliError ? error : new CliError(EXIT.internal, `batch stopped: ${(error as Error).message}`);
  } finally {
    removeHandlers();
    await workers.close();
  }

  progress?.finish();
  io.stderr.write(summary(state, out.name));
  return state.failed ? EXIT.someFailed : EXIT.ok;
}

/** The counts of a run, and what an interrupt has to close (each set once it exists). */
interface BatchState {
  written: number;
  failed: number;
  noInference: number;
  sink?: Sink;
  pool?: WorkerPool;
  progress?: ProgressBar | undefined;
}

/**
 * On Ctrl-C or a kill: say what became of the output, drop a partial file, exit 130. Returns
 * the function that removes the handlers once the run is over.
 */
function onInterrupt(io: CliIO, state: BatchState): () => void {
  const onSignal = (signal: NodeJS.Signals) => {
    state.sink?.abandon();
    void state.pool?.close();
    const what = state.sink ? state.sink.leftBehind(state.written) : "nothing had been written yet";
    const models = `${state.written} model${state.written === 1 ? "" : "s"}`;
    io.stderr.write(`${state.progress ? CLEAR_LINE : ""}batch: interrupted (${signal}) after ${models}; ${what}\n`);
    process.exit(EXIT.interrupted);
  };
  process.once("SIGINT", onSignal);
  process.once("SIGTERM", onSignal);
  return () => {
    process.off("SIGINT", onSignal);
    process.off("SIGTERM", onSignal);
  };
}

/** The last line on stderr: how many models went where, and how many lines failed. */
function summary(state: BatchState, where: string): string {
  const failedText = state.failed ? `, ${state.failed} line${state.failed === 1 ? "" : "s"} failed` : "";
  const absentText = state.noInference ? `; ${state.noInference} without inference snippets (each line's inferenceAbsent says why)` : "";
  return `batch: ${state.written} model${state.written === 1 ? "" : "s"} written to ${where}${failedText}${absentText}\n`;
}
