/**
 * The Node host writes the answers finished in one turn of the event loop together: each
 * connection must still get its own answer, byte for byte what the handler gives the same
 * request, whatever else was written in that turn.
 */
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
  return { status: sent.status, body: new TextDecoder().decode(sent.body ?? new Uint8Array()) };
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
});
