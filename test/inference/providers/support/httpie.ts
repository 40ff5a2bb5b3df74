/**
 * Starts ./httpie/server.py for the shell snippets of one run: with ATLAS_HTTPIE_SOCKET set,
 * ./bin/http runs HTTPie in a child of that process instead of starting a new interpreter and
 * loading HTTPie for every call (about 0.3 s of CPU each). HTTPie's own code still parses the
 * arguments, sends the requests and writes the output. The call reaches the server through
 * ./httpie/client.c, built here with the system's C compiler, or where there is none through
 * ./httpie/client.py (a python start costs about 30 ms of CPU per call, the C client about 1).
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import type { Socket } from "node:net";
import os from "node:os";
import path from "node:path";
import { builtOnce } from "../../../support/built-once.js";
import { ROOT } from "../../../support/reference.js";

/**
 * HTTPie's configuration for every test run: without it each `http` call starts a second
 * interpreter in the background to ask PyPI for a newer version (HTTPie's update warnings), which
 * this closed network refuses, so the check runs again on the next call: about 0.3 s of CPU per
 * call, most of an execution test's time. The snippets are untouched.
 */
export const HTTPIE_ENV = { HTTPIE_CONFIG_DIR: path.join(ROOT, "test/support/httpie-config") };

export interface HttpieServer {
  /** Variables that send a snippet's `http` calls to the server. */
  env: Record<string, string>;
  close(): void;
  child: ChildProcess;
}

const CLIENT_SOURCE = path.join(ROOT, "test/inference/providers/support/httpie/client.c");

let client: string | undefined | null = null;

/** The C client, built once; undefined where there is no C compiler. A client that does not compile is an error. */
function cClient(): string | undefined {
  if (client !== null) return client;
  if (spawnSync("cc", ["--version"]).error) return (client = undefined);
  client = builtOnce(CLIENT_SOURCE, path.join(ROOT, "node_modules/.cache/atlas-httpie"), (output) => {
    const out = spawnSync("cc", ["-O2", "-Wall", "-Werror", "-o", output, CLIENT_SOURCE], { encoding: "utf8" });
    if (out.status !== 0) throw new Error(`cc ${CLIENT_SOURCE} failed:\n${out.stderr}${out.error?.message ?? ""}`);
  });
  return client;
}

/** Starts the server; undefined when it does not come up (the calls then start HTTPie themselves). */
export async function startHttpieServer(): Promise<HttpieServer | undefined> {
  // A short path: a Unix socket's path may not exceed 107 bytes.
  const work = fs.mkdtempSync(path.join(os.tmpdir(), "atlas-httpie-"));
  const socket = path.join(work, "httpie.sock");
  // The environment of a snippet's own run (./run.ts): HTTPie reads its locale at start-up.
  // Its standard input is a pipe from this process: it stops when this process closes it or ends.
  const child = spawn("/usr/bin/python3", [path.join(ROOT, "test/inference/providers/support/httpie/server.py"), socket], {
    env: { PATH: process.env.PATH ?? "", HOME: process.env.HOME ?? "", ...HTTPIE_ENV },
    stdio: ["pipe", "pipe", "inherit"],
  });
  const ready = await new Promise<boolean>((resolve) => {
    let out = "";
    child.stdout.on("data", (d) => {
      out += d;
      if (out.includes("ready\n")) resolve(true);
    });
    child.on("error", () => resolve(false));
    child.on("exit", () => resolve(false));
  });
  const close = () => {
    child.kill();
    fs.rmSync(work, { recursive: true, force: true });
  };
  if (!ready) return void close();
  const binary = cClient();
  return { env: { ATLAS_HTTPIE_SOCKET: socket, ...(binary ? { ATLAS_HTTPIE_CLIENT: binary } : {}) }, close, child };
}

let shared: Promise<HttpieServer | undefined> | undefined;

/**
 * One server for every run of this test process (vitest runs several files in one worker): each
 * start costs half a second of CPU for HTTPie's imports and eight workers' first pages. It is
 * never closed here and holds nothing open: it stops when this process ends (its standard input
 * closes). A worker keeps nothing of a call for the next (./httpie/server.py). One that did not
 * come up, or ended, is tried again on the next call.
 */
export function sharedHttpieServer(): Promise<HttpieServer | undefined> {
  shared ??= startHttpieServer().then((server) => {
    if (server) {
      server.child.unref();
      for (const stream of [server.child.stdin, server.child.stdout]) (stream as Socket).unref();
      // A server that ended is started anew by the next run, as the javac server is (../../support/javac-server.ts).
      server.child.once("exit", () => (shared = undefined));
    } else shared = undefined;
    return server;
  });
  return shared;
}
