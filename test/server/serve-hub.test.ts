/**
 * `serve --hub-timeout` and `--hub-failure-ttl` as an operator sets them: `model-atlas serve` started
 * as a process (./start.ts) against the local mock hub (../cli/mock-hub.ts). A silent hub gets
 * 504 within the configured deadline; a failing model is asked of the hub once within the
 * configured time and again after it; a record over --hub-cache-mb is not kept; bad values are
 * refused, naming the flag and the value.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startMockHub, type MockHub } from "../cli/mock-hub.js";
import { runSpawned } from "../cli/spawn-cli.js";
import { ROOT, startServe, type Served } from "./start.js";

const DEADLINE_MS = 400;
const FAILURE_TTL_MS = 1500;

let hub: MockHub;
beforeAll(async () => {
  hub = await startMockHub();
});
afterAll(async () => {
  await hub?.close();
});

/** `serve --hub` on the mock hub with these flags, for the tests of one describe block. */
function serving(flags: string[]): { ask: (model: string) => Promise<Response> } {
  let served: Served | undefined;
  beforeAll(async () => {
    served = await startServe(["--hub", "--hub-url", hub.url, ...flags]);
  }, 180_000);
  afterAll(async () => {
    if (served?.child.exitCode === null) expect(await served.stop()).toBe(0);
  });
  return {
    ask: (model) => fetch(`${served!.url}/v1/providers`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ model }) }),
  };
}

const asked = (id: string) => hub.requests.filter((r) => r.path.startsWith(`/api/models/${id}?`)).length;

describe("serve --hub-timeout", () => {
  const { ask } = serving(["--hub-timeout", String(DEADLINE_MS), "--timeout", "10000", "--retries", "3"]);

  it("a silent hub: 504 within the configured deadline, retries and --timeout notwithstanding", async () => {
    // A first request loads the service's code (its answer does not matter here): the deadline is what is measured.
    await (await ask("acme/tiny-classifier")).arrayBuffer();
    const started = Date.now();
    const answer = await ask("acme/silent");
    const took = Date.now() - started;
    expect(answer.status).toBe(504);
    expect(took).toBeGreaterThanOrEqual(DEADLINE_MS - 20);
    // Timers of a loaded machine run late: the slack is for them, not for another try.
    expect(took).toBeLessThan(DEADLINE_MS + 500);
    const body = (await answer.json()) as { type: string; detail: string };
    expect(body.type).toBe("/problems/hub-timeout");
    expect(body.detail).toContain(`deadline of ${DEADLINE_MS} ms`);
  });
});

describe("serve --hub-failure-ttl", () => {
  // No retries and a roomy deadline: the hub's 503 is the failure, however loaded the machine.
  const { ask } = serving(["--hub-failure-ttl", String(FAILURE_TTL_MS), "--retries", "0", "--hub-timeout", "10000"]);

  it("a failing model is asked of the hub once within the configured time, and again after it", async () => {
    const id = `acme/down-ttl-${Date.now()}`;
    const first = await ask(id);
    const failedAt = Date.now();
    expect(first.status).toBe(502);
    expect(asked(id)).toBe(1);
    const again = await ask(id);
    expect(again.status).toBe(502);
    expect(Number(again.headers.get("retry-after"))).toBe(Math.ceil(FAILURE_TTL_MS / 1000));
    expect(asked(id)).toBe(1);
    await new Promise((done) => setTimeout(done, FAILURE_TTL_MS + 100 - (Date.now() - failedAt)));
    expect((await ask(id)).status).toBe(502);
    expect(asked(id)).toBe(2);
  });
});

describe("serve --hub-cache-mb", () => {
  const { ask } = serving(["--hub-cache-mb", "1", "--retries", "0", "--hub-timeout", "10000"]);

  it("a record larger than the bound is not kept: asked of the hub again; a small one is kept", async () => {
    // acme/huge is a record of about 2 MB.
    const huge = asked("acme/huge");
    await (await ask("acme/huge")).arrayBuffer();
    await (await ask("acme/huge")).arrayBuffer();
    expect(asked("acme/huge") - huge).toBe(2);
    const small = asked("acme/tiny-classifier");
    await (await ask("acme/tiny-classifier")).arrayBuffer();
    await (await ask("acme/tiny-classifier")).arrayBuffer();
    expect(asked("acme/tiny-classifier") - small).toBe(1);
  });
});

describe("bad values are refused, naming the flag and the value", () => {
  it.each([
    ["--hub-timeout=0", '--hub-timeout expects a whole number from 1 to 600000, got "0"'],
    ["--hub-timeout=10s", '--hub-timeout expects a whole number from 1 to 600000, got "10s"'],
    ["--hub-timeout=600001", '--hub-timeout expects a whole number from 1 to 600000, got "600001"'],
    ["--hub-failure-ttl=-1", '--hub-failure-ttl expects a whole number from 0 to 3600000, got "-1"'],
    ["--hub-failure-ttl=soon", '--hub-failure-ttl expects a whole number from 0 to 3600000, got "soon"'],
    ["--hub-cache-mb=0", '--hub-cache-mb expects a whole number from 1 to 4096, got "0"'],
    ["--answer-cache-mb=4097", '--answer-cache-mb expects a whole number from 0 to 4096, got "4097"'],
  ])("serve --hub %s", async (flag, message) => {
    const run = await runSpawned(["serve", "--hub", "--port", "0", flag], ROOT);
    expect(run.code).toBe(2);
    expect(run.stderr).toBe(`model-atlas: ${message}\n`);
  });
});
