/**
 * Builds the viewer into .tmp/ (once per test run for every end-to-end file) and serves it with `vite preview` on a free port, the
 * way `npm start` does (a separate output folder, so a running `npm start` is left alone).
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import { createServer } from "node:net";
import { fileURLToPath } from "node:url";

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

/**
 * The viewer built once per test run and shared by the end-to-end files (each build is about 15 s
 * of CPU on the 2-core CI machine, and the files start side by side). The first caller takes the
 * lock (an atomic mkdir) and builds; the others wait for its "complete" or "failed" mark. The run
 * id comes from vitest.config.ts, so a build of an older source is never reused.
 */
export async function sharedViewerBuild(): Promise<string> {
  const run = process.env.ATLAS_TEST_RUN ?? String(process.pid);
  const outDir = `${root}.tmp/viewer-run-${run}`;
  const complete = `${outDir}.complete`;
  const failed = `${outDir}.failed`;
  fs.mkdirSync(`${root}.tmp`, { recursive: true });
  let builder = true;
  try {
    fs.mkdirSync(`${outDir}.lock`);
  } catch {
    builder = false;
  }
  if (builder) {
    for (const old of fs.readdirSync(`${root}.tmp`))
      if (old.startsWith("viewer-run-") && !old.startsWith(`viewer-run-${run}`)) fs.rmSync(`${root}.tmp/${old}`, { recursive: true, force: true });
    try {
      buildViewer(outDir);
      fs.writeFileSync(complete, "");
    } catch (error) {
      fs.writeFileSync(failed, String(error));
      throw error;
    }
    return outDir;
  }
  for (let waited = 0; waited < 300_000; waited += 200) {
    if (fs.existsSync(complete)) return outDir;
    if (fs.existsSync(failed)) throw new Error(`the shared viewer build failed:\n${fs.readFileSync(failed, "utf8")}`);
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`the shared viewer build (${outDir}) did not finish within 5 minutes`);
}

export interface Server {
  url: string;
  stop: () => void;
}

/** Starts `vite preview` and resolves once it answers HTTP. */
export async function serveViewer(outDir: string): Promise<Server> {
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
