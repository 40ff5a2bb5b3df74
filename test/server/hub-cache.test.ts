/**
 * The hub cache is bounded by bytes as well as by count (docs/server.md, "--hub"): each kept record
 * counts as the size of the hub's answer, and past the bound the least recently used go first.
 * With an injected fetch: no sockets.
 */
import { describe, expect, it } from "vitest";
import { DEFAULT_HUB_CACHE_BYTES, hubLookups } from "../../engine/server/hub-cache.js";

const KB = 1024;

/** A hub whose answer for `<owner>/<name>-<kb>` is a record of that many kilobytes. */
function sizedHub() {
  const asked: string[] = [];
  const fetchRecord = async (id: string) => {
    asked.push(id);
    const kb = Number(/-(\d+)$/.exec(id)![1]);
    const bare = { id, pipeline_tag: "text-classification", tags: [], padding: "" };
    const record = { ...bare, padding: "x".repeat(kb * KB - JSON.stringify(bare).length) };
    return { record, bytes: new TextEncoder().encode(JSON.stringify(record)).byteLength };
  };
  return { asked, fetchRecord };
}

const deadline = () => ({ at: Date.now() + 5000, ms: 5000 });

describe("hub cache bounded by bytes", () => {
  it("fills past the bound with large records: the bytes stay within it and the least recently used go first", async () => {
    const { asked, fetchRecord } = sizedHub();
    const cache = hubLookups({ maxBytes: 1000 * KB, size: 1000, fetchRecord, breaker: false });
    const look = (id: string) => cache.lookup(id, { hubUrl: "https://hub.example" }, deadline());
    // Ten records of 200 KB: only five fit in 1,000 KB.
    const ids = Array.from({ length: 10 }, (_, i) => `acme/m${i}-200`);
    for (const id of ids.slice(0, 5)) await look(id);
    expect(cache.kept).toEqual({ records: 5, bytes: 1000 * KB });
    // Used again: m0 is now the most recently used, m1 the least.
    await look(ids[0]!);
    expect(asked).toHaveLength(5);
    for (const id of ids.slice(5, 9)) {
      await look(id);
      expect(cache.kept).toEqual({ records: 5, bytes: 1000 * KB });
    }
    // Four records in: m1 to m4 went, in that order, and m0 stayed.
    const before = asked.length;
    await look(ids[0]!);
    expect(asked.length).toBe(before);
    await look(ids[4]!);
    expect(asked.slice(before)).toEqual([ids[4]]);
    // m4 came back in place of m5, the least recently used then.
    await look(ids[5]!);
    expect(asked.slice(before)).toEqual([ids[4], ids[5]]);
  });

  it("a record over the whole bound is not kept and pushes nothing out", async () => {
    const { asked, fetchRecord } = sizedHub();
    const cache = hubLookups({ maxBytes: 300 * KB, fetchRecord, breaker: false });
    const look = (id: string) => cache.lookup(id, { hubUrl: "https://hub.example" }, deadline());
    await look("acme/small-100");
    await look("acme/big-400");
    expect(cache.kept).toEqual({ records: 1, bytes: expect.any(Number) });
    await look("acme/small-100");
    await look("acme/big-400");
    expect(asked).toEqual(["acme/small-100", "acme/big-400", "acme/big-400"]);
  });

  it("the count still bounds small records; the default byte bound is 16 MB", async () => {
    const { fetchRecord } = sizedHub();
    const cache = hubLookups({ size: 3, fetchRecord, breaker: false });
    for (let i = 0; i < 6; i++) await cache.lookup(`acme/m${i}-1`, { hubUrl: "https://hub.example" }, deadline());
    expect(cache.kept.records).toBe(3);
    expect(cache.kept.bytes).toBe(3 * KB);
    expect(DEFAULT_HUB_CACHE_BYTES).toBe(16 * 1024 * 1024);
  });
});

describe("shared lookups", () => {
  it("a caller that joins a shared lookup waits no longer than its own deadline; the lookup goes on for the others", async () => {
    let asked = 0;
    const fetchRecord = async (id: string) => {
      asked++;
      await new Promise((done) => setTimeout(done, 600));
      return { record: { id }, bytes: 20 };
    };
    const cache = hubLookups({ fetchRecord, breaker: false });
    const client = { hubUrl: "https://hub.example" };
    const first = cache.lookup("acme/slow", client, deadline());
    const started = Date.now();
    const joined = cache.lookup("acme/slow", client, { at: Date.now() + 150, ms: 150 });
    await expect(joined).rejects.toMatchObject({ kind: "timeout", message: expect.stringContaining("deadline of 150 ms") });
    expect(Date.now() - started).toBeLessThan(450);
    await expect(first).resolves.toEqual({ id: "acme/slow" });
    expect(asked).toBe(1);
  });
});
