/**
 * `javac` for the test harness, run by a Java compiler that stays up for the test process
 * (./java/JavacServer.java.txt, reached through ./java/javac_client.py): starting javac costs
 * about a second of CPU and a fresh JVM compiles javac's own code again each run, while the
 * suite compiles a few dozen batches. The first call starts the server; calls are synchronous, as
 * the callers are. Where the server does not answer, javac runs as its own process, as before.
 * File arguments must be absolute paths (the server compiles in its own folder).
 */
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import type { Socket } from "node:net";
import os from "node:os";
import path from "node:path";
import { JVM_FLAGS, javaTool } from "./java-tool.js";
import { ROOT } from "./reference.js";
import { PYTHON } from "./syntax-check.js";

const SERVER = path.join(ROOT, "test/support/java/JavacServer.java.txt");
const CLIENT = path.join(ROOT, "test/support/java/javac_client.py");
/** The client's status when no server answers. */
const NO_SERVER = 125;

export interface JavacRun {
  status: number | null;
  /** javac's messages. */
  output: string;
}

let server: { socket: string; pid: number } | undefined;

function startServer(): { socket: string; pid: number } {
  if (server) return server;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "atlas-javac-"));
  const file = path.join(dir, "javac.sock");
  // Its standard input is its lifeline: it ends when this process does, and the server exits.
  const child = spawn("java", [...JVM_FLAGS, "-cp", javaTool(SERVER), "JavacServer", file], { stdio: ["pipe", "ignore", "inherit"] });
  child.unref();
  (child.stdin as Socket).unref();
  process.once("exit", () => {
    child.kill();
    fs.rmSync(dir, { recursive: true, force: true });
  });
  child.once("exit", () => (server = undefined));
  server = { socket: file, pid: child.pid ?? 0 };
  return server;
}

export function javac(args: string[]): JavacRun {
  const { socket, pid } = startServer();
  const served = spawnSync(PYTHON, ["-S", "-E", CLIENT, socket, String(pid), ...args], { encoding: "utf8", maxBuffer: 64 << 20 });
  if (served.status !== NO_SERVER) return { status: served.status, output: served.stderr };
  const own = spawnSync("javac", [...JVM_FLAGS.map((f) => `-J${f}`), ...args], { encoding: "utf8", maxBuffer: 64 << 20 });
  return { status: own.status, output: `${own.stderr}${own.stdout}${own.error?.message ?? ""}` };
}
