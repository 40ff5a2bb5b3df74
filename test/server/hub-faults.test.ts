/**
 * With `hub`, a failed lookup has the status of its cause, never a 400 (docs/server.md, "Hub
 * faults"): each fault of a local mock hub (../cli/mock-hub.ts) is driven through REST and MCP, in
 * process, with a lookup deadline of a few hundred milliseconds, so nothing here sleeps for seconds.
 * Failures are remembered per id and token class; concurrent asks share one lookup.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { OPENAPI } from "../../engine/generated/openapi.js";
import { hubLookups } from "../../engine/server/hub-cache.js";
import { createAtlasHandler, type AtlasHandlerOptions } from "../../engine/server/index.js";
import { FOUND_MODEL, GOOD_TOKEN, startMockHub, type MockHub } from "../cli/mock-hub.js";

let hub: MockHub;
beforeAll(async () => {
  hub = await startMockHub();
});
afterAll(async () => {
  await hub.close();
});

/** The deadline of the silence tests; the others get a roomier one, so a loaded machine cannot turn a fault into a time-out. */
const DEADLINE_MS = 300;
const serviceOn = (extra: Partial<NonNullable<AtlasHandlerOptions["hub"]>> = {}) =>
  createAtlasHandler({ hub: { hubUrl: hub.url, retries: 1, backoffMs: 10, deadlineMs: 2000, ...extra } });
const silentOn = (extra: Partial<NonNullable<AtlasHandlerOptions["hub"]>> = {}) => serviceOn({ deadlineMs: DEADLINE_MS, ...extra });

const ask = (handler: (r: Request) => Promise<Response>, model: string, headers: Record<string, string> = {}) =>
  handler(
    new Request("http://localhost/v1/providers", {
      method: "POST",
      headers: { "content-type": "application/json", ...headers },
      body: JSON.stringify({ model }),
    }),
  );

const asked = (id: string) => hub.requests.filter((r) => r.path.startsWith(`/api/models/${id}?`)).length;

async function problemOf(answer: Response) {
  expect(answer.headers.get("content-type")).toBe("application/problem+json");
  return (await answer.json()) as { type: string; status: number; detail: string; field?: string };
}

const listed = (status: number) =>
  Object.keys((OPENAPI.paths as Record<string, Record<string, { responses: object }>>)["/v1/providers"]!.post!.responses).includes(String(status));

