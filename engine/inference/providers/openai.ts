/**
 * OpenAI: chat only, and only straight to api.openai.com (`clientSideRoutingOnly`: the router
 * does not serve it and rejects hub tokens), so every request is a direct one.
 * Key variable: OPENAI_API_KEY, read by default by OpenAI's own SDKs.
 */
import { openAIChat } from "./common.js";
import { BEARER, defineProvider, routerBase } from "./types.js";

export const openai = defineProvider({
  id: "openai",
  routedBaseUrl: routerBase("openai"),
  directBaseUrl: "https://api.openai.com",
  keyEnvVar: "OPENAI_API_KEY",
  directAuth: BEARER,
  clientSideRoutingOnly: true,
  tasks: () => ({ conversational: openAIChat("/v1/chat/completions") }),
});
