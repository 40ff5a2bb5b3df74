/**
 * One call plan (engine/inference/call/call-plan.ts): plain data, planned once, and rendered in any
 * subset of the languages with the same snippets as the full set gives for them. The usage
 * cards rely on that: they plan each call once and render only the languages they keep.
 */
import { describe, expect, it } from "vitest";
import { chatModes } from "../../engine/inference/chat/plugin.js";
import { PLUGIN_MODES } from "../../engine/inference/chat/mode-definitions.js";
import { callIds, planCall } from "../../engine/inference/call/call-plan.js";
import { callFacts } from "../../engine/inference/call-render.js";
import { callSnippets } from "../../engine/inference/generator.js";
import { LANGUAGE_PLUGINS } from "../../engine/languages/plugins.js";
import { getInferenceSnippets as builtInSnippets, hasBuiltInSnippets } from "../../engine/languages/core-snippets.js";
import { getInferenceSnippets } from "../../engine/languages/snippets.js";
import { LANGUAGES, type SnippetRequest } from "../../engine/schema/snippet.js";
import { providersOf, realRecords } from "../real-records/support.js";

const SUBSETS = [["python", "js", "sh"], ["python", "js"], ["sh"], ["go", "java"], ["ruby", "php", "sh"]] as const;

describe("planCall", () => {
  it("is plain data: no class, no functions", () => {
    const model = { id: "acme/chat", pipeline_tag: "text-generation", tags: ["conversational"] };
    const call = planCall(model, { provider: "auto" }, chatModes)!;
    expect(Object.getPrototypeOf(call)).toBe(Object.prototype);
    expect(Object.entries(call).filter(([k, v]) => typeof v === "function" && k !== "modes")).toEqual([]);
    expect(call).toMatchObject({
      task: "text-generation",
      providerTask: "conversational",
      conversational: true,
      chat: true,
      viaChat: false,
      endpoint: false,
      providerId: "auto",
      templateName: "conversational",
    });
  });

  it("is undefined when there is no call to write", () => {
    expect(planCall({ id: "acme/none" }, {})).toBeUndefined();
    expect(planCall({ id: "acme/cls", pipeline_tag: "text-classification" }, { provider: "cerebras" })).toBeUndefined();
  });

  it("refuses a bad request as the generator does", () => {
    expect(() => planCall({ id: "acme/m", pipeline_tag: "text-classification" }, { provider: 3 } as unknown as SnippetRequest)).toThrow(/snippet request/);
  });
});

describe("a planned call rendered in some languages", () => {
  const quiet = console.error;
  it("gives the snippets of the full set in those languages, and its request plan is worked out once per ids", () => {
    console.error = () => {};
    try {
      const differing: string[] = [];
      let compared = 0;
      const lists = SUBSETS.map(
        (subset) => [subset, LANGUAGES.filter((l) => (subset as readonly string[]).includes(l)).map((l) => LANGUAGE_PLUGINS[l])] as const,
      );
      for (const { name, model } of realRecords()) {
        const requests: SnippetRequest[] = providersOf(model).map((provider) => ({ provider }));
        requests.push(...PLUGIN_MODES.map((m) => ({ provider: "auto", ...m.request })));
        for (const request of requests) {
          let all: ReturnType<typeof getInferenceSnippets>;
          try {
            all = getInferenceSnippets(model, request);
          } catch {
            continue; // a mode the model does not take (not a chat model)
          }
          const call = planCall(model, request, chatModes);
          if (!call) {
            if (all.length) differing.push(`${name} ${JSON.stringify(request)}: no plan`);
            continue;
          }
          const ids = callIds(call);
          // The request plan is worked out once for the call and its ids.
          expect(callFacts(call, ids).plan).toBe(callFacts(call, ids).plan);
          for (const [subset, plugins] of lists) {
            const some = callSnippets(call, plugins, ids);
            compared += some.length;
            const expected = all.filter((s) => (subset as readonly string[]).includes(s.language));
            if (JSON.stringify(some) !== JSON.stringify(expected)) differing.push(`${name} ${JSON.stringify(request)} ${subset.join(",")}`);
          }
        }
      }
      expect(differing).toEqual([]);
      expect(compared).toBeGreaterThan(1000);
    } finally {
      console.error = quiet;
    }
  });
});

describe("hasBuiltInSnippets", () => {
  it("says whether the built-in languages give a snippet, as rendering them does", () => {
    const differing: string[] = [];
    for (const { name, model } of realRecords()) {
      for (const provider of ["auto", ...providersOf(model)]) {
        if (hasBuiltInSnippets(model, { provider }) !== builtInSnippets(model, { provider }).length > 0) differing.push(`${name} ${provider}`);
      }
    }
    expect(differing).toEqual([]);
  });
});
