/**
 * DeepInfra: its OpenAI-compatible API under `/v1/openai` for chat, completions, embeddings,
 * speech, transcription and images.
 * Key variable: DEEPINFRA_TOKEN, the name DeepInfra's own docs use in their examples
 * (deepinfra.com/docs, `-H "Authorization: Bearer $DEEPINFRA_TOKEN"`).
 */
import { openAIChat, openAICompletions, openAIEmbeddings, openAIImages, openAISpeech, openAITranscription, withoutPythonHubSdk } from "./common.js";
import { BEARER, defineProvider, routerBase } from "./types.js";

export const deepinfra = defineProvider({
  id: "deepinfra",
  routedBaseUrl: routerBase("deepinfra"),
  directBaseUrl: "https://api.deepinfra.com",
  keyEnvVar: "DEEPINFRA_TOKEN",
  directAuth: BEARER,
  tasks: () => ({
    conversational: openAIChat("/v1/openai/chat/completions"),
    "text-generation": openAICompletions("/v1/openai/completions"),
    "feature-extraction": openAIEmbeddings("/v1/openai/embeddings"),
    "text-to-speech": openAISpeech("/v1/openai/audio/speech"),
    "automatic-speech-recognition": openAITranscription("/v1/openai/audio/transcriptions"),
    "text-to-image": withoutPythonHubSdk(openAIImages("/v1/openai/images/generations")),
  }),
});
