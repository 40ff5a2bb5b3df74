/**
 * Reading a request body within a byte limit, before anything parses it: a declared
 * Content-Length over the limit is refused unread, and a body without one is read until it
 * passes the limit, then cancelled. Bytes that are not UTF-8 are refused, not replaced; a body
 * nested deeper than MAX_JSON_DEPTH is refused before parsing; JSON faults are reported with
 * line and column.
 */
import { jsonDepthFault, nestsDeeper } from "../load/json-depth.js";
import { lineAndColumn, tryParseJson } from "../load/json-text.js";
import { readLimited } from "../load/read-limited.js";
import type { Answer } from "./answer.js";
import type { Incoming } from "./incoming.js";
import { problem } from "./problem.js";

export const DEFAULT_MAX_BODY_BYTES = 1024 * 1024;

/** Arrays and objects nested in a body at most: a hub record nests about 8 deep, a chat request with tools about 12. */
export const MAX_JSON_DEPTH = 64;

/** A refused body: the problem answer, and its detail for a caller that words it otherwise (MCP's JSON-RPC errors). */
export type BodyResult = { ok: true; value: unknown } | { ok: false; answer: Answer; detail: string };

const refused = (kind: Parameters<typeof problem>[0], detail: string, extra: Parameters<typeof problem>[2] = {}): BodyResult => ({
  ok: false,
  answer: problem(kind, detail, extra),
  detail,
});

const tooLarge = (limit: number) => refused("body-too-large", `the body is over ${limit} bytes`);

export async function readJsonBody(request: Incoming, limit: number): Promise<BodyResult> {
  const type = request.headers.get("content-type") ?? "";
  if (!/^application\/(?:[\w.+-]+\+)?json\b/i.test(type)) {
    return refused("unsupported-media-type", `send the body as JSON with Content-Type: application/json${type ? `, not ${type}` : ""}`);
  }
  const declared = Number(request.headers.get("content-length") ?? NaN);
  if (declared > limit) return tooLarge(limit);
  let bytes: Uint8Array | undefined;
  try {
    bytes = await readBytes(request, limit);
  } catch {
    return refused("malformed-json", "the body ended before its length (the connection was closed)");
  }
  if (bytes === undefined) return tooLarge(limit);
  let text: string;
  try {
    text = UTF8.decode(bytes);
  } catch {
    return refused("malformed-json", "the body is not valid UTF-8: send JSON encoded as UTF-8");
  }
  // Parsed first (JSON.parse does not recurse): the depth of the value is cheaper to check than
  // the text's. A body too deep is refused the same whether or not it parses, before the fault of
  // one that does not is located.
  const value = parsedOrFailed(text);
  if (value === FAILED || nestsDeeper(value, MAX_JSON_DEPTH)) {
    const deep = jsonDepthFault(text, MAX_JSON_DEPTH);
    if (deep !== undefined) {
      const { line, column } = lineAndColumn(text, deep);
      return refused("body-too-deep", `line ${line}, column ${column}: the body nests arrays and objects more than ${MAX_JSON_DEPTH} deep`, { line, column });
    }
  }
  if (value !== FAILED) return { ok: true, value };
  const parsed = tryParseJson(text);
  if (parsed.ok) return parsed;
  const { line, column } = parsed;
  return refused("malformed-json", `line ${line}, column ${column}: ${parsed.message}`, { line, column });
}

const FAILED: unique symbol = Symbol("failed");

/** The text's JSON value (after a byte-order mark, as tryParseJson reads it), or FAILED. */
function parsedOrFailed(text: string): unknown {
  try {
    return JSON.parse(text.charCodeAt(0) === 0xfeff ? text.slice(1) : text) as unknown;
  } catch {
    return FAILED;
  }
}

/** Refuses bytes that are not UTF-8 (a replacement character would silently change an id). */
const UTF8 = new TextDecoder("utf-8", { fatal: true });

/** The body's bytes, or undefined once they pass `limit` (the rest is not read). */
async function readBytes(request: Incoming, limit: number): Promise<Uint8Array | undefined> {
  if (request.wholeBody) return request.wholeBody.byteLength > limit ? undefined : request.wholeBody;
  if (!request.body) return new Uint8Array(0);
  return readLimited(request.body, limit);
}
