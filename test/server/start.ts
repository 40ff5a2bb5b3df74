/**
 * Starts `model-atlas serve` as a user does (the command as it ships, ../cli/spawn-cli.ts) on a
 * free port, and reads its log: the first stderr line names the address, each later one is a request.
 */
import { spawn, type ChildProcessWithoutNullStreams } from "node:child_process";
import { fileURLToPath } from "node:url";
import { LAUNCHER } from "../cli/spawn-cli.js";

export const ROOT = fileURLToPath(new URL("../../", import.meta.url));

export interface Served {
  url: string;
  child: ChildProcessWithoutNullStreams;
  /** Every stderr line so far. */
  log: string[];
  /** Resolves with the exit code. */
  exited: Promise<number | null>;
  stop(): Promise<number | null>;
}

export async function startServe(args: string[] = [], env: Record<string, string> = {}): Promise<Served> {
  const child = spawn(process.execPath, [LAUNCHER, "serve", "--port", "0", ...args], { cwd: ROOT, env: { ...process.env, ...env } });
  const log: string[] = [];
  const exited = new Promise<number | null>((done) => child.once("exit", (code) => done(code)));
  let rest = "";
  const url = await new Promise<string>((done, fail) => {
    child.stderr.on("data", (d: Buffer) => {
      const lines = (rest + d.toString()).split("\n");
      rest = lines.pop()!;
      for (const line of lines) {
        log.push(line);
        const listening = /"listening":"([^"]+)"/.exec(line)?.[1];
        if (listening) done(listening.replace("127.0.0.1", "localhost"));
      }
    });
    void exited.then((code) => fail(new Error(`serve exited with ${code}: ${log.join("\n")}`)));
  });
  return {
    url,
    child,
    log,
    exited,
    stop: () => {
      child.kill("SIGTERM");
      return exited;
    },
  };
}
