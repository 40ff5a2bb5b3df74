/**
 * The world a command sees: its streams, environment and working directory. Commands take it
 * as a parameter instead of touching `process`, so tests run them in-process with fake streams.
 */
import type { Readable } from "node:stream";

export interface OutputStream {
  write(chunk: string): unknown;
  /** True when the stream is a terminal (progress bars only go to terminals). */
  isTTY?: boolean;
}

export interface CliIO {
  stdout: OutputStream;
  stderr: OutputStream;
  stdin: Readable;
  env: Record<string, string | undefined>;
  cwd: string;
}

export function processIO(): CliIO {
  return { stdout: process.stdout, stderr: process.stderr, stdin: process.stdin, env: process.env, cwd: process.cwd() };
}

/** A failure that ends the command with `exitCode` after printing `message` to stderr. */
export class CliError extends Error {
  readonly exitCode: number;
  constructor(exitCode: number, message: string) {
    super(message);
    this.name = "CliError";
    this.exitCode = exitCode;
  }
}

export async function readAll(stream: Readable): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(typeof chunk === "string" ? Buffer.from(chunk) : (chunk as Buffer));
  return Buffer.concat(chunks).toString("utf8");
}
