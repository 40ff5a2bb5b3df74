/**
 * The web-standard handler in process (Request in, Response out), for what needs no process:
 * the OpenAPI document (valid by a real validator, and the tools' schemas from the same source),
 * problems, routing, Host/Origin/CORS, the request cap, hub lookups through the record cache,
 * hostile records through REST and MCP, and a client that trickles its headers.
 */
import fs from "node:fs";
import path from "node:path";
import { connect } from "node:net";
import { Validator } from "@seriousme/openapi-schema-validator";
import { describe, expect, it } from "vitest";
import { TOOL_LISTINGS } from "../../engine/generated/tools.js";
import { listen } from "../../engine/cli/serve/node-http.js";
import { OPENAPI } from "../../engine/generated/openapi.js";
import { createAtlasHandler, type AtlasHandlerOptions } from "../../engine/server/index.js";
import { hubLookups } from "../../engine/server/hub-cache.js";
import { FOUND_MODEL, GOOD_TOKEN, startMockHub } from "../cli/mock-hub.js";
import { allTokens, headings } from "../cards/support.js";
import { CHAT } from "../mcp/cases.js";
import { ROOT } from "../support/reference.js";

const post = (handler: (r: Request) => Promise<Response>, path: string, body: unknown, headers: Record<string, string> = {}) =>
  handler(
    new Request(`http://localhost${path}`, {
      method: "POST",
      headers: { "content-type": "application/json", ...headers },
      body: typeof body === "string" ? body : JSON.stringify(body),
    }),
  );
const mcp = (handler: (r: Request) => Promise<Response>, method: string, params: unknown, headers: Record<string, string> = {}) =>
  post(handler, "/mcp", { jsonrpc: "2.0", id: 1, method, params }, { accept: "application/json, text/event-stream", ...headers });

