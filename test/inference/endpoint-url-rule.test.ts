/**
 * The engine's own rule for `request.endpointUrl` (engine/schema/endpoint-url.ts): an absolute
 * http:// or https:// URL with a host, or an AtlasError on the field `endpointUrl` that names the
 * value and what is expected. The command line and the tools take the same rule.
 */
import { describe, expect, it } from "vitest";
import { AtlasError, endpointUrlProblem, getInferenceSnippets } from "../../engine/index.js";

const CHAT = { id: "acme/chat-7b", pipeline_tag: "text-generation", tags: ["conversational"] };
const TASK = { id: "acme/tc", pipeline_tag: "text-classification" };

function refusal(endpointUrl: string): AtlasError {
  try {
    getInferenceSnippets(CHAT, { endpointUrl });
  } catch (error) {
    if (error instanceof AtlasError) return error;
    throw error;
  }
  throw new Error(`${JSON.stringify(endpointUrl)} was accepted`);
}

const curl = (model: typeof CHAT | typeof TASK, endpointUrl: string) =>
  getInferenceSnippets(model, { endpointUrl }).find((s) => s.client === "curl")?.content ?? "";

describe("endpointUrl", () => {
  it.each(["not a url", "ftp://x", "https://", "javascript:alert(1)", " https://x", "https://x ", "https:///v1", "//x.example/v1", "x.example/v1", ""])(
    "refuses %j with the field and the value",
    (bad) => {
      const error = refusal(bad);
      expect(error.problems).toHaveLength(1);
      expect(error.problems[0]).toMatchObject({ code: "input", path: "endpointUrl" });
      expect(error.problems[0]!.message).toContain(JSON.stringify(bad));
      expect(error.problems[0]!.message).toContain("an absolute http:// or https:// URL with a host");
      expect(error.problems[0]!.message).toContain(endpointUrlProblem(bad)!);
    },
  );

  it("says when the only fault is spaces around the URL", () => {
    expect(refusal(" https://x").message).toContain("(it has spaces around it)");
  });

  it("refuses it for tasks other than chat too", () => {
    expect(() => getInferenceSnippets(TASK, { endpointUrl: "not a url" })).toThrow(/endpointUrl: .*"not a url" is not an absolute http/);
  });

  it("accepts an IPv6 host with a port", () => {
    expect(endpointUrlProblem("http://[::1]:8080/v1")).toBeUndefined();
    expect(curl(CHAT, "http://[::1]:8080/v1")).toContain("'http://[::1]:8080/v1/chat/completions'");
  });

  it("accepts a space in the path, percent-encoded as before", () => {
    expect(endpointUrlProblem("https://a.b/c d")).toBeUndefined();
    expect(curl(CHAT, "https://a.b/c d")).toContain("'https://a.b/c%20d/v1/chat/completions'");
  });

  it("accepts the scheme in any case", () => {
    expect(endpointUrlProblem("HTTPS://x.example/v1")).toBeUndefined();
  });
});
