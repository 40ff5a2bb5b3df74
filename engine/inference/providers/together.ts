/**
 * Together AI: OpenAI-compatible chat, completions, embeddings, speech and transcription;
 * images come back as base64; videos are jobs at `/v2/videos` polled at `/v2/videos/<id>`.
 * Key variable: TOGETHER_API_KEY, read by default by Together's own SDKs (`Together()`).
 */
import {
  dataUrl,
  fileOf,
  openAIChat,
  openAICompletions,
  openAIEmbeddings,
  openAISpeech,
  openAITranscription,
  paramsOf,
  pollJob,
  textOf,
  withoutPythonHubSdk,
} from "./common.js";
import { BEARER, defineProvider, routerBase, type BodyValue, type ProviderTask, type RequestContext } from "./types.js";

const STEPS = { num_inference_steps: "steps" };
const base64Image = { kind: "base64", path: ["data", 0, "b64_json"], output: "image.png" } as const;

/** FLUX Kontext models take the image as `image_url`; the others as `reference_images`. */
const isKontext = (ctx: RequestContext) => /kontext/i.test(ctx.providerModelId);

/* @__NO_SIDE_EFFECTS__ */
function video(body: ProviderTask["body"]): ProviderTask {
  return {
    route: () => "/v2/videos",
    body,
    response: pollJob({
      statusUrl: [{ submit: true }, { text: "/" }, { field: ["id"], take: "encoded" }],
      interval: 2,
      done: { path: ["status"], values: ["completed"] },
      failed: { path: ["status"], values: ["failed"] },
      result: { kind: "media", path: ["outputs", "video_url"], output: "video.mp4" },
    }),
  };
}

export const together = defineProvider({
  id: "together",
  routedBaseUrl: routerBase("together"),
  directBaseUrl: "https://api.together.xyz",
  keyEnvVar: "TOGETHER_API_KEY",
  directAuth: BEARER,
  tasks: () => ({
    conversational: openAIChat("/v1/chat/completions"),
    "text-generation": openAICompletions("/v1/completions"),
    "feature-extraction": openAIEmbeddings("/v1/embeddings"),
    // Kokoro voices are chosen by name; the other speech models have a default voice.
    "text-to-speech": openAISpeech("/v1/audio/speech", (ctx): Record<string, BodyValue> => (/kokoro/i.test(ctx.providerModelId) ? { voice: "af_alloy" } : {})),
    "automatic-speech-recognition": withoutPythonHubSdk(openAITranscription("/v1/audio/transcriptions")),
    "text-to-image": {
      route: () => "/v1/images/generations",
      body: (ctx) => ({
        kind: "json",
        json: { ...paramsOf(ctx, STEPS), prompt: textOf(ctx), response_format: "base64", model: ctx.providerModelId },
      }),
      response: base64Image,
    },
    "image-to-image": {
      route: () => "/v1/images/generations",
      body: (ctx) => {
        const file = fileOf(ctx);
        const image = file ? (isKontext(ctx) ? { image_url: dataUrl(file) } : { reference_images: [dataUrl(file)] }) : {};
        return {
          kind: "json",
          json: { prompt: textOf(ctx), ...image, ...paramsOf(ctx, STEPS), response_format: "base64", model: ctx.providerModelId },
        };
      },
      response: base64Image,
    },
    "text-to-video": video((ctx) => ({
      kind: "json",
      json: { ...paramsOf(ctx, STEPS), prompt: textOf(ctx), model: ctx.providerModelId },
    })),
    "image-to-video": video((ctx) => {
      const file = fileOf(ctx);
      return {
        kind: "json",
        json: {
          ...paramsOf(ctx, STEPS),
          ...(file ? { frame_images: [{ input_image: dataUrl(file), frame: "first" }] } : {}),
          model: ctx.providerModelId,
          prompt: textOf(ctx),
        },
      };
    }),
  }),
});
