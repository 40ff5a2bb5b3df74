/**
 * fal: image, video and audio models behind fal's queue (submit, poll the status, fetch the
 * result, download the media), plus synchronous speech recognition and text to speech.
 * Direct calls go to `queue.fal.run` (queued tasks) or `fal.run` (synchronous ones) and carry
 * `Authorization: Key <key>`; routed queue calls add `?_subdomain=queue`.
 * Key variable: FAL_KEY: "The fal client libraries read your key automatically from the
 * FAL_KEY environment variable" (fal.ai/docs, Model APIs, Authentication).
 */
import { dataUrl, fileOf, loraWeightsUrl, paramsOf, pollJob, textOf, withoutPythonHubSdk } from "./common.js";
import type { JsonPath, PollResponse } from "../call/polling.js";
import { defineProvider, routerBase, type BodyValue, type ProviderTask, type RequestContext } from "./types.js";

/** The audio types @huggingface/inference sends to fal (it rejects the others). */
const JS_CLIENT_AUDIO_TYPES = ["audio/mpeg", "audio/mp3", "audio/wav", "audio/wave", "audio/x-wav", "audio/webm", "video/webm"];

const queueQuery = (ctx: RequestContext) => (ctx.direct ? "" : "?_subdomain=queue");

/** fal's queue: the submit answer's `response_url` names the request; the router needs its own prefix on it. */
/* @__NO_SIDE_EFFECTS__ */
function queue(resultPath: JsonPath, output: string): (ctx: RequestContext) => PollResponse {
  return (ctx) => {
    const request = { field: ["response_url"], take: "pathname" } as const;
    return pollJob({
      statusUrl: [{ base: true }, request, { text: `/status${queueQuery(ctx)}` }],
      interval: 0.5,
      done: { path: ["status"], values: ["COMPLETED"] },
      resultUrl: [{ base: true }, request, { text: queueQuery(ctx) }],
      result: { kind: "media", path: resultPath, output },
    });
  };
}

/** A queued task: `body` builds the arguments, the media URL is at `resultPath`. */
/* @__NO_SIDE_EFFECTS__ */
function queued(body: (ctx: RequestContext) => Record<string, BodyValue>, resultPath: JsonPath, output: string): ProviderTask {
  return {
    route: (ctx) => `/${ctx.providerModelId}${queueQuery(ctx)}`,
    body: (ctx) => ({ kind: "json", json: body(ctx) }),
    response: queue(resultPath, output),
  };
}

/** A LoRA adapter on the hub becomes fal's `loras` argument. */
function withLora(ctx: RequestContext, args: Record<string, BodyValue>): Record<string, BodyValue> {
  const path = loraWeightsUrl(ctx);
  return path ? { ...args, loras: [{ path, scale: 1 }] } : args;
}

/** Image-editing arguments; without an image (an image-less call) only the prompt is sent. */
function imageArgs(ctx: RequestContext, both: boolean): Record<string, BodyValue> {
  const file = fileOf(ctx);
  if (!file) return {};
  return both ? { image_url: dataUrl(file), image_urls: [dataUrl(file)] } : { image_url: dataUrl(file) };
}

/** Synchronous tasks: `fal.run` directly, the router without the queue (`extra` adds fields to the task). */
/* @__NO_SIDE_EFFECTS__ */
function synchronous(
  body: (ctx: RequestContext) => Record<string, BodyValue>,
  response: ProviderTask["response"],
  extra: Partial<ProviderTask> = {},
): ProviderTask {
  return {
    route: (ctx) => `/${ctx.providerModelId}`,
    body: (ctx) => ({ kind: "json", json: body(ctx) }),
    response,
    directBaseUrl: "https://fal.run",
    ...extra,
  };
}

const audioUrl = (ctx: RequestContext) => {
  const file = fileOf(ctx);
  return { audio_url: file ? dataUrl(file) : null };
};

export const falAi = defineProvider({
  id: "fal-ai",
  routedBaseUrl: routerBase("fal-ai"),
  directBaseUrl: "https://queue.fal.run",
  keyEnvVar: "FAL_KEY",
  directAuth: { header: "Authorization", prefix: "Key" },
  tasks: () => ({
    "text-to-image": queued((ctx) => withLora(ctx, { ...paramsOf(ctx), prompt: textOf(ctx) }), ["images", 0, "url"], "image.png"),
    "text-to-video": queued((ctx) => withLora(ctx, { ...paramsOf(ctx), prompt: textOf(ctx) }), ["video", "url"], "video.mp4"),
    "image-to-image": queued((ctx) => withLora(ctx, { prompt: textOf(ctx), ...paramsOf(ctx), ...imageArgs(ctx, true) }), ["images", 0, "url"], "image.png"),
    "image-text-to-image": queued((ctx) => ({ prompt: textOf(ctx), ...paramsOf(ctx), ...imageArgs(ctx, true) }), ["images", 0, "url"], "image.png"),
    "image-to-video": queued((ctx) => withLora(ctx, { ...imageArgs(ctx, false), prompt: textOf(ctx), ...paramsOf(ctx) }), ["video", "url"], "video.mp4"),
    "image-text-to-video": queued((ctx) => ({ ...imageArgs(ctx, false), prompt: textOf(ctx), ...paramsOf(ctx) }), ["video", "url"], "video.mp4"),
    "image-segmentation": queued((ctx) => ({ ...imageArgs(ctx, false), sync_mode: true }), ["image", "url"], "mask.png"),
    "audio-to-audio": withoutPythonHubSdk(queued(audioUrl, ["audio", "url"], "audio.wav")),
    "text-to-audio": queued((ctx) => ({ prompt: textOf(ctx) }), ["audio", "url"], "audio.wav"),
    "automatic-speech-recognition": synchronous(
      audioUrl,
      { kind: "json" },
      // huggingface.js refuses fal audio of other types (flac among them) before sending it.
      { hubSdk: (ctx, client) => client !== "huggingface.js" || JS_CLIENT_AUDIO_TYPES.includes(fileOf(ctx)?.mime ?? "") },
    ),
    "text-to-speech": synchronous((ctx) => ({ text: textOf(ctx) }), { kind: "url", path: ["audio", "url"], output: "speech.mp3" }),
  }),
});
