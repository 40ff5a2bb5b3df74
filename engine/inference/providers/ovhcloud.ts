/**
 * OVHcloud AI Endpoints: OpenAI-compatible chat and completions.
 * Key variable: OVH_AI_ENDPOINTS_ACCESS_TOKEN, the name OVHcloud's AI Endpoints examples read
 * (ovh/public-cloud-examples, `os.getenv("OVH_AI_ENDPOINTS_ACCESS_TOKEN")`).
 */
import { openAIChat, openAICompletions, withoutPythonHubSdk } from "./common.js";
import { BEARER, defineProvider, routerBase } from "./types.js";

export const ovhcloud = defineProvider({
  id: "ovhcloud",
  routedBaseUrl: routerBase("ovhcloud"),
  directBaseUrl: "https://oai.endpoints.kepler.ai.cloud.ovh.net",
  keyEnvVar: "OVH_AI_ENDPOINTS_ACCESS_TOKEN",
  directAuth: BEARER,
  tasks: () => ({
    conversational: openAIChat("/v1/chat/completions"),
    "text-generation": withoutPythonHubSdk(openAICompletions("/v1/completions")),
  }),
});
