/**
 * The provider test matrix: every provider/task pair of the reference (hf-inference aside,
 * which test/inference covers), routed and direct, plus the variants the facts list (LoRA
 * adapters, Replicate versioned ids, image-less calls, model-specific switches, streaming
 * chat). Each case is a model record, a snippet request and the request it must send.
 */
import type { ModelRecordInput, SnippetRequest } from "../../../../engine/index.js";
import { ADAPTER_WEIGHTS_PATH, expectedRequest, HUB_ID, PROVIDER_MODEL_ID, referencePairs, type ReferencePair, type ReferenceRequest } from "./expected.js";

export interface ProviderCase {
  /** `<provider>/<task>/<mode>`: also the golden folder. */
  id: string;
  provider: string;
  task: string;
  /** routed, direct, or `<routed|direct>-<variant>`. */
  mode: string;
  direct: boolean;
  model: ModelRecordInput;
  request: SnippetRequest;
  /** What the raw-HTTP and OpenAI clients must send. */
  expected: ReferenceRequest;
  /** The provider's own request, as the hub SDKs build it (huggingface.js is checked against it). */
  reference?: ReferenceRequest;
  /** The reference's way of answering: json, bytes, url-in-json, queue, async-job. */
  responseKind: string;
}

function modelFor(pair: ReferencePair, mapping: Record<string, unknown> = {}): ModelRecordInput {
  const chat = pair.task === "conversational";
  return {
    id: HUB_ID,
    pipeline_tag: chat ? "text-generation" : pair.task,
    tags: chat ? ["conversational"] : [],
    inferenceProviderMapping: [
      {
        provider: pair.provider,
        providerId: pair.provider === "novita" && pair.task === "image-text-to-video" ? "MiniMax-H3" : PROVIDER_MODEL_ID,
        task: pair.task,
        status: "live",
        ...mapping,
      },
    ],
  };
}

function base(pair: ReferencePair, mode: "routed" | "direct"): ProviderCase {
  return {
    id: `${pair.provider}/${pair.task}/${mode}`,
    provider: pair.provider,
    task: pair.task,
    mode,
    direct: mode === "direct" || pair.provider === "openai",
    model: modelFor(pair),
    request: { provider: pair.provider, ...(mode === "direct" ? { directRequest: true } : {}) },
    expected: expectedRequest(pair, pair.provider === "openai" ? "direct" : mode),
    reference: mode === "routed" ? (pair.routed ?? pair.direct) : pair.direct,
    responseKind: pair.response.kind,
  };
}

/** A variant of the reference: `name` in the pair's `variants`, produced by `change`. */
function variant(pair: ReferencePair, name: string, mode: "routed" | "direct", change: Partial<ProviderCase>): ProviderCase {
  const ref = pair.variants[name];
  if (!ref || ref.rejected) throw new Error(`${pair.provider}/${pair.task} has no variant ${name}`);
  const c = base(pair, mode);
  const label = name.replace(/(Routed|Direct)$/, "").replace(/[A-Z]/g, (m) => `-${m.toLowerCase()}`);
  return { ...c, ...change, id: `${c.id}-${label}`, mode: `${mode}-${label}`, expected: ref, reference: ref };
}

export function providerCases(): ProviderCase[] {
  const pairs = referencePairs().filter((p) => p.provider !== "hf-inference");
  const cases: ProviderCase[] = [];
  for (const pair of pairs) {
    if (pair.provider !== "openai") cases.push(base(pair, "routed"));
    cases.push(base(pair, "direct"));
  }
  const find = (provider: string, task: string) => pairs.find((p) => p.provider === provider && p.task === task)!;
  const lora = { adapter: "lora", adapterWeightsPath: ADAPTER_WEIGHTS_PATH };
  for (const [provider, task] of [
    ["fal-ai", "text-to-image"],
    ["fal-ai", "image-to-image"],
    ["fal-ai", "image-to-video"],
    ["fal-ai", "text-to-video"],
    ["replicate", "text-to-image"],
    ["replicate", "image-to-image"],
    ["wavespeed", "text-to-image"],
  ] as const) {
    const pair = find(provider, task);
    cases.push(variant(pair, "loraAdapterRouted", "routed", { model: modelFor(pair, lora) }));
  }
  for (const task of ["text-to-image", "text-to-speech", "text-to-video", "image-to-image", "automatic-speech-recognition"]) {
    const pair = find("replicate", task);
    cases.push(
      variant(pair, "versionedModelIdDirect", "direct", {
        model: modelFor(pair, { providerId: `${PROVIDER_MODEL_ID}:5c7d5dc6dd8bf75c1acaa8565735e7986bc5b66206b55cca93cb72c9bf15ccaa` }),
      }),
    );
  }
  const imageless = { inputs: { prompt: "A red fox running through fresh snow" } };
  for (const [provider, task] of [
    ["fal-ai", "image-text-to-image"],
    ["fal-ai", "image-text-to-video"],
    ["novita", "image-text-to-video"],
    ["wavespeed", "image-text-to-image"],
    ["wavespeed", "image-text-to-video"],
  ] as const) {
    const pair = find(provider, task);
    for (const mode of ["routed", "direct"] as const) {
      const name = `noImage${mode === "routed" ? "Routed" : "Direct"}`;
      // The anchor's fal-ai image-less direct URL drops the model name (a defect); ours keeps it.
      const fixUrl = provider === "fal-ai" && mode === "direct" ? { url: `https://queue.fal.run/${PROVIDER_MODEL_ID}` } : {};
      const c = variant(pair, name, mode, { request: { provider, ...(mode === "direct" ? { directRequest: true } : {}), ...imageless } });
      cases.push({ ...c, expected: { ...c.expected, ...fixUrl } });
    }
  }
  const together = (task: string, name: string, providerId: string) => {
    const pair = find("together", task);
    cases.push(variant(pair, name, "direct", { model: modelFor(pair, { providerId }) }));
  };
  together("text-to-speech", "kokoroModelDirect", "provider-org/Kokoro-model");
  together("image-to-image", "kontextModelDirect", "provider-org/FLUX.1-Kontext-model");
  // Streaming chat, straight to each provider's own chat route.
  for (const pair of pairs.filter((p) => p.task === "conversational")) {
    const c = base(pair, "direct");
    const json = (c.expected.body as { json: Record<string, unknown> }).json;
    cases.push({
      ...c,
      id: `${c.id}-stream`,
      mode: "direct-stream",
      request: { ...c.request, streaming: true },
      expected: { ...c.expected, body: { kind: "json", json: { ...json, stream: true } } },
      reference: undefined,
    });
  }
  return cases;
}
