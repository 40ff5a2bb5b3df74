/**
 * `POST /mcp`: the MCP server's tools and resources (../mcp/server.ts) over the SDK's
 * web-standard Streamable HTTP transport, stateless (no session id) with JSON answers. A server
 * and a transport per request: nothing is shared between callers, so any copy of the service can
 * answer any request.
 */
import type { AtlasServerOptions } from "../mcp/server.js";
import { answerOfResponse, jsonAnswer, type Answer } from "./answer.js";

let mcpModules: Promise<[typeof import("@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js"), typeof import("../mcp/server.js")]> | undefined;

export async function mcpCall(request: Request, body: unknown, options: AtlasServerOptions): Promise<Answer> {
  // Loaded on the first MCP call: a service that answers only REST starts without the MCP SDK.
  const [{ WebStandardStreamableHTTPServerTransport }, { createAtlasServer }] = await (mcpModules ??= Promise.all([
    import("@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js"),
    import("../mcp/server.js"),
  ]));
  const server = createAtlasServer(options);
  const transport = new WebStandardStreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true });
  await server.connect(transport);
  try {
    return await answerOfResponse(await transport.handleRequest(request, { parsedBody: body }));
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
