/**
 * Z.ai: chat, asynchronous image generation (a job polled at `/async-result/<id>`) and layout
 * parsing (image to text). Every request carries Z.ai's source-channel and language headers.
 * Key variable: ZAI_API_KEY, the name Z.ai's SDK and integrations read for `api.z.ai`
 * (docs.z.ai: "Authorization: Bearer YOUR_API_KEY"; zai-sdk and LiteLLM: `ZAI_API_KEY`).
 */
import { dataUrl, fileOf, openAIChat, paramsOf, pollJob, textOf, withoutPythonHubSdk } from "./common.js";
import { BEARER, defineProvider, routerBase } from "./types.js";

export const zaiOrg = defineProvider({
  id: "zai-org",
  routedBaseUrl: routerBase("zai-org"),
  directBaseUrl: "https://api.z.ai",
  keyEnvVar: "ZAI_API_KEY",
  directAuth: BEARER,
  headers: { "x-source-channel": "hugging_face", "accept-language": "en-US,en" },
  tasks: () => ({
    conversational: openAIChat("/api/paas/v4/chat/completions"),
    "text-to-image": {
      route: () => "/api/paas/v4/async/images/generations",
      body: (ctx) => ({ kind: "json", json: { ...paramsOf(ctx), model: ctx.providerModelId, prompt: textOf(ctx) } }),
      response: pollJob({
        statusUrl: [{ base: true }, { text: "/api/paas/v4/async-result/" }, { field: ["id"], take: "encoded" }],
        interval: 5,
        done: { path: ["task_status"], values: ["SUCCESS"] },
        failed: { path: ["task_status"], values: ["FAIL"] },
        result: { kind: "media", path: ["image_result", 0, "url"], output: "image.png" },
      }),
    },
    "image-to-text": withoutPythonHubSdk({
      route: () => "/api/paas/v4/layout_parsing",
      body: (ctx) => {
        const file = fileOf(ctx);
        return { kind: "json", json: { model: ctx.providerModelId, file: file ? dataUrl(file) : null } };
      },
      response: { kind: "json" },
    }),
  }),
});
