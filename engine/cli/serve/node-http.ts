/**
 * The web-standard handler on Node's `http` server: each IncomingMessage becomes a `Request`
 * (its body a stream the handler reads within its limit), and the handler's answer is written
 * back whole (`handler.answer`: no `Response` is made on this path; a text body is encoded by
 * Node as it writes), with the other answers finished in the same turn of the event loop.
 * The time limits live here, where the sockets are: a client that trickles its headers or its
 * body is cut off, so it cannot hold a connection. `stop()` drains: no new connection, the
 * answers in flight are written, then the server closes.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { Duplex } from "node:stream";
import { problem } from "../../server/problem.js";
import type { AddressInfo } from "node:net";
import type { AtlasHandler, SentAnswer, Ticket } from "../../server/handler.js";
import type { Incoming } from "../../server/incoming.js";

export interface NodeServerOptions {
  port: number;
  host: string;
  /** Time to receive the headers, in milliseconds (default 10 s). */
  headersTimeoutMs?: number;
  /** Time to receive the whole request, in milliseconds (default 30 s). */
  requestTimeoutMs?: number;
  /** Idle time of a kept-alive connection, in milliseconds (default 5 s). */
  keepAliveTimeoutMs?: number;
}

export interface RunningServer {
  server: Server;
  url: string;
  /** Stops accepting, answers what is in flight, then resolves; after `deadlineMs` the rest is cut. */
  stop(deadlineMs?: number): Promise<void>;
}

export async function listen(handler: AtlasHandler, options: NodeServerOptions): Promise<RunningServer> {
  const headersTimeout = options.headersTimeoutMs ?? 10_000;
  const server = createServer(
    {
      headersTimeout,
      requestTimeout: Math.max(options.requestTimeoutMs ?? 30_000, headersTimeout + 1),
      keepAliveTimeout: options.keepAliveTimeoutMs ?? 5_000,
      // How often the time limits above are checked (Node's default, 30 s, would let a trickling client stay that long).
      connectionsCheckingInterval: Math.min(1_000, headersTimeout),
    },
    (req, res) => void answer(handler, req, res, () => stopping),
  );
  // "Expect: 100-continue": the client is told to send its body only once the handler starts
  // reading it, so a body refused unread (413 by its Content-Length) is never sent at all.
  server.on(
    "checkContinue",
    (req, res) =>
      void answer(
        handler,
        req,
        res,
        () => stopping,
        () => res.writeContinue(),
      ),
  );
  // Node's own refusals (a request line it cannot parse, headers too large, a request too slow)
  // are answered as every other error is: problem+json with the status, where the socket still
  // takes an answer.
  server.on("clientError", (error: NodeJS.ErrnoException, socket: Duplex) => refuseClient(error, socket));
  let stopping = false;
  await new Promise<void>((done, fail) => {
    server.once("error", fail);
    server.listen(options.port, options.host, () => done());
  });
  const address = server.address() as AddressInfo;
  const host = address.family === "IPv6" ? `[${address.address}]` : address.address;
  return {
    server,
    url: `http://${host}:${address.port}`,
    stop(deadlineMs = 10_000) {
      stopping = true;
      handler.drain();
      return new Promise<void>((done) => {
        const cut = setTimeout(() => server.closeAllConnections(), deadlineMs);
        cut.unref();
        server.close(() => {
          clearTimeout(cut);
          done();
        });
        server.closeIdleConnections();
      });
    },
  };
}

async function answer(handler: AtlasHandler, req: IncomingMessage, res: ServerResponse, stopping: () => boolean, onRead?: () => void): Promise<void> {
  // Counted toward the cap from here (its headers are in) until its answer is written or the
  // client leaves: a body held back by a slow client counts, as does the work.
  const ticket = handler.enter(req.url ?? "/");
  res.once("close", ticket.leave);
  let sent: SentAnswer;
  try {
    // Past the cap: the 503 at once, the body unread.
    if (ticket.refused) sent = await handler.answer(incoming(req, undefined), ticket);
    else sent = await admitted(handler, req, ticket, onRead);
  } catch {
    sent = { status: 500, headers: { "content-length": "0" }, body: null };
  }
  if (sent === GONE) return;
  // A body the handler left unread (refused by its Content-Length): read it into nothing, so
  // the client can finish sending and read the answer (requestTimeout still bounds it).
  if (!req.complete) {
    req.removeAllListeners("data");
    req.resume();
  }
  writeSoon(res, sent, stopping);
}

