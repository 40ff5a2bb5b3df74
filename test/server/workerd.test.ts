/**
 * The same handler in workerd, the runtime of Cloudflare Workers (npm `workerd`): the worker
 * (workerd/worker.ts) bundled by `npm run build:worker` into a temporary folder with its
 * config.capnp, `workerd serve` started on a free port, then REST and MCP driven against it.
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CHAT } from "../mcp/cases.js";
import { checkSession, mcpSession } from "./session.js";
import { ROOT } from "./start.js";

let dir: string;
let child: ChildProcess;
let url: string;
const log: string[] = [];

const freePort = () =>
  new Promise<number>((done) => {
    const probe = createServer().listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => done(port));
    });
  });

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), "atlas-workerd-"));
  const build = spawnSync(process.execPath, [path.join(ROOT, "scripts/build-worker.mjs"), dir], { encoding: "utf8" });
  expect(build.status, build.stderr).toBe(0);
  const port = await freePort();
  url = `http://127.0.0.1:${port}`;
  child = spawn(path.join(ROOT, "node_modules/.bin/workerd"), ["serve", path.join(dir, "config.capnp"), "--socket-addr", `http=127.0.0.1:${port}`], {
    cwd: dir,
  });
  child.stdout!.on("data", (d: Buffer) => log.push(...d.toString().trim().split("\n")));
  child.stderr!.on("data", (d: Buffer) => log.push(...d.toString().trim().split("\n")));
  for (let i = 0; ; i++) {
    const up = await fetch(`${url}/healthz`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) break;
    if (i > 100) throw new Error(`workerd did not start: ${log.join("\n")}`);
    await new Promise((done) => setTimeout(done, 100));
  }
}, 180_000);

afterAll(() => {
  child?.kill("SIGTERM");
  rmSync(dir, { recursive: true, force: true });
});

describe("the service in workerd", () => {
  it("REST: snippets, a 422 problem, the OpenAPI document, 404 and 405", async () => {
    const post = (p: string, body: unknown) =>
      fetch(`${url}${p}`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
    const snippets = await post("/v1/snippets", { model: CHAT, provider: "groq", language: "python", client: "openai" });
    expect(snippets.status).toBe(200);
    expect(JSON.stringify(await snippets.json())).toContain("groq");
    const unmapped = await post("/v1/cards", { model: CHAT, provider: "fal-ai" });
    expect([unmapped.status, unmapped.headers.get("content-type")]).toEqual([422, "application/problem+json"]);
    expect(((await (await fetch(`${url}/openapi.json`)).json()) as { openapi: string }).openapi).toBe("3.1.0");
    expect((await fetch(`${url}/nope`)).status).toBe(404);
    expect((await fetch(`${url}/mcp`)).headers.get("allow")).toBe("POST");
    // workerd answers 413 before it reads the body and closes the connection, so a client still
    // sending gets a broken pipe: fetch then fails without the answer, curl reports it.
    const big = spawnSync(
      "curl",
      ["-s", "-o", "/dev/null", "-w", "%{http_code}", "-X", "POST", `${url}/v1/snippets`, "-H", "content-type: application/json", "--data-binary", "@-"],
      { input: "x".repeat(2 * 1024 * 1024), encoding: "utf8" },
    );
    expect(big.stdout).toBe("413");
  });

  it("MCP: the SDK client's session (initialize, tools/list, a call, a bad call)", async () => {
    expect(checkSession(await mcpSession(`${url}/mcp`))).toEqual([]);
  });

  it("logs one JSON line per request", () => {
    expect(log.some((l) => /"method":"POST","route":"\/mcp","status":200/.test(l))).toBe(true);
  });
});
