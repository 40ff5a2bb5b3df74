/**
 * The hub client's answer bound at its real size, 16 MB (docs/server.md, "Hub faults": an answer
 * over 16 MB is a 502 `/problems/hub-failed`). A fake hub streams records padded to the byte from
 * one reused chunk, so neither side holds more than the answer itself: over the bound by its
 * Content-Length (refused unread) or chunked without one (refused while reading), and at the
 * bound exactly, both ways (accepted).
 */
import { createServer, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAtlasHandler } from "../../engine/server/index.js";

const LIMIT = 16 * 1024 * 1024;
const CHUNK = Buffer.alloc(64 * 1024, "x");

/** A model record of exactly `size` bytes of JSON: a small record whose card holds `size` minus its own bytes of padding. */
function paddedRecord(id: string, size: number) {
  const head = Buffer.from(`{"id":${JSON.stringify(id)},"pipeline_tag":"text-classification","library_name":"transformers","cardData":{"notes":"`);
  const tail = Buffer.from(`"}}`);
  return { head, tail, padding: size - head.byteLength - tail.byteLength };
}

/** Writes the record's bytes up to `upTo`, waiting for the socket to drain as a real server does. */
async function stream(res: ServerResponse, record: ReturnType<typeof paddedRecord>, upTo = Number.POSITIVE_INFINITY): Promise<void> {
  let sent = 0;
  const write = async (bytes: Buffer) => {
    const part = bytes.subarray(0, Math.max(0, upTo - sent));
    sent += part.byteLength;
    if (part.byteLength > 0 && !res.write(part)) await drained(res);
  };
  await write(record.head);
  for (let left = record.padding; left > 0 && !res.destroyed; left -= CHUNK.byteLength) await write(CHUNK.subarray(0, Math.min(left, CHUNK.byteLength)));
  await write(record.tail);
}

/** Once the socket takes more, or the client is gone. */
const drained = (res: ServerResponse) =>
  new Promise<void>((done) => {
    const go = () => {
      res.off("drain", go).off("close", go);
      done();
    };
    res.on("drain", go).on("close", go);
  });

let hubUrl: string;
let close: () => Promise<void>;

beforeAll(async () => {
  const server = createServer((req, res) => {
    const id = decodeURIComponent(new URL(req.url ?? "/", "http://127.0.0.1").pathname.replace(/^\/api\/models\//, ""));
    const [, how, size] = /^acme\/(declared|chunked)-(\d+)$/.exec(id) ?? [];
    if (!how || !size) return void res.writeHead(404).end();
    const record = paddedRecord(id, Number(size));
    if (how === "chunked") {
      res.writeHead(200, { "content-type": "application/json" });
      return void stream(res, record).then(() => res.end());
    }
    res.writeHead(200, { "content-type": "application/json", "content-length": size });
    if (Number(size) <= LIMIT) return void stream(res, record).then(() => res.end());
    // Over the bound: its first 64 KB, then nothing. A client that read on instead of refusing
    // by the Content-Length would wait for the rest until its time limit (a 504, not a 502).
    void stream(res, record, CHUNK.byteLength);
  });
  await new Promise<void>((listening) => server.listen(0, "127.0.0.1", listening));
  hubUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  close = () =>
    new Promise((closed) => {
      server.closeAllConnections();
      server.close(() => closed());
    });
});
afterAll(() => close());

// The service's defaults (bound, time limit, deadline); no retries, so nothing is asked twice.
const handler = () => createAtlasHandler({ hub: { hubUrl, retries: 0 } });
const ask = (model: string) =>
  handler()(new Request("http://localhost/v1/providers", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ model }) }));

describe("a hub answer over 16 MB is a 502 hub-failed over REST", () => {
  it.each([
    ["with a Content-Length over it, refused unread", `acme/declared-${LIMIT + 1}`],
    ["chunked without a Content-Length, refused once the bytes read pass it", `acme/chunked-${LIMIT + 1}`],
  ])("%s", async (_, model) => {
    const answer = await ask(model);
    expect(answer.status).toBe(502);
    expect(answer.headers.get("content-type")).toBe("application/problem+json");
    const body = (await answer.json()) as { type: string; status: number; detail: string };
    expect(body).toMatchObject({ type: "/problems/hub-failed", status: 502 });
    expect(body.detail).toContain(`answered more than ${LIMIT} bytes`);
  });
});

describe("an answer of 16 MB exactly is a record", () => {
  it.each([
    ["with its Content-Length", `acme/declared-${LIMIT}`],
    ["chunked", `acme/chunked-${LIMIT}`],
  ])("%s: 200", async (_, model) => {
    const answer = await ask(model);
    expect(answer.status).toBe(200);
    expect(await answer.json()).toMatchObject({ model });
  });
});
