/**
 * The stateless path of `POST /mcp` (engine/mcp/stateless.ts) against the SDK path it stands in
 * for: for the same request, the answer of `mcpCall` (which takes the stateless path where it
 * can) and that of a new SDK `Server` on its web-standard transport, as `mcpCall` built one per
 * request before, are the same bytes, status and headers. The hot requests must take the
 * stateless path; the others (initialize, resources, batches, a message the schemas refuse) the
 * SDK path.
 */
import { WebStandardStreamableHTTPServerTransport } from "@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js";
import { describe, expect, it } from "vitest";
import { createAtlasServer, toolContext, type AtlasServerOptions } from "../../engine/mcp/server.js";
import { statelessAnswer } from "../../engine/mcp/stateless.js";
import { answerOfResponse, type Answer } from "../../engine/server/answer.js";
import { mcpCall } from "../../engine/server/mcp.js";
import { validModelRecord } from "../../engine/schema/model-check.js";
import { realRecords } from "../real-records/support.js";
import { BAD_CALLS, CHAT, GOOD_CALLS } from "./cases.js";

const OPTIONS: AtlasServerOptions = { version: "test", models: [validModelRecord(CHAT)] };
const URL_ = "http://localhost/mcp";
const HEADERS = { "content-type": "application/json", accept: "application/json, text/event-stream" };

const request = (body: unknown, headers: Record<string, string>) =>
  new Request(URL_, { method: "POST", headers, body: typeof body === "string" ? body : JSON.stringify(body) });

/** The answer of the SDK alone: a server and a transport for this request. */
async function sdkAnswer(body: unknown, headers: Record<string, string>): Promise<Answer> {
  const server = createAtlasServer(OPTIONS);
  const transport = new WebStandardStreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true });
  await server.connect(transport);
  try {
    return await answerOfResponse(await transport.handleRequest(request(body, headers), { parsedBody: body }));
  } finally {
    await transport.close();
    await server.close();
  }
}

const text = (a: Answer) => (a.body === null ? null : typeof a.body === "string" ? a.body : new TextDecoder().decode(a.body));

/** Both answers, and whether the stateless path answered. */
async function both(body: unknown, headers: Record<string, string> = HEADERS) {
  const get = (name: string) => headers[name] ?? null;
  const fast = await statelessAnswer({ get }, body, toolContext(OPTIONS));
  const ours = await mcpCall(
    { method: "POST", url: URL_, headers: { get }, body: null, toRequest: () => request(body, headers) },
    body,
    toolContext(OPTIONS),
    OPTIONS,
  );
  const sdk = await sdkAnswer(body, headers);
  return {
    stateless: fast !== undefined,
    ours: { status: ours.status, headers: ours.headers, body: text(ours) },
    sdk: { status: sdk.status, headers: sdk.headers, body: text(sdk) },
  };
}

const call = (id: number | string, name: string, args: unknown) => ({ jsonrpc: "2.0", id, method: "tools/call", params: { name, arguments: args } });

