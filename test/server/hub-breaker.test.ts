/**
 * The circuit breaker of `--hub` (docs/server.md, "Hub faults"): it opens on a hub-wide failure
 * rate only (20 models in 30 s, half of them failing with a 5xx, a time-out or a cut connection),
 * never on 404/401/403 nor on one model's burst, answers 503 with Retry-After while open, and
 * lets one probe through half-open. Driven in process against the local mock hub, with the
 * breaker's clock moved by the test.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { HubError } from "../../engine/hub/errors.js";
import { hubBreaker } from "../../engine/server/hub-breaker.js";
import { createAtlasHandler, type AtlasHandlerOptions } from "../../engine/server/index.js";
import { startMockHub, type MockHub } from "../cli/mock-hub.js";

let hub: MockHub;
beforeAll(async () => {
  hub = await startMockHub();
});
afterAll(async () => {
  await hub.close();
});

/** A service whose breaker and caches read `clock.now`. */
function service(cache: NonNullable<NonNullable<AtlasHandlerOptions["hub"]>["cache"]> = {}) {
  const clock = { now: 1_000_000 };
  const handler = createAtlasHandler({ hub: { hubUrl: hub.url, retries: 0, deadlineMs: 3000, cache: { now: () => clock.now, ...cache } } });
  const ask = (model: string) =>
    handler(new Request("http://localhost/v1/providers", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ model }) }));
  return { clock, ask, handler };
}

const asked = (id: string) => hub.requests.filter((r) => r.path.startsWith(`/api/models/${id}?`)).length;
const statuses = async (ask: (m: string) => Promise<Response>, ids: string[]) => {
  const out: number[] = [];
  for (const id of ids) out.push((await ask(id)).status);
  return out;
};
const ids = (prefix: string, n: number) => Array.from({ length: n }, (_, i) => `acme/${prefix}-${i}-${Math.random().toString(36).slice(2, 8)}`);

describe("the breaker opens on a hub-wide failure rate", () => {
  it("20 models in the window, half failing with 5xx: opens; then 503 at once with Retry-After, the hub not asked, kept records still served", async () => {
    const { ask } = service();
    const ok = ids("ok", 10);
    const down = ids("down", 10);
    const mixed = ok.flatMap((id, i) => [id, down[i]!]);
    // Below 20 models nothing is refused, however many fail.
    expect(await statuses(ask, mixed.slice(0, 19))).toEqual(mixed.slice(0, 19).map((id) => (id.includes("/ok-") ? 200 : 502)));
    expect((await ask(mixed[19]!)).status).toBe(502);

    const fresh = ids("ok", 1)[0]!;
    const started = Date.now();
    const refused = await ask(fresh);
    expect(Date.now() - started).toBeLessThan(200);
    expect(refused.status).toBe(503);
    expect(refused.headers.get("content-type")).toBe("application/problem+json");
    expect(refused.headers.get("retry-after")).toBe("30");
    const body = (await refused.json()) as { type: string; status: number; detail: string };
    expect(body).toMatchObject({ type: "/problems/hub-unavailable", status: 503 });
    expect(body.detail).toMatch(/is failing: 10 of the 20 models last asked of it failed .*The hub is failing for many models: retry after 30 s/);
    expect(asked(fresh)).toBe(0);
    // A record kept before it opened is no lookup: still answered.
    expect((await ask(ok[0]!)).status).toBe(200);
  });

  it("a cut connection counts as a failure as a 5xx does", async () => {
    const { ask } = service();
    await statuses(ask, [...ids("reset", 10), ...ids("ok", 10)]);
    expect((await ask(ids("ok", 1)[0]!)).status).toBe(503);
  });

  it("404, 401 and 403 never open it: they are answers of a working hub", async () => {
    const { ask } = service({ failureTtlMs: 0 });
    const missing = ids("missing", 30);
    expect(new Set(await statuses(ask, missing))).toEqual(new Set([404]));
    for (let i = 0; i < 5; i++) expect((await ask("acme/gated")).status).toBe(401);
    // Nine hub failures among them are under half: still closed.
    await statuses(ask, ids("down", 9));
    const fresh = ids("ok", 1)[0]!;
    expect((await ask(fresh)).status).toBe(200);
    expect(asked(fresh)).toBe(1);
  });

  it("one model's burst of failures never refuses another model the hub serves", async () => {
    // Failures not remembered, so each ask of the failing model reaches the hub.
    const { ask } = service({ failureTtlMs: 0 });
    const served = ids("ok", 10);
    const before = asked("acme/down");
    for (let i = 0; i < 40; i++) expect((await ask("acme/down")).status).toBe(502);
    expect(asked("acme/down") - before).toBe(40);
    expect(await statuses(ask, served)).toEqual(Array(10).fill(200));
    expect(await statuses(ask, ids("ok", 10))).toEqual(Array(10).fill(200));
  });
});

