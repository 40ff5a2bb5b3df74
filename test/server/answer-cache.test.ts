/**
 * The cache of recent identical requests' answers (engine/server/answer-cache.ts): what makes two
 * requests the same, that an answer is kept on its second sighting only, its bounds (entries,
 * bytes, keys seen once), and, through the handler as the Node host calls it, that a kept
 * answer is byte for byte the computed one, that only successes are kept, and that nothing is
 * kept when records come from the hub.
 */
import { afterEach, describe, expect, it, vi } from "vitest";
import { getSnippets } from "../../engine/tools/get-snippets.js";
import { answerCache, requestKey, type AnswerCacheOptions } from "../../engine/server/answer-cache.js";
import type { SentAnswer } from "../../engine/server/answer.js";
import { createAtlasHandler, type AtlasHandlerOptions } from "../../engine/server/index.js";
import type { Incoming } from "../../engine/server/incoming.js";

const MODEL = { id: "acme/fill", pipeline_tag: "fill-mask", mask_token: "[MASK]" };
const SNIPPETS = { model: MODEL, provider: "hf-inference", language: "sh", client: "curl" };

/** A request as the Node host passes one whose body it has read whole. */
function incoming(path: string, body: unknown, headers: Record<string, string> = {}, method = "POST"): Incoming {
  const all: Record<string, string> = { host: "localhost", "content-type": "application/json", ...headers };
  const bytes = new TextEncoder().encode(typeof body === "string" ? body : JSON.stringify(body));
  return {
    method,
    url: `http://localhost${path}`,
    headers: { get: (name) => all[name.toLowerCase()] ?? null },
    body: null,
    wholeBody: bytes,
    toRequest: () => new Request(`http://localhost${path}`, { method, headers: all, body: bytes }),
  };
}

const text = (sent: SentAnswer) => (typeof sent.body === "string" ? sent.body : new TextDecoder().decode(sent.body ?? new Uint8Array()));
const sent = (body: string): SentAnswer => ({ status: 200, headers: {}, body: new TextEncoder().encode(body) });

/** A cache whose keys are given as text (the body of a request with no URL or headers). */
function textKeyed(options?: AnswerCacheOptions) {
  const cache = answerCache(options);
  const key = (body: string) => requestKey("", new TextEncoder().encode(body));
  return {
    get: (body: string) => cache.get(key(body)),
    set: (body: string, answer: SentAnswer, route: string) => cache.set(key(body), answer, route),
  };
}

/** Sets an answer twice: its key's second sighting, when it is kept. */
const keep = (cache: ReturnType<typeof textKeyed>, key: string, answer: SentAnswer) => {
  cache.set(key, answer, "/r");
  cache.set(key, answer, "/r");
};

afterEach(() => vi.restoreAllMocks());

describe("answer cache keys", () => {
  it("keys a POST whose body was read whole on its URL, the headers that shape an answer and its body", () => {
    const cache = answerCache();
    const key = cache.keyOf(incoming("/v1/snippets", SNIPPETS));
    expect(key).toBeDefined();
    const again = cache.keyOf(incoming("/v1/snippets", SNIPPETS))!;
    expect([again.text, again.hash]).toEqual([key!.text, key!.hash]);
    for (const other of [
      incoming("/v1/cards", SNIPPETS),
      incoming("/v1/snippets", { ...SNIPPETS, language: "python" }),
      incoming("/v1/snippets", SNIPPETS, { accept: "text/markdown" }),
      incoming("/v1/snippets", SNIPPETS, { origin: "https://elsewhere.example" }),
      incoming("/v1/snippets", SNIPPETS, { host: "evil.example" }),
      incoming("/v1/snippets", SNIPPETS, { "mcp-protocol-version": "2025-06-18" }),
    ]) {
      const differs = cache.keyOf(other)!;
      expect(differs.text).not.toBe(key!.text);
      expect(differs.hash).not.toBe(key!.hash);
    }
  });

  it("keys no GET, no streamed body and no body over its limit", () => {
    const cache = answerCache({ maxRequestBytes: 100 });
    expect(cache.keyOf(incoming("/v1/tasks", "", {}, "GET"))).toBeUndefined();
    expect(cache.keyOf({ ...incoming("/v1/snippets", SNIPPETS), wholeBody: undefined })).toBeUndefined();
    expect(cache.keyOf(incoming("/v1/snippets", { ...SNIPPETS, billTo: "x".repeat(100) }))).toBeUndefined();
  });
});

