/**
 * Public AI: OpenAI-compatible chat.
 * Key variable: PUBLICAI_API_KEY, the name used by client integrations of `api.publicai.co`
 * (for example LiteLLM's PublicAI provider reads `PUBLICAI_API_KEY`).
 */
import { openAIChat } from "./common.js";
import { BEARER, defineProvider, routerBase } from "./types.js";

export const publicai = defineProvider({
  id: "publicai",
  routedBaseUrl: routerBase("publicai"),
  directBaseUrl: "https://api.publicai.co",
  keyEnvVar: "PUBLICAI_API_KEY",
  directAuth: BEARER,
  tasks: () => ({ conversational: openAIChat("/v1/chat/completions") }),
});
