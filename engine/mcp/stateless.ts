/**
 * The hot requests of stateless MCP over Streamable HTTP answered without an SDK `Server` and
 * transport per request: one `tools/call`, `tools/list` and `ping`, and a body of notifications
 * only. Building a `Server` and a `WebStandardStreamableHTTPServerTransport` (and the web
 * `Request` it reads) cost more than the tool call itself.
 *
 * The answer is the one the SDK path gives, byte for byte (test/mcp/stateless.test.ts): the
 * message is checked with the SDK's own schemas (a plain `tools/call` by hand, for the same
 * verdict: `plainToolCall`), the transport's HTTP rules are applied in its
 * order (Accept listing application/json and text/event-stream, else 406; a JSON Content-Type;
 * a supported MCP-Protocol-Version header when there is one, else 400; no request, 202), the
 * tool runs through the same `callTool` as the SDK server, and its result is checked as the SDK
 * server checks it with `CallToolResultSchema`: by hand for the shape `callTool` gives (text
 * content, an object of structured content, an error flag), for which that schema's output is
 * the value itself, key order included; by the schema for anything else. Everything else
 * (initialize, resources, batches, a message or params the schemas refuse, a task-augmented call)
 * is left to the SDK path: `statelessAnswer` then gives undefined.
 */
import { isJsonContentType } from "@modelcontextprotocol/sdk/shared/mediaType.js";
import {
  CallToolRequestSchema,
  CallToolResultSchema,
  ErrorCode,
  JSONRPCMessageSchema,
  ListToolsRequestSchema,
  PingRequestSchema,
  SUPPORTED_PROTOCOL_VERSIONS,
  type CallToolResult,
  type JSONRPCMessage,
  type RequestId,
} from "@modelcontextprotocol/sdk/types.js";
import type { ToolContext } from "../tools/define.js";
import { callTool, listTools, TEXT_IDS } from "./server.js";
import { textJson } from "./text-json.js";

/** An answer as the SDK transport gives it: status, headers, and the JSON text (none for 202). */
export interface StatelessAnswer {
  status: number;
  headers: Record<string, string>;
  body: string | null;
}

interface Headers {
  get(name: string): string | null;
}

/** The answer to a parsed `POST /mcp` body, or undefined when the SDK path is to answer it. */
export async function statelessAnswer(headers: Headers, body: unknown, context: ToolContext): Promise<StatelessAnswer | undefined> {
  const accept = headers.get("accept");
  if (!accept?.includes("application/json") || !accept.includes("text/event-stream"))
    return transportError(406, "Not Acceptable: Client must accept both application/json and text/event-stream");
  if (!isJsonContentType(headers.get("content-type")) || Array.isArray(body)) return undefined;
  const call = plainToolCall(body);
  const parsed = call ? undefined : JSONRPCMessageSchema.safeParse(body);
  if (parsed && !parsed.success) return undefined;
  const message: JSONRPCMessage = call ?? parsed!.data!;
  // initialize negotiates the version itself and is checked by the transport apart.
  if ("method" in message && message.method === "initialize") return undefined;
  const version = headers.get("mcp-protocol-version");
  if (version !== null && !SUPPORTED_PROTOCOL_VERSIONS.includes(version))
    return transportError(400, `Bad Request: Unsupported protocol version: ${version} (supported versions: ${SUPPORTED_PROTOCOL_VERSIONS.join(", ")})`);
  // A notification or a response: nothing to answer (a stateless server has nothing they could change).
  if (!("method" in message && "id" in message)) return { status: 202, headers: {}, body: null };
  const { id } = message;
  switch (message.method) {
    case "ping":
      return PingRequestSchema.safeParse(message).success ? result(id, {}) : undefined;
    case "tools/list":
      return ListToolsRequestSchema.safeParse(message).success ? result(id, listTools()) : undefined;
    case "tools/call": {
      const params = call ? call.params : checkedCallParams(message);
      if (!params) return undefined;
      const value = await callTool(params.name, params.arguments, context);
      // What callTool builds is checked by hand; anything else as the SDK server checks it.
      if (plainToolResult(value)) return toolAnswer(id, value);
      const checked = CallToolResultSchema.safeParse(value);
      if (checked.success) return result(id, checked.data);
      return json({ jsonrpc: "2.0", id, error: { code: ErrorCode.InvalidParams, message: `Invalid tools/call result: ${checked.error.message}` } });
    }
    default:
      return undefined;
  }
}

/** The params of a `tools/call` as `CallToolRequestSchema` gives them, or undefined (a task-augmented call is left to the SDK path too). */
function checkedCallParams(message: unknown): { name: string; arguments?: Record<string, unknown> | undefined } | undefined {
  const request = CallToolRequestSchema.safeParse(message);
  return request.success && !request.data.params.task ? request.data.params : undefined;
}

