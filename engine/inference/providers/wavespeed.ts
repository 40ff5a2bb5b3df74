/**
 * WaveSpeedAI: every task is a job at `/api/v3/<model>`; the answer's `data.urls.get` is polled
 * until `data.status` is `completed`, and `data.outputs[0]` is the media URL. Images travel as
 * bare base64; an image-less call sends a transparent 1×1 PNG in their place (the models need
 * an image field).
 * Key variable: WAVESPEED_API_KEY, the name WaveSpeedAI's docs and SDKs read for the bearer key.
 */
import { fileOf, paramsOf, pollJob, textOf } from "./common.js";
import { BEARER, defineProvider, encodeFile, routerBase, type BodyValue, type ProviderTask, type RequestContext } from "./types.js";

/** A transparent 1×1 PNG, base64: the stand-in image of an image-less call. */
const BLANK_PNG = "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAAC0lEQVR42mNgAAIAAAUAAen63NgAAAAASUVORK5CYII=";

/* @__NO_SIDE_EFFECTS__ */
function job(output: string, args: (ctx: RequestContext) => Record<string, BodyValue>): ProviderTask {
  return {
    route: (ctx) => `/api/v3/${ctx.providerModelId}`,
    body: (ctx) => ({ kind: "json", json: withLora(ctx, args(ctx)) }),
    response: pollJob({
      statusUrl: [{ base: true }, { field: ["data", "urls", "get"], take: "pathname" }],
      interval: 0.5,
      done: { path: ["data", "status"], values: ["completed"] },
      failed: { path: ["data", "status"], values: ["failed"] },
      result: { kind: "media", path: ["data", "outputs", 0], output },
    }),
  };
}

/** A LoRA adapter: WaveSpeedAI loads it from the hub by repository id. */
function withLora(ctx: RequestContext, args: Record<string, BodyValue>): Record<string, BodyValue> {
  return ctx.adapter === "lora" ? { ...args, loras: [{ path: ctx.hubModelId, scale: 1 }] } : args;
}

function images(ctx: RequestContext, blankWithoutImage: boolean): Record<string, BodyValue> {
  const file = fileOf(ctx);
  if (file) return { image: encodeFile(file, "base64"), images: [encodeFile(file, "base64")] };
  return blankWithoutImage ? { image: BLANK_PNG, images: [BLANK_PNG] } : {};
}

const textJob = /* @__NO_SIDE_EFFECTS__ */ (output: string) => job(output, (ctx) => ({ ...paramsOf(ctx), prompt: textOf(ctx) }));
const imageJob = /* @__NO_SIDE_EFFECTS__ */ (output: string, blankWithoutImage: boolean) =>
  job(output, (ctx) => ({ ...images(ctx, blankWithoutImage), prompt: textOf(ctx), ...paramsOf(ctx) }));

export const wavespeed = defineProvider({
  id: "wavespeed",
  routedBaseUrl: routerBase("wavespeed"),
  directBaseUrl: "https://api.wavespeed.ai",
  keyEnvVar: "WAVESPEED_API_KEY",
  directAuth: BEARER,
  tasks: () => ({
    "text-to-image": textJob("image.png"),
    "text-to-video": textJob("video.mp4"),
    "image-to-image": imageJob("image.png", false),
    "image-to-video": imageJob("video.mp4", false),
    "image-text-to-image": imageJob("image.png", true),
    "image-text-to-video": imageJob("video.mp4", true),
  }),
});
