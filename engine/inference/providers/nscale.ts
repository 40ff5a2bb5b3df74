/**
 * Nscale: OpenAI-compatible chat and image generation (images come back as base64).
 * Key variable: NSCALE_SERVICE_TOKEN: Nscale replaced API keys with service tokens, and its
 * docs and tools read the token from `NSCALE_SERVICE_TOKEN`.
 */
import { openAIChat, openAIImages } from "./common.js";
import { BEARER, defineProvider, routerBase } from "./types.js";

export const nscale = defineProvider({
  id: "nscale",
  routedBaseUrl: routerBase("nscale"),
  directBaseUrl: "https://inference.api.nscale.com",
  keyEnvVar: "NSCALE_SERVICE_TOKEN",
  directAuth: BEARER,
  tasks: () => ({
    conversational: openAIChat("/v1/chat/completions"),
    "text-to-image": openAIImages("/v1/images/generations"),
  }),
});