describe("REST: each hub fault has the status of its cause", () => {
  const cases: [string, string, number, string][] = [
    ["a hub answering 5xx", "acme/down", 502, "hub-failed"],
    ["a dropped connection", "acme/reset", 502, "hub-failed"],
    ["a connection cut mid-answer", "acme/half", 502, "hub-failed"],
    ["an answer that is not JSON", "acme/not-json", 502, "hub-failed"],
    ["a 429", "acme/limited", 503, "hub-rate-limited"],
    ["a hub that never answers", "acme/silent", 504, "hub-timeout"],
    ["a model the hub does not have", "acme/nothing-here", 404, "model-not-on-hub"],
    ["a gated model without a token", "acme/gated", 401, "hub-token-needed"],
  ];
  it.each(cases)("%s (%s): %i %s, listed in /openapi.json", async (_, id, status, kind) => {
    const started = Date.now();
    const answer = await ask(id === "acme/silent" ? silentOn() : serviceOn(), id);
    expect(Date.now() - started).toBeLessThan(DEADLINE_MS + 400);
    expect(answer.status).toBe(status);
    const body = await problemOf(answer);
    expect(body).toMatchObject({ type: `/problems/${kind}`, status });
    expect(listed(status)).toBe(true);
  });

  it("5xx: says the hub failed and when to retry; Retry-After is the time the failure is remembered", async () => {
    const answer = await ask(serviceOn(), "acme/down");
    const body = await problemOf(answer);
    expect(body.detail).toMatch(/hub lookup of "acme\/down" failed: .*HTTP 503.*The hub failed, not the request: retry after 30 s/);
    expect(answer.headers.get("retry-after")).toBe("30");
    expect(body.field).toBeUndefined();
  });

  it("429: the hub's Retry-After is passed on, at once (not after retries that cannot succeed)", async () => {
    const started = Date.now();
    const answer = await ask(serviceOn(), "acme/limited");
    expect(Date.now() - started).toBeLessThan(200);
    expect(answer.headers.get("retry-after")).toBe("7");
    expect((await problemOf(answer)).detail).toContain("The hub is limiting requests: retry after 7 s");
  });

  it("silence: 504 at the deadline of the whole lookup, retries included", async () => {
    const started = Date.now();
    const answer = await ask(silentOn({ retries: 3, timeoutMs: 10_000 }), "acme/silent");
    const took = Date.now() - started;
    expect(answer.status).toBe(504);
    expect(took).toBeGreaterThanOrEqual(DEADLINE_MS - 20);
    expect(took).toBeLessThan(DEADLINE_MS + 300);
    expect((await problemOf(answer)).detail).toContain("The hub did not answer in time");
  });

  it("404 names the model as the field and says retrying will not help", async () => {
    const body = await problemOf(await ask(serviceOn(), "acme/nothing-here"));
    expect(body.field).toBe("model");
    expect(body.detail).toContain("Not retryable");
  });

  it("gated: 401 without a token and 403 with one that lacks access, naming Authorization and HF_TOKEN; never the token", async () => {
    const service = serviceOn();
    const anonymous = await ask(service, "acme/gated");
    expect(anonymous.status).toBe(401);
    expect(anonymous.headers.get("www-authenticate")).toMatch(/^Bearer/);
    expect((await problemOf(anonymous)).detail).toMatch(/Authorization: Bearer <HF_TOKEN>/);
    const wrong = await ask(service, "acme/gated", { authorization: "Bearer hf_wrong_secret" });
    expect(wrong.status).toBe(403);
    const text = JSON.stringify(await problemOf(wrong));
    expect(text).toContain("Authorization");
    expect(text).not.toContain("hf_wrong_secret");
    const right = await ask(service, "acme/gated", { authorization: `Bearer ${GOOD_TOKEN}` });
    expect(right.status).toBe(200);
  });

  it("a slow hub that answers within the deadline: 200", async () => {
    expect((await ask(serviceOn(), "acme/slowish")).status).toBe(200);
  });

  it("a huge answer: 502 without reading it all", async () => {
    const answer = await ask(serviceOn({ maxAnswerBytes: 64 * 1024 }), "acme/huge");
    expect(answer.status).toBe(502);
    expect((await problemOf(answer)).detail).toContain("more than 65536 bytes");
  });
});

