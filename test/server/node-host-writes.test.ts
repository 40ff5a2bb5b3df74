/**
 * The Node host writes the answers finished in one turn of the event loop together: each
 * connection must still get its own answer, byte for byte what the handler gives the same
 * request, whatever else was written in that turn.
 */
import { request } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listen, type RunningServer } from "../../engine/cli/serve/node-http.js";
import { createAtlasHandler } from "../../engine/server/index.js";
import { realRecords } from "../real-records/support.js";

let running: RunningServer;
const handler = createAtlasHandler({ answerCache: false });

beforeAll(async () => {
  running = await listen(handler, { port: 0, host: "127.0.0.1" });
});
afterAll(() => running?.stop(1000));

const HEADERS = { host: "127.0.0.1", "content-type": "application/json", accept: "application/json, text/event-stream" };

/** The same request straight to the handler: the bytes the host must send. */
async function direct(path: string, body: string): Promise<{ status: number; body: string }> {
  const sent = await handler.answer({
    method: "POST",
    url: `http://127.0.0.1${path}`,
    headers: { get: (name) => HEADERS[name as keyof typeof HEADERS] ?? null },
    body: null,
    wholeBody: new TextEncoder().encode(body),
  });
  return { status: sent.status, body: typeof sent.body === "string" ? sent.body : new TextDecoder().decode(sent.body ?? new Uint8Array()) };
}

describe("answers written together", () => {
  it("concurrent REST and MCP requests over every real record each get their own answer", async () => {
    const requests = realRecords().flatMap(({ model }, i) => {
      const args = { model, language: "sh" };
      return [
        ["/v1/snippets", JSON.stringify(args)],
        ["/mcp", JSON.stringify({ jsonrpc: "2.0", id: i, method: "tools/call", params: { name: "get_snippets", arguments: args } })],
      ] as const;
    });
    const served = await Promise.all(
      requests.map(async ([path, body]) => {
        const response = await fetch(`${running.url}${path}`, { method: "POST", headers: HEADERS, body });
        return { status: response.status, body: await response.text() };
      }),
    );
    expect(requests.length).toBeGreaterThan(100);
    for (const [i, [path, body]] of requests.entries()) expect(served[i], `${path} ${i}`).toEqual(await direct(path, body));
  });

  it("gives a text answer a Content-Length of its UTF-8 bytes, counted by the handler or by the host", async () => {
    const model = { id: "acme/unicode", pipeline_tag: "text-classification", widgetData: [{ text: "Café 中文 😀 \u00e9" }] };
    const body = JSON.stringify({ model, provider: "hf-inference", language: "sh" });
    const counted = await listen(createAtlasHandler({ answerCache: false, byteLength: (text) => Buffer.byteLength(text) }), { port: 0, host: "127.0.0.1" });
    try {
      for (const url of [running.url, counted.url]) {
        const { length, bytes, text } = await rawPost(`${url}/v1/snippets`, body);
        expect(text).toContain("中文 😀");
        expect(length).toBe(bytes);
      }
    } finally {
      await counted.stop(1000);
    }
  });
});

/** A POST read as bytes: its Content-Length header and how many bytes came (fetch would hide a mismatch). */
function rawPost(url: string, body: string): Promise<{ length: number; bytes: number; text: string }> {
  return new Promise((done, fail) => {
    const req = request(url, { method: "POST", headers: { "content-type": "application/json", "content-length": Buffer.byteLength(body) } }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      res.on("end", () => {
        const all = Buffer.concat(chunks);
        done({ length: Number(res.headers["content-length"]), bytes: all.byteLength, text: all.toString("utf8") });
      });
    });
    req.on("error", fail);
    req.end(body);
  });
}
