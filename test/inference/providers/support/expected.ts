/**
 * The request each provider/task pair must send, read from test/reference/providers.json,
 * and a matcher that compares a recorded request with it, sample-input values aside.
 *
 * Placeholders of the reference (`<INPUT_TEXT>`, `data:image/png;base64,<IMAGE_BASE64>`, …)
 * match any value of their kind. Where we knowingly differ from the reference, the difference
 * is listed in `DEVIATIONS` with the reason, and each has its own regression test.
 */
import { readReference } from "../../../support/reference.js";

export const HUB_ID = "hf-org/hf-model";
export const PROVIDER_MODEL_ID = "provider-org/provider-model";
/** The adapter file the LoRA cases name in their provider mapping. */
export const ADAPTER_WEIGHTS_PATH = "lora.safetensors";

export interface ReferenceRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  body: { kind: "json"; json: unknown } | { kind: "multipart/form-data"; fields: { name: string; file?: boolean; value?: string }[] };
}

export interface ReferencePair {
  provider: string;
  task: string;
  routed?: ReferenceRequest;
  direct: ReferenceRequest;
  variants: Record<string, ReferenceRequest & { rejected?: boolean }>;
  response: { kind: string };
}

interface ProvidersJson {
  providers: { id: string; directRequestEnvVar: string; tasks: (ReferencePair & { requests: Record<string, ReferenceRequest> })[] }[];
  specialRequests: Record<string, ReferenceRequest>;
}

let cache: ReferencePair[] | undefined;

/** Every provider/task pair of the reference (89). */
export function referencePairs(): ReferencePair[] {
  if (cache) return cache;
  const json = readReference<ProvidersJson>("providers.json");
  cache = json.providers.flatMap((p) =>
    p.tasks.map((t) => ({
      provider: p.id,
      task: t.task,
      routed: t.requests.routed,
      direct: t.requests.direct!,
      variants: (t as { variants?: ReferencePair["variants"] }).variants ?? {},
      response: t.response,
    })),
  );
  return cache;
}

/**
 * Knowing departures from the reference. Each names the pair, what differs and why; the
 * expectations below apply them, and test/inference/providers/defects.test.ts checks each one.
 */
export const DEVIATIONS = {
  routedChat:
    "Routed chat goes to the router's OpenAI-compatible route (https://router.huggingface.co/v1/chat/completions, model `<hub id>:<provider>`), as the anchor's own snippets do; the provider's chat route is used for direct calls.",
  chatRouteTextGeneration:
    "groq and novita text-generation: the route is a chat route; the anchor sent `inputs`/`parameters` there, which the route rejects. We send `messages`.",
  completionsTextGeneration:
    "together and scaleway text-generation: the completions route takes `prompt`; the anchor also sent `inputs` and `parameters`, which the route does not know. We send `model`, `prompt` and the options only.",
  falImagelessDirectUrl: "fal-ai image-less direct calls: the anchor dropped the model name from the URL (`https://queue.fal.run/provider-org`); we keep it.",
  hubSdksLeftOut:
    "groq and novita text-generation offer no huggingface_hub/huggingface.js snippet (those SDK methods send `inputs`/`parameters` to a chat route); fal-ai speech recognition offers no huggingface.js snippet for the flac sample (the JS client refuses audio/flac for fal); huggingface_hub snippets are offered only for the provider/task pairs its InferenceClient can call (no image_text_to_* methods; no helper for deepinfra text-to-image, fal-ai audio-to-audio, ovhcloud/scaleway text-generation, together speech recognition, zai-org image-to-text).",
  keyVariables:
    "Direct calls read the key variable each provider's own docs and clients use (FAL_KEY, REPLICATE_API_TOKEN, …), not the anchor's `<ID>_API_KEY` names.",
} as const;

/** The request we expect for one pair, routed or direct, as a reference request. */
export function expectedRequest(pair: ReferencePair, mode: "routed" | "direct"): ReferenceRequest {
  const json = readReference<ProvidersJson>("providers.json");
  if (pair.task === "conversational" && mode === "routed") {
    const base = json.specialRequests.autoPolicyConversationalWithProviderSuffix!;
    return { ...base, body: { kind: "json", json: { ...(base.body as { json: object }).json, model: `${HUB_ID}:${pair.provider}` } } };
  }
  const ref = mode === "routed" ? pair.routed : pair.direct;
  if (!ref) throw new Error(`${pair.provider}/${pair.task} has no ${mode} request in the reference`);
  if (pair.task === "text-generation" && (pair.provider === "groq" || pair.provider === "novita")) {
    return { ...ref, body: { kind: "json", json: { model: PROVIDER_MODEL_ID, messages: [{ role: "user", content: "<INPUT_TEXT>" }] } } };
  }
  if (pair.task === "text-generation" && (pair.provider === "together" || pair.provider === "scaleway")) {
    const { inputs: _i, parameters: _p, ...rest } = (ref.body as { json: Record<string, unknown> }).json;
    return { ...ref, body: { kind: "json", json: rest } };
  }
  return ref;
}

