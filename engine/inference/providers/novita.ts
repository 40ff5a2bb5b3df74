/**
 * Novita AI: OpenAI-compatible chat under `/v3/openai` (plain text generation is sent there as
 * one user message), and video generation as asynchronous tasks polled until they succeed.
 * Key variable: NOVITA_API_KEY, the name Novita's docs and SDK integrations read.
 */
import { chatForTextGeneration, dataUrl, fileOf, openAIChat, paramsOf, pollJob, textOf } from "./common.js";
import { BEARER, defineProvider, routerBase, type BodyValue } from "./types.js";

export const novita = defineProvider({
  id: "novita",
  routedBaseUrl: routerBase("novita"),
  directBaseUrl: "https://api.novita.ai",
  keyEnvVar: "NOVITA_API_KEY",
  directAuth: BEARER,
  tasks: () => ({
    conversational: openAIChat("/v3/openai/chat/completions"),
    "text-generation": chatForTextGeneration("/v3/openai/chat/completions"),
    "text-to-video": {
      route: (ctx) => `/v3/async/${ctx.providerModelId}`,
      body: (ctx) => ({ kind: "json", json: { ...paramsOf(ctx, { num_inference_steps: "steps" }), prompt: textOf(ctx) } }),
      response: pollJob({
        statusUrl: [{ base: true }, { text: "/v3/async/task-result?task_id=" }, { field: ["task_id"], take: "encoded" }],
        interval: 0.5,
        done: { path: ["task", "status"], values: ["TASK_STATUS_SUCCEED"] },
        failed: { path: ["task", "status"], values: ["TASK_STATUS_FAILED"] },
        result: { kind: "media", path: ["videos", 0, "video_url"], output: "video.mp4" },
      }),
    },
    // MiniMax video: the image (when there is one) is the first frame; without it the ratio is fixed.
    "image-text-to-video": {
      route: () => "/v3/minimax/v2/video_generation",
      body: (ctx) => {
        const file = fileOf(ctx);
        const content: BodyValue[] = [{ type: "text", text: textOf(ctx) }];
        if (file) content.push({ type: "image_url", image_url: { url: dataUrl(file) }, role: "first_frame" });
        return {
          kind: "json",
          json: { model: ctx.providerModelId, content, resolution: "768P", duration: 4, ratio: file ? "adaptive" : "16:9" },
        };
      },
      response: pollJob({
        statusUrl: [{ base: true }, { text: "/v3/minimax/v2/query/video_generation/" }, { field: ["task_id"], take: "encoded" }],
        interval: 5,
        done: { path: ["task", "status"], values: ["succeeded"] },
        failed: { path: ["task", "status"], values: ["failed"] },
        result: { kind: "media", path: ["task", "content", "url"], output: "video.mp4" },
      }),
    },
  }),
});
