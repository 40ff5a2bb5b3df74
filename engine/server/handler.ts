/**
 * `createAtlasHandler(options)`: the whole HTTP service as one web-standard function,
 * `(request: Request) => Promise<Response>`, for any runtime that speaks fetch (Node through
 * `model-atlas serve`, workerd, Deno, Bun). It holds no state between requests beyond caches (hub
 * records, or the answers of recent identical requests: ./answer-cache.ts), so copies behind a
 * load balancer answer alike. Checks run cheapest first: the
 * request cap, Host and Origin, the route, then the body within its byte limit, then the work.
 * The cap counts a request from its arrival to its answer (a host that reads bodies itself counts
 * from before it reads, through `enter`); the liveness and readiness probes are never counted nor
 * refused. One deadline per request, from its arrival, bounds its hub lookups.
 * No Node built-in is used here.
 */
import type { TextDocument } from "../mcp/server.js";
import type { HubClientOptions } from "../hub/client.js";
import type { ModelRecord } from "../schema/model.js";
import { readJsonBody, DEFAULT_MAX_BODY_BYTES } from "./body.js";
import { hubLookups, type HubCacheOptions, type HubLookups } from "./hub-cache.js";
import { answer, type Answer, type SentAnswer } from "./answer.js";
import { answerCache, type AnswerCache, type AnswerCacheOptions } from "./answer-cache.js";
import type { Incoming } from "./incoming.js";
import { jsonRpcError, mcpCall } from "./mcp.js";
import { argumentProblem, problem } from "./problem.js";
import { ToolArgumentError } from "../tools/errors.js";
import { queryArgs, restCall } from "./rest.js";
import { requestUrl, type RequestUrl } from "./request-url.js";
import { matchRoute } from "./routes.js";
import { checkHostAndOrigin, corsHeaders, type AccessOptions } from "./access.js";

export type { SentAnswer };

export interface StaticFile {
  body: Uint8Array<ArrayBuffer> | string;
  contentType: string;
  /** 200 when absent (304 for a current copy, 404 for a browser's page at an unknown path, 308 to a folder's slash). */
  status?: number;
  /** Cache-Control, ETag, Vary, Location. */
  headers?: Record<string, string>;
}

export interface AtlasHandlerOptions extends AccessOptions {
  /** The version `initialize` and /openapi.json report. */
  version?: string;
  /**
   * Allow hub lookups of model ids (with these client options); offline when absent. `deadlineMs`
   * (default 10 s) bounds each request's lookups, retries included, from the request's arrival.
   */
  hub?: HubClientOptions & { cache?: HubCacheOptions };
  /** How the host enables hub lookups (`serve --hub`), named when an id string is refused offline. */
  hubSwitch?: string;
  /** Records found by id without the hub, served as MCP card resources. */
  models?: readonly ModelRecord[];
  /** Text documents added to the MCP resources, by URI (`serve --resource`). */
  documents?: readonly TextDocument[];
  /** Largest request body in bytes (default 1 MB). */
  maxBodyBytes?: number;
  /** Requests being read or answered at once; past it, 503 with Retry-After (default 256). /healthz and /readyz are not counted. */
  maxInFlight?: number;
  /** Files for GET and HEAD paths no route takes (the viewer, /cards/): given by the host, which owns the file system. */
  readStatic?: (pathname: string, headers: Incoming["headers"]) => Promise<StaticFile | undefined>;
  /** One JSON line per request (method, route, status, ms, bytes); never a body, a query or a header. */
  log?: (line: string) => void;
  /** Bounds of the cache of recent identical requests' answers (./answer-cache.ts), or false for none; never used with `hub`. */
  answerCache?: AnswerCacheOptions | false;
  /** A text's size in UTF-8 bytes, for Content-Length: the host's own counter where it has one (Node's `Buffer.byteLength`); by default the text is encoded to count it. */
  byteLength?: (text: string) => number;
}

/** A request counted toward the cap (or a probe, never counted), from its arrival until `leave()`. */
export interface Ticket {
  /** The cap was reached: the answer is the 503, and the body need not be read. */
  readonly refused: boolean;
  /** When the request arrived (Date.now()): its deadline counts from here. */
  readonly since: number;
  /** Call once the answer is written (more than once is harmless). */
  leave(): void;
}

