/**
 * Cerebras: OpenAI-compatible chat.
 * Key variable: CEREBRAS_API_KEY, read by default by Cerebras' own SDK (`cerebras-cloud-sdk`,
 * `Cerebras()` with no key) and used in its inference docs.
 */
import { openAIChat } from "./common.js";
import { BEARER, defineProvider, routerBase } from "./types.js";

export const cerebras = defineProvider({
  id: "cerebras",
  routedBaseUrl: routerBase("cerebras"),
  directBaseUrl: "https://api.cerebras.ai",
  keyEnvVar: "CEREBRAS_API_KEY",
  directAuth: BEARER,
  tasks: () => ({ conversational: openAIChat("/v1/chat/completions") }),
});
