/**
 * `model-atlas mcp` as a user runs it: the package packed (`npm pack`, whose prepack builds
 * dist/), installed with production dependencies only into an empty project, and its installed
 * `model-atlas mcp` driven over stdio by the SDK's client: initialize, tools/list, every tool with
 * good and bad arguments, many calls in a row, a call after a bad one. Raw stdin then checks what
 * no client sends: lines that are not JSON, JSON-RPC with a wrong shape, an unknown method, and
 * end of input, after which the process exits with code 0. The install holds no MCP SDK, express
 * or hono: the server is bundled into dist/cli/.
 */
import { spawn, spawnSync, type ChildProcessWithoutNullStreams } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StdioClientTransport } from "@modelcontextprotocol/sdk/client/stdio.js";
import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BAD_CALLS, GOOD_CALLS } from "./cases.js";

const ROOT = path.resolve(import.meta.dirname, "../..");
let work = "";
let bin = "";

function ok(command: string, args: string[], cwd: string): void {
  const result = spawnSync(command, args, { cwd, encoding: "utf8", env: { ...process.env, NODE_OPTIONS: "" } });
  if (result.status !== 0) throw new Error(`${command} ${args.join(" ")} exited ${result.status}:\n${result.stdout}\n${result.stderr}`);
}

beforeAll(() => {
  work = fs.mkdtempSync(path.join(os.tmpdir(), "model-atlas-mcp-"));
  ok("npm", ["pack", "--pack-destination", work], ROOT);
  const tarball = path.join(work, fs.readdirSync(work).find((f) => f.endsWith(".tgz"))!);
  fs.writeFileSync(path.join(work, "package.json"), JSON.stringify({ name: "agent", private: true, type: "module" }));
  ok("npm", ["install", tarball, "--omit=dev", "--no-audit", "--no-fund", "--loglevel=error"], work);
  bin = path.join(work, "node_modules", "model-atlas", "dist", "cli", "bin.js");
}, 600_000);

afterAll(() => {
  if (work) fs.rmSync(work, { recursive: true, force: true });
});

const textOf = (result: CallToolResult) => result.content.map((c) => (c.type === "text" ? c.text : "")).join("");

describe("model-atlas mcp over stdio, from the packed tarball", () => {
  it("installs without the MCP SDK or an HTTP server stack", () => {
    const installed = fs.readdirSync(path.join(work, "node_modules")).filter((d) => !d.startsWith("."));
    expect(installed.sort()).toEqual(["model-atlas", "zod"]);
  });

  it("answers the SDK client: initialize, tools/list, every tool good and bad, many calls, a call after a bad one", async () => {
    const stderr: string[] = [];
    const transport = new StdioClientTransport({ command: process.execPath, args: [bin, "mcp"], cwd: work, stderr: "pipe" });
    const client = new Client({ name: "atlas-stdio-test", version: "1" });
    await client.connect(transport);
    transport.stderr?.on("data", (d: Buffer) => stderr.push(d.toString()));
    expect(client.getServerVersion()).toMatchObject({ name: "model-atlas", version: JSON.parse(fs.readFileSync(path.join(ROOT, "package.json"), "utf8")).version });
    expect((await client.listTools()).tools).toHaveLength(6);
    for (const call of GOOD_CALLS) {
      const result = (await client.callTool({ name: call.name, arguments: call.arguments })) as CallToolResult;
      expect(result.isError, textOf(result)).toBeFalsy();
      expect(textOf(result)).toMatch(call.text);
      expect(result.structuredContent).toHaveProperty(call.structured);
    }
    for (const call of BAD_CALLS) {
      const result = (await client.callTool({ name: call.name, arguments: call.arguments as Record<string, unknown> })) as CallToolResult;
      expect(result.isError).toBe(true);
      expect(textOf(result)).toMatch(call.error);
    }
    for (let i = 0; i < 100; i++) {
      const result = (await client.callTool({ name: "get_snippets", arguments: { model: { id: `org/m-${i}`, pipeline_tag: "fill-mask", mask_token: "[MASK]" }, provider: "hf-inference", language: "sh" } })) as CallToolResult;
      expect(textOf(result)).toContain(`org/m-${i}`);
    }
    await client.close();
    expect(stderr.join("")).toBe("");
  }, 120_000);

  it("answers every request on raw stdin after lines that are not JSON-RPC, and exits 0 at end of input", async () => {
    const child = spawn(process.execPath, [bin, "mcp"], { cwd: work }) as ChildProcessWithoutNullStreams;
    let out = "";
    let err = "";
    child.stdout.on("data", (d: Buffer) => (out += d.toString()));
    child.stderr.on("data", (d: Buffer) => (err += d.toString()));
    const send = (value: unknown) => child.stdin.write(`${typeof value === "string" ? value : JSON.stringify(value)}\n`);
    send({ jsonrpc: "2.0", id: 1, method: "initialize", params: { protocolVersion: "2025-06-18", capabilities: {}, clientInfo: { name: "raw", version: "1" } } });
    send({ jsonrpc: "2.0", method: "notifications/initialized" });
    send("this is not json");
    send('{"jsonrpc": "2.0", "id": 2, "method": "tools/list"'); // cut short
    send({ jsonrpc: "1.0", id: 3, method: "tools/list" }); // not JSON-RPC 2.0
    send({ jsonrpc: "2.0", id: 4, method: "no/such/method" });
    send({ jsonrpc: "2.0", id: 5, method: "tools/call", params: { name: "get_task", arguments: "text-to-image" } });
    send({ jsonrpc: "2.0", id: 6, method: "tools/call", params: { name: "get_task", arguments: { id: "translation" } } });
    child.stdin.end();
    const [code] = await new Promise<[number | null]>((resolve) => child.on("close", (c) => resolve([c])));
    const answers = out.trim().split("\n").map((line) => JSON.parse(line) as { id?: number; result?: { content?: { text: string }[] }; error?: { code: number; message: string } });
    expect(code).toBe(0);
    expect(answers.map((a) => a.id).sort()).toEqual([1, 4, 5, 6]);
    expect(answers.find((a) => a.id === 4)!.error).toMatchObject({ code: -32601 });
    expect(answers.find((a) => a.id === 5)!.error).toMatchObject({ code: expect.any(Number) });
    expect(answers.find((a) => a.id === 6)!.result!.content![0]!.text).toMatch(/^# Translation/);
    // Lines that cannot be read as JSON-RPC are reported on stderr; the server reads on.
    expect(err).toMatch(/model-atlas mcp: /);
  }, 60_000);

  it("exits 0 when stdin closes before any request", async () => {
    const run = spawnSync(process.execPath, [bin, "mcp"], { cwd: work, input: "", encoding: "utf8", timeout: 30_000 });
    expect(run.status).toBe(0);
    expect(run.stdout).toBe("");
  });
});
