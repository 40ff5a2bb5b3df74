/**
 * `model-atlas export <models.jsonl | - | model ids…> --out DIR`: a static folder of usage cards for
 * coding agents: `DIR/llms.txt` (the index), `DIR/models/<owner>/<name>.md` and `.json` per model,
 * `DIR/tasks/<id>.md` and `DIR/providers/<id>.md`.
 *
 * As `batch`: the input is streamed line by line to a pool of worker threads (each writes the
 * cards of its lines), a bad line is reported with its line number and counted while the others
 * go on (exit code 1 at the end), and a progress bar is drawn on a terminal. Ids are looked up on
 * the hub one by one. The index and the task and provider pages are written last, from the
 * entries the workers report, in input order.
 */
import { mkdir, readFile, writeFile } from "node:fs/promises";
import { availableParallelism } from "node:os";
import { dirname, join, resolve } from "node:path";
import { Readable } from "node:stream";
import { fetchModelInfo } from "../../hub/client.js";
import { hubIdProblems } from "../../schema/hub-id.js";
import { HubError } from "../../hub/errors.js";
import { HUB_OPTIONS, HUB_OPTIONS_HELP, hubClientOptions, intOption, parseCommandArgs, printHelp, type Command } from "../args.js";
import { bytesRead, feedChunks, openLinesInput, type LinesInput } from "../batch/input-lines.js";
import { WorkerPool } from "../batch/pool.js";
import { InOrderWriter } from "../batch/in-order.js";
import { CLEAR_LINE, ProgressBar } from "../batch/progress.js";
import { EXIT } from "../exit-codes.js";
import { describeFsError, makeFolder } from "../fs-errors.js";
import { CliError, type CliIO } from "../io.js";
import { isFileArgument } from "../model-source.js";
import type { IndexEntry } from "./card-files.js";
import { IndexCollector } from "./index-collector.js";
import { pageFiles } from "./index-page.js";

const CHUNK_LINES = 64;
const MAX_JOBS = 64;

/** The worker script: beside this module in the sources, `export-worker.js` beside the chunk in dist/cli/. */
const WORKER_URL = new URL(import.meta.url.endsWith(".ts") ? "./worker.ts" : "./export-worker.js", import.meta.url);

const OPTIONS = {
  ...HUB_OPTIONS,
  out: { type: "string", short: "o" },
  jobs: { type: "string", short: "j" },
  progress: { type: "boolean" },
  "no-progress": { type: "boolean" },
} as const;

export const exportCommand: Command = {
  name: "export",
  help: `Usage: model-atlas export <models.jsonl | - | model-id…> --out <dir> [options]

Writes usage cards for coding agents, after the llms.txt conventions:
  <dir>/llms.txt                      the index: tasks, providers, languages, one link per model
  <dir>/models/<owner>/<name>.md      the card of each model (and .json, the same as data)
  <dir>/tasks/<id>.md                 each task of the exported models
  <dir>/providers/<id>.md             each provider of the exported models
The input is a JSONL file of model records (one a line; - for stdin) or model ids, looked
up on the hub. A bad line (invalid JSON or record, an id the hub does not know) is reported
on stderr with its line number and counted; the others go on. Existing files in <dir> are
overwritten; others are left alone.

Options:
  -o, --out <dir>      the folder to write (required; created when missing)
  -j, --jobs <n>       worker threads, 1 to 64 (default: the number of CPUs)
  --progress           draw the progress bar even when stderr is not a terminal
  --no-progress        never draw it (default: drawn when stderr is a terminal)

${HUB_OPTIONS_HELP}

Exit code 1 when some lines failed (the folder still holds every good card).

Examples:
  model-atlas export models.jsonl --out cards/
  model-atlas export meta-llama/Llama-3.1-8B-Instruct openai/whisper-large-v3 --out cards/
  npx serve cards/    # then point an agent at http://localhost:3000/llms.txt`,

  async run(argv, io) {
    const { values, positionals } = parseCommandArgs("export", argv, OPTIONS);
    if (values.help) return printHelp(io, this.help);
    if (!positionals.length) throw new CliError(EXIT.usage, "export: missing <models.jsonl | model-id…>\nRun 'model-atlas export --help' for usage.");
    if (!values.out) throw new CliError(EXIT.usage, "model-atlas export: --out <dir> is required\nRun 'model-atlas export --help' for usage.");
    const jobs = intOption("jobs", values.jobs, 1, MAX_JOBS) ?? Math.min(availableParallelism(), MAX_JOBS);
    const showProgress = values["no-progress"] ? false : values.progress === true || io.stderr.isTTY === true;
    const file = positionals.length === 1 && (positionals[0] === "-" || positionals[0]!.endsWith(".jsonl"));
    const input = file ? await openLinesInput(positionals[0]!, io) : idInput(positionals, values, io);
    return runExport({ ...input, outDir: resolve(io.cwd, values.out), out: values.out, jobs, showProgress }, io);
  },
};

