/**
 * `POST /mcp`: the MCP server's tools and resources (../mcp/server.ts) over Streamable HTTP,
 * stateless (no session id) with JSON answers. The hot requests (one `tools/call`,
 * `tools/list`, `ping`, notifications) are answered by ../mcp/stateless.ts with the SDK's
 * schemas and the transport's rules, without a server and transport per request; everything
 * else by the SDK's `Server` on its web-standard transport, a new pair per request: nothing is
 * shared between callers, so any copy of the service can answer any request.
 */
import type { AtlasServerOptions } from "../mcp/server.js";
import type { ToolContext } from "../tools/define.js";
import { answer, answerOfResponse, jsonAnswer, type Answer } from "./answer.js";
import { webRequest, type Incoming } from "./incoming.js";

let mcpModules:
  | Promise<
      [typeof import("@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js"), typeof import("../mcp/server.js"), typeof import("../mcp/stateless.js")]
    >
  | undefined;

/** `context` is what the tools use (built once per request by the handler); `options` make the SDK server when one is needed. */
export async function mcpCall(request: Incoming, body: unknown, context: ToolContext, options: AtlasServerOptions): Promise<Answer> {
  // Loaded on the first MCP call: a service that answers only REST starts without the MCP SDK.
  const [{ WebStandardStreamableHTTPServerTransport }, { createAtlasServer }, { statelessAnswer }] = await (mcpModules ??= Promise.all([
    import("@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js"),
    import("../mcp/server.js"),
    import("../mcp/stateless.js"),
  ]));
  const fast = await statelessAnswer(request.headers, body, context);
  if (fast) return answer(fast.status, fast.headers, fast.body);
  const server = createAtlasServer(options);
  const transport = new WebStandardStreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true });
  await server.connect(transport);
  try {
    return await answerOfResponse(await transport.handleRequest(webRequest(request), { parsedBody: body }));
  } finally {
    // The answer is complete (JSON, not a stream): close both so nothing of this call lingers.
    await transport.close();
    await server.close();
  }
}

/** A JSON-RPC error answer for a body the transport never sees (malformed JSON, too large). */
export function jsonRpcError(status: number, code: number, message: string, headers: Record<string, string> = {}): Answer {
  return jsonAnswer({ jsonrpc: "2.0", error: { code, message }, id: null }, status, headers, "application/json");
}
