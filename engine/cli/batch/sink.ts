/**
 * Where `batch` writes its lines. A file is written to a temporary file next to it and renamed
 * when the run completes, so an interrupted or failed run never leaves a half-written file;
 * `-` writes to standard output as the lines are ready (a reader of the pipe sees them at once,
 * and an interrupted run leaves what was already written there).
 */
import { createWriteStream, openSync, unlinkSync, type WriteStream } from "node:fs";
import { rename } from "node:fs/promises";
import { once } from "node:events";
import { basename, dirname, join, resolve } from "node:path";
import { EXIT } from "../exit-codes.js";
import { CliError, type CliIO, type OutputStream } from "../io.js";

export interface Sink {
  /** How the summary names the destination: the path as given, or "stdout". */
  readonly name: string;
  write(text: string): Promise<void>;
  /** The run completed: the output is in place. */
  finish(): Promise<void>;
  /** The run stopped: drop what a file holds (synchronous, so it is safe in a signal handler). */
  abandon(): void;
  /** What an interrupted run leaves, for the message that explains it. */
  leftBehind(written: number): string;
  /** A write failure, reported once; the run stops on it. */
  onError(listener: (error: Error) => void): void;
}

export async function openSink(out: string, io: CliIO): Promise<Sink> {
  return out === "-" ? stdoutSink(io.stdout) : fileSink(out, io.cwd);
}

const models = (n: number) => `${n} model${n === 1 ? "" : "s"}`;

function stdoutSink(stdout: OutputStream): Sink {
  const stream = stdout as OutputStream & Partial<NodeJS.EventEmitter>;
  return {
    name: "stdout",
    async write(text) {
      // A pipe whose reader is slow: wait until it drains, so memory stays flat.
      if (stdout.write(text) === false && typeof stream.once === "function") await once(stream as NodeJS.EventEmitter, "drain");
    },
    async finish() {},
    abandon() {},
    leftBehind: (written) => `the ${models(written)} written before it went to stdout (the output there is partial)`,
    onError(listener) {
      if (typeof stream.on !== "function") return;
      stream.on("error", (error: NodeJS.ErrnoException) => {
        const why = error.code === "EPIPE" ? "its reader closed the pipe (EPIPE)" : (error.code ?? error.message);
        listener(new CliError(EXIT.io, `Cannot write to stdout: ${why}`));
      });
    },
  };
}

function fileSink(out: string, cwd: string): Sink {
  const outPath = resolve(cwd, out);
  const folder = dirname(outPath);
  const tempPath = join(folder, `.${basename(outPath)}.${process.pid}.${Date.now().toString(36)}.tmp`);
  // Created synchronously: an asynchronous open creates the file on a background thread, and a
  // Ctrl-C handled before its callback ran would find no sink to remove it (the caller holds the
  // sink from the same turn of the event loop on which the file appears).
  let fd: number;
  try {
    fd = openSync(tempPath, "wx");
  } catch (error) {
    throw new CliError(EXIT.io, cannotWrite(out, dirname(out), error as NodeJS.ErrnoException));
  }
  const stream: WriteStream = createWriteStream(tempPath, { fd });
  const remove = () => {
    stream.destroy();
    try {
      unlinkSync(tempPath);
    } catch {
      // already gone
    }
  };
  return {
    name: out,
    async write(text) {
      if (!stream.write(text)) await once(stream, "drain");
    },
    async finish() {
      stream.end();
      await once(stream, "finish");
      await rename(tempPath, outPath);
    },
    abandon: remove,
    leftBehind: () => `nothing was kept: ${out} was not written, and the partial output (${basename(tempPath)} in ${folder}) was removed`,
    onError(listener) {
      stream.on("error", (error: NodeJS.ErrnoException) => listener(new CliError(EXIT.io, cannotWrite(out, dirname(out), error))));
    },
  };
}

/** The message for an output that cannot be written, naming the folder when the folder is the problem. */
function cannotWrite(out: string, folder: string, error: NodeJS.ErrnoException): string {
  const code = error.code ?? error.message;
  if (error.code === "ENOENT") return `Cannot write ${out}: the folder ${folder} does not exist (ENOENT); create it first`;
  if (error.code === "ENOTDIR") return `Cannot write ${out}: ${folder} is not a folder (ENOTDIR)`;
  if (error.code === "EACCES" || error.code === "EPERM") return `Cannot write ${out}: no permission to create files in the folder ${folder} (${code})`;
  return `Cannot write ${out}: ${code}`;
}
