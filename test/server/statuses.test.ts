/**
 * Every status the service gives on a route is listed for that route in /openapi.json: each is
 * driven here, in process, and looked up in the generated document. Problems carry their status
 * in the body too, as application/problem+json.
 */
import { afterEach, describe, expect, it, vi } from "vitest";
import { OPENAPI } from "../../engine/generated/openapi.js";
import { createAtlasHandler, type AtlasHandlerOptions } from "../../engine/server/index.js";
import { ROUTES, type RouteSpec } from "../../engine/server/routes.js";
import { toolNamed } from "../../engine/tools/index.js";
import { CHAT } from "../mcp/cases.js";

const MCP_HEADERS = { "content-type": "application/json", accept: "application/json, text/event-stream" };

/** A body or query each route answers 200 to. */
const GOOD: Record<string, { body?: unknown; query?: string; path?: string }> = {
  getSnippets: { body: { model: CHAT, language: "sh" } },
  getUsageCard: { body: { model: CHAT, format: "json" } },
  listLocalApps: { body: { model: CHAT } },
  getLibrarySnippets: { body: { model: CHAT } },
  listModelProviders: { body: { model: CHAT } },
  listProviders: {},
  listTasks: {},
  getTask: { path: "/v1/tasks/text-to-image" },
  findLibraries: { query: "?q=diffusers&page=1" },
  mcp: { body: { jsonrpc: "2.0", id: 1, method: "ping" } },
  openapi: {},
  health: {},
  ready: {},
};

function request(
  route: RouteSpec,
  init: { body?: unknown; raw?: string; query?: string; path?: string; method?: string; headers?: Record<string, string>; host?: string } = {},
): Request {
  const headers = { ...(route.operationId === "mcp" ? MCP_HEADERS : { "content-type": "application/json" }), ...init.headers };
  const body = init.raw ?? (init.body === undefined ? undefined : JSON.stringify(init.body));
  const method = init.method ?? route.method;
  return new Request(`http://${init.host ?? "localhost"}${init.path ?? route.path}${init.query ?? ""}`, {
    method,
    headers,
    ...(method === "POST" || method === "PUT" ? { body: body ?? "{}" } : {}),
  });
}

const documented = (route: RouteSpec, status: number) => {
  const operation = (OPENAPI.paths as Record<string, Record<string, { responses: Record<string, unknown> }>>)[route.path]![route.method.toLowerCase()]!;
  return Object.keys(operation.responses).includes(String(status));
};

async function drive(route: RouteSpec, options: AtlasHandlerOptions, init: Parameters<typeof request>[1], want: number): Promise<void> {
  const answer = await createAtlasHandler(options)(request(route, init));
  expect(answer.status, `${route.method} ${route.path}`).toBe(want);
  expect(documented(route, want), `${want} on ${route.method} ${route.path} is not in /openapi.json`).toBe(true);
  if (answer.headers.get("content-type") === "application/problem+json") expect(((await answer.json()) as { status: number }).status).toBe(want);
}

afterEach(() => vi.restoreAllMocks());

