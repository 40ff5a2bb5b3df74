/**
 * Calls that go wrong (the list is in ./support/failing-calls.ts), for the raw-HTTP clients of
 * python, js and sh. Every raw-HTTP snippet must stop with an error (never poll forever, never
 * write a file).
 */
import { describe, expect, it } from "vitest";
import { expectSaysWhy, expectStoppedWithError, FAILING_CALLS_PER_CLIENT, runFailingCalls } from "./support/failing-calls.js";

const RAW = new Set(["requests", "fetch", "curl"]);

const results = runFailingCalls((s) => RAW.has(s.client), 120_000);

describe("job flows that fail", () => {
  it("stop every raw-HTTP snippet with an error and no output file", () => {
    expect(results().size).toBeGreaterThanOrEqual(10);
    expect([...results().keys()].filter((id) => id.endsWith("/sh/curl")).length).toBe(FAILING_CALLS_PER_CLIENT);
    expect([...results().keys()].filter((id) => id.startsWith("media-error/")).length).toBeGreaterThanOrEqual(2);
    expect([...results().keys()].filter((id) => id.startsWith("bytes-error/")).length).toBe(3);
    expectStoppedWithError(results());
  });

  it("say why: the job's failure or the HTTP error", () => {
    expectSaysWhy(results());
  });
});