describe("the OpenAPI document", () => {
  it("is valid OpenAPI 3.1 by @seriousme/openapi-schema-validator", async () => {
    const result = await new Validator().validate(structuredClone(OPENAPI));
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it("takes its examples from a real hub record, kept byte for byte", () => {
    const read = (file: string) => fs.readFileSync(path.join(ROOT, file), "utf8");
    expect(read("scripts/registry/openapi-example-record.json")).toBe(read("test/real-records/meta-llama--Llama-3.1-8B-Instruct--mapping.json"));
  });

  it("is generated from the routes and the tool definitions, as the MCP tool list is (npm run check-generated guards the files)", async () => {
    const schemas = (OPENAPI.components as { schemas: Record<string, unknown> }).schemas;
    const pascal = (name: string) => name.replace(/(^|_)(\w)/g, (_, __, c: string) => c.toUpperCase());
    // The same input schema in both, once the shared model schema is put back in place of its reference.
    const inline = (value: unknown): unknown =>
      JSON.parse(JSON.stringify(value).replaceAll('{"$ref":"#/components/schemas/Model"}', JSON.stringify(schemas.Model)));
    for (const tool of TOOL_LISTINGS.filter((t) => schemas[`${pascal(t.name)}Input`]))
      expect(inline(schemas[`${pascal(tool.name)}Input`]), tool.name).toEqual(tool.inputSchema);
    const served = await createAtlasHandler({ version: "9.9.9" })(new Request("http://localhost/openapi.json"));
    expect(((await served.json()) as { info: { version: string } }).info.version).toBe("9.9.9");
  });
});

describe("routing and problems", () => {
  const handler = createAtlasHandler();

  it("404 for an unknown route, 405 with Allow for a wrong method, 204 with Allow for OPTIONS", async () => {
    expect((await handler(new Request("http://localhost/v2/x"))).status).toBe(404);
    const wrong = await handler(new Request("http://localhost/v1/snippets"));
    expect([wrong.status, wrong.headers.get("allow"), wrong.headers.get("content-type")]).toEqual([405, "POST", "application/problem+json"]);
    expect((await handler(new Request("http://localhost/v1/providers", { method: "PUT" }))).headers.get("allow")).toBe("POST, GET, HEAD");
    expect((await handler(new Request("http://localhost/mcp", { method: "OPTIONS" }))).status).toBe(204);
  });

  it("a bad argument is a 400 problem naming the field and the valid values; an unmapped provider a 422 listing the mapped ones", async () => {
    const bad = await post(handler, "/v1/snippets", { model: CHAT, mode: "agentic" });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({
      type: "/problems/invalid-argument",
      status: 400,
      field: "mode",
      detail: expect.stringContaining("valid values: chat, tools, structured, responses"),
    });
    const unmapped = await post(handler, "/v1/cards", { model: CHAT, provider: "fal-ai" });
    expect(unmapped.status).toBe(422);
    // The mapping's providers (auto is no provider of the mapping), and those to name instead.
    expect(await unmapped.json()).toMatchObject({
      type: "/problems/provider-not-mapped",
      field: "provider",
      refusal: "not-mapped",
      mapped: ["cerebras", "groq", "together", "novita", "featherless-ai", "hf-inference"],
      valid: ["auto", "cerebras", "groq", "together", "novita", "featherless-ai", "hf-inference"],
    });
    const query = await handler(new Request("http://localhost/v1/libraries?qq=x"));
    expect(await query.json()).toMatchObject({ status: 400, field: "qq", detail: expect.stringContaining("parameters: q, task, page") });
  });

  it("every route answers what its tool answers", async () => {
    expect(
      await (
        await post(handler, "/v1/local-apps", {
          model: { id: "a/b-GGUF", pipeline_tag: "text-generation", tags: ["gguf"], siblings: [{ rfilename: "b-Q4_K_M.gguf" }] },
        })
      ).json(),
    ).toHaveProperty("apps");
    expect(
      (
        (await (await post(handler, "/v1/library-snippets", { model: { id: "a/b", pipeline_tag: "text-to-image", library_name: "diffusers" } })).json()) as {
          snippets: unknown[];
        }
      ).snippets.length,
    ).toBeGreaterThan(0);
    expect(((await (await handler(new Request("http://localhost/v1/tasks"))).json()) as { tasks: { id: string }[] }).tasks.map((t) => t.id)).toContain(
      "text-to-image",
    );
    expect(
      ((await (await handler(new Request("http://localhost/v1/providers"))).json()) as { providers: { id: string }[] }).providers.map((p) => p.id),
    ).toContain("groq");
    const card = await post(handler, "/v1/cards", { model: CHAT, provider: "groq", languages: ["python"] }, { accept: "text/markdown" });
    expect(await card.text()).toMatch(/^# `meta-llama\/Llama-3\.1-8B-Instruct`\n/);
  });

  it("the request cap answers 503 with Retry-After past it; the probes are never refused", async () => {
    let release!: () => void;
    const held = new Promise<void>((done) => (release = done));
    const slow = createAtlasHandler({ maxInFlight: 2, readStatic: async () => (await held, { body: "x", contentType: "text/plain" }) });
    const first = [slow(new Request("http://localhost/a")), slow(new Request("http://localhost/b"))];
    const third = await slow(new Request("http://localhost/v1/tasks"));
    expect([third.status, third.headers.get("retry-after")]).toEqual([503, "1"]);
    expect((await slow(new Request("http://localhost/healthz"))).status).toBe(200);
    expect((await slow(new Request("http://localhost/readyz?x"))).status).toBe(400);
    expect((await slow(new Request("http://localhost/readyz"))).status).toBe(200);
    release();
    expect((await Promise.all(first)).map((r) => r.status)).toEqual([200, 200]);
    expect((await slow(new Request("http://localhost/healthz"))).status).toBe(200);
  });
});

describe("the request log", () => {
  it("logs one JSON line per request: time, method, route, status, ms, bytes, kept answers and odd methods alike", async () => {
    const lines: string[] = [];
    const logged = createAtlasHandler({ log: (line) => lines.push(line) });
    const asks: [string, string, string?][] = [
      ["GET", "/healthz"],
      ["POST", "/v1/snippets", JSON.stringify({ model: CHAT, provider: "hf-inference", language: "sh" })],
      ["POST", "/v1/snippets", JSON.stringify({ model: CHAT, provider: "hf-inference", language: "sh" })],
      ["PROPFIND", "/v1/tasks"],
      ["GET", '/no/"such\\route'],
    ];
    const sent: { status: number; bytes: number }[] = [];
    for (const [method, path, body] of asks) {
      const answer = await logged(
        new Request(`http://localhost${path}`, { method, ...(body ? { body, headers: { "content-type": "application/json" } } : {}) }),
      );
      sent.push({ status: answer.status, bytes: (await answer.arrayBuffer()).byteLength });
    }
    expect(lines).toHaveLength(asks.length);
    const parsed = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    // The line is the text JSON.stringify gives for the same object (keys in this order).
    for (const entry of parsed) expect(JSON.stringify(entry)).toBe(lines[parsed.indexOf(entry)]);
    expect(parsed.map(({ method, route, status, bytes }) => ({ method, route, status, bytes }))).toEqual([
      { method: "GET", route: "/healthz", ...sent[0] },
      { method: "POST", route: "/v1/snippets", ...sent[1] },
      { method: "POST", route: "/v1/snippets", ...sent[2] },
      { method: "PROPFIND", route: "/v1/tasks", ...sent[3] },
      { method: "GET", route: "-", ...sent[4] },
    ]);
    for (const { time, ms } of parsed) {
      expect(new Date(time as string).toISOString()).toBe(time);
      expect(ms).toBeGreaterThanOrEqual(0);
    }
    // The second ask for the same snippets is a kept answer: logged the same way, as the same bytes.
    expect(sent[2]).toEqual(sent[1]);
  });
});

describe("Host, Origin and CORS", () => {
  const handler = createAtlasHandler({ allowedHosts: ["localhost", "127.0.0.1"], cors: ["https://app.example"] });
  const get = (headers: Record<string, string>) => handler(new Request("http://localhost/v1/tasks", { headers }));

  it("refuses a Host or an Origin outside the allowlist (DNS rebinding), 403", async () => {
    expect((await get({ host: "evil.example.com" })).status).toBe(403);
    expect((await get({ host: "localhost:8080", origin: "http://evil.example.com" })).status).toBe(403);
    expect((await get({ host: "localhost:8080", origin: "http://localhost:8080" })).status).toBe(200);
  });

  it("sends CORS headers only to a configured origin", async () => {
    expect((await get({ origin: "https://app.example" })).headers.get("access-control-allow-origin")).toBe("https://app.example");
    const preflight = await handler(new Request("http://localhost/v1/snippets", { method: "OPTIONS", headers: { origin: "https://app.example" } }));
    expect(preflight.headers.get("access-control-allow-methods")).toContain("POST");
    expect(createAtlasHandler()).toBeTypeOf("function");
    expect(
      (await createAtlasHandler()(new Request("http://localhost/v1/tasks", { headers: { origin: "https://app.example" } }))).headers.get(
        "access-control-allow-origin",
      ),
    ).toBeNull();
  });
});

describe("--hub: cached records, shared requests, the caller's token", () => {
  it("one hub request per id for concurrent asks, then the cache; TTL expiry asks again", async () => {
    let now = 0;
    let sent = 0;
    const fake: typeof fetch = async () => {
      sent++;
      await new Promise((done) => setTimeout(done, 20));
      return new Response(JSON.stringify(FOUND_MODEL), { headers: { "content-type": "application/json" } });
    };
    const cache = hubLookups({ ttlMs: 1000, size: 2, now: () => now });
    const deadline = { at: Date.now() + 60_000, ms: 60_000 };
    const lookup = (id: string) => cache.lookup(id, { hubUrl: "https://hub", fetch: fake }, deadline);
    const answers = await Promise.all(Array.from({ length: 10 }, () => lookup("a/a")));
    expect(answers.every((a) => (a as { id: string }).id === FOUND_MODEL.id)).toBe(true);
    expect(sent).toBe(1);
    await lookup("a/a");
    expect(sent).toBe(1);
    now = 2000;
    await lookup("a/a");
    expect(sent).toBe(2);
    // LRU: two more ids push "a" out.
    await lookup("a/b");
    await lookup("a/c");
    await lookup("a/a");
    expect(sent).toBe(5);
    expect(cache.sent).toBe(5);
  });

  it("a gated model: the caller's Authorization reaches the hub, is never cached for another caller, and never appears in a log line or an error", async () => {
    const hub = await startMockHub();
    const log: string[] = [];
    try {
      const handler = createAtlasHandler({ hub: { hubUrl: hub.url, retries: 0 }, log: (l) => log.push(l) });
      const gated = { model: "acme/gated-model", language: "sh" };
      const withToken = await post(handler, "/v1/snippets", gated, { authorization: `Bearer ${GOOD_TOKEN}` });
      const anonymous = await post(handler, "/v1/snippets", gated);
      const wrong = await post(handler, "/v1/snippets", gated, { authorization: "Bearer hf_wrong_secret" });
      const texts = [await withToken.text(), await anonymous.text(), await wrong.text()];
      expect(withToken.status, texts[0]).not.toBe(500);
      // Without a token the hub hides a missing repository behind a 401 and says so (X-Error-Code): a 404.
      expect(anonymous.status).toBe(404);
      expect(hub.requests.filter((r) => r.path.includes("gated")).map((r) => r.authorization)).toEqual([
        `Bearer ${GOOD_TOKEN}`,
        undefined,
        "Bearer hf_wrong_secret",
      ]);
      expect([...texts, ...log].join("\n")).not.toMatch(/hf_mock_token|hf_wrong_secret/);
      // A public record is asked once, then served from the cache.
      await post(handler, "/v1/snippets", { model: FOUND_MODEL.id, provider: "hf-inference", language: "sh" });
      await post(handler, "/v1/snippets", { model: FOUND_MODEL.id, provider: "hf-inference", language: "sh" });
      expect(hub.requests.filter((r) => r.path.includes(FOUND_MODEL.id)).length).toBe(1);
    } finally {
      await hub.close();
    }
  });
});

describe("hostile records through REST and MCP", () => {
  const EVIL = "x`` ]](https://evil.example/a) <img src=x onerror=alert(1)>\n# Owned\n```\n[link](https://evil.example) www.evil.example ";
  const record = {
    id: `owner/${EVIL.replace(/\//g, "|")}`,
    pipeline_tag: "text-generation",
    tags: ["conversational"],
    library_name: EVIL,
    inferenceProviderMapping: [{ provider: "together", providerId: EVIL, status: "live", task: "conversational" }],
  };
  const handler = createAtlasHandler();
  /** As test/cards/hostile.test.ts holds for the library: one H1, no heading text outside a code span, no HTML. */
  const expectInert = (markdown: string) => {
    const tokens = allTokens(markdown);
    expect(headings(tokens).filter((h) => h.depth === 1)).toHaveLength(1);
    for (const h of headings(tokens))
      expect(
        h.tokens
          .filter((t) => t.type !== "codespan")
          .map((t) => ("text" in t ? t.text : ""))
          .join(""),
      ).not.toMatch(/Owned|evil/);
    expect(tokens.filter((t) => t.type === "html")).toEqual([]);
  };

  it("REST: the card is JSON-escaped data, the Markdown has our one H1 and no raw HTML", async () => {
    const json = await post(handler, "/v1/cards", { model: record, format: "json" });
    expect(json.status).toBe(200);
    expect(((await json.json()) as { id: string }).id).toBe(record.id);
    const markdown = await (await post(handler, "/v1/cards", { model: record }, { accept: "text/markdown" })).text();
    expectInert(markdown);
  });

  it("MCP: the same card through tools/call", async () => {
    const answer = (await (await mcp(handler, "tools/call", { name: "get_usage_card", arguments: { model: record } })).json()) as {
      result: { content: { text: string }[] };
    };
    const text = answer.result.content[0]!.text;
    expectInert(text);
  });
});

describe("a client that trickles its headers", () => {
  it("is cut off by the header time limit, and the next request is answered", async () => {
    const running = await listen(createAtlasHandler(), { port: 0, host: "127.0.0.1", headersTimeoutMs: 400 });
    try {
      const socket = connect(Number(new URL(running.url).port), "127.0.0.1");
      socket.resume();
      const closed = new Promise<number>((done) => socket.once("close", () => done(Date.now())));
      const started = Date.now();
      const line = "GET /v1/tasks HTTP/1.1\r\nHost: localhost\r\nX-Slow: ";
      let i = 0;
      const timer = setInterval(() => !socket.destroyed && socket.write(line[i++ % line.length]!), 50);
      const at = await closed;
      clearInterval(timer);
      expect(at - started).toBeLessThan(3000);
      expect((await fetch(`${running.url}/healthz`)).status).toBe(200);
    } finally {
      await running.stop(1000);
    }
  });
});