interface Input extends LinesInput {
  /** Failures met while reading the input (an id the hub does not know), reported and counted with the bad lines. */
  errors?: string[];
}

interface ExportRun extends Input {
  outDir: string;
  out: string;
  jobs: number;
  showProgress: boolean;
}

async function runExport(run: ExportRun, io: CliIO): Promise<number> {
  await makeOutFolder(run);
  const pool = new WorkerPool(run.jobs, { source: run.source, outDir: run.outDir }, WORKER_URL);
  const progress = run.showProgress ? new ProgressBar(io.stderr, run.size) : undefined;
  const index = new IndexCollector(run.source, (message) => io.stderr.write(`${progress ? CLEAR_LINE : ""}${message}\n`));
  const update = () => {
    index.takeInputErrors(run.errors);
    progress?.update(index.entries.length, index.failed, bytesRead(run.stream));
  };
  const writer = new InOrderWriter(
    pool,
    async (result) => {
      index.takeInputErrors(run.errors);
      index.take(result);
    },
    update,
  );
  try {
    await feedChunks(run.stream, { chunkLines: CHUNK_LINES, maxInFlight: run.jobs * 4, ...writer.feed() });
    update();
    await writePages(run.outDir, index.entries);
  } catch (error) {
    throw error instanceof CliError ? error : new CliError(EXIT.internal, `export stopped: ${(error as Error).message}`);
  } finally {
    await pool.close();
  }

  progress?.finish();
  const { entries, failed } = index;
  const failedText = failed ? `, ${failed} line${failed === 1 ? "" : "s"} failed` : "";
  io.stderr.write(`export: ${entries.length} card${entries.length === 1 ? "" : "s"} written to ${run.out}${failedText}\n`);
  return failed ? EXIT.someFailed : EXIT.ok;
}

/** The output folder, made first: a folder that cannot be made is the caller's file system, not the input. */
async function makeOutFolder(run: ExportRun): Promise<void> {
  try {
    await makeFolder(run.outDir);
  } catch (error) {
    const why = (error as NodeJS.ErrnoException).code === "ENOENT" ? "a folder cannot be made there (ENOENT)" : describeFsError(error);
    throw new CliError(EXIT.io, `Cannot write ${run.out}: ${why}`);
  }
}

/** llms.txt, and one page per task of the catalogue and per provider the cards use. */
async function writePages(outDir: string, entries: readonly IndexEntry[]): Promise<void> {
  for (const file of pageFiles(entries)) {
    await mkdir(dirname(join(outDir, file.path)), { recursive: true });
    await writeFile(join(outDir, file.path), file.text);
  }
}

/**
 * Model ids (or *.json record files) as input lines: each id looked up on the hub in turn; a
 * failed lookup becomes a line the worker reports as bad, so it is counted like any other.
 */
function idInput(args: string[], values: { "hub-url"?: string; timeout?: string; retries?: string; "hub-timeout"?: string }, io: CliIO): Input {
  const hub = hubClientOptions(values, io);
  const errors: string[] = [];
  async function* lines() {
    for (const arg of args) {
      if (isFileArgument(arg)) {
        try {
          // A record file may span lines; as one input line it is the same JSON.
          yield `${JSON.stringify(JSON.parse(await readFile(resolve(io.cwd, arg), "utf8")))}\n`;
        } catch (error) {
          errors.push(`${arg}: cannot read the model record: ${describeFsError(error)}`);
        }
        continue;
      }
      // The hub's id rule (engine/schema/hub-id.ts), before any lookup.
      const problems = hubIdProblems(arg);
      if (problems.length > 0) {
        errors.push(`${arg}: neither a hub id (owner/name) nor a JSON file: ${problems.join("; ")}`);
        continue;
      }
      try {
        yield `${JSON.stringify(await fetchModelInfo(arg, hub))}\n`;
      } catch (error) {
        errors.push(`${arg}: ${error instanceof HubError ? error.message : `cannot look it up on the hub: ${(error as Error).message}`}`);
      }
    }
  }
  return { stream: Readable.from(lines(), { objectMode: false }), source: "<ids>", errors };
}
