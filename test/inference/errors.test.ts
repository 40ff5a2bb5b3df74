/** Error cases of the inference snippet engine, with their messages. */
import { afterEach, describe, expect, it, vi } from "vitest";
import { AtlasError, askProvider, getInferenceSnippets, getModelPlan, PROVIDERS } from "../../engine/index.js";
import { httpRequestSpec } from "../../engine/inference/call/http-request.js";
import { BEARER, type ProviderDefinition } from "../../engine/inference/providers/types.js";
import { renderTemplate } from "../support/render-environment.js";
import { model } from "./cases.js";

afterEach(() => vi.restoreAllMocks());

describe("inference snippet errors", () => {
  // The library prints nothing (a bare line on stderr reached CLI users unprefixed); the model plan says why.
  it("an unknown provider gives no snippets, prints nothing, and the plan names provider and values", () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    expect(getInferenceSnippets(model("text-classification"), { provider: "no-such-provider" })).toEqual([]);
    expect(log).not.toHaveBeenCalled();
    const ask = askProvider(getModelPlan(model("text-classification")), "no-such-provider", false, "--unmapped-provider");
    expect(ask.ok === false && ask.refusal).toBe("not-a-provider");
    expect(ask.ok === false && ask.message).toMatch(/^"no-such-provider" is not a provider; valid values: auto, baseten/);
  });

  it("a task the provider does not serve gives no snippets and prints nothing", () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    expect(getInferenceSnippets(model("text-to-video"), { provider: "hf-inference" })).toEqual([]);
    expect(log).not.toHaveBeenCalled();
  });

  it("a missing template names language, client and template", () => {
    expect(() => renderTemplate("python", "requests", "noSuchTemplate", {})).toThrow("Template not found: python/requests/noSuchTemplate");
  });

  it("a body format the snippets cannot write is refused by name", () => {
    const odd: ProviderDefinition = {
      id: "odd",
      routedBaseUrl: "https://router.huggingface.co/odd",
      directBaseUrl: "https://odd.example.com",
      keyEnvVar: "ODD_API_KEY",
      directAuth: BEARER,
      tasks: { "text-classification": { route: () => "/x", body: () => ({ kind: "xml" }) as never, response: { kind: "json" } } },
    };
    const ctx = { task: "text-classification", hubModelId: "a/b", providerModelId: "a/b", direct: false, inputs: "hi" };
    expect(() => httpRequestSpec({ ctx, provider: odd, providerId: "odd", request: { provider: "odd" }, conversational: false })).toThrow(
      "Unsupported format: xml",
    );
  });

  it("inputs that are not valid JSON for an object task are sent as they are, with a warning on each snippet", () => {
    const log = vi.spyOn(console, "error");
    const snippets = getInferenceSnippets(model("table-question-answering"), { inputs: "{not json" });
    expect(log).not.toHaveBeenCalled();
    expect(snippets.length).toBeGreaterThan(0);
    for (const s of snippets) {
      expect(s.content).toContain('"{not json"');
      expect(s.warnings).toEqual([{ code: "inputs-not-json", message: expect.stringContaining("Invalid JSON in inputs for table-question-answering: ") }]);
    }
  });

  it("inputs that parse, or a task that takes text, give no warning", () => {
    expect(getInferenceSnippets(model("table-question-answering"), { inputs: '{"query": "q", "table": {}}' }).some((s) => s.warnings)).toBe(false);
    expect(getInferenceSnippets(model("text-classification"), { inputs: "{not json" }).some((s) => s.warnings)).toBe(false);
  });

  it("a model record without an id is reported with its field", () => {
    try {
      getInferenceSnippets({ pipeline_tag: "text-classification" } as never, {});
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(AtlasError);
      expect((error as AtlasError).problems[0]).toMatchObject({ code: "input", path: "id" });
    }
  });

  it("an unknown request field is refused", () => {
    expect(() => getInferenceSnippets(model("text-classification"), { stream: true } as never)).toThrow(AtlasError);
  });

  it("a model without a pipeline, or a pipeline without a template, gets no snippets", () => {
    expect(getInferenceSnippets({ id: "a/b" }, {})).toEqual([]);
    expect(getInferenceSnippets(model("robotics"), {})).toEqual([]);
  });

  it("every provider's key variable is a valid shell identifier", () => {
    for (const provider of PROVIDERS.values()) expect(provider.keyEnvVar, provider.id).toMatch(/^[A-Za-z_][A-Za-z0-9_]*$/);
  });

  it("never renders a placeholder token, whatever the token source", () => {
    const requests = [{}, { directRequest: true }, { endpointUrl: "https://e.example.com" }, { accessToken: "hf_abc" }];
    for (const request of requests) {
      for (const s of getInferenceSnippets(model("text-generation", ["conversational"]), request)) {
        expect(s.content).not.toMatch(/hf_xxx|placeholder|<[A-Z_]*TOKEN>|API_KEY>/);
      }
    }
  });
});