interface PlainToolCall {
  jsonrpc: "2.0";
  id: RequestId;
  method: "tools/call";
  params: { name: string; arguments?: Record<string, unknown> };
}

const CALL_KEYS = new Set(["jsonrpc", "id", "method", "params"]);

/**
 * `{ jsonrpc: "2.0", id, method: "tools/call", params: { name, arguments? } }` with nothing else
 * (nearly every call an agent makes), recognised by hand: `JSONRPCMessageSchema` and
 * `CallToolRequestSchema` accept exactly such a message, and their output holds the same values,
 * so checking it twice with them (the arguments, a whole model record, copied each time) is
 * skipped. An arguments object with its own `__proto__` key (which JSON.parse can make) is left to
 * the schemas, whose copy treats that key otherwise.
 */
function plainToolCall(body: unknown): PlainToolCall | undefined {
  if (typeof body !== "object" || body === null) return undefined;
  const message = body as Record<string, unknown>;
  if (message.jsonrpc !== "2.0" || message.method !== "tools/call") return undefined;
  const id = message.id;
  if (typeof id !== "string" && !Number.isSafeInteger(id)) return undefined;
  const keys = Object.keys(message);
  if (keys.length !== 4 || !keys.every((key) => CALL_KEYS.has(key))) return undefined;
  const params = message.params;
  if (typeof params !== "object" || params === null || Array.isArray(params)) return undefined;
  for (const key in params) if (key !== "name" && key !== "arguments") return undefined;
  const { name, arguments: args } = params as Record<string, unknown>;
  if (typeof name !== "string") return undefined;
  if (args !== undefined && (typeof args !== "object" || args === null || Array.isArray(args) || Object.hasOwn(args, "__proto__"))) return undefined;
  return message as unknown as PlainToolCall;
}

const RESULT_KEYS = ["content", "structuredContent", "isError"];

/**
 * `{ content: [{ type: "text", text }…], structuredContent?: {…}, isError?: boolean }` with its
 * keys in that order and nothing else: `CallToolResultSchema` accepts it and gives it back as it is.
 */
function plainToolResult(value: CallToolResult): boolean {
  const keys = Object.keys(value);
  const expected = RESULT_KEYS.filter((key) => key in value);
  if (keys.length !== expected.length || keys.some((key, i) => key !== expected[i]) || !Array.isArray(value.content)) return false;
  for (const item of value.content) {
    if (typeof item !== "object" || item === null || Object.getPrototypeOf(item) !== Object.prototype) return false;
    const itemKeys = Object.keys(item);
    if (itemKeys.length !== 2 || itemKeys[0] !== "type" || itemKeys[1] !== "text" || item.type !== "text" || typeof item.text !== "string") return false;
  }
  const structured = value.structuredContent;
  if (structured !== undefined && (typeof structured !== "object" || structured === null || Array.isArray(structured))) return false;
  return value.isError === undefined || typeof value.isError === "boolean";
}

/**
 * The result of a tool call that passed `plainToolResult`, as `result` writes it: a single text
 * item whose ids `callTool` kept has its JSON written from the pieces of the last text of its
 * shape (./text-json.ts), and the answer around it.
 */
function toolAnswer(id: RequestId, value: CallToolResult): StatelessAnswer {
  const item = value.content.length === 1 ? value.content[0]! : undefined;
  const ids = item && TEXT_IDS.get(item);
  const structured = value.structuredContent;
  // A toJSON would be called with another key nested than alone: only plain data is written in parts.
  const plain = structured === undefined || (Object.getPrototypeOf(structured) === Object.prototype && !("toJSON" in structured));
  if (!ids || item.type !== "text" || value.isError !== undefined || !plain) return result(id, value);
  const text = textJson(item.text, ids);
  const rest = structured === undefined ? "" : `,"structuredContent":${JSON.stringify(structured)}`;
  return {
    status: 200,
    headers: { "content-type": "application/json" },
    body: `{"result":{"content":[{"type":"text","text":${text}}]${rest}},"jsonrpc":"2.0","id":${JSON.stringify(id)}}`,
  };
}

/** A JSON-RPC result, its keys in the SDK's order. */
const result = (id: RequestId, value: unknown) => json({ result: value, jsonrpc: "2.0", id });

const json = (value: unknown, status = 200): StatelessAnswer => ({ status, headers: { "content-type": "application/json" }, body: JSON.stringify(value) });

/** An HTTP-level refusal, worded as the transport words it. */
const transportError = (status: number, message: string) => json({ jsonrpc: "2.0", error: { code: -32000, message }, id: null }, status);
