/**
 * `model-atlas/languages/java`: the Java plugin for `getInferenceSnippets` of `model-atlas/inference`:
 * `getInferenceSnippets(model, request, { languages: [java] })`; with the chat modes, its pack too:
 * `getInferenceSnippets(model, { tools: true }, { languages: [java, javaChatModes], chatModes })` (docs/chat-modes.md).
 */
export { javaPlugin as java } from "../languages/java/plugin.js";
export { javaChatModes } from "../languages/java/chat-modes.js";
export type { LanguagePlugin } from "../inference/contract/plugin-contract.js";
