/**
 * Baseten: OpenAI-compatible chat on its model APIs.
 * Key variable: BASETEN_API_KEY, the name Baseten's docs export before calling
 * `https://inference.baseten.co/v1` (docs.baseten.co, "Model APIs" quick start).
 */
import { openAIChat } from "./common.js";
import { BEARER, defineProvider, routerBase } from "./types.js";

export const baseten = defineProvider({
  id: "baseten",
  routedBaseUrl: routerBase("baseten"),
  directBaseUrl: "https://inference.baseten.co",
  keyEnvVar: "BASETEN_API_KEY",
  directAuth: BEARER,
  tasks: () => ({ conversational: openAIChat("/v1/chat/completions") }),
});
