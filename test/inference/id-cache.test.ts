/**
 * The id cache (engine/inference/id-cache.ts) must be invisible: for every provider, task,
 * and a spread of ids (hub ids, provider ids with a prefix, a `:` version, unsafe characters),
 * the snippets with the cache equal the snippets rendered from scratch.
 */
import { afterAll, describe, expect, it } from "vitest";
import { getInferenceSnippets, PROVIDERS, type ModelRecordInput, type SnippetRequest } from "../../engine/index.js";
import { PIPELINE_TEMPLATES } from "../../engine/inference/call/pipeline-tables.js";
import { cachedSnippets, idCacheSize, setIdCache, type Ids } from "../../engine/inference/id-cache.js";

const IDS: [string, string][] = [
  ["acme/model-x", "acme/model-x"],
  ["acme/model-y", "vendor/model-y"],
  ["org-12/a-much-longer-model-name-v2", "openai/gpt-oss-120b"],
  ["acme/model-z", "owner/model:0123456789abcdef"],
  ["acme/model-w", "accounts/fireworks/models/llama"],
  ["a/b", "short"],
  ["acme/with space", "acme/with'quote"],
  // Safe ids whose content a provider reads (together: a Kontext model edits images its own way, a
  // Kokoro voice has its own body), each after an id of the same lengths that it does not read.
  ["acme/image-model-1", "black-forest-labs/FLUX.1-schnell-dev"],
  ["acme/image-model-2", "black-forest-labs/FLUX.1-kontext-dev"],
  ["acme/voice-model-1", "hexgrad/Vocalo-82M"],
  ["acme/voice-model-2", "hexgrad/Kokoro-82M"],
];

const BILL_TOS = ["bill-org-0001", "Bill.Org_2024-xyz", "bill-org-0002", "acme", "team/sub-org-x", "o'neil-org-$x", "qqqqqqqq"];

function cases(): { model: ModelRecordInput; request: SnippetRequest }[] {
  const out: { model: ModelRecordInput; request: SnippetRequest }[] = [];
  for (const provider of PROVIDERS.values()) {
    for (const task of Object.keys(provider.tasks)) {
      const chat = task === "conversational";
      const pipelines = chat ? ["text-generation", "image-text-to-text"] : PIPELINE_TEMPLATES[task] ? [task] : [];
      for (const pipeline of pipelines) {
        for (const [hub, providerId] of IDS) {
          const model: ModelRecordInput = {
            id: hub,
            pipeline_tag: pipeline,
            tags: chat ? ["conversational"] : [],
            inferenceProviderMapping: [{ provider: provider.id, providerId, task, status: "live" }],
          };
          out.push({ model, request: { provider: provider.id } });
          if (chat) out.push({ model, request: { provider: provider.id, streaming: true, directRequest: true, billTo: "acme-org" } });
          else out.push({ model, request: { provider: provider.id, directRequest: true } });
          // Bill-to names that are swapped like ids (long, safe) and that are not (short, `/`, quotes, `$`).
          out.push({ model, request: { provider: provider.id, billTo: BILL_TOS[out.length % BILL_TOS.length]! } });
        }
      }
    }
  }
  return out;
}

afterAll(() => setIdCache(true));

describe("id cache", () => {
  it("gives the same snippets as rendering from scratch", () => {
    const all = cases();
    expect(all.length).toBeGreaterThan(500);
    const quiet = console.error;
    console.error = () => {};
    try {
      setIdCache(false);
      const fresh = all.map((c) => getInferenceSnippets(c.model, c.request));
      setIdCache(true);
      // Twice: the first pass fills the cache, the second reads it.
      all.map((c) => getInferenceSnippets(c.model, c.request));
      const cached = all.map((c) => getInferenceSnippets(c.model, c.request));
      const differing = all.filter((_, i) => JSON.stringify(cached[i]) !== JSON.stringify(fresh[i]));
      expect(differing.map((c) => `${c.model.id} ${JSON.stringify(c.request)} ${c.model.pipeline_tag}`)).toEqual([]);
    } finally {
      console.error = quiet;
    }
  });
});

