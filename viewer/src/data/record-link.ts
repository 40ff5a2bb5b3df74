/**
 * A pasted record travels in the URL fragment (`/models/<id>#record=…`), which the browser
 * never sends to a server: a record of any size reloads and shares without a 431 from the
 * server's header limit. The paste form compresses it (deflate-raw through the platform's
 * `CompressionStream`, then base64url); links built synchronously for small records carry
 * the JSON itself, percent-encoded. Old links with `?record=<json>` in the query still open.
 * The fragment may also name a section to scroll to (`&at=<id>`), since a plain `#<id>`
 * would replace the record.
 */

import { pickRecordFields } from "../../../engine/schema/record-fields.js";

const KEY = "record";
const AT = "at";

/** The fragment's parameters when it carries a record, else undefined (a plain `#anchor`). */
function fragmentParams(hash: string): URLSearchParams | undefined {
  const text = hash.startsWith("#") ? hash.slice(1) : hash;
  if (!/(^|&)record=/.test(text)) return undefined;
  return new URLSearchParams(text);
}

/** The record payload of a fragment (compressed or plain), or undefined. */
export function recordInFragment(hash: string): string | undefined {
  return fragmentParams(hash)?.get(KEY) ?? undefined;
}

/** The element id a fragment points at: `#<id>`, or the `at` of a record fragment. */
export function fragmentTarget(hash: string): string | undefined {
  const params = fragmentParams(hash);
  if (params) return params.get(AT) ?? undefined;
  if (hash.length <= 1) return undefined;
  try {
    return decodeURIComponent(hash.slice(1));
  } catch {
    return hash.slice(1);
  }
}

/** The fragment that keeps the record of `hash` and points at section `id`; undefined when `hash` holds no record. */
export function fragmentWithTarget(hash: string, id: string): string | undefined {
  const params = fragmentParams(hash);
  if (!params) return undefined;
  params.set(AT, id);
  return `#${params.toString()}`;
}

const modelPath = (id: string) => `/models/${id.split("/").map(encodeURIComponent).join("/")}`;

/** A link to a record's page with the JSON itself in the fragment (for small records, built synchronously). */
export function plainRecordUrl(json: string, id: string): string {
  return `${modelPath(id)}#${KEY}=${encodeURIComponent(json)}`;
}

/** The fragment that carries a record, compressed. */
export async function recordFragment(json: string): Promise<string> {
  return `#${KEY}=${await compress(json)}`;
}

/** A link to a record's page with the record compressed into the fragment. */
export async function recordUrl(json: string, id: string): Promise<string> {
  return `${modelPath(id)}${await recordFragment(json)}`;
}

/**
 * The link of a pasted record: cut to the fields the engine reads, then compressed. The hub's
 * other fields (spaces, sha, dates, counters, file sizes) change nothing on the page and would
 * more than double the link.
 */
export async function pastedRecordUrl(record: { id: string }): Promise<string> {
  return recordUrl(JSON.stringify(pickRecordFields(record)), record.id);
}

/** The JSON text of a plain payload (the JSON itself); undefined for a compressed one. */
export function plainPayload(payload: string): string | undefined {
  // URLSearchParams has already decoded the percent escapes.
  return payload.trimStart().startsWith("{") ? payload : undefined;
}

/** The JSON text of a fragment payload: plain or compressed. */
export async function readRecordPayload(payload: string): Promise<string> {
  return plainPayload(payload) ?? decompress(payload);
}

async function compress(text: string): Promise<string> {
  const stream = new Blob([text]).stream().pipeThrough(new CompressionStream("deflate-raw"));
  const bytes = new Uint8Array(await new Response(stream).arrayBuffer());
  return toBase64Url(bytes);
}

async function decompress(payload: string): Promise<string> {
  let bytes: Uint8Array<ArrayBuffer>;
  try {
    bytes = fromBase64Url(payload);
  } catch {
    throw new Error("the record in the link is damaged (not base64url): copy the link again");
  }
  try {
    const stream = new Blob([bytes]).stream().pipeThrough(new DecompressionStream("deflate-raw"));
    return await new Response(stream).text();
  } catch {
    throw new Error("the record in the link is damaged (it does not decompress): the link was probably cut short; copy it again");
  }
}

function toBase64Url(bytes: Uint8Array): string {
  let binary = "";
  const CHUNK = 0x8000;
  for (let i = 0; i < bytes.length; i += CHUNK) binary += String.fromCharCode(...bytes.subarray(i, i + CHUNK));
  return btoa(binary).replaceAll("+", "-").replaceAll("/", "_").replace(/=+$/, "");
}

function fromBase64Url(text: string): Uint8Array<ArrayBuffer> {
  if (!/^[A-Za-z0-9_-]*$/.test(text)) throw new Error("not base64url");
  const binary = atob(text.replaceAll("-", "+").replaceAll("_", "/"));
  return Uint8Array.from(binary, (c) => c.charCodeAt(0));
}
