/**
 * A throwaway copy of the repository running `npm run dev`, for the dev-loop end-to-end test
 * and its benchmark: the sources the dev server reads (engine, registry sources, viewer, the
 * registry compiler, the snippet golden cases and files), a node_modules folder of links to
 * this clone's packages (a real folder, so Vite's cache lands in the copy), and Vite's dev
 * server started as `npm run dev -- --port <free> --strictPort` would start it.
 */
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import { createServer } from "node:net";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

const ROOT = fileURLToPath(new URL("../..", import.meta.url));
const COPIED = [
  "engine",
  "libraries",
  "tasks",
  "templates",
  "viewer",
  "scripts/registry",
  "test/support",
  "test/inference",
  "test/reference",
  "test/golden/inference",
  "test/golden/providers",
  "test/golden/chat",
  "package.json",
  "tsconfig.json",
];
const SKIPPED = new Set(["dist", "node_modules"]);

export interface DevCopy {
  /** The copy's root folder. */
  root: string;
  /** `http://localhost:<port>` of its dev server. */
  url: string;
  /** What the dev server printed so far. */
  output(): string;
  /** Stops the server and deletes the copy. */
  close(): Promise<void>;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => (typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port"))));
    });
  });
}

/** Copies the sources into a new temporary folder and links this clone's packages into it. */
export function copyRepository(): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "atlas-dev-loop-"));
  for (const entry of COPIED)
    fs.cpSync(path.join(ROOT, entry), path.join(root, entry), { recursive: true, filter: (source) => !SKIPPED.has(path.basename(source)) });
  const modules = path.join(ROOT, "node_modules");
  fs.mkdirSync(path.join(root, "node_modules"));
  for (const name of fs.readdirSync(modules)) {
    if (name === ".vite" || name === ".cache" || name === ".tmp") continue;
    fs.symlinkSync(path.join(modules, name), path.join(root, "node_modules", name));
  }
  return root;
}

/** Starts the copy's dev server and resolves once it serves a page and has built the registry once. */
export async function startDevCopy(): Promise<DevCopy> {
  const root = copyRepository();
  const port = await freePort();
  const child: ChildProcess = spawn(
    process.execPath,
    [path.join(ROOT, "node_modules/vite/bin/vite.js"), "--config", "viewer/vite.config.ts", "--port", String(port), "--strictPort"],
    { cwd: root, stdio: ["ignore", "pipe", "pipe"], env: { ...process.env, NODE_ENV: "development" } },
  );
  let output = "";
  child.stdout?.on("data", (d) => (output += d));
  child.stderr?.on("data", (d) => (output += d));
  const url = `http://localhost:${port}`;
  const close = async () => {
    if (child.exitCode === null) {
      const ended = new Promise((resolve) => child.once("exit", resolve));
      child.kill();
      await ended;
    }
    fs.rmSync(root, { recursive: true, force: true });
  };
  for (let attempt = 0; attempt < 600; attempt++) {
    if (child.exitCode !== null) break;
    try {
      if ((await fetch(`${url}/__atlas/registry`)).ok) return { root, url, output: () => output, close };
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  await close();
  throw new Error(`the dev server did not answer on ${url}:\n${output}`);
}