/**
 * Answers finished in one turn of the event loop, written together at its end (setImmediate runs
 * after the turn's I/O callbacks). A client on the same host that sleeps between answers is woken
 * by each write, and that wake-up is paid by the writing process, several times the cost of the
 * write; answers sent back to back find it awake.
 */
let pending: [ServerResponse, SentAnswer, () => boolean][] = [];
let writeScheduled = false;

function writeSoon(res: ServerResponse, sent: SentAnswer, stopping: () => boolean): void {
  pending.push([res, sent, stopping]);
  scheduleWrite();
}

function scheduleWrite(): void {
  if (writeScheduled) return;
  writeScheduled = true;
  setImmediate(writePending);
}

/**
 * The requests read in one turn of the event loop are worked out together after its I/O, at
 * setImmediate, rather than each as its body arrives between socket reads and parses. Their
 * steps then run back to back (each await of one request's answer queues behind the same step of
 * the others), so the engine's code and data stay in the processor's caches: under load this cut
 * the service's CPU per new model by about a fifth (docs/benchmarks.md). The answers worked out
 * synchronously are written in the same check phase, right after (the write is scheduled behind
 * the turn), so no answer waits for another loop iteration.
 */
let turn: Promise<void> | undefined;

function nextTurn(): Promise<void> {
  if (!turn) {
    turn = new Promise((done) =>
      setImmediate(() => {
        turn = undefined;
        done();
      }),
    );
    scheduleWrite();
  }
  return turn;
}

function writePending(): void {
  writeScheduled = false;
  const answers = pending;
  pending = [];
  for (const [res, sent, stopping] of answers) {
    try {
      write(res, sent, stopping);
    } catch {
      // One answer that cannot be written (a header Node refuses) cuts its own connection, not the others' answers.
      res.destroy();
    }
  }
}

function write(res: ServerResponse, sent: SentAnswer, stopping: () => boolean): void {
  if (res.destroyed) return;
  // While draining, every answer ends its connection, so the server can close. (A body left
  // unread, refused at 413, is read into nothing by Node after the answer, within requestTimeout,
  // so the client can finish sending and read the answer.) The answer itself may be a kept one,
  // shared with other requests: never changed here.
  const headers = stopping() ? { ...sent.headers, connection: "close" } : sent.headers;
  res.writeHead(sent.status, headers);
  res.end(sent.body ?? undefined);
  if (stopping()) res.once("finish", () => res.socket?.destroySoon());
}

/** The client left before its body ended: nobody to answer. */
const GONE: SentAnswer = { status: 0, headers: {}, body: null };

async function admitted(handler: AtlasHandler, req: IncomingMessage, ticket: Ticket, onRead: (() => void) | undefined): Promise<SentAnswer> {
  // A small body of declared length (nearly every request) is read here in one piece: a web
  // stream per request costs more than the answer. Anything else goes to the handler as a
  // stream, which it reads within its limit or refuses unread.
  const declared = Number(req.headers["content-length"]);
  const small = !onRead && declared > 0 && declared <= WHOLE_BODY_BYTES;
  const whole = small ? await readWhole(req) : undefined;
  if (small && !whole) return GONE;
  await nextTurn();
  const method = req.method ?? "GET";
  const bodiless = method === "GET" || method === "HEAD" || (!onRead && req.headers["content-length"] === "0");
  return handler.answer(whole || bodiless ? incoming(req, whole) : toRequest(req, onRead), ticket);
}

/** Bodies up to this size with a Content-Length are read before the handler runs (below the handler's 1 MB limit). */
const WHOLE_BODY_BYTES = 64 * 1024;

function readWhole(req: IncomingMessage): Promise<Uint8Array<ArrayBuffer> | undefined> {
  return new Promise((done) => {
    // Nearly every such body arrives in one chunk: it is used as it is, not copied.
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.once("end", () => {
      const all = chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks);
      done(new Uint8Array(all.buffer, all.byteOffset, all.byteLength) as Uint8Array<ArrayBuffer>);
    });
    // Gone mid-body: the handler gets what arrived, which fails to parse (400), as with a stream.
    req.once("close", () => {
      if (!req.complete) done(undefined);
    });
  });
}

