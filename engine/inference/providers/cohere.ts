/**
 * Cohere: chat through its OpenAI compatibility API (`/compatibility/v1`).
 * Key variable: CO_API_KEY, the variable Cohere's Python SDK reads when no key is passed
 * (cohere-python README: "You can set a system environment variable CO_API_KEY").
 */
import { openAIChat } from "./common.js";
import { BEARER, defineProvider, routerBase } from "./types.js";

export const cohere = defineProvider({
  id: "cohere",
  routedBaseUrl: routerBase("cohere"),
  directBaseUrl: "https://api.cohere.com",
  keyEnvVar: "CO_API_KEY",
  directAuth: BEARER,
  tasks: () => ({ conversational: openAIChat("/compatibility/v1/chat/completions") }),
});
