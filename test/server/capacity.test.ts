/**
 * The in-flight cap on the Node host (docs/server.md, "Capacity and liveness"): a request counts
 * from its headers to its answer's last byte, held bodies included; /healthz and /readyz are
 * never counted nor refused; one deadline from a request's arrival bounds its hub lookups.
 * In process, on a free port, with raw sockets for the slow clients.
 */
import type { ServerResponse } from "node:http";
import { connect, type Socket } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listen, type RunningServer } from "../../engine/cli/serve/node-http.js";
import { createAtlasHandler, type AtlasHandler, type AtlasHandlerOptions } from "../../engine/server/index.js";
import { startMockHub, type MockHub } from "../cli/mock-hub.js";

let hub: MockHub;
beforeAll(async () => {
  hub = await startMockHub();
});
afterAll(async () => {
  await hub.close();
});

async function serving(options: AtlasHandlerOptions, body: (handler: AtlasHandler, server: RunningServer) => Promise<void>): Promise<void> {
  const handler = createAtlasHandler(options);
  const server = await listen(handler, { port: 0, host: "127.0.0.1" });
  try {
    await body(handler, server);
  } finally {
    server.server.closeAllConnections();
    await server.stop(100);
  }
}

/** A POST whose head and first `sent` bytes of body are written now; `finish()` writes the rest; `answer` is the status line's code. */
function heldPost(url: string, path: string, body: string, sent: number): { socket: Socket; finish(): void; answer: Promise<number> } {
  const { port } = new URL(url);
  const socket = connect(Number(port), "127.0.0.1");
  socket.write(
    `POST ${path} HTTP/1.1\r\nhost: localhost\r\ncontent-type: application/json\r\ncontent-length: ${Buffer.byteLength(body)}\r\nconnection: close\r\n\r\n${body.slice(0, sent)}`,
  );
  let text = "";
  const answer = new Promise<number>((done) => {
    socket.on("data", (d: Buffer) => (text += d.toString()));
    socket.on("close", () => done(Number(/^HTTP\/1\.1 (\d+)/.exec(text)?.[1] ?? 0)));
    socket.on("error", () => {});
  });
  return { socket, finish: () => socket.write(body.slice(sent)), answer };
}

/** A POST sent whole on a socket that reads nothing until `readAll()`, which reads to the end and resolves with every byte. */
function unreadPost(url: string, path: string, body: string, headers: Record<string, string>): { readAll(): Promise<Buffer> } {
  const { port } = new URL(url);
  const socket = connect(Number(port), "127.0.0.1");
  socket.pause();
  const head = Object.entries({ host: "localhost", "content-length": String(Buffer.byteLength(body)), connection: "close", ...headers })
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join("");
  socket.write(`POST ${path} HTTP/1.1\r\n${head}\r\n${body}`);
  return {
    readAll: () =>
      new Promise((done, fail) => {
        const chunks: Buffer[] = [];
        socket.on("data", (d: Buffer) => chunks.push(d));
        socket.once("end", () => done(Buffer.concat(chunks)));
        socket.once("error", fail);
        socket.resume();
      }),
  };
}

const until = async (check: () => boolean) => {
  for (let i = 0; i < 200 && !check(); i++) await new Promise((done) => setTimeout(done, 5));
  expect(check()).toBe(true);
};