describe("failed lookups are remembered, per id and token class", () => {
  it("a retry within the failure time costs the hub nothing; another model the hub serves is not refused", async () => {
    const service = serviceOn();
    const before = asked("acme/down");
    await ask(service, "acme/down");
    const once = asked("acme/down") - before;
    expect(once).toBe(2); // the first try and one retry
    for (let i = 0; i < 5; i++) expect((await ask(service, "acme/down")).status).toBe(502);
    expect(asked("acme/down") - before).toBe(once);
    expect((await ask(service, "acme/tiny-classifier")).status).toBe(200);
  });

  it("a remembered silence answers 504 at once; concurrent asks share one lookup", async () => {
    const service = silentOn({ retries: 0 });
    const before = asked("acme/silent");
    const answers = await Promise.all(Array.from({ length: 6 }, () => ask(service, "acme/silent")));
    expect(answers.map((a) => a.status)).toEqual(Array(6).fill(504));
    expect(asked("acme/silent") - before).toBe(1);
    const started = Date.now();
    const again = await ask(service, "acme/silent");
    expect(again.status).toBe(504);
    expect(Date.now() - started).toBeLessThan(50);
    expect(Number(again.headers.get("retry-after"))).toBeGreaterThan(25);
    expect(asked("acme/silent") - before).toBe(1);
  });

  it("a 429 is remembered for its Retry-After; with a token, the hub's own failures are remembered too", async () => {
    const service = serviceOn();
    const limited = asked("acme/limited");
    await ask(service, "acme/limited");
    const again = await ask(service, "acme/limited");
    expect(again.status).toBe(503);
    expect(Number(again.headers.get("retry-after"))).toBeGreaterThanOrEqual(6);
    expect(Number(again.headers.get("retry-after"))).toBeLessThanOrEqual(7);
    expect(asked("acme/limited") - limited).toBe(1);
    const down = asked("acme/down");
    const token = { authorization: "Bearer hf_some_token" };
    expect((await ask(service, "acme/down", token)).status).toBe(502);
    expect((await ask(service, "acme/down", { authorization: "Bearer hf_other_token" })).status).toBe(502);
    expect(asked("acme/down") - down).toBe(2); // one lookup: the first try and one retry
  });

  it("forgotten after the failure time (configurable); a token's 401/403 is never remembered for another token", async () => {
    let now = 0;
    const lookups = hubLookups({ failureTtlMs: 1000, now: () => now });
    const client = { hubUrl: hub.url, retries: 0 };
    const deadline = { at: Date.now() + 5000, ms: 5000 };
    const before = asked("acme/nothing-here");
    await expect(lookups.lookup("acme/nothing-here", client, deadline)).rejects.toMatchObject({ kind: "not-found" });
    await expect(lookups.lookup("acme/nothing-here", client, deadline)).rejects.toMatchObject({ kind: "not-found" });
    expect(asked("acme/nothing-here") - before).toBe(1);
    now = 1500;
    await expect(lookups.lookup("acme/nothing-here", client, deadline)).rejects.toMatchObject({ kind: "not-found" });
    expect(asked("acme/nothing-here") - before).toBe(2);

    const gated = asked("acme/gated");
    await expect(lookups.lookup("acme/gated", { ...client, token: "hf_wrong_secret" }, deadline)).rejects.toMatchObject({ kind: "unauthorized" });
    await expect(lookups.lookup("acme/gated", { ...client, token: GOOD_TOKEN }, deadline)).resolves.toMatchObject({ id: "acme/gated" });
    expect(asked("acme/gated") - gated).toBe(2);
    // The anonymous class is apart from the token class.
    await expect(lookups.lookup("acme/gated", client, deadline)).rejects.toMatchObject({ kind: "unauthorized" });
    expect(asked("acme/gated") - gated).toBe(3);
  });

  it("found records are still kept: one lookup for concurrent asks, then the cache", async () => {
    const service = serviceOn();
    const before = asked(FOUND_MODEL.id);
    const answers = await Promise.all(Array.from({ length: 5 }, () => ask(service, FOUND_MODEL.id)));
    expect(answers.every((a) => a.status === 200)).toBe(true);
    await ask(service, FOUND_MODEL.id);
    expect(asked(FOUND_MODEL.id) - before).toBe(1);
  });
});

describe("MCP: a hub fault is a tool error saying the hub failed and whether to retry", () => {
  const rpc = (handler: (r: Request) => Promise<Response>, method: string, params: unknown) =>
    handler(
      new Request("http://localhost/mcp", {
        method: "POST",
        headers: { "content-type": "application/json", accept: "application/json, text/event-stream" },
        body: JSON.stringify({ jsonrpc: "2.0", id: 1, method, params }),
      }),
    );
  // The MCP SDK loads on the first call, inside that request's deadline: load it before the clock matters.
  beforeAll(async () => {
    await rpc(serviceOn(), "ping", {});
  });
  const call = async (model: string) => {
    const answer = await rpc(model === "acme/silent" ? silentOn() : serviceOn(), "tools/call", { name: "list_providers", arguments: { model } });
    expect(answer.status).toBe(200);
    const { result } = (await answer.json()) as { result: { isError?: boolean; content: { text: string }[] } };
    expect(result.isError).toBe(true);
    return result.content[0]!.text;
  };

  it.each([
    ["acme/down", /^list_providers failed: the hub lookup of "acme\/down" failed: .*The hub failed, not the request: retry after \d+ s$/],
    ["acme/limited", /The hub is limiting requests: retry after 7 s$/],
    ["acme/silent", /The hub did not answer in time: retry/],
    ["acme/nothing-here", /not found .*Not retryable/],
    ["acme/gated", /gated or private .*Not retryable as it is: send a token that has access \(Authorization: Bearer <HF_TOKEN>\)/],
  ])("%s", async (model, text) => {
    const said = await call(model);
    expect(said).toMatch(text);
    expect(said).not.toMatch(/^list_providers: model:/);
  });
});
