/**
 * The hub client against a local mock hub: found, not found (401 + RepoNotFound without a
 * token, 404 with one), gated (401/403), a bare 401, 500 then
 * success, always 429, an answer slower than the time limit, and a non-JSON answer.
 * Transcripts go to test/golden/cli/hub/<case>.txt with the port replaced by PORT.
 */
import { mkdtemp, rm } from "node:fs/promises";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hubClientOptions } from "../../engine/cli/args.js";
import { fetchModelInfo } from "../../engine/hub/client.js";
import { HubError } from "../../engine/hub/errors.js";
import { GOOD_TOKEN, startMockHub, type MockHub } from "../cli/mock-hub.js";
import { runCli, transcript } from "../cli/run-cli.js";
import { expectGolden } from "../support/golden.js";

const GOLDEN = join(import.meta.dirname, "../golden/cli/hub");
let hub: MockHub;

beforeAll(async () => {
  hub = await startMockHub();
});
afterAll(async () => {
  await hub.close();
});

async function scenario(name: string, id: string, env: Record<string, string> = {}, limits = { timeout: "1000", retries: "1" }) {
  const argv = ["inputs", id, "--hub-url", hub.url, "--timeout", limits.timeout, "--retries", limits.retries];
  const run = await runCli(argv, { env });
  const text = transcript(argv, run).replaceAll(hub.url, "http://127.0.0.1:PORT");
  await expectGolden(text, join(GOLDEN, `${name}.txt`));
  return run;
}

describe("model lookup on a hub", () => {
  it("found: asks for the provider mapping and prints the model's input", async () => {
    const run = await scenario("found", "acme/tiny-classifier");
    expect(run.code).toBe(0);
    const request = hub.requests.find((r) => r.path.startsWith("/api/models/acme/tiny-classifier?"))!;
    expect(decodeURIComponent(request.path)).toContain("expand[]=inferenceProviderMapping");
    expect(request.authorization).toBeUndefined();
  });

  it("not found: exit 4 with 'Model <id> not found on <hub>'", async () => {
    const run = await scenario("not-found", "acme/nothing-here");
    expect(run.code).toBe(4);
    expect(run.stderr).toContain(`Model acme/nothing-here not found on ${hub.url}; if it is private, set HF_TOKEN`);
  });

  it("not found with a token: exit 4, no advice about tokens", async () => {
    const run = await scenario("not-found-with-token", "acme/nothing-here", { HF_TOKEN: GOOD_TOKEN });
    expect(run.code).toBe(4);
    expect(run.stderr).toBe(`model-atlas: Model acme/nothing-here not found on ${hub.url}\n`);
  });

  it("a bare 401 without an error code: exit 5, the model is gated or private", async () => {
    const run = await scenario("plain-401", "acme/plain-401");
    expect(run.code).toBe(5);
    expect(run.stderr).toContain("is gated or private (HTTP 401): set HF_TOKEN");
  });

  it("gated without a token: exit 5, asks for HF_TOKEN", async () => {
    const run = await scenario("gated-no-token", "acme/gated");
    expect(run.code).toBe(5);
    expect(run.stderr).toContain("set HF_TOKEN");
  });

  it("gated with a token that has no access: exit 5, never prints the token", async () => {
    const run = await scenario("gated-wrong-token", "acme/gated", { HF_TOKEN: "hf_secret_do_not_print" });
    expect(run.code).toBe(5);
    expect(run.stdout + run.stderr).not.toContain("hf_secret_do_not_print");
    expect(hub.requests.at(-1)!.authorization).toBe("Bearer hf_secret_do_not_print");
  });

  it("gated with a token that has access: found", async () => {
    const run = await scenario("gated-good-token", "acme/gated", { HF_TOKEN: GOOD_TOKEN });
    expect(run.code).toBe(0);
    expect(run.stdout + run.stderr).not.toContain(GOOD_TOKEN);
  });

  it("500 then success: retried once, then found", async () => {
    const before = hub.requests.filter((r) => r.path.startsWith("/api/models/acme/flaky")).length;
    const run = await scenario("server-error-then-success", "acme/flaky");
    expect(run.code).toBe(0);
    expect(hub.requests.filter((r) => r.path.startsWith("/api/models/acme/flaky")).length - before).toBe(2);
  });

  it("429 on every try: exit 6 after the retries, saying how often it tried", async () => {
    const run = await scenario("rate-limited", "acme/busy");
    expect(run.code).toBe(6);
    expect(run.stderr).toContain("HTTP 429");
    expect(run.stderr).toContain("tried 2 times");
  });

  it("slower than the time limit: exit 6, names the URL and the limit", async () => {
    const run = await scenario("timeout", "acme/slow", {}, { timeout: "100", retries: "0" });
    expect(run.code).toBe(6);
    expect(run.stderr).toMatch(/No answer from .*acme\/slow within 100 ms/);
  });

  it("an answer that is not JSON: exit 6", async () => {
    const run = await scenario("not-json", "acme/not-json");
    expect(run.code).toBe(6);
  });

  it("a hub that cannot be reached: exit 6, says what failed and where", async () => {
    const port = await closedPort();
    const argv = ["inputs", "acme/tiny-classifier", "--hub-url", `http://127.0.0.1:${port}`, "--retries", "0"];
    const run = await runCli(argv);
    expect(run.code).toBe(6);
    expect(run.stderr).toContain(`Could not reach http://127.0.0.1:${port}/api/models/acme/tiny-classifier: ECONNREFUSED (tried 1 time)`);
  });

  it("MODEL_ATLAS_HUB_URL picks the hub when --hub-url is absent", async () => {
    const run = await runCli(["inputs", "acme/tiny-classifier"], { env: { MODEL_ATLAS_HUB_URL: hub.url } });
    expect(run.code).toBe(0);
  });
});

