/**
 * `model-atlas serve` driven by the MCP SDK's own client over Streamable HTTP, as a remote agent
 * drives it: initialize, tools/list (the same tools and schemas as stdio), every tool with good
 * and bad arguments, resources, 1,000 calls in a row and a call after a bad one.
 */
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MCP_TOOLS } from "../../engine/mcp/server.js";
import { BAD_CALLS, GOOD_CALLS } from "../mcp/cases.js";
import { startServe, type Served } from "./start.js";

const textOf = (result: CallToolResult) => result.content.map((c) => (c.type === "text" ? c.text : "")).join("");

let served: Served;
let client: Client;
beforeAll(async () => {
  served = await startServe();
  client = new Client({ name: "atlas-http-test", version: "1" });
  await client.connect(new StreamableHTTPClientTransport(new URL(`${served.url}/mcp`)));
}, 180_000);
afterAll(async () => {
  await client?.close();
  expect(await served.stop()).toBe(0);
});

describe("MCP over Streamable HTTP", () => {
  it("initializes statelessly: no session id, the server's name and capabilities", () => {
    expect(client.getServerVersion()).toMatchObject({ name: "model-atlas" });
    expect(client.getServerCapabilities()).toMatchObject({ tools: {}, resources: {} });
    expect((client.transport as StreamableHTTPClientTransport).sessionId).toBeUndefined();
  });

  it("lists the six tools with the schemas stdio lists (one definition)", async () => {
    const { tools } = await client.listTools();
    expect(tools.map((t) => [t.name, t.inputSchema, t.outputSchema])).toEqual(MCP_TOOLS.map((t) => [t.name, t.inputSchema, t.outputSchema]));
  });

  it.each(GOOD_CALLS.map((c) => [c.name, c]))("%s answers good arguments", async (_, call) => {
    const result = (await client.callTool({ name: call.name, arguments: call.arguments })) as CallToolResult;
    expect(result.isError, textOf(result)).toBeFalsy();
    expect(textOf(result)).toMatch(call.text);
    expect(result.structuredContent).toHaveProperty(call.structured);
  });

  it.each(BAD_CALLS.map((c) => [c.name, c]))("%s names the field of bad arguments", async (_, call) => {
    const result = (await client.callTool({ name: call.name, arguments: call.arguments as Record<string, unknown> })) as CallToolResult;
    expect(result.isError).toBe(true);
    expect(textOf(result)).toMatch(call.error);
  });

  it("answers a good call right after a bad one", async () => {
    const bad = (await client.callTool({ name: "get_task", arguments: { id: 5 } })) as CallToolResult;
    expect(bad.isError).toBe(true);
    const good = (await client.callTool({ name: "get_task", arguments: { id: "fill-mask" } })) as CallToolResult;
    expect(textOf(good)).toMatch(/^# Fill-Mask/);
  });

  it("lists and reads resources", async () => {
    const { resources } = await client.listResources();
    expect(resources.some((r) => r.uri === "model-atlas://tasks/text-to-image")).toBe(true);
    const read = await client.readResource({ uri: "model-atlas://tasks/text-to-image" });
    expect(read.contents[0]).toMatchObject({ mimeType: "text/markdown" });
  });

  it("answers 1,000 calls in a row, each about its own model", async () => {
    for (let i = 0; i < 1000; i++) {
      const result = (await client.callTool({
        name: "get_snippets",
        arguments: { model: { id: `org/m-${i}`, pipeline_tag: "fill-mask", mask_token: "[MASK]" }, provider: "hf-inference", language: "sh" },
      })) as CallToolResult;
      if (!textOf(result).includes(`org/m-${i}`)) expect.fail(`call ${i}: ${textOf(result).slice(0, 200)}`);
    }
  }, 120_000);
});
