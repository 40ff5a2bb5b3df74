/**
 * Featherless AI: OpenAI-compatible chat and completions.
 * Key variable: FEATHERLESS_API_KEY, the name Featherless' own docs use for the key
 * (featherless.ai/docs, "Authorization: Bearer FEATHERLESS_API_KEY").
 */
import { openAIChat, openAICompletions } from "./common.js";
import { BEARER, defineProvider, routerBase } from "./types.js";

export const featherlessAi = defineProvider({
  id: "featherless-ai",
  routedBaseUrl: routerBase("featherless-ai"),
  directBaseUrl: "https://api.featherless.ai",
  keyEnvVar: "FEATHERLESS_API_KEY",
  directAuth: BEARER,
  tasks: () => ({
    conversational: openAIChat("/v1/chat/completions"),
    "text-generation": openAICompletions("/v1/completions"),
  }),
});
