/**
 * A recording HTTP server for execution tests: it listens on 127.0.0.1 on a random port,
 * records every request (method, URL path + query, headers, raw body) and answers from a
 * small route table. Tests point a snippet at it by replacing the real base URL in the
 * snippet text (see `test/support/run-snippet.ts`), then assert on `requests`.
 *
 * Routes are matched in the order they were added; a route's answer may be a fixed
 * `Answer` or a function of the request and of how many times the route has answered
 * before (queue and polling flows answer "IN_PROGRESS" first, then "COMPLETED").
 * An unmatched request is recorded and answered with 404.
 */
import http from "node:http";
import type { AddressInfo } from "node:net";

export interface RecordedRequest {
  method: string;
  /** Path and query, e.g. `/hf-inference/models/x?wait=1`. */
  url: string;
  /** Header names in lower case. */
  headers: Record<string, string>;
  body: Buffer;
}

export interface Answer {
  status?: number;
  /** JSON (serialised, `application/json`), a string (`text/plain`) or bytes. */
  body: unknown;
  contentType?: string;
  headers?: Record<string, string>;
}

export type Responder = Answer | ((request: RecordedRequest, hits: number, server: RecordingServer) => Answer);

interface Route {
  method: string;
  match: (path: string) => boolean;
  responder: Responder;
  hits: number;
}

export class RecordingServer {
  readonly requests: RecordedRequest[] = [];
  private readonly routes: Route[] = [];
  private readonly server = http.createServer((req, res) => this.handle(req, res));
  /** `http://127.0.0.1:<port>`, once started. */
  url = "";

  async start(): Promise<this> {
    // Snippets run in one harness process share Node's fetch connection pool: with Node's 5 s
    // keep-alive a socket can close just as the next snippet reuses it (undici: "fetch failed"),
    // which happened under load with multi-MB bodies. Keep idle sockets open past any run's gap.
    this.server.keepAliveTimeout = 120_000;
    this.server.headersTimeout = 130_000;
    await new Promise<void>((resolve) => this.server.listen(0, "127.0.0.1", resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this;
  }

  async close(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  /** Answer `method` requests whose path (query excluded) equals `path`, matches it, or passes it. */
  on(method: string, path: string | RegExp | ((path: string) => boolean), responder: Responder): this {
    const match = typeof path === "string" ? (p: string) => p === path : path instanceof RegExp ? (p: string) => path.test(p) : path;
    this.routes.push({ method: method.toUpperCase(), match, responder, hits: 0 });
    return this;
  }

  /** Forget recorded requests and routes (between tests). */
  reset(): void {
    this.requests.length = 0;
    this.routes.length = 0;
  }

  private handle(req: http.IncomingMessage, res: http.ServerResponse): void {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      const headers: Record<string, string> = {};
      for (const [name, value] of Object.entries(req.headers)) {
        if (value !== undefined) headers[name.toLowerCase()] = Array.isArray(value) ? value.join(", ") : value;
      }
      const recorded: RecordedRequest = { method: req.method ?? "", url: req.url ?? "", headers, body: Buffer.concat(chunks) };
      this.requests.push(recorded);
      const path = recorded.url.split("?")[0]!;
      const route = this.routes.find((r) => r.method === recorded.method && r.match(path));
      if (!route) {
        send(res, { status: 404, body: { error: `no route for ${recorded.method} ${path}` } });
        return;
      }
      const answer = typeof route.responder === "function" ? route.responder(recorded, route.hits, this) : route.responder;
      route.hits++;
      send(res, answer);
    });
  }
}

function send(res: http.ServerResponse, answer: Answer): void {
  let body: Buffer;
  let type = answer.contentType;
  if (Buffer.isBuffer(answer.body) || answer.body instanceof Uint8Array) {
    body = Buffer.from(answer.body as Uint8Array);
    type ??= "application/octet-stream";
  } else if (typeof answer.body === "string") {
    body = Buffer.from(answer.body);
    type ??= "text/plain";
  } else {
    body = Buffer.from(JSON.stringify(answer.body));
    type ??= "application/json";
  }
  res.writeHead(answer.status ?? 200, { "content-type": type, "content-length": body.length, ...answer.headers });
  res.end(body);
}

export async function startRecordingServer(): Promise<RecordingServer> {
  return new RecordingServer().start();
}