describe("answerCache", () => {
  it("keeps an answer on its key's second sighting only", () => {
    const cache = textKeyed();
    cache.set("a", sent("A"), "/r");
    expect(cache.get("a")).toBeUndefined();
    cache.set("a", sent("A"), "/r");
    expect(cache.get("a")?.route).toBe("/r");
  });

  it("forgets the oldest keys seen once past its bound", () => {
    const cache = textKeyed({ seen: 2 });
    for (const key of ["a", "b", "c"]) cache.set(key, sent(key), "/r");
    // a was forgotten when c came: its second sighting counts as a first.
    cache.set("a", sent("a"), "/r");
    cache.set("c", sent("c"), "/r");
    expect([cache.get("a"), cache.get("c")].map(Boolean)).toEqual([false, true]);
  });

  it("finds a kept answer after its sighting is forgotten, and none after it is dropped", () => {
    const cache = textKeyed({ seen: 2, entries: 2 });
    keep(cache, "a", sent("A"));
    // The sightings of a are pushed out; its answer is still kept.
    for (const key of ["b", "c", "d"]) cache.set(key, sent(key), "/r");
    expect(cache.get("a")?.route).toBe("/r");
    keep(cache, "e", sent("E"));
    keep(cache, "f", sent("F"));
    keep(cache, "g", sent("G"));
    // a, asked for, gets a second chance; e and f, never asked for, go.
    expect(["a", "e", "f", "g"].map((key) => Boolean(cache.get(key)))).toEqual([true, false, false, true]);
  });

  it("keeps successes only, drops the least recently used past its entries or bytes", () => {
    const cache = textKeyed({ entries: 2, bytes: 1_000 });
    keep(cache, "a", sent("A"));
    keep(cache, "b", sent("B"));
    keep(cache, "bad", { ...sent("no"), status: 400 });
    expect(cache.get("bad")).toBeUndefined();
    expect(cache.get("a")?.route).toBe("/r"); // a is now the most recent
    keep(cache, "c", sent("C"));
    expect([cache.get("a"), cache.get("b"), cache.get("c")].map((k) => (k ? text(k.sent) : undefined))).toEqual(["A", undefined, "C"]);
  });

  it("stays within its bytes, keys and bodies together", () => {
    const cache = textKeyed({ bytes: 1_000 });
    keep(cache, "big", sent("x".repeat(2_000)));
    expect(cache.get("big")).toBeUndefined();
    keep(cache, "a", sent("A"));
    keep(cache, "d", sent("y".repeat(900)));
    expect(cache.get("a")).toBeDefined();
    // a (3 bytes) and d (902) fit; e (202 more) pushes out the least recently used, d, and then fits.
    keep(cache, "e", sent("z".repeat(200)));
    expect([cache.get("a"), cache.get("d"), cache.get("e")].map(Boolean)).toEqual([true, false, true]);
  });

  it("remembers keys seen once by hash, apart from its bytes", () => {
    const cache = textKeyed({ bytes: 1_000 });
    keep(cache, "d", sent("y".repeat(900)));
    // A long key seen once costs its hash, not its length: d stays.
    cache.set("k".repeat(10_000), sent("K"), "/r");
    expect(cache.get("d")).toBeDefined();
    // Keys that differ in one character late in a long body are told apart.
    const body = "b".repeat(5_000);
    cache.set(`${body}1`, sent("1"), "/r");
    cache.set(`${body}2`, sent("2"), "/r");
    expect([cache.get(`${body}1`), cache.get(`${body}2`)].map(Boolean)).toEqual([false, false]);
    // A cache that remembers no sighting keeps nothing.
    const none = textKeyed({ seen: 0 });
    keep(none, "a", sent("A"));
    expect(none.get("a")).toBeUndefined();
  });
});

