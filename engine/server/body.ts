/**
 * Reading a request body within a byte limit, before anything parses it: a declared
 * Content-Length over the limit is refused unread, and a body without one is read until it
 * passes the limit, then cancelled. JSON faults are reported with line and column.
 */
import { tryParseJson } from "../load/json-text.js";
import type { Answer } from "./answer.js";
import type { Incoming } from "./incoming.js";
import { problem } from "./problem.js";

export const DEFAULT_MAX_BODY_BYTES = 1024 * 1024;

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
  let text: string | undefined;
  try {
    text = await readText(request, limit);
  } catch {
    return refused("malformed-json", "the body ended before its length (the connection was closed)");
  }
  if (text === undefined) return tooLarge(limit);
  const parsed = tryParseJson(text);
  if (parsed.ok) return parsed;
  const { line, column } = parsed;
  return refused("malformed-json", `line ${line}, column ${column}: ${parsed.message}`, { line, column });
}

/** The body as text, or undefined once it passes `limit` bytes (the rest is not read). */
async function readText(request: Incoming, limit: number): Promise<string | undefined> {
  if (request.wholeBody) return request.wholeBody.byteLength > limit ? undefined : new TextDecoder().decode(request.wholeBody);
  if (!request.body) return "";
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel().catch(() => {});
      return undefined;
    }
    chunks.push(value);
  }
  const all = new Uint8Array(size);
  let at = 0;
  for (const c of chunks) {
    all.set(c, at);
    at += c.byteLength;
  }
  return new TextDecoder().decode(all);
}
