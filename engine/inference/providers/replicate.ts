/**
 * Replicate: every task is a prediction. `owner/model` ids go to the model's predictions
 * route; versioned ids (`owner/model:version`) go to `/v1/predictions` with `version` in the
 * body. `Prefer: wait` asks Replicate to hold the answer until the prediction is done; the
 * snippets still poll the prediction's `urls.get` until it has succeeded, since the wait is
 * capped.
 * Key variable: REPLICATE_API_TOKEN, "used by default" by Replicate's own clients
 * (replicate-python README, "Use a custom token").
 */
import { dataUrl, fileOf, paramsOf, pollJob, textOf } from "./common.js";
import type { PollResult } from "../call/polling.js";
import { BEARER, defineProvider, routerBase, type BodyValue, type ProviderTask, type RequestContext } from "./types.js";

/** `owner/model:version` → the version, else undefined. */
function versionOf(ctx: RequestContext): string | undefined {
  const at = ctx.providerModelId.indexOf(":");
  return at < 0 ? undefined : ctx.providerModelId.slice(at + 1);
}

/* @__NO_SIDE_EFFECTS__ */
function prediction(input: (ctx: RequestContext) => Record<string, BodyValue>, result: PollResult): ProviderTask {
  return {
    route: (ctx) => (versionOf(ctx) ? "/v1/predictions" : `/v1/models/${ctx.providerModelId}/predictions`),
    headers: () => ({ Prefer: "wait" }),
    body: (ctx) => {
      const version = versionOf(ctx);
      return { kind: "json", json: version ? { input: input(ctx), version } : { input: input(ctx) } };
    },
    response: pollJob({
      statusUrl: [{ base: true }, { field: ["urls", "get"], take: "pathname" }],
      interval: 1,
      done: { path: ["status"], values: ["succeeded"] },
      failed: { path: ["status"], values: ["failed", "canceled"] },
      result,
    }),
  };
}

/** A LoRA adapter on the hub: Replicate loads the weights from the adapter's repository. */
function withLora(ctx: RequestContext, input: Record<string, BodyValue>): Record<string, BodyValue> {
  return ctx.adapter === "lora" ? { ...input, lora_weights: `https://huggingface.co/${ctx.hubModelId}` } : input;
}

/** Image inputs under every name Replicate's image models use for them. */
function imageInputs(ctx: RequestContext): Record<string, BodyValue> {
  const file = fileOf(ctx);
  if (!file) return {};
  return { image: dataUrl(file), images: [dataUrl(file)], input_image: dataUrl(file), input_images: [dataUrl(file)] };
}

const media = /* @__NO_SIDE_EFFECTS__ */ (output: string): PollResult => ({ kind: "media", path: ["output"], output, listOrValue: true });

export const replicate = defineProvider({
  id: "replicate",
  routedBaseUrl: routerBase("replicate"),
  directBaseUrl: "https://api.replicate.com",
  keyEnvVar: "REPLICATE_API_TOKEN",
  directAuth: BEARER,
  tasks: () => ({
    "text-to-image": prediction((ctx) => withLora(ctx, { ...paramsOf(ctx), prompt: textOf(ctx) }), media("image.png")),
    "text-to-video": prediction((ctx) => ({ ...paramsOf(ctx), prompt: textOf(ctx) }), media("video.mp4")),
    "text-to-speech": prediction((ctx) => ({ text: textOf(ctx) }), media("speech.wav")),
    "image-to-image": prediction((ctx) => withLora(ctx, { prompt: textOf(ctx), ...paramsOf(ctx), ...imageInputs(ctx) }), media("image.png")),
    "automatic-speech-recognition": prediction(
      (ctx) => {
        const file = fileOf(ctx);
        return { audio: file ? dataUrl(file) : null };
      },
      { kind: "json", path: ["output"] },
    ),
  }),
});
