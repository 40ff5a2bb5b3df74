/**
 * Groq: OpenAI-compatible chat under `/openai/v1`; plain text generation goes to the same
 * chat route, so it is sent as one user message (not `inputs`/`parameters`).
 * Key variable: GROQ_API_KEY, read by default by Groq's own SDKs (`Groq()` with no key).
 */
import { chatForTextGeneration, openAIChat } from "./common.js";
import { BEARER, defineProvider, routerBase } from "./types.js";

export const groq = defineProvider({
  id: "groq",
  routedBaseUrl: routerBase("groq"),
  directBaseUrl: "https://api.groq.com",
  keyEnvVar: "GROQ_API_KEY",
  directAuth: BEARER,
  tasks: () => ({
    conversational: openAIChat("/openai/v1/chat/completions"),
    "text-generation": chatForTextGeneration("/openai/v1/chat/completions"),
  }),
});