export type AtlasHandler = ((request: Request) => Promise<Response>) & {
  /**
   * The same answer without a `Response` (the Node host writes it as it is). A host that reads
   * the body before calling it passes the ticket it took with `enter` when the request arrived.
   */
  answer(request: Incoming, ticket?: Ticket): Promise<SentAnswer>;
  /** Counts a request toward the cap as it arrives (by its URL; a probe is never counted). */
  enter(url: string): Ticket;
  /** Requests being answered now. */
  readonly inFlight: number;
  /** Stop being ready (/readyz answers 503) while the host drains. */
  drain(): void;
};

export function createAtlasHandler(options: AtlasHandlerOptions = {}): AtlasHandler {
  let draining = false;
  const service = serviceOf(options, () => draining);
  const gate = new InFlightGate(options.maxInFlight ?? 256);
  // Answers depend on the request alone only when no record comes from the hub.
  const answers = options.hub || options.answerCache === false ? undefined : answerCache(options.answerCache || {});

  const answerFor = async (request: Incoming, given?: Ticket): Promise<SentAnswer> => {
    const ticket = given ?? gate.enter(request.url);
    try {
      return await answerOf(service, answers, gate.max, request, ticket);
    } finally {
      // A host's own ticket is left by the host, once the answer is written.
      if (!given) ticket.leave();
    }
  };

  const handler = async (request: Request): Promise<Response> => {
    const sent = await answerFor(request);
    return new Response(sent.body, { status: sent.status, headers: sent.headers });
  };

  // Not Object.assign: it would read the getter once and copy a number that never changes.
  return Object.defineProperties(handler, {
    answer: { value: answerFor },
    enter: { value: (url: string) => gate.enter(url) },
    inFlight: { get: () => gate.count },
    drain: {
      value: () => {
        draining = true;
      },
    },
  }) as AtlasHandler;
}

function serviceOf(options: AtlasHandlerOptions, draining: () => boolean): Service {
  const version = options.version ?? "dev";
  return {
    options,
    version,
    maxBody: options.maxBodyBytes ?? DEFAULT_MAX_BODY_BYTES,
    models: new Map((options.models ?? []).map((m) => [m.id, m])),
    openapi: once(async () => {
      // Loaded on the first GET /openapi.json: a service that only answers the API starts without it (60 KB).
      const { OPENAPI } = await import("../generated/openapi.js");
      return JSON.stringify({ ...OPENAPI, info: { ...(OPENAPI.info as object), version } });
    }),
    lookups: options.hub ? hubLookups(options.hub.cache) : undefined,
    byteLength: options.byteLength ?? encodedLength,
    draining,
  };
}

/** The in-flight cap: a ticket per request from its arrival until it is left (once). */
class InFlightGate {
  count = 0;

  constructor(readonly max: number) {}

  enter(requestUrl: string): Ticket {
    const since = Date.now();
    // Liveness and readiness say whether the process is up and serving, not whether it is busy:
    // an orchestrator must not restart a healthy process because it is at capacity.
    if (PROBES.test(requestUrl)) return { refused: false, since, leave: () => {} };
    if (this.count >= this.max) return { refused: true, since, leave: () => {} };
    this.count++;
    let left = false;
    return {
      refused: false,
      since,
      leave: () => {
        if (left) return;
        left = true;
        this.count--;
      },
    };
  }
}

/** One request's answer: refused past the cap, kept from an identical request, or worked out and logged. */
async function answerOf(service: Service, answers: AnswerCache | undefined, maxInFlight: number, request: Incoming, ticket: Ticket): Promise<SentAnswer> {
  const { log } = service.options;
  const started = ticket.since;
  if (ticket.refused) {
    const refused = { answer: problem("overloaded", `more than ${maxInFlight} requests in flight; retry shortly`, {}, { "retry-after": "1" }), route: "-" };
    return finished(service, request.method, refused, started);
  }
  const key = answers?.keyOf(request);
  const kept = key === undefined ? undefined : answers!.get(key);
  if (kept) {
    logLine(log, request.method, kept.route, kept.sent.status, Number(kept.sent.headers["content-length"]), started);
    return kept.sent;
  }
  const answered = await routeOrInternal(service, request, started);
  const sent = finished(service, request.method, answered, started);
  if (key !== undefined) answers!.set(key, sent, answered.route);
  return sent;
}

