/**
 * The Node host works out the requests read in one turn of the event loop together, after the
 * turn's I/O (engine/cli/serve/node-http.ts `nextTurn`): every one of them starts before the
 * first finishes, and each still gets its own answer. Requests that arrive while the loop is
 * busy are read in one turn: here the test holds the loop while they arrive.
 */
import { connect, type Socket } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listen, type RunningServer } from "../../engine/cli/serve/node-http.js";
import { createAtlasHandler, type AtlasHandler } from "../../engine/server/index.js";

const inner = createAtlasHandler({ answerCache: false });
const events: string[] = [];
const handler = Object.assign((request: Request) => inner(request), {
  answer: async (...args: Parameters<AtlasHandler["answer"]>) => {
    events.push("start");
    const sent = await inner.answer(...args);
    events.push("end");
    return sent;
  },
  enter: (url: string) => inner.enter(url),
  drain: () => inner.drain(),
  inFlight: 0,
}) as AtlasHandler;

let running: RunningServer;
beforeAll(async () => {
  running = await listen(handler, { port: 0, host: "127.0.0.1" });
});
afterAll(() => running?.stop(1000));

const request = (i: number) => {
  const body = JSON.stringify({ model: { id: `acme/turn-${i}`, pipeline_tag: "fill-mask" }, provider: "hf-inference", language: "sh" });
  return `POST /v1/snippets HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`;
};

/** Everything a socket receives until the answer's body is complete. */
function answerOf(socket: Socket): Promise<string> {
  return new Promise((done) => {
    let text = "";
    socket.on("data", (chunk) => {
      text += chunk;
      const length = Number(/content-length: (\d+)/i.exec(text)?.[1]);
      const head = text.indexOf("\r\n\r\n");
      if (head >= 0 && Buffer.byteLength(text.slice(head + 4)) >= length) done(text);
    });
  });
}

describe("requests read in one turn", () => {
  it("are worked out together, each answered with its own snippets", async () => {
    const port = Number(new URL(running.url).port);
    const sockets = await Promise.all(
      Array.from(
        { length: 12 },
        () =>
          new Promise<Socket>((done) => {
            const s = connect(port, "127.0.0.1", () => done(s));
          }),
      ),
    );
    // Every connection accepted by the server before the requests are sent.
    while ((await new Promise<number>((done) => running.server.getConnections((_, n) => done(n)))) < sockets.length)
      await new Promise((done) => setTimeout(done, 5));
    const answers = sockets.map(answerOf);
    events.length = 0;
    for (const [i, socket] of sockets.entries()) socket.write(request(i));
    // Hold the loop while the requests cross the loopback: the server reads them all in its next turn.
    const until = Date.now() + 100;
    while (Date.now() < until);
    const texts = await Promise.all(answers);
    for (const socket of sockets) socket.destroy();
    expect(events).toEqual([...Array(12).fill("start"), ...Array(12).fill("end")]);
    for (const [i, text] of texts.entries()) {
      expect(text).toMatch(/^HTTP\/1\.1 200 /);
      expect(text).toContain(`acme/turn-${i}`);
      for (const other of [i - 1, i + 1]) expect(text).not.toContain(`acme/turn-${other}'`);
    }
  });
});
