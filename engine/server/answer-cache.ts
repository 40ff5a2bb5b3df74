/**
 * Answers of recent identical requests, kept for reuse. Without hub lookups the service is a
 * pure function of the request: the same method, URL, body and the headers that shape an answer
 * (Host, Origin, Accept, Content-Type, the MCP protocol headers) give the same bytes, an MCP
 * answer included (it echoes the request's JSON-RPC id, which is part of the body). A model page
 * asks for the same snippets over and over; such a request is then answered without parsing,
 * checking or rendering anything again.
 *
 * Only successful answers to POST requests whose body the host read whole are kept, and only
 * when the handler makes no hub lookups (with `--hub` a record may change on the hub, and a
 * caller's token may open a gated one). An answer is kept on its key's second sighting: the
 * first only leaves the key in a bounded set of keys seen once, so a stream of requests that
 * never repeat (a crawler walking models) keeps no answer and does not push out the answers that
 * do repeat. The set holds a 32-bit hash of each key, not the key: holding thousands of key
 * strings, each request's new one among them, cost the service more in garbage collection than
 * hashing the key here (about 3 µs against 1 µs for a request of a few hundred bytes). Two keys
 * with the same hash (about one new key in a million with the set full) only keep an answer on
 * its first sighting. The hash is of the URL, the shaping headers and the body's bytes, and the
 * kept answers' hashes are counted too, so a request whose hash no kept answer has (every request
 * for a new model) is neither decoded into a key nor looked up by one. The cache is bounded by
 * entries and by bytes, the least recently used going first (nearly: see `evict`), so memory
 * stays flat under any mix of requests.
 */
import type { SentAnswer } from "./answer.js";
import type { Incoming } from "./incoming.js";

export interface AnswerCacheOptions {
  /** Most answers kept (default 1,000). */
  entries?: number;
  /** Most bytes kept, keys and bodies together (default 16 MB). */
  bytes?: number;
  /** Largest request body whose answer is kept (default 16 KB): the body is part of the key. */
  maxRequestBytes?: number;
  /** Keys seen once that are remembered (as hashes, 4 bytes each), the oldest forgotten first (default 4× `entries`). */
  seen?: number;
}

/** The request headers that can change an answer: the access checks, content negotiation, MCP's. */
const SHAPING = ["host", "origin", "accept", "content-type", "mcp-protocol-version", "mcp-session-id"] as const;

/** A kept answer as it is sent (never changed by its users), with the route its log line names. */
export interface KeptAnswer {
  sent: SentAnswer;
  route: string;
}

interface Kept extends KeptAnswer {
  bytes: number;
  hash: number;
  /** Asked for since it was last passed over for eviction (see `evict`). */
  used: boolean;
}

export interface AnswerCache {
  /** The key of a request whose answer may be kept, or undefined. */
  keyOf(request: Incoming): RequestKey | undefined;
  get(key: RequestKey): KeptAnswer | undefined;
  /** Keeps a successful answer as sent if its key was seen before (others are ignored). */
  set(key: RequestKey, sent: SentAnswer, route: string): void;
}

/**
 * A request's key: a hash of its URL, shaping headers and body bytes, and the same as text, made
 * only when needed. A request whose hash was never seen (nearly every one, for new models) is
 * looked up and remembered by the hash alone, without decoding its body into a key.
 */
export class RequestKey {
  #text: string | undefined;

  constructor(
    readonly head: string,
    readonly body: Uint8Array,
    readonly hash: number,
  ) {}

  get text(): string {
    this.#text ??= `${this.head}\n${DECODER.decode(this.body)}`;
    return this.#text;
  }
}

const DECODER = new TextDecoder();

/** The key of a request whose URL and shaping headers are `head` and whose body is `body`. */
export const requestKey = (head: string, body: Uint8Array): RequestKey => new RequestKey(head, body, fnv1aBytes(body, fnv1a(head)));

export function answerCache(options: AnswerCacheOptions = {}): AnswerCache {
  const maxEntries = options.entries ?? 1_000;
  const maxBytes = options.bytes ?? 16 * 1024 * 1024;
  const maxRequest = options.maxRequestBytes ?? 16 * 1024;
  const maxSeen = options.seen ?? 4 * maxEntries;
  const kept = new Map<string, Kept>();
  // How many kept keys have each hash: a key whose hash none has is not looked up.
  const keptHashes = new Map<number, number>();
  // The hashes of keys seen once, and the same hashes in the order they came, to forget the oldest.
  const seen = new Set<number>();
  const arrivals = new Int32Array(maxSeen);
  let next = 0;
  let bytes = 0;

  /** True on a key's second sighting (within the set's bounds); remembers it otherwise. */
  const sightedBefore = (hash: number): boolean => {
    if (seen.has(hash)) return true;
    if (maxSeen === 0) return false;
    if (seen.size >= maxSeen) seen.delete(arrivals[next]!);
    seen.add(hash);
    arrivals[next] = hash;
    next = (next + 1) % maxSeen;
    return false;
  };

  const forget = (entry: Kept) => {
    bytes -= entry.bytes;
    const left = keptHashes.get(entry.hash)! - 1;
    if (left > 0) keptHashes.set(entry.hash, left);
    else keptHashes.delete(entry.hash);
  };

  // Oldest first, but an entry asked for since it was last looked at gets a second chance: it
  // moves to the back with its mark cleared (a clock, close to least recently used, without
  // moving an entry on every hit).
  const evict = () => {
    while (kept.size > 0 && (kept.size > maxEntries || bytes > maxBytes)) {
      const [key, entry] = kept.entries().next().value as [string, Kept];
      kept.delete(key);
      if (entry.used) {
        entry.used = false;
        kept.set(key, entry);
      } else forget(entry);
    }
  };

  return {
    keyOf(request) {
      const body = request.wholeBody;
      if (request.method !== "POST" || !body || body.byteLength > maxRequest) return undefined;
      let head = request.url;
      for (const name of SHAPING) head += `\n${request.headers.get(name) ?? ""}`;
      return requestKey(head, body);
    },
    get(key) {
      if (!keptHashes.has(key.hash)) return undefined;
      const entry = kept.get(key.text);
      if (entry) entry.used = true;
      return entry;
    },
    set(key, sent, route) {
      if (sent.status !== 200 || sent.body === null || !sightedBefore(key.hash)) return;
      const text = key.text;
      if (kept.has(text)) return;
      const entry = { sent, route, hash: key.hash, bytes: text.length * 2 + heldBytes(sent.body), used: false };
      if (entry.bytes > maxBytes) return;
      kept.set(text, entry);
      keptHashes.set(key.hash, (keptHashes.get(key.hash) ?? 0) + 1);
      bytes += entry.bytes;
      evict();
    },
  };
}

/** The memory a kept body holds: its bytes, or a text at two bytes a character (as keys are counted). */
const heldBytes = (body: Uint8Array | string): number => (typeof body === "string" ? body.length * 2 : body.byteLength);

const FNV_OFFSET = 0x811c9dc5;
const FNV_PRIME = 0x01000193;

/** FNV-1a over a text's UTF-16 code units: 32 bits, enough to tell a few thousand keys apart. */
function fnv1a(text: string, hash = FNV_OFFSET): number {
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), FNV_PRIME);
  return hash | 0;
}

/** FNV-1a over bytes, from `hash`. */
function fnv1aBytes(bytes: Uint8Array, hash: number): number {
  for (let i = 0; i < bytes.length; i++) hash = Math.imul(hash ^ bytes[i]!, FNV_PRIME);
  return hash | 0;
}
