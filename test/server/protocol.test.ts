/**
 * Protocol corners of `model-atlas serve` on Node, over raw sockets: `Expect: 100-continue` with a
 * body over the limit is refused without "100 Continue" (so the body is never sent), and Node's
 * own refusals (a request line it cannot parse, headers too large, both Transfer-Encoding and
 * Content-Length, a request too slow) are problem+json with the status, like every other error.
 */
import { connect } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listen, type RunningServer } from "../../engine/cli/serve/node-http.js";
import { createAtlasHandler } from "../../engine/server/index.js";

let running: RunningServer;
let port: number;

beforeAll(async () => {
  running = await listen(createAtlasHandler(), { port: 0, host: "127.0.0.1", headersTimeoutMs: 500, requestTimeoutMs: 1500 });
  port = Number(new URL(running.url).port);
});
afterAll(() => running?.stop(1000));

/** Sends `text` and gives what came back once the server closed or `wait` ms passed. */
function exchange(text: string | Buffer, wait = 2500): Promise<string> {
  return new Promise((done) => {
    const socket = connect(port, "127.0.0.1");
    let got = "";
    socket.on("data", (d) => (got += d.toString("latin1")));
    const finish = () => {
      socket.destroy();
      done(got);
    };
    const timer = setTimeout(finish, wait);
    socket.once("close", () => {
      clearTimeout(timer);
      done(got);
    });
    socket.write(text);
  });
}

const statusOf = (answer: string) => Number(/^HTTP\/1\.1 (\d{3})/.exec(answer)?.[1]);
const problemOf = (answer: string) => JSON.parse(answer.slice(answer.indexOf("\r\n\r\n") + 4)) as { status: number; type: string };

describe("serve's protocol corners", () => {
  it("Expect: 100-continue with a body over the limit: 413 at once, never 100 Continue", async () => {
    const answer = await exchange(
      "POST /v1/snippets HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 2000000\r\nExpect: 100-continue\r\n\r\n",
      1500,
    );
    expect(answer).not.toContain("100 Continue");
    expect(statusOf(answer)).toBe(413);
    expect(problemOf(answer)).toMatchObject({ status: 413, type: "/problems/body-too-large" });
  });

  it("Expect: 100-continue with a body within the limit: 100 Continue, then the answer", async () => {
    const answer = await new Promise<string>((done) => {
      const body = JSON.stringify({ model: { id: "acme/fill", pipeline_tag: "fill-mask", mask_token: "[MASK]" }, provider: "hf-inference", language: "sh" });
      const socket = connect(port, "127.0.0.1");
      let got = "";
      socket.on("data", (d) => {
        got += d.toString();
        if (got === "HTTP/1.1 100 Continue\r\n\r\n") socket.write(body);
        if (/\r\n\r\n[\s\S]*\}\]\}$/.test(got.split("100 Continue\r\n\r\n")[1] ?? "")) socket.end();
      });
      socket.once("close", () => done(got));
      socket.write(
        `POST /v1/snippets HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\nExpect: 100-continue\r\nConnection: close\r\n\r\n`,
      );
    });
    expect(answer.startsWith("HTTP/1.1 100 Continue\r\n\r\nHTTP/1.1 200 OK")).toBe(true);
  });

  it.each([
    ["a request line that is not HTTP", "GARBAGE\r\n\r\n", 400, "/problems/bad-request"],
    ["headers of 20 KB", `GET /healthz HTTP/1.1\r\nHost: localhost\r\nX-Big: ${"a".repeat(20_000)}\r\n\r\n`, 431, "/problems/headers-too-large"],
    [
      "both Transfer-Encoding and Content-Length",
      "POST /v1/snippets HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\nContent-Length: 5\r\n\r\n0\r\n\r\n",
      400,
      "/problems/bad-request",
    ],
  ])("%s: problem+json with the status", async (_, request, status, type) => {
    const answer = await exchange(request);
    expect(statusOf(answer)).toBe(status);
    expect(answer).toContain("Content-Type: application/problem+json");
    expect(problemOf(answer)).toMatchObject({ status, type });
  });

  it("a body that never ends: 408 as problem+json at the request time limit", async () => {
    const started = Date.now();
    const answer = await exchange('POST /v1/snippets HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"mo', 5000);
    expect(statusOf(answer)).toBe(408);
    expect(problemOf(answer)).toMatchObject({ status: 408, type: "/problems/request-timeout" });
    expect(Date.now() - started).toBeGreaterThanOrEqual(1400);
  });

  it("a request whose headers never end: 408 as problem+json", async () => {
    const answer = await exchange("GET /healthz HTTP/1.1\r\nHost: localhost\r\n", 4000);
    expect(statusOf(answer)).toBe(408);
    expect(problemOf(answer)).toMatchObject({ status: 408, type: "/problems/request-timeout" });
  });
});

describe("serve's defaults and its drain", () => {
  it("limits headers to 10 s, a request to 30 s and an idle kept-alive connection to 5 s", async () => {
    const server = await listen(createAtlasHandler(), { port: 0, host: "127.0.0.1" });
    try {
      expect([server.server.headersTimeout, server.server.requestTimeout, server.server.keepAliveTimeout]).toEqual([10_000, 30_000, 5_000]);
    } finally {
      await server.stop(100);
    }
  });

  it("stop answers nothing new and cuts what is still in flight at its deadline", async () => {
    const server = await listen(createAtlasHandler(), { port: 0, host: "127.0.0.1" });
    const socket = connect(Number(new URL(server.url).port), "127.0.0.1");
    const closed = new Promise<void>((done) => socket.once("close", () => done()));
    socket.on("error", () => {});
    // A body that never ends: the request stays in flight.
    socket.write("POST /v1/snippets HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{");
    await new Promise((done) => setTimeout(done, 100));
    const started = Date.now();
    await Promise.all([server.stop(300), closed]);
    const took = Date.now() - started;
    expect(took).toBeGreaterThanOrEqual(280);
    expect(took).toBeLessThan(1500);
  });
});