describe("the handler's kept answers", () => {
  const counted = () => vi.spyOn(getSnippets, "run");

  it("answers a repeated request with the bytes it computed the first time, without computing again", async () => {
    const spy = counted();
    const handler = createAtlasHandler();
    const first = await handler.answer(incoming("/v1/snippets", SNIPPETS));
    // Worked out again on its second sighting, and kept then.
    await handler.answer(incoming("/v1/snippets", SNIPPETS));
    const again = await handler.answer(incoming("/v1/snippets", SNIPPETS));
    expect(first.status).toBe(200);
    expect(text(again)).toBe(text(first));
    expect(again.headers).toEqual(first.headers);
    expect(spy).toHaveBeenCalledTimes(2);
    // Without the cache the same bytes come out.
    const fresh = await createAtlasHandler({ answerCache: false }).answer(incoming("/v1/snippets", SNIPPETS));
    expect(text(fresh)).toBe(text(first));
    expect(spy).toHaveBeenCalledTimes(3);
  });

  it("keeps no answer of requests that never repeat, and still keeps the ones that do", async () => {
    const spy = counted();
    const handler = createAtlasHandler({ answerCache: { entries: 4 } });
    const walk = (n: number) => incoming("/v1/snippets", { ...SNIPPETS, model: { ...MODEL, id: `acme/fill-${n}` } });
    await handler.answer(incoming("/v1/snippets", SNIPPETS));
    await handler.answer(incoming("/v1/snippets", SNIPPETS));
    // Ten new models would have pushed the kept answer out of four entries had each been kept.
    for (let n = 0; n < 10; n++) expect((await handler.answer(walk(n))).status).toBe(200);
    expect(spy).toHaveBeenCalledTimes(12);
    spy.mockClear();
    expect((await handler.answer(incoming("/v1/snippets", SNIPPETS))).status).toBe(200);
    expect(spy).not.toHaveBeenCalled();
  });

  it("answers each MCP request with its own JSON-RPC id", async () => {
    const handler = createAtlasHandler();
    const call = (id: number) =>
      incoming(
        "/mcp",
        { jsonrpc: "2.0", id, method: "tools/call", params: { name: "get_snippets", arguments: SNIPPETS } },
        { accept: "application/json, text/event-stream" },
      );
    const ids = [];
    for (const id of [1, 2, 1, 2]) ids.push((JSON.parse(text(await handler.answer(call(id)))) as { id: number }).id);
    expect(ids).toEqual([1, 2, 1, 2]);
  });

  it("keeps no refusal", async () => {
    const spy = counted();
    const handler = createAtlasHandler();
    const bad = { ...SNIPPETS, provider: "no-such-provider" };
    const statuses = [(await handler.answer(incoming("/v1/snippets", bad))).status, (await handler.answer(incoming("/v1/snippets", bad))).status];
    expect(statuses[0]).toBeGreaterThanOrEqual(400);
    expect(statuses[1]).toBe(statuses[0]);
    expect(spy).toHaveBeenCalledTimes(2);
  });

  it("keeps nothing when records may come from the hub", async () => {
    const spy = counted();
    const options: AtlasHandlerOptions = { hub: { fetch: async () => new Response("{}", { status: 404 }) } };
    const handler = createAtlasHandler(options);
    await handler.answer(incoming("/v1/snippets", SNIPPETS));
    await handler.answer(incoming("/v1/snippets", SNIPPETS));
    expect(spy).toHaveBeenCalledTimes(2);
  });
});
