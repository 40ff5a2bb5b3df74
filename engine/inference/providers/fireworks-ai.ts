/**
 * Fireworks AI: OpenAI-compatible chat under `/inference/v1`.
 * Key variable: FIREWORKS_API_KEY (docs.fireworks.ai, Python client installation:
 * "export FIREWORKS_API_KEY=<API_KEY>").
 */
import { openAIChat } from "./common.js";
import { BEARER, defineProvider, routerBase } from "./types.js";

export const fireworksAi = defineProvider({
  id: "fireworks-ai",
  routedBaseUrl: routerBase("fireworks-ai"),
  directBaseUrl: "https://api.fireworks.ai",
  keyEnvVar: "FIREWORKS_API_KEY",
  directAuth: BEARER,
  tasks: () => ({ conversational: openAIChat("/inference/v1/chat/completions") }),
});