/** Reference numbers and option values that came from the capture's example parameters: optional in ours. */
const OPTIONAL_KEYS = new Set(["max_tokens", "temperature", "width", "num_frames", "steps", "num_inference_steps", "stream"]);

const BASE64 = /^[A-Za-z0-9+/]+=*$/;
const PLACEHOLDER = /^<[A-Z][A-Z0-9_]*>$/;
const isScalar = (v: unknown) => typeof v === "string" || typeof v === "number" || typeof v === "boolean";

/** Compare `actual` with a reference value; returns the differences as `path: message` lines. */
export function diffBody(expected: unknown, actual: unknown, path = "body"): string[] {
  if (typeof expected === "string") {
    if (expected === "<INPUT_TEXT>" || expected === "<PROMPT_TEXT>") return typeof actual === "string" ? [] : [`${path}: expected text, got ${show(actual)}`];
    const media = /^data:(image|audio)\/[a-z]+;base64,<(IMAGE|AUDIO)_BASE64>$/.exec(expected);
    if (media) {
      const ok = typeof actual === "string" && new RegExp(`^data:${media[1]}/[a-z0-9.+-]+;base64,[A-Za-z0-9+/]+=*$`).test(actual);
      return ok ? [] : [`${path}: expected a ${media[1]} data URL, got ${show(actual)}`];
    }
    if (expected === "<VERSION>") return typeof actual === "string" && actual.length > 0 ? [] : [`${path}: expected a version, got ${show(actual)}`];
    if (expected.includes("<ADAPTER_WEIGHTS_PATH>")) return diffBody(expected.replace("<ADAPTER_WEIGHTS_PATH>", ADAPTER_WEIGHTS_PATH), actual, path);
    if (expected === "<IMAGE_BASE64>" || expected === "<AUDIO_BASE64>" || expected === "<TRANSPARENT_1X1_PNG_BASE64>") {
      return typeof actual === "string" && BASE64.test(actual) ? [] : [`${path}: expected base64, got ${show(actual)}`];
    }
    // Other placeholders (`<QUESTION>`, `<LABEL_1>`, `<CELL>`, …) stand for any sample value.
    if (PLACEHOLDER.test(expected)) return isScalar(actual) ? [] : [`${path}: expected a sample value, got ${show(actual)}`];
    return actual === expected ? [] : [`${path}: expected ${show(expected)}, got ${show(actual)}`];
  }
  if (Array.isArray(expected)) {
    if (!Array.isArray(actual)) return [`${path}: expected a list, got ${show(actual)}`];
    if (path.endsWith(".messages")) return actual.length ? [] : [`${path}: no messages`];
    // A list of placeholders (`["<LABEL_1>", "<LABEL_2>"]`) stands for any non-empty list of sample values.
    if (expected.length && expected.every((e) => typeof e === "string" && PLACEHOLDER.test(e))) {
      return actual.length && actual.every(isScalar) ? [] : [`${path}: expected a list of sample values, got ${show(actual)}`];
    }
    if (actual.length !== expected.length) return [`${path}: expected ${expected.length} items, got ${actual.length}`];
    return expected.flatMap((e, i) => diffBody(e, actual[i], `${path}[${i}]`));
  }
  if (expected && typeof expected === "object") {
    if (!actual || typeof actual !== "object" || Array.isArray(actual)) return [`${path}: expected an object, got ${show(actual)}`];
    const e = expected as Record<string, unknown>;
    const a = actual as Record<string, unknown>;
    const out: string[] = [];
    // A placeholder key (`{"<COLUMN>": [...]}`) stands for any number of keys shaped like its value.
    const keys = Object.keys(e);
    if (keys.length === 1 && PLACEHOLDER.test(keys[0]!)) {
      if (!Object.keys(a).length) return [`${path}: expected at least one entry`];
      return Object.entries(a).flatMap(([k, v]) => diffBody(e[keys[0]!], v, `${path}.${k}`));
    }
    for (const key of Object.keys(e)) {
      if (!(key in a)) {
        if (!OPTIONAL_KEYS.has(key)) out.push(`${path}.${key}: missing`);
        continue;
      }
      if (OPTIONAL_KEYS.has(key) && typeof e[key] === "number") {
        if (typeof a[key] !== "number") out.push(`${path}.${key}: expected a number, got ${show(a[key])}`);
        continue;
      }
      out.push(...diffBody(e[key], a[key], `${path}.${key}`));
    }
    for (const key of Object.keys(a)) {
      if (!(key in e) && !OPTIONAL_KEYS.has(key)) out.push(`${path}.${key}: not in the reference (${show(a[key])})`);
    }
    return out;
  }
  return actual === expected ? [] : [`${path}: expected ${show(expected)}, got ${show(actual)}`];
}

function show(value: unknown): string {
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 80 ? `${text.slice(0, 77)}...` : text;
}