describe.each(ROUTES.map((r) => [`${r.method} ${r.path}`, r] as const))("%s", (_, route) => {
  const good = GOOD[route.operationId]!;

  it("gives only statuses its operation lists: 200, 400, 403, 405, 503", async () => {
    await drive(route, {}, good, 200);
    await drive(route, {}, { ...good, query: "?bogus=1" }, 400);
    await drive(route, { allowedHosts: ["localhost"] }, { ...good, host: "evil.example" }, 403);
    await drive(route, {}, { ...good, method: "PUT" }, 405);
    // The probes are never refused for capacity (/readyz's 503 is draining, below).
    const probe = route.operationId === "health" || route.operationId === "ready";
    await drive(route, { maxInFlight: 0 }, good, probe ? 200 : 503);
    if (probe) expect(documented(route, 503)).toBe(route.operationId === "ready");
  });

  // A route whose tool takes a model looks a hub id up (with `hub`): each hub answer or failure has its status.
  if (route.tool && "model" in toolNamed(route.tool)!.input.def.shape && route.method === "POST")
    it("and for a hub id: 401, 403, 404, 502, 503 with Retry-After, 504", async () => {
      const hub = (status: number | "silent" | "reset", headers: Record<string, string> = {}): AtlasHandlerOptions => ({
        hub: {
          hubUrl: "https://hub.example",
          retries: 0,
          deadlineMs: 100,
          fetch: async (_, init) => {
            if (status === "reset") throw new TypeError("fetch failed", { cause: Object.assign(new Error("reset"), { code: "ECONNRESET" }) });
            if (status === "silent")
              return new Promise<Response>((_, fail) => init?.signal?.addEventListener("abort", () => fail(init.signal!.reason), { once: true }));
            return new Response(status === 200 ? "<html>" : "{}", { status, headers: { "content-type": "application/json", ...headers } });
          },
        },
      });
      const body = { ...(good.body as object), model: "acme/some-model" };
      await drive(route, hub(401), { body }, 401);
      await drive(route, hub(403), { body, headers: { authorization: "Bearer hf_x" } }, 403);
      await drive(route, hub(404), { body }, 404);
      await drive(route, hub(500), { body }, 502);
      await drive(route, hub("reset"), { body }, 502);
      await drive(route, hub(200), { body }, 502);
      await drive(route, hub(429, { "retry-after": "9" }), { body }, 503);
      await drive(route, hub("silent"), { body }, 504);
    });

  if (route.method === "GET")
    it("answers HEAD as GET: the same status and headers, no body", async () => {
      const handler = createAtlasHandler({});
      const get = await handler(request(route, good));
      const head = await handler(request(route, { ...good, method: "HEAD" }));
      expect(head.status).toBe(get.status);
      expect(head.headers.get("content-type")).toBe(get.headers.get("content-type"));
      expect(head.headers.get("content-length")).toBe(String((await get.arrayBuffer()).byteLength));
      expect((await head.arrayBuffer()).byteLength).toBe(0);
    });

  // Only the routes these apply to get the test (a skipped test would read as a gap).
  if (route.method === "POST")
    it("and for a body: 400 malformed, 413 too large, 415 not JSON", async () => {
      await drive(route, {}, { raw: "{" }, 400);
      await drive(route, { maxBodyBytes: 16 }, { raw: JSON.stringify(good.body) }, 413);
      await drive(route, {}, { ...good, headers: { "content-type": "text/plain" } }, 415);
    });

  if (route.tool)
    it("and 500 when its tool breaks (a bug, said without echoing the request)", async () => {
      vi.spyOn(toolNamed(route.tool!)!, "run").mockRejectedValue(new Error("a bug"));
      await drive(route, {}, good, 500);
    });
});

describe("the statuses of particular routes", () => {
  const route = (operationId: string) => ROUTES.find((r) => r.operationId === operationId)!;

  it("422 for a provider the mapping leaves out, on every route that takes a provider", async () => {
    for (const operationId of ["getSnippets", "getUsageCard"]) await drive(route(operationId), {}, { body: { model: CHAT, provider: "fal-ai" } }, 422);
  });

  it("404 for an unknown task id in the path", async () => {
    await drive(route("getTask"), {}, { path: "/v1/tasks/no-such-task" }, 404);
  });

  it("MCP: 202 for a notification, 406 without the Accept the transport needs", async () => {
    await drive(route("mcp"), {}, { body: { jsonrpc: "2.0", method: "notifications/initialized" } }, 202);
    await drive(route("mcp"), {}, { body: GOOD.mcp!.body, headers: { accept: "text/html" } }, 406);
    await drive(route("mcp"), {}, { body: [GOOD.mcp!.body, { ...(GOOD.mcp!.body as object), id: 2 }] }, 200);
  });

  it("400: a missing required field is named before a stray one", async () => {
    const answer = await createAtlasHandler()(request(route("getSnippets"), { body: { bogus: 1, language: "sh" } }));
    expect(await answer.json()).toMatchObject({ status: 400, field: "model" });
  });

  it("500: logged, and answered without echoing anything of the request", async () => {
    vi.spyOn(toolNamed("get_snippets")!, "run").mockRejectedValue(new Error("a bug"));
    const log: string[] = [];
    const answer = await createAtlasHandler({ log: (line) => log.push(line) })(
      request(route("getSnippets"), { body: { model: { ...(CHAT as object), id: "acme/echo-me" } } }),
    );
    expect(answer.status).toBe(500);
    expect(await answer.text()).not.toContain("echo-me");
    expect(log.some((line) => JSON.parse(line).level === "error" && JSON.parse(line).error === "a bug")).toBe(true);
  });

  it("503 on /readyz while draining", async () => {
    const handler = createAtlasHandler();
    handler.drain();
    const answer = await handler(request(route("ready")));
    expect(answer.status).toBe(503);
    expect(documented(route("ready"), 503)).toBe(true);
  });
});
