/**
 * The coding-agent surfaces, as ratios measured in one run on the same machine:
 *
 * - `model-atlas mcp` answers `initialize` within 1.5x the time a bare `node -e ""` takes to start
 *   (both whole processes from the compiled dist/cli/bin.js, medians of BENCH_RUNS; measured as is
 *   and without NODE_EXTRA_CA_CERTS, which adds the same certificate parsing to both);
 * - `get_snippets` answers in 5 ms or less once warm (median over 200 calls on one connection,
 *   driven by the SDK's client: over stdio to the compiled command, and in process);
 * - `export` of 10,000 models takes at most 2x `batch` of the same file (same --jobs).
 *
 *   npm run bench -- agents          (BENCH_MODELS=10000 BENCH_RUNS=11 BENCH_JOBS=2)
 */
import { spawn, spawnSync } from "node:child_process";
import { once } from "node:events";
import { mkdtempSync, rmSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StdioClientTransport } from "@modelcontextprotocol/sdk/client/stdio.js";
import { InMemoryTransport } from "@modelcontextprotocol/sdk/inMemory.js";
import type { Transport } from "@modelcontextprotocol/sdk/shared/transport.js";
import { writeModels } from "./hub-models.js";
import { finish, target } from "./verdict.js";

const root = fileURLToPath(new URL("../../", import.meta.url));
const BIN = join(root, "dist/cli/bin.js");
const RUNS = Number(process.env.BENCH_RUNS ?? 11);
const MODELS = Number(process.env.BENCH_MODELS ?? 10_000);
const JOBS = process.env.BENCH_JOBS ?? "2";

const build = spawnSync(process.execPath, [join(root, "scripts/build-package.mjs")], { encoding: "utf8" });
if (build.status !== 0) {
  console.error(build.stdout, build.stderr);
  process.exit(1);
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const ENVS = {
  "as is": { ...process.env },
  "without NODE_EXTRA_CA_CERTS": Object.fromEntries(Object.entries(process.env).filter(([k]) => k !== "NODE_EXTRA_CA_CERTS")),
};

async function nodeStart(env: NodeJS.ProcessEnv): Promise<number> {
  const started = performance.now();
  const child = spawn(process.execPath, ["-e", ""], { env, stdio: "ignore" });
  await once(child, "exit");
  return performance.now() - started;
}

const INITIALIZE = `${JSON.stringify({ jsonrpc: "2.0", id: 1, method: "initialize", params: { protocolVersion: "2025-06-18", capabilities: {}, clientInfo: { name: "bench", version: "1" } } })}\n`;

/** Spawn to the first byte of the answer to `initialize`. */
async function mcpInitialize(env: NodeJS.ProcessEnv): Promise<number> {
  const started = performance.now();
  const child = spawn(process.execPath, [BIN, "mcp"], { env, stdio: ["pipe", "pipe", "inherit"] });
  child.stdin.write(INITIALIZE);
  await once(child.stdout, "data");
  const elapsed = performance.now() - started;
  child.stdin.end();
  await once(child, "exit");
  return elapsed;
}

async function startup(): Promise<string[]> {
  const rows: string[] = [];
  for (const [name, env] of Object.entries(ENVS)) {
    const floor: number[] = [];
    const init: number[] = [];
    // Interleaved, so a change in the machine's load hits both alike.
    for (let i = 0; i < RUNS; i++) {
      floor.push(await nodeStart(env));
      init.push(await mcpInitialize(env));
    }
    const ratio = median(init) / median(floor);
    rows.push(
      `mcp initialize ${name}: ${median(init).toFixed(0)} ms, node -e "" ${median(floor).toFixed(0)} ms: ratio ${ratio.toFixed(2)} ${target(`mcp initialize ${name} / node start`, ratio, "<=", 1.5, "×")}`,
    );
  }
  return rows;
}

/** get_snippets calls over `transport`: median of 200 after 20 to warm up. */
async function warmSnippets(how: string, transport: Transport): Promise<string> {
  const client = new Client({ name: "bench", version: "1" });
  await client.connect(transport);
  const model = {
    id: "meta-llama/Llama-3.1-8B-Instruct",
    pipeline_tag: "text-generation",
    tags: ["conversational"],
    inferenceProviderMapping: [{ provider: "together", providerId: "meta-llama/Meta-Llama-3.1-8B-Instruct-Turbo", task: "conversational" }],
  };
  const call = (i: number) => client.callTool({ name: "get_snippets", arguments: { model: { ...model, id: `org/model-${i % 50}` }, provider: "together" } });
  for (let i = 0; i < 20; i++) await call(i);
  const times: number[] = [];
  for (let i = 0; i < 200; i++) {
    const started = performance.now();
    await call(i);
    times.push(performance.now() - started);
  }
  await client.close();
  const m = median(times);
  return `get_snippets warm (every language, ${how}, median of 200): ${m.toFixed(2)} ms ${target(`get_snippets warm ${how}`, m, "<=", 5, " ms")}`;
}

/** The server in this process (from the sources), the SDK's client over its in-memory transport. */
async function inProcess(): Promise<Transport> {
  const { createAtlasServer } = await import("../../engine/mcp/server.js");
  const [serverSide, clientSide] = InMemoryTransport.createLinkedPair();
  await createAtlasServer({ version: "bench" }).connect(serverSide);
  return clientSide;
}

async function timed(args: string[]): Promise<number> {
  const started = performance.now();
  const child = spawn(process.execPath, [BIN, ...args], { stdio: ["ignore", "ignore", "inherit"] });
  const [code] = (await once(child, "exit")) as [number | null];
  if (code !== 0) throw new Error(`model-atlas ${args.join(" ")} exited with ${code}`);
  return performance.now() - started;
}

async function exportVsBatch(): Promise<string> {
  const dir = mkdtempSync(join(tmpdir(), "bench-agents-"));
  try {
    const input = join(dir, "models.jsonl");
    await writeModels(input, MODELS);
    const batch = await timed(["batch", input, "--out", join(dir, "out.jsonl"), "--jobs", JOBS, "--no-progress"]);
    const exported = await timed(["export", input, "--out", join(dir, "cards"), "--jobs", JOBS, "--no-progress"]);
    const ratio = exported / batch;
    return `export of ${MODELS.toLocaleString("en-US")} models ${(exported / 1000).toFixed(2)} s, batch ${(batch / 1000).toFixed(2)} s (--jobs ${JOBS}): ratio ${ratio.toFixed(2)} ${target("export / batch", ratio, "<=", 2, "×")}`;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const rows = [
  ...(await startup()),
  await warmSnippets("over stdio to dist/cli/bin.js mcp", new StdioClientTransport({ command: process.execPath, args: [BIN, "mcp"] })),
  await warmSnippets("in process", await inProcess()),
  await exportVsBatch(),
];
console.log(`load average ${loadavg()[0]!.toFixed(1)}`);
for (const row of rows) console.log(row);
finish();
