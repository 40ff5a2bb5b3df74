/** The hub client's retry rules, with an injected fetch (no sockets): what is retried and what is not. */
import { describe, expect, it } from "vitest";
import { fetchModelInfo } from "../../engine/hub/client.js";
import { HubError } from "../../engine/hub/errors.js";

type Answer = Response | Error;

function scriptedFetch(answers: Answer[]) {
  const calls: { url: string; headers: Record<string, string> }[] = [];
  const fetch = (async (url: string, init?: RequestInit) => {
    calls.push({ url, headers: init?.headers as Record<string, string> });
    const next = answers.shift();
    if (!next) throw new Error("no more scripted answers");
    if (next instanceof Error) throw next;
    return next;
  }) as typeof globalThis.fetch;
  return { fetch, calls };
}

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json", ...headers } });
const fast = { backoffMs: 1, maxBackoffMs: 5, hubUrl: "https://hub.example" };

describe("fetchModelInfo retries", () => {
  it("retries 503 and 429 (a long Retry-After is capped), then returns the record", async () => {
    const { fetch, calls } = scriptedFetch([json(503, {}), json(429, {}, { "retry-after": "120" }), json(200, { id: "a/b" })]);
    await expect(fetchModelInfo("a/b", { ...fast, fetch, retries: 3 })).resolves.toEqual({ id: "a/b" });
    expect(calls).toHaveLength(3);
  });

  it("retries a reset connection, naming the system error when it gives up", async () => {
    const reset = () => new TypeError("fetch failed", { cause: Object.assign(new Error("socket hang up"), { code: "ECONNRESET" }) });
    const { fetch, calls } = scriptedFetch([reset(), reset()]);
    const error = (await fetchModelInfo("a/b", { ...fast, fetch, retries: 1 }).catch((e: unknown) => e)) as HubError;
    expect(error.kind).toBe("network");
    expect(error.message).toBe("Could not reach https://hub.example/api/models/a/b: ECONNRESET (tried 2 times)");
    expect(calls).toHaveLength(2);
  });

  it("does not retry 404, 401 or 403", async () => {
    for (const status of [404, 401, 403]) {
      const { fetch, calls } = scriptedFetch([json(status, {})]);
      await expect(fetchModelInfo("a/b", { ...fast, fetch, retries: 3 })).rejects.toBeInstanceOf(HubError);
      expect(calls).toHaveLength(1);
    }
  });

  it("sends the token as a bearer header and keeps it out of every message", async () => {
    const { fetch, calls } = scriptedFetch([json(403, {})]);
    const error = (await fetchModelInfo("a/b", { ...fast, fetch, token: "hf_private_abc" }).catch((e: unknown) => e)) as HubError;
    expect(calls[0]!.headers.authorization).toBe("Bearer hf_private_abc");
    expect(error.kind).toBe("unauthorized");
    expect(error.message).not.toContain("hf_private_abc");
  });

  it("asks for every field the snippet generators read", async () => {
    const { fetch, calls } = scriptedFetch([json(200, { id: "a/b" })]);
    await fetchModelInfo("a/b", { ...fast, fetch });
    const expand = new URL(calls[0]!.url).searchParams.getAll("expand[]");
    expect(expand).toEqual(expect.arrayContaining(["pipeline_tag", "library_name", "tags", "mask_token", "widgetData", "inferenceProviderMapping"]));
  });
});
