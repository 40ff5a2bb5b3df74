/**
 * Builds the viewer into .tmp/ (once per test run for every end-to-end file) and serves it on a free port from either host a user
 * has: `vite preview`, the way `npm start` does, or `model-atlas serve --viewer <build>` (a separate output folder, so a running
 * `npm start` is left alone).
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { createServer } from "node:net";
import { fileURLToPath } from "node:url";
import { sharedBuild } from "../support/shared-build.js";

const root = fileURLToPath(new URL("../..", import.meta.url));
const vite = `${root}node_modules/.bin/vite`;
const config = `${root}viewer/vite.config.ts`;

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => (typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port"))));
    });
  });
}

export function buildViewer(outDir: string): void {
  // Vitest sets NODE_ENV=test, which would give a development build of React: test what ships.
  const env = { ...process.env, NODE_ENV: "production" };
  const result = spawnSync(vite, ["build", "--config", config, "--outDir", outDir, "--logLevel", "error"], { cwd: root, encoding: "utf8", env });
  if (result.status !== 0) throw new Error(`vite build failed:\n${result.stdout}\n${result.stderr}`);
}

/** The viewer built once per test run and shared by the end-to-end files (../support/shared-build.ts). */
export const sharedViewerBuild = (): Promise<string> => sharedBuild("viewer", buildViewer);

export interface Server {
  url: string;
  stop: () => void;
}

/** The two hosts of the built viewer. */
export const HOSTS = ["preview", "serve"] as const;
export type Host = (typeof HOSTS)[number];

/** Starts the host and resolves once it answers HTTP. */
export async function serveViewer(outDir: string, host: Host = "preview"): Promise<Server> {
  if (host === "serve") {
    // Loaded here: it builds the command's bundle (shared with test/cli/ and test/server/), which the preview never needs.
    const { startServe } = await import("../server/start.js");
    const served = await startServe(["--viewer", outDir]);
    return { url: served.url, stop: () => void served.stop() };
  }
  const port = await freePort();
  const child: ChildProcess = spawn(vite, ["preview", "--config", config, "--outDir", outDir, "--port", String(port), "--strictPort"], {
    cwd: root,
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout?.on("data", (d) => (output += d));
  child.stderr?.on("data", (d) => (output += d));
  const url = `http://localhost:${port}`;
  for (let attempt = 0; attempt < 100; attempt++) {
    if (child.exitCode !== null) throw new Error(`vite preview exited:\n${output}`);
    try {
      const response = await fetch(`${url}/tasks`);
      if (response.ok) return { url, stop: () => child.kill() };
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill();
  throw new Error(`vite preview did not answer on ${url}:\n${output}`);
}