describe("bill-to in the id cache", () => {
  it("lets requests that each bill their own organisation share one cached set", () => {
    setIdCache(true);
    const model: ModelRecordInput = {
      id: "acme/chat-model",
      pipeline_tag: "text-generation",
      tags: ["conversational"],
      inferenceProviderMapping: [{ provider: "together", providerId: "vendor/chat-model", task: "conversational", status: "live" }],
    };
    const outputs = Array.from({ length: 40 }, (_, i) =>
      getInferenceSnippets(model, { provider: "together", billTo: `bill-org-${String(i).padStart(4, "0")}` }),
    );
    expect(idCacheSize()).toBe(1);
    setIdCache(false);
    const fresh = Array.from({ length: 40 }, (_, i) => getInferenceSnippets(model, { provider: "together", billTo: `bill-org-${String(i).padStart(4, "0")}` }));
    setIdCache(true);
    expect(outputs).toEqual(fresh);
    expect(outputs[7]!.map((s) => s.content).join("\n")).toContain("bill-org-0007");
  });
  it("swaps the bill-to into a cached set", () => {
    const render = (ids: Ids) => [{ language: "python" as const, client: "requests", content: `bill_to=${ids.bill} model=${ids.hub}` }];
    const plan = (ids: Ids) => `${ids.provider} ${ids.bill}`;
    cachedSnippets("kb", { hub: "acme/first-model", provider: "vendor/first-mdl", bill: "first-org" }, { plan, render });
    const second = cachedSnippets("kb", { hub: "acme/other-model", provider: "vendor/other-mdl", bill: "other-org" }, { plan, render });
    expect(second[0]!.content).toBe("bill_to=other-org model=acme/other-model");
  });
});

describe("cachedSnippets", () => {
  const render = (ids: Ids) => [{ language: "python" as const, client: "requests", content: `url = "/models/${ids.provider}" # ${ids.hub}` }];
  it("swaps the real ids into a cached set", () => {
    const plan = (ids: Ids) => `/models/${ids.provider}`;
    cachedSnippets("k1", { hub: "acme/first-model", provider: "vendor/first-mdl" }, { plan, render });
    const second = cachedSnippets("k1", { hub: "acme/other-model", provider: "vendor/other-mdl" }, { plan, render });
    expect(second[0]!.content).toBe('url = "/models/vendor/other-mdl" # acme/other-model');
  });
  it("matches a plan of nested data leaf by leaf, and renders from scratch on any other difference", () => {
    const spec = (ids: Ids, extra: Record<string, unknown> = {}) => ({
      url: `https://example.org/models/${ids.provider}`,
      auth: { kind: "bearer" },
      headers: { "X-Model": ids.hub },
      body: { kind: "json", json: { model: ids.provider, n: 1, stop: ["\n"], ok: true, none: null } },
      ...extra,
    });
    let renders = 0;
    const counting = (ids: Ids) => (renders++, render(ids));
    const ids = (n: number) => ({ hub: `acme/model-${n}`, provider: `vendor/mdl-${n}` });
    cachedSnippets("k3", ids(1), { plan: (i) => spec(i), render: counting });
    const cachedRenders = renders;
    expect(cachedSnippets("k3", ids(2), { plan: (i) => spec(i), render: counting })[0]!.content).toBe('url = "/models/vendor/mdl-2" # acme/model-2');
    expect(renders).toBe(cachedRenders);
    const differing: [string, (i: Ids) => unknown][] = [
      ["an extra key", (i) => (i.hub === "acme/model-3" ? spec(i, { extra: 1 }) : spec(i))],
      [
        "keys in another order",
        (i) => {
          const { auth, ...rest } = spec(i);
          return i.hub === "acme/model-3" ? { auth, ...rest } : spec(i);
        },
      ],
      ["a number", (i) => (i.hub === "acme/model-3" ? spec(i, { body: { kind: "json", json: { model: i.provider, n: 2 } } }) : spec(i))],
      [
        "a string beside the id",
        (i) => ({ ...spec(i), url: i.hub === "acme/model-3" ? `https://example.org/v2/${i.provider}` : `https://example.org/v1/${i.provider}` }),
      ],
      ["a list's length", (i) => spec(i, { stop: i.hub === "acme/model-3" ? ["a", "b"] : ["a"] })],
      ["an id moved", (i) => spec(i, { headers: i.hub === "acme/model-3" ? { "X-Model": i.provider } : { "X-Model": i.hub } })],
    ];
    for (const [what, plan] of differing) {
      const before = renders;
      const key = `k4-${what}`;
      cachedSnippets(key, ids(1), { plan, render: counting });
      const filled = renders;
      cachedSnippets(key, ids(3), { plan, render: counting });
      expect(renders - filled, what).toBe(1);
      expect(filled - before, what).toBeGreaterThan(0);
    }
  });

  it("renders from scratch when the plan depends on the id itself", () => {
    // A definition that routes ids with a prefix elsewhere: the stand-in has no prefix.
    const plan = (ids: Ids) => (ids.provider.startsWith("vendor/") ? "/special" : `/models/${ids.provider}`);
    let renders = 0;
    const counting = (ids: Ids) => (renders++, render(ids));
    const out = cachedSnippets("k2", { hub: "acme/first-model", provider: "vendor/first-mdl" }, { plan, render: counting });
    expect(out[0]!.content).toBe('url = "/models/vendor/first-mdl" # acme/first-model');
    expect(renders).toBe(1);
  });
});