describe("the stateless MCP path answers as the SDK does", () => {
  it.each(GOOD_CALLS.map((c, i) => [c.name, i, c] as const))("tools/call %s (good arguments, case %i)", async (_, i, c) => {
    const { stateless, ours, sdk } = await both(call(i + 1, c.name, c.arguments));
    expect(stateless).toBe(true);
    expect(ours).toEqual(sdk);
    expect(ours.status).toBe(200);
  });

  it.each(BAD_CALLS.map((c, i) => [c.name, i, c] as const))("tools/call %s (bad arguments, case %i)", async (_, i, c) => {
    const { stateless, ours, sdk } = await both(call(`call-${i}`, c.name, c.arguments));
    expect(stateless).toBe(true);
    expect(ours).toEqual(sdk);
    expect(ours.body).toContain('"isError":true');
  });

  it("tools/call get_snippets for every real record (its result checked by hand on the stateless path)", async () => {
    const differing: string[] = [];
    for (const [i, { name, model }] of realRecords().entries()) {
      const { stateless, ours, sdk } = await both(call(i, "get_snippets", { model }));
      if (!stateless || JSON.stringify(ours) !== JSON.stringify(sdk)) differing.push(name);
    }
    expect(differing).toEqual([]);
  });

  it.each([
    ["an unknown tool", call(7, "get_weather", {})],
    ["a model id string while offline", call(8, "get_snippets", { model: "acme/x" })],
    ["a model the server was started with, by id", call(12, "get_snippets", { model: CHAT.id, language: "sh" })],
    ["id 0", call(0, "list_tasks", {})],
    ["no arguments", { jsonrpc: "2.0", id: 9, method: "tools/call", params: { name: "list_providers" } }],
    ["tools/list", { jsonrpc: "2.0", id: 10, method: "tools/list" }],
    ["ping", { jsonrpc: "2.0", id: "p", method: "ping" }],
    // Calls the hand check of a plain tools/call leaves to the SDK's schemas, still stateless.
    [
      "a call with _meta in its params",
      { jsonrpc: "2.0", id: 13, method: "tools/call", params: { name: "list_tasks", arguments: {}, _meta: { progressToken: 1 } } },
    ],
    [
      "arguments with their own __proto__ key",
      JSON.parse('{"jsonrpc":"2.0","id":14,"method":"tools/call","params":{"name":"list_tasks","arguments":{"__proto__":{"a":1}}}}'),
    ],
    ["params before method", { params: { name: "list_providers", arguments: {} }, id: 15, method: "tools/call", jsonrpc: "2.0" }],
    ["a notification (202)", { jsonrpc: "2.0", method: "notifications/initialized" }],
    ["a response (202)", { jsonrpc: "2.0", id: 3, result: {} }],
  ])("%s", async (_, body) => {
    const { stateless, ours, sdk } = await both(body);
    expect(stateless).toBe(true);
    expect(ours).toEqual(sdk);
  });

  it.each([
    ["no Accept (406)", call(1, "list_tasks", {}), { "content-type": "application/json" }],
    ["an Accept without text/event-stream (406)", call(1, "list_tasks", {}), { ...HEADERS, accept: "application/json" }],
    ["an unsupported MCP-Protocol-Version (400)", call(1, "list_tasks", {}), { ...HEADERS, "mcp-protocol-version": "1999-01-01" }],
    ["a supported MCP-Protocol-Version", call(1, "list_tasks", {}), { ...HEADERS, "mcp-protocol-version": "2025-06-18" }],
  ])("%s", async (_, body, headers) => {
    const { stateless, ours, sdk } = await both(body, headers);
    expect(stateless).toBe(true);
    expect(ours).toEqual(sdk);
  });

  it.each([
    ["a bad params shape (name a number)", { jsonrpc: "2.0", id: 1, method: "tools/call", params: { name: 5 } }],
    ["a bad params shape (arguments an array)", call(2, "get_snippets", [1])],
    ["no params", { jsonrpc: "2.0", id: 3, method: "tools/call" }],
    ["a message the JSON-RPC schema refuses", { jsonrpc: "1.0", id: 4, method: "ping" }],
    ["a stray top-level key", { jsonrpc: "2.0", id: 5, method: "ping", extra: 1 }],
    ["a stray top-level key on a tools/call", { ...call(5, "list_tasks", {}), extra: 1 }],
    ["a tools/call with a fractional id", call(1.5, "list_tasks", {})],
    ["a tools/call with an id past 2^53", call(2 ** 53, "list_tasks", {})],
    ["a tools/call with a null id", call(null as never, "list_tasks", {})],
    ["a batch", [call(6, "list_tasks", {}), { jsonrpc: "2.0", id: 7, method: "ping" }]],
    [
      "initialize",
      { jsonrpc: "2.0", id: 8, method: "initialize", params: { protocolVersion: "2025-06-18", capabilities: {}, clientInfo: { name: "t", version: "1" } } },
    ],
    ["resources/list", { jsonrpc: "2.0", id: 9, method: "resources/list" }],
    ["an unknown method", { jsonrpc: "2.0", id: 10, method: "prompts/list" }],
    ["a task-augmented call", { jsonrpc: "2.0", id: 11, method: "tools/call", params: { name: "list_tasks", arguments: {}, task: { ttl: 1000 } } }],
  ])("%s is left to the SDK path", async (_, body) => {
    const { stateless, ours, sdk } = await both(body);
    expect(stateless).toBe(false);
    expect(ours).toEqual(sdk);
  });
});

describe("the stateless MCP path over models of one shape", () => {
  it("tools/call get_snippets for models of one shape in turn (each text written from the last one's pieces)", async () => {
    const differing: string[] = [];
    for (let n = 10; n < 30; n++) {
      for (const provider of ["hf-inference", "together"]) {
        const model = {
          id: `acme/model-${n}`,
          pipeline_tag: "text-generation",
          tags: ["conversational"],
          inferenceProviderMapping: [{ provider: "together", providerId: `vendor/served-${n}`, task: "conversational", status: "live" }],
        };
        const { stateless, ours, sdk } = await both(call(n, "get_snippets", { model, provider, allowUnmappedProvider: true, language: "sh" }));
        if (!stateless || JSON.stringify(ours) !== JSON.stringify(sdk)) differing.push(`${model.id} ${provider}`);
      }
    }
    expect(differing).toEqual([]);
  });
});
