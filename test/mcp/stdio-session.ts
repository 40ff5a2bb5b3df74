/**
 * `model-atlas mcp` as a user runs it, from the installed package: test/package/consumer.test.ts
 * packs and installs the package once (two test files packing at once would race on dist/) and
 * runs these against the installed `dist/cli/bin.js`. The SDK's client drives it over stdio:
 * initialize, tools/list, every tool with good and bad arguments, many calls in a row, a call
 * after a bad one. Raw stdin then checks what no client sends: lines that are not JSON, JSON-RPC
 * with a wrong shape, an unknown method, and end of input, after which the process exits 0.
 */
import { spawn, spawnSync, type ChildProcessWithoutNullStreams } from "node:child_process";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StdioClientTransport } from "@modelcontextprotocol/sdk/client/stdio.js";
import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import { expect } from "vitest";
import { BAD_CALLS, GOOD_CALLS } from "./cases.js";

const textOf = (result: CallToolResult) => result.content.map((c) => (c.type === "text" ? c.text : "")).join("");

/** The SDK client's session: every tool good and bad, then 100 calls in a row; nothing on stderr. */
export async function clientSession(bin: string, cwd: string, version: string): Promise<void> {
  const stderr: string[] = [];
  const transport = new StdioClientTransport({ command: process.execPath, args: [bin, "mcp"], cwd, stderr: "pipe" });
  const client = new Client({ name: "atlas-stdio-test", version: "1" });
  await client.connect(transport);
  transport.stderr?.on("data", (d: Buffer) => stderr.push(d.toString()));
  expect(client.getServerVersion()).toMatchObject({ name: "model-atlas", version });
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
    const result = (await client.callTool({
      name: "get_snippets",
      arguments: { model: { id: `org/m-${i}`, pipeline_tag: "fill-mask", mask_token: "[MASK]" }, provider: "hf-inference", language: "sh" },
    })) as CallToolResult;
    expect(textOf(result)).toContain(`org/m-${i}`);
  }
  await client.close();
  expect(stderr.join("")).toBe("");
}

/** Raw stdin: every request answered after lines that are not JSON-RPC; end of input exits 0. */
export async function rawSession(bin: string, cwd: string): Promise<void> {
  const child = spawn(process.execPath, [bin, "mcp"], { cwd }) as ChildProcessWithoutNullStreams;
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
  const answers = out
    .trim()
    .split("\n")
    .map((line) => JSON.parse(line) as { id?: number; result?: { content?: { text: string }[] }; error?: { code: number; message: string } });
  expect(code).toBe(0);
  expect(answers.map((a) => a.id).sort()).toEqual([1, 4, 5, 6]);
  expect(answers.find((a) => a.id === 4)!.error).toMatchObject({ code: -32601 });
  expect(answers.find((a) => a.id === 5)!.error).toMatchObject({ code: expect.any(Number) });
  expect(answers.find((a) => a.id === 6)!.result!.content![0]!.text).toMatch(/^# Translation/);
  // Lines that cannot be read as JSON-RPC are reported on stderr; the server reads on.
  expect(err).toMatch(/model-atlas mcp: /);
}

/** End of input before any request: exit 0, nothing written. */
export function emptySession(bin: string, cwd: string): void {
  const run = spawnSync(process.execPath, [bin, "mcp"], { cwd, input: "", encoding: "utf8", timeout: 30_000 });
  expect(run.status).toBe(0);
  expect(run.stdout).toBe("");
}