/** The route's answer; a throw is a bug, not the caller's fault: logged, and a 500 that echoes nothing of the request. */
async function routeOrInternal(service: Service, request: Incoming, started: number): Promise<{ answer: Answer; route: string }> {
  const url = requestUrl(request.url);
  try {
    return await route(service, request, url, started);
  } catch (error) {
    service.options.log?.(JSON.stringify({ level: "error", error: error instanceof Error ? error.message : String(error) }));
    return { answer: problem("internal", "an internal error occurred; it has been logged"), route: "-" };
  }
}

/** `make()`'s promise, made on the first call and shared by every later one. */
function once<T>(make: () => Promise<T>): () => Promise<T> {
  let made: Promise<T> | undefined;
  return () => (made ??= make());
}

/** What the routes read of the handler: its options and what it made of them once. */
interface Service {
  options: AtlasHandlerOptions;
  version: string;
  maxBody: number;
  models: Map<string, ModelRecord>;
  /** The OpenAPI document as JSON, made on first use. */
  openapi(): Promise<string>;
  lookups: HubLookups | undefined;
  byteLength(text: string): number;
  draining(): boolean;
}

/** The probes' paths (after the origin, before a query): never counted toward the cap nor refused by it. */
const PROBES = /^(?:[a-z][a-z0-9+.-]*:\/\/[^/?#]*)?\/(?:healthz|readyz)(?:[?#]|$)/i;

/** How long a request may wait for its hub lookups, from its arrival (the default of `serve --hub-timeout`). */
export const DEFAULT_HUB_DEADLINE_MS = 10_000;

/** Checks cheapest first (Host and Origin, the route, the method, the body), then the work. */
async function route(service: Service, request: Incoming, url: RequestUrl, since: number): Promise<{ answer: Answer; route: string }> {
  const { options, version, models } = service;
  const refused = checkHostAndOrigin(request, options);
  if (refused) return { answer: problem("forbidden-host", refused), route: "-" };
  const cors = corsHeaders(request, options);
  const match = matchRoute(request.method, url.pathname);
  if (request.method === "OPTIONS" && match) {
    const allow = "allow" in match ? match.allow : [match.route.method];
    return { answer: answer(204, { allow: [...allow, "OPTIONS"].join(", "), ...cors }), route: url.pathname };
  }
  if (!match) {
    if ((request.method === "GET" || request.method === "HEAD") && options.readStatic) {
      const file = await options.readStatic(url.pathname, request.headers);
      if (file) return { answer: answer(file.status ?? 200, { "content-type": file.contentType, ...file.headers }, file.body), route: "static" };
    }
    return { answer: problem("not-found", `no route ${url.pathname}; the API is described at /openapi.json`), route: "-" };
  }
  if ("allow" in match) {
    const allow = match.allow.join(", ");
    const mcpGet = url.pathname === "/mcp" ? " (this MCP server is stateless: it offers no event stream and no session to end)" : "";
    return {
      answer: problem("method-not-allowed", `${request.method} is not allowed on ${url.pathname}; allowed: ${allow}${mcpGet}`, {}, { allow }),
      route: url.pathname,
    };
  }
  const { route } = match;
  const withCors = (a: Answer): Answer => ({ ...a, headers: { ...a.headers, ...cors } });
  // A route without a tool takes no query: a parameter sent to it is refused by name, as a tool route refuses one it does not take.
  if (!route.tool && url.search.length > 1) {
    try {
      queryArgs(route, url);
    } catch (error) {
      if (error instanceof ToolArgumentError) return { answer: withCors(argumentProblem(error)), route: route.path };
      throw error;
    }
  }
  switch (route.operationId) {
    case "health":
      return { answer: answer(200, { "content-type": "text/plain" }, "ok\n"), route: route.path };
    case "ready":
      return {
        answer: answer(service.draining() ? 503 : 200, { "content-type": "text/plain" }, service.draining() ? "draining\n" : "ready\n"),
        route: route.path,
      };
    case "openapi":
      return { answer: withCors(answer(200, { "content-type": "application/json" }, await service.openapi())), route: route.path };
  }
  let body: unknown;
  if (route.method === "POST") {
    const read = await readJsonBody(request, service.maxBody);
    if (!read.ok) return { answer: withCors(route.operationId === "mcp" ? asJsonRpc(read.answer, read.detail) : read.answer), route: route.path };
    body = read.value;
  }
  const hub = hubOptionsFor(request, options, service.lookups, since);
  const context = { models, ...(hub ? { hub } : {}), ...(options.hubSwitch ? { hubSwitch: options.hubSwitch } : {}) };
  if (route.operationId === "mcp") {
    // The tools get the context REST uses; the SDK server (for what the stateless path leaves) its options.
    const { models: _, ...lookups } = context;
    const server = { version, models: options.models ?? [], ...(options.documents ? { documents: options.documents } : {}), ...lookups };
    return { answer: withCors(await mcpCall(request, body, context, server)), route: route.path };
  }
  return {
    answer: withCors(await restCall({ route, params: match.params, body, url, accept: request.headers.get("accept") ?? "", context })),
    route: route.path,
  };
}

/** A refused body as MCP clients read it: the same facts as a JSON-RPC error (a wrong Content-Type stays a 415 problem). */
function asJsonRpc(refused: Answer, detail: string): Answer {
  const { status } = refused;
  if (status === 415) return refused;
  return jsonRpcError(status, status === 413 ? -32600 : -32700, `${status === 413 ? "Request too large" : "Parse error"}: ${detail}`);
}

const ENCODER = new TextEncoder();

/** A text's size in UTF-8 bytes, where the host gives no faster way to count it. */
const encodedLength = (text: string): number => ENCODER.encode(text).byteLength;

/** The answer as sent, with its log line (every answer is a complete document, so its size is known). */
function finished(service: Service, method: string, answered: { answer: Answer; route: string }, started: number): SentAnswer {
  const { status, headers, body } = answered.answer;
  const size = body === null ? 0 : typeof body === "string" ? service.byteLength(body) : body.byteLength;
  const empty = method === "HEAD" || status === 204 || status === 304;
  const sent = { status, headers: { ...headers, "content-length": String(size) }, body: empty ? null : (body as SentAnswer["body"]) };
  logLine(service.options.log, method, answered.route, status, size, started);
  return sent;
}

/** The time text of the last log line, as JSON, and the millisecond it is for. */
let isoOf = { ms: Number.NaN, text: "" };

/**
 * The log line of one request, the same as `JSON.stringify({ time, method, route, status, ms,
 * bytes })` but written out: on a kept answer the line cost more than the answer (an object, a
 * `Date` and a generic stringify per request). The time's text is kept while the millisecond lasts.
 */
function logLine(log: ((line: string) => void) | undefined, method: string, route: string, status: number, bytes: number, started: number): void {
  if (!log) return;
  if (started !== isoOf.ms) isoOf = { ms: started, text: JSON.stringify(new Date(started).toISOString()) };
  log(
    `{"time":${isoOf.text},"method":${JSON.stringify(method)},"route":${JSON.stringify(route)},"status":${status},"ms":${Date.now() - started},"bytes":${bytes}}`,
  );
}

/**
 * The hub options of one request: the caller's own token or none (never the server's), and its
 * lookups through the service's cache, which waits no later than the request's deadline.
 */
function hubOptionsFor(request: Incoming, options: AtlasHandlerOptions, lookups: HubLookups | undefined, since: number): HubClientOptions | undefined {
  if (!options.hub || !lookups) return undefined;
  const { cache: _cache, ...hub } = options.hub;
  const token = /^Bearer\s+(\S+)$/i.exec(request.headers.get("authorization") ?? "")?.[1];
  const ms = hub.deadlineMs ?? DEFAULT_HUB_DEADLINE_MS;
  const client: HubClientOptions = { ...hub, deadlineMs: ms, ...(token ? { token } : { token: undefined }) };
  const deadline = { at: since + ms, ms };
  return { ...client, lookup: (id) => lookups.lookup(id, client, deadline) };
}