describe("one deadline for a whole lookup: --hub-timeout", () => {
  it("a hub that never answers: exit 6 within --hub-timeout, however many retries and whatever --timeout", async () => {
    const started = Date.now();
    const run = await runCli(["inputs", "acme/silent", "--hub-url", hub.url, "--timeout", "10000", "--retries", "3", "--hub-timeout", "300"]);
    const took = Date.now() - started;
    expect(run.code).toBe(6);
    expect(took).toBeGreaterThanOrEqual(290);
    expect(took).toBeLessThan(1000);
    expect(run.stderr).toBe(`model-atlas: No answer from ${hub.url}/api/models/acme/silent within the lookup's deadline of 300 ms (tried 1 time)\n`);
  });

  it("a 429 whose Retry-After would pass the deadline: exit 6 at once, not after the wait", async () => {
    const started = Date.now();
    const run = await runCli(["inputs", "acme/limited", "--hub-url", hub.url, "--retries", "3", "--hub-timeout", "2000"]);
    expect(run.code).toBe(6);
    expect(Date.now() - started).toBeLessThan(1000);
    expect(run.stderr).toContain("HTTP 429");
  });

  it("every command that looks a model up takes --hub-timeout", async () => {
    const commands = ["snippets", "inputs", "plan", "local-apps", "library-snippets"];
    // Each command's code loads on its first run: load it before the clock matters.
    for (const command of commands) await runCli([command, "--help"]);
    const runs = await Promise.all(
      commands.map(async (command) => {
        const started = Date.now();
        const run = await runCli([command, "acme/silent", "--hub-url", hub.url, "--hub-timeout", "200"]);
        return { command, code: run.code, took: Date.now() - started };
      }),
    );
    for (const run of runs) {
      expect(run.code, run.command).toBe(6);
      expect(run.took, run.command).toBeLessThan(1000);
    }
  });

  it("export: a lookup past --hub-timeout is a failed line, and the run goes on", async () => {
    const out = await mkdtemp(join(tmpdir(), "atlas-hub-timeout-"));
    try {
      const started = Date.now();
      const run = await runCli(["export", "acme/silent", "acme/tiny-classifier", "--out", out, "--jobs", "1", "--hub-url", hub.url, "--hub-timeout", "200"]);
      expect(Date.now() - started).toBeLessThan(5000);
      expect(run.code).toBe(1);
      expect(run.stderr).toContain("acme/silent: No answer from");
      expect(run.stderr).toContain("within the lookup's deadline of 200 ms");
    } finally {
      await rm(out, { recursive: true, force: true });
    }
  });

  it("the deadline is 10 s by default, --timeout when larger, and --hub-timeout when given; a bad value is refused by name", async () => {
    const io = { env: {} } as Parameters<typeof hubClientOptions>[1];
    expect(hubClientOptions({}, io).deadlineMs).toBe(10_000);
    expect(hubClientOptions({ timeout: "30000" }, io).deadlineMs).toBe(30_000);
    expect(hubClientOptions({ timeout: "30000", "hub-timeout": "500" }, io).deadlineMs).toBe(500);
    for (const bad of ["0", "abc", "600001", "-5"]) {
      const run = await runCli(["inputs", "acme/tiny-classifier", "--hub-url", hub.url, `--hub-timeout=${bad}`]);
      expect(run.code, bad).toBe(2);
      expect(run.stderr).toBe(`model-atlas: --hub-timeout expects a whole number from 1 to 600000, got ${JSON.stringify(bad)}\n`);
    }
  });
});

describe("fetchModelInfo", () => {
  it("throws a HubError of the right kind", async () => {
    const error = await fetchModelInfo("acme/nothing-here", { hubUrl: hub.url, retries: 0 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HubError);
    expect((error as HubError).kind).toBe("not-found");
  });

  it("rejects a hub URL that is not http(s)", async () => {
    await expect(fetchModelInfo("a/b", { hubUrl: "ftp://example.org" })).rejects.toThrow(/must start with https:\/\/ or http:\/\//);
  });

  it("escapes each part of the id in the path", async () => {
    await fetchModelInfo("acme/a b", { hubUrl: hub.url, retries: 0 }).catch(() => undefined);
    expect(hub.requests.at(-1)!.path.startsWith("/api/models/acme/a%20b?")).toBe(true);
  });
});

/** A port nothing listens on: one the system just handed out and took back. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}