/** A request whose body (if any) is read already: no web `Request` or `Headers` unless the MCP transport asks for one. */
function incoming(req: IncomingMessage, whole: Uint8Array<ArrayBuffer> | undefined): Incoming {
  return {
    method: req.method ?? "GET",
    url: `http://${req.headers.host ?? "localhost"}${req.url ?? "/"}`,
    headers: { get: (name) => headerValue(req, name) },
    body: null,
    ...(whole ? { wholeBody: whole } : {}),
    toRequest: () => toRequest(req, undefined, whole),
  };
}

/** A header as `Headers.get` gives it: repeated ones joined with ", ", null when absent. */
function headerValue(req: IncomingMessage, name: string): string | null {
  // Node's header names are lower case; the callers' nearly always are too.
  const value = req.headers[name] ?? req.headers[name.toLowerCase()];
  if (value === undefined) return null;
  return Array.isArray(value) ? value.join(", ") : value;
}

function toRequest(req: IncomingMessage, onRead?: () => void, whole?: Uint8Array<ArrayBuffer>): Request {
  const headers = new Headers();
  const raw = req.rawHeaders;
  for (let i = 0; i < raw.length; i += 2) headers.append(raw[i]!, raw[i + 1]!);
  const url = `http://${req.headers.host ?? "localhost"}${req.url ?? "/"}`;
  const method = req.method ?? "GET";
  if (method === "GET" || method === "HEAD") return new Request(url, { method, headers });
  if (whole) return new Request(url, { method, headers, body: whole });
  return new Request(url, { method, headers, body: bodyStream(req, onRead), duplex: "half" } as RequestInit);
}

/** The request body as a web stream; when the handler stops reading (too large), the rest is discarded. */
function bodyStream(req: IncomingMessage, onRead?: () => void): ReadableStream<Uint8Array> {
  let done = false;
  return new ReadableStream(
    {
      start(controller) {
        req.on("data", (chunk: Buffer) => {
          if (done) return;
          controller.enqueue(new Uint8Array(chunk.buffer, chunk.byteOffset, chunk.byteLength));
          if ((controller.desiredSize ?? 1) <= 0) req.pause();
        });
        req.once("end", () => {
          if (!done) controller.close();
          done = true;
        });
        req.once("error", (error) => {
          if (!done) controller.error(error);
          done = true;
        });
        // A client that goes away mid-body: the read fails instead of waiting for bytes that never come.
        req.once("close", () => {
          if (!done && !req.complete) controller.error(new Error("the client closed the connection before the body ended"));
          done = true;
        });
      },
      pull() {
        onRead?.();
        onRead = undefined;
        req.resume();
      },
      cancel() {
        done = true;
        req.removeAllListeners("data");
        // Read the rest into nothing, so the client can finish sending and read the 413; the connection then closes.
        req.resume();
      },
      // No read ahead: `pull` (and with it "100 Continue") waits for the handler's first read, so a
      // body refused by its Content-Length is never asked for.
    },
    { highWaterMark: 0 },
  );
}

/** Node's parser and timer errors, by code, as statuses: anything else it cannot parse is a 400. */
const CLIENT_ERRORS: Record<string, [number, string, string]> = {
  HPE_HEADER_OVERFLOW: [431, "Request Header Fields Too Large", "the request's headers are over the server's limit (16 KB)"],
  ERR_HTTP_REQUEST_TIMEOUT: [408, "Request Timeout", "the request did not arrive within the server's time limit"],
  ERR_HTTP_HEADERS_TIMEOUT: [408, "Request Timeout", "the request's headers did not arrive within the server's time limit"],
};

function refuseClient(error: NodeJS.ErrnoException, socket: Duplex): void {
  // A reset connection, or one whose answer has begun: nothing more can be said on it.
  if (error.code === "ECONNRESET" || !socket.writable || (socket as { _httpMessage?: { headersSent?: boolean } })._httpMessage?.headersSent) {
    socket.destroy();
    return;
  }
  const [status, reason, detail] = CLIENT_ERRORS[error.code ?? ""] ?? [400, "Bad Request", "the request is not valid HTTP/1.1"];
  const { body } = problem(status === 400 ? "bad-request" : status === 431 ? "headers-too-large" : "request-timeout", detail);
  const text = typeof body === "string" ? body : new TextDecoder().decode(body ?? new Uint8Array());
  // Closed once the answer is out: a client still trickling must not keep the connection open.
  socket.end(
    `HTTP/1.1 ${status} ${reason}\r\nContent-Type: application/problem+json\r\nContent-Length: ${Buffer.byteLength(text)}\r\nConnection: close\r\n\r\n${text}`,
    () => socket.destroy(),
  );
}