describe("open, then half-open", () => {
  async function opened(openMs?: number) {
    const s = service(openMs === undefined ? {} : { breaker: { openMs } });
    await statuses(s.ask, ids("down", 20));
    expect((await s.ask(ids("ok", 1)[0]!)).status).toBe(503);
    return s;
  }

  it("after the pause one probe goes through while the others wait; its success closes the breaker", async () => {
    const { ask, clock } = await opened(5_000);
    clock.now += 2_000;
    const still = await ask(ids("ok", 1)[0]!);
    expect([still.status, still.headers.get("retry-after")]).toEqual([503, "3"]);
    clock.now += 3_000;
    const pair = ids("ok", 2);
    const answers = await Promise.all(pair.map(ask));
    const probe = answers.findIndex((a) => a.status === 200);
    const waiting = answers[1 - probe]!;
    expect(probe).toBeGreaterThanOrEqual(0);
    expect([waiting.status, waiting.headers.get("retry-after")]).toEqual([503, "1"]);
    expect(pair.map(asked)).toEqual(probe === 0 ? [1, 0] : [0, 1]);
    expect(await statuses(ask, ids("ok", 5))).toEqual(Array(5).fill(200));
  });

  it("a failing probe opens it again for the whole pause", async () => {
    const { ask, clock } = await opened();
    clock.now += 30_000;
    expect((await ask(ids("down", 1)[0]!)).status).toBe(502);
    const refused = await ask(ids("ok", 1)[0]!);
    expect([refused.status, refused.headers.get("retry-after")]).toEqual([503, "30"]);
  });

  it("MCP: a tool error saying the hub is failing and when to retry", async () => {
    const { handler } = await opened();
    const answer = await handler(
      new Request("http://localhost/mcp", {
        method: "POST",
        headers: { "content-type": "application/json", accept: "application/json, text/event-stream" },
        body: JSON.stringify({ jsonrpc: "2.0", id: 1, method: "tools/call", params: { name: "list_providers", arguments: { model: "acme/ok-mcp" } } }),
      }),
    );
    const { result } = (await answer.json()) as { result: { isError: boolean; content: { text: string }[] } };
    expect(result.isError).toBe(true);
    expect(result.content[0]!.text).toMatch(/^list_providers failed: the hub lookup of "acme\/ok-mcp" failed: .* is failing: .*retry after \d+ s$/);
  });
});

const failing = (kind: HubError["kind"]) => new HubError(kind, kind, "https://hub.example/api/models/a/b");

describe("what counts as a failure", () => {
  it("5xx, time-outs and cut connections count; 404, 401/403, 429 and unreadable answers do not", () => {
    for (const kind of ["server", "timeout", "network"] as const) {
      const breaker = hubBreaker();
      for (let i = 0; i < 20; i++) breaker.record(`a/m${i}`, failing(kind), 0, false);
      expect("refused" in breaker.admit(0), kind).toBe(true);
    }
    for (const kind of ["not-found", "unauthorized", "rate-limited", "bad-response"] as const) {
      const breaker = hubBreaker();
      for (let i = 0; i < 20; i++) breaker.record(`a/m${i}`, failing(kind), 0, false);
      expect(breaker.admit(0), kind).toEqual({ probe: false });
    }
  });

  it("outcomes older than the window are forgotten", () => {
    const breaker = hubBreaker();
    for (let i = 0; i < 19; i++) breaker.record(`a/old${i}`, failing("server"), 0, false);
    // 30 s later those 19 are out of the window: one more failure is 1 model, not 20.
    breaker.record("a/new", failing("server"), 30_001, false);
    expect(breaker.admit(30_001)).toEqual({ probe: false });
    for (let i = 0; i < 19; i++) breaker.record(`a/new${i}`, failing("server"), 30_002, false);
    expect("refused" in breaker.admit(30_002)).toBe(true);
  });
});

