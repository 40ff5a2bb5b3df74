/**
 * Scaleway Generative APIs: OpenAI-compatible chat, completions and embeddings.
 * Key variable: SCW_SECRET_KEY, the variable Scaleway's docs export and send as the bearer
 * key (scaleway.com/en/docs/generative-apis/api-cli/using-generative-apis).
 */
import { openAIChat, openAICompletions, openAIEmbeddings, withoutPythonHubSdk } from "./common.js";
import { BEARER, defineProvider, routerBase } from "./types.js";

export const scaleway = defineProvider({
  id: "scaleway",
  routedBaseUrl: routerBase("scaleway"),
  directBaseUrl: "https://api.scaleway.ai",
  keyEnvVar: "SCW_SECRET_KEY",
  directAuth: BEARER,
  tasks: () => ({
    conversational: openAIChat("/v1/chat/completions"),
    "text-generation": withoutPythonHubSdk(openAICompletions("/v1/completions")),
    "feature-extraction": openAIEmbeddings("/v1/embeddings"),
  }),
});
