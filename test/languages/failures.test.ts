/**
 * The new languages' raw-HTTP clients (go, ruby, php, httpie, java) on the failing calls of
 * test/inference/providers/failures.test.ts (the list is in test/inference/providers/support/failing-calls.ts).
 * Every raw-HTTP snippet must stop with an error (never poll forever, never write a file).
 */
import { describe, expect, it } from "vitest";
import { expectSaysWhy, expectStoppedWithError, FAILING_CALLS_PER_CLIENT, runFailingCalls } from "../inference/providers/support/failing-calls.js";

const NEW = new Set(["go/net-http", "ruby/net-http", "php/php-curl", "sh/httpie", "java/java-net-http"]);

const results = runFailingCalls((s) => NEW.has(`${s.language}/${s.client}`), 300_000);

describe("job flows that fail", () => {
  it("stop every raw-HTTP snippet with an error and no output file", () => {
    expect(results().size).toBeGreaterThanOrEqual(10);
    for (const client of NEW) expect([...results().keys()].filter((id) => id.endsWith(`/${client}`)).length, client).toBe(FAILING_CALLS_PER_CLIENT);
    expect([...results().keys()].filter((id) => id.startsWith("media-error/")).length).toBeGreaterThanOrEqual(2);
    expect([...results().keys()].filter((id) => id.startsWith("bytes-error/")).length).toBe(NEW.size);
    expectStoppedWithError(results());
  });

  it("say why: the job's failure or the HTTP error", () => {
    expectSaysWhy(results());
  });
});
