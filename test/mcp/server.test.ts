/**
 * The MCP server in process, driven by the SDK's own client over its in-memory transport:
 * initialize, tools/list, every tool with good and bad arguments, many calls in a row, a call
 * after a bad one, resources, and hub lookups only when allowed.
 */
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { InMemoryTransport } from "@modelcontextprotocol/sdk/inMemory.js";
import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAtlasServer, type AtlasServerOptions } from "../../engine/mcp/server.js";
import { startMockHub, FOUND_MODEL, type MockHub } from "../cli/mock-hub.js";
import { BAD_CALLS, CHAT, GOOD_CALLS } from "./cases.js";

async function connect(options: Partial<AtlasServerOptions> = {}): Promise<Client> {
  const server = createAtlasServer({ version: "test", hubSwitch: "--hub", ...options });
  const [serverSide, clientSide] = InMemoryTransport.createLinkedPair();
  await server.connect(serverSide);
  const client = new Client({ name: "atlas-test", version: "1" });
  await client.connect(clientSide);
  return client;
}

const textOf = (result: CallToolResult) => result.content.map((c) => (c.type === "text" ? c.text : "")).join("");

let client: Client;
let hub: MockHub;
beforeAll(async () => {
  client = await connect({ models: [CHAT as never] });
  hub = await startMockHub();
});
afterAll(async () => {
  await client.close();
  await hub.close();
});

describe("the MCP server in process", () => {
  it("initializes with its name, version, instructions and the tools and resources capabilities", () => {
    expect(client.getServerVersion()).toMatchObject({ name: "model-atlas", version: "test" });
    expect(client.getServerCapabilities()).toMatchObject({ tools: {}, resources: {} });
    expect(client.getInstructions()).toContain("get_usage_card");
  });

  it("lists six tools, each with a description and an object schema that refuses unknown keys", async () => {
    const { tools } = await client.listTools();
    expect(tools.map((t) => t.name)).toEqual(["get_usage_card", "get_snippets", "list_providers", "list_local_apps", "get_task", "find_libraries"]);
    for (const tool of tools) {
      expect(tool.description!.length).toBeGreaterThan(80);
      expect(tool.inputSchema).toMatchObject({ type: "object", additionalProperties: false });
    }
  });

  it.each(GOOD_CALLS.map((c, i) => ({ ...c, i })))("$name ($i) answers with text and structuredContent", async (call) => {
    const result = (await client.callTool({ name: call.name, arguments: call.arguments })) as CallToolResult;
    expect(result.isError, textOf(result)).toBeFalsy();
    expect(textOf(result)).toMatch(call.text);
    expect(result.structuredContent).toHaveProperty(call.structured);
  });

  it.each(BAD_CALLS.map((c, i) => ({ ...c, i })))("$name ($i) with bad arguments answers with a tool error naming the field", async (call) => {
    const result = (await client.callTool({ name: call.name, arguments: call.arguments as Record<string, unknown> })) as CallToolResult;
    expect(result.isError).toBe(true);
    expect(textOf(result)).toMatch(call.error);
  });

  it("answers many calls in a row, good and bad interleaved, each with its own answer", async () => {
    const calls = Array.from({ length: 60 }, (_, i) => (i % 3 === 2 ? BAD_CALLS[i % BAD_CALLS.length]! : GOOD_CALLS[i % GOOD_CALLS.length]!));
    const results = await Promise.all(
      calls.map((c) => client.callTool({ name: c.name, arguments: c.arguments as Record<string, unknown> }) as Promise<CallToolResult>),
    );
    results.forEach((result, i) => {
      const call = calls[i]!;
      if ("error" in call) expect(textOf(result)).toMatch(call.error);
      else expect(textOf(result)).toMatch(call.text);
    });
  });

  it("answers a good call right after a bad one", async () => {
    await client.callTool({ name: "get_task", arguments: { id: 42 } });
    const result = (await client.callTool({ name: "get_task", arguments: { id: "translation" } })) as CallToolResult;
    expect(result.isError).toBeFalsy();
    expect(textOf(result)).toMatch(/^# Translation/);
  });

  it("serves the cards of its models and the task pages as resources", async () => {
    const { resources } = await client.listResources();
    expect(resources.map((r) => r.uri)).toContain(`model-atlas://cards/${CHAT.id}`);
    expect(resources.map((r) => r.uri)).toContain("model-atlas://tasks/text-to-image");
    const card = await client.readResource({ uri: `model-atlas://cards/${CHAT.id}` });
    expect(card.contents[0]).toMatchObject({ mimeType: "text/markdown", text: expect.stringMatching(/^# `meta-llama\/Llama-3\.1-8B-Instruct`/) });
    const { resourceTemplates } = await client.listResourceTemplates();
    expect(resourceTemplates.map((t) => t.uriTemplate)).toEqual(["model-atlas://cards/{+id}", "model-atlas://tasks/{id}"]);
    await expect(client.readResource({ uri: "model-atlas://tasks/nope" })).rejects.toThrow(/nope.*is not a task/);
    await expect(client.readResource({ uri: "model-atlas://cards/acme/unknown" })).rejects.toThrow(/offline/);
    await expect(client.readResource({ uri: "file:///etc/passwd" })).rejects.toThrow(/Unknown resource/);
  });

  it("finds a model given by id by its --models record, without the hub", async () => {
    const result = (await client.callTool({ name: "list_providers", arguments: { model: CHAT.id } })) as CallToolResult;
    expect(result.isError).toBeFalsy();
  });

  it("looks an id up on the hub only when allowed, and passes the hub's message on", async () => {
    const online = await connect({ hub: { hubUrl: hub.url, retries: 0 } });
    const found = (await online.callTool({
      name: "get_snippets",
      arguments: { model: FOUND_MODEL.id, provider: "hf-inference", language: "sh" },
    })) as CallToolResult;
    expect(textOf(found)).toContain("acme/tiny-classifier");
    const missing = (await online.callTool({ name: "get_snippets", arguments: { model: "acme/missing" } })) as CallToolResult;
    expect(missing.isError).toBe(true);
    // A hub's answer, not a bad argument: the tool error says so, and that retrying will not help.
    expect(textOf(missing)).toMatch(/^get_snippets failed: the hub lookup of "acme\/missing" failed: Model acme\/missing not found.*Not retryable/);
    expect(hub.requests.map((r) => r.path.split("?")[0])).toEqual(["/api/models/acme/tiny-classifier", "/api/models/acme/missing"]);
    await online.close();
  });
});