describe("the in-flight cap counts every request, from its headers to its answer", () => {
  it("held bodies count: past --max-in-flight 3 a request gets 503 with Retry-After; the probes still answer 200", async () => {
    await serving({ maxInFlight: 3 }, async (handler, { url }) => {
      const body = JSON.stringify({ model: "acme/x" });
      const held = Array.from({ length: 3 }, () => heldPost(url, "/v1/providers", body, 5));
      await until(() => handler.inFlight === 3);
      const refused = await fetch(`${url}/v1/tasks`);
      expect([refused.status, refused.headers.get("retry-after")]).toEqual([503, "1"]);
      expect(((await refused.json()) as { type: string }).type).toBe("/problems/overloaded");
      expect((await fetch(`${url}/healthz`)).status).toBe(200);
      expect((await fetch(`${url}/readyz`)).status).toBe(200);
      for (const h of held) h.finish();
      // Offline, a hub id is refused as an argument: the held requests are answered, then leave the count.
      expect(await Promise.all(held.map((h) => h.answer))).toEqual([400, 400, 400]);
      await until(() => handler.inFlight === 0);
      expect((await fetch(`${url}/v1/tasks`)).status).toBe(200);
    });
  });

  it("a client that leaves mid-body stops counting at once", async () => {
    await serving({ maxInFlight: 1 }, async (handler, { url }) => {
      const held = heldPost(url, "/v1/providers", JSON.stringify({ model: "acme/x" }), 5);
      await until(() => handler.inFlight === 1);
      expect((await fetch(`${url}/v1/tasks`)).status).toBe(503);
      held.socket.destroy();
      await until(() => handler.inFlight === 0);
      expect((await fetch(`${url}/v1/tasks`)).status).toBe(200);
    });
  });

  it("an answer the client does not read counts until its last byte leaves: a second request gets 503, /healthz 200, then 200 once it is read", async () => {
    // 16 MB: several times what the kernel's socket buffers of both ends take on loopback (about
    // 3 MB here), so the answer's end cannot leave the server before the client reads.
    const text = "x".repeat(16 * 1024 * 1024);
    const documents = [{ uri: "docs://large", name: "large.txt", mimeType: "text/plain", text }];
    await serving({ maxInFlight: 1, documents }, async (handler, { url, server }) => {
      let first: ServerResponse | undefined;
      server.once("request", (_, res: ServerResponse) => (first = res));
      const read = JSON.stringify({ jsonrpc: "2.0", id: 1, method: "resources/read", params: { uri: "docs://large" } });
      const client = unreadPost(url, "/mcp", read, { "content-type": "application/json", accept: "application/json, text/event-stream" });
      // The handler's work is done and the answer handed to Node; its end has not left.
      await expect.poll(() => first?.headersSent).toBe(true);
      expect(first!.writableFinished).toBe(false);
      expect(handler.inFlight).toBe(1);
      const refused = await fetch(`${url}/v1/tasks`);
      expect([refused.status, refused.headers.get("retry-after")]).toEqual([503, "1"]);
      expect((await fetch(`${url}/healthz`)).status).toBe(200);
      expect((await fetch(`${url}/readyz`)).status).toBe(200);

      const bytes = await client.readAll();
      const split = bytes.indexOf("\r\n\r\n");
      const head = bytes.subarray(0, split).toString();
      const body = bytes.subarray(split + 4);
      expect(head).toMatch(/^HTTP\/1\.1 200 /);
      expect(head).toMatch(new RegExp(`\r\ncontent-length: ${body.byteLength}\r\n`, "i"));
      expect(body.byteLength).toBeGreaterThan(text.length);
      const answer = JSON.parse(body.toString()) as { result: { contents: { text: string }[] } };
      expect(answer.result.contents[0]!.text).toHaveLength(text.length);
      await until(() => handler.inFlight === 0);
      expect((await fetch(`${url}/v1/tasks`)).status).toBe(200);
    });
  });

  it("slow hub lookups in flight at --max-in-flight 2: /healthz and /readyz answer 200, other requests 503", async () => {
    await serving({ maxInFlight: 2, hub: { hubUrl: hub.url, retries: 0, deadlineMs: 600 } }, async (handler, { url }) => {
      const post = () => fetch(`${url}/v1/providers`, { method: "POST", headers: { "content-type": "application/json" }, body: '{"model":"acme/silent"}' });
      const lookups = [post(), post()];
      await until(() => handler.inFlight === 2);
      expect((await fetch(`${url}/healthz`)).status).toBe(200);
      expect((await fetch(`${url}/readyz`)).status).toBe(200);
      expect((await fetch(`${url}/v1/tasks`)).status).toBe(503);
      expect((await Promise.all(lookups)).map((r) => r.status)).toEqual([504, 504]);
    });
  });
});

describe("one deadline per request", () => {
  it("counts from the request's arrival: a slow body leaves less time for the hub lookup", async () => {
    await serving({ hub: { hubUrl: hub.url, retries: 3, timeoutMs: 10_000, deadlineMs: 400 } }, async (_, { url }) => {
      const started = Date.now();
      const held = heldPost(url, "/v1/providers", JSON.stringify({ model: "acme/silent" }), 4);
      await new Promise((done) => setTimeout(done, 250));
      held.finish();
      expect(await held.answer).toBe(504);
      const took = Date.now() - started;
      expect(took).toBeGreaterThanOrEqual(390);
      expect(took).toBeLessThan(600);
    });
  });
});