describe("the thresholds at their edges", () => {
  const closed = { probe: false };

  it("19 distinct models failing do not open it, nor does one of them failing again; a 20th does", () => {
    const breaker = hubBreaker();
    for (let i = 0; i < 19; i++) breaker.record(`a/m${i}`, failing("server"), 0, false);
    breaker.record("a/m0", failing("server"), 0, false);
    expect(breaker.admit(0)).toEqual(closed);
    breaker.record("a/m19", failing("server"), 0, false);
    expect(breaker.admit(0)).toMatchObject({ refused: { failed: 20, of: 20 } });
  });

  // Successes first, so the share of failures only grows and is at its highest after the last one.
  it.each([
    ["49 of 99", false, {}, 50, 49],
    ["50 of 100", true, {}, 50, 50],
    ["10 of 21", false, {}, 11, 10],
    ["11 of 22", true, {}, 11, 11],
    // 0.55 × 100 is 55.00000000000001 in floating point: the share is compared, not the product.
    ["54 of 99 at a ratio of 0.55", false, { minLookups: 99, failureRatio: 0.55 }, 45, 54],
    ["55 of 100 at a ratio of 0.55", true, { minLookups: 99, failureRatio: 0.55 }, 45, 55],
  ])("%s failing: opens, %s", (_, opens, options, served, failed) => {
    const breaker = hubBreaker(options);
    for (let i = 0; i < served; i++) breaker.record(`a/ok${i}`, undefined, 0, false);
    for (let i = 0; i < failed; i++) breaker.record(`a/down${i}`, failing("server"), 0, false);
    expect("refused" in breaker.admit(0)).toBe(opens);
  });

  it("a model counts by its last outcome: failed then served is a success", () => {
    const breaker = hubBreaker();
    breaker.record("a/flaky", failing("server"), 0, false);
    for (let i = 0; i < 9; i++) breaker.record(`a/down${i}`, failing("server"), 0, false);
    for (let i = 0; i < 9; i++) breaker.record(`a/ok${i}`, undefined, 0, false);
    breaker.record("a/flaky", undefined, 0, false);
    breaker.record("a/ok9", undefined, 0, false);
    // 9 of 20 models failed last; counted by its first outcome, a/flaky would make it 10 of 20.
    expect(breaker.admit(0)).toEqual(closed);
  });

  it("served then failed is a failure, counted once", () => {
    const breaker = hubBreaker();
    breaker.record("a/flaky", undefined, 0, false);
    for (let i = 0; i < 9; i++) breaker.record(`a/down${i}`, failing("server"), 0, false);
    for (let i = 0; i < 9; i++) breaker.record(`a/ok${i}`, undefined, 0, false);
    breaker.record("a/flaky", failing("server"), 0, false);
    breaker.record("a/ok9", undefined, 0, false);
    // 10 of 20 models failed last; counted per lookup it would be 10 of 21, under half.
    expect(breaker.admit(0)).toMatchObject({ refused: { failed: 10, of: 20 } });
  });
});

describe("the window and the statuses, through the service", () => {
  it.each([
    [29_999, 503],
    [30_000, 200],
  ])("19 failures, then a 20th %i ms later: the next new model gets %i", async (later, status) => {
    const { ask, clock } = service();
    expect(await statuses(ask, ids("down", 19))).toEqual(Array(19).fill(502));
    clock.now += later;
    expect(await statuses(ask, ids("down", 1))).toEqual([502]);
    expect((await ask(ids("ok", 1)[0]!)).status).toBe(status);
  });

  // The mock hub answers acme/status-<code>-* with that status; asked without a token, a 403 is "a token is needed".
  it.each([
    [404, 404],
    [401, 401],
    [403, 401],
    [429, 503],
  ])("hub %i (REST %i) from 20 models leaves it closed, and counts as a success", async (hubStatus, restStatus) => {
    const answered = (n: number) => ids(`status-${hubStatus}`, n);
    const alone = service();
    expect(await statuses(alone.ask, answered(20))).toEqual(Array(20).fill(restStatus));
    const fresh = ids("ok", 1)[0]!;
    expect((await alone.ask(fresh)).status).toBe(200);
    expect(asked(fresh)).toBe(1);
    // Ten 5xx beside ten of them are half of 20 models: it opens, as with ten served models.
    const beside = service();
    await statuses(beside.ask, [...ids("down", 10), ...answered(10)]);
    expect((await beside.ask(ids("ok", 1)[0]!)).status).toBe(503);
  });
});
