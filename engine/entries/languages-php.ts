/**
 * `model-atlas/languages/php`: the PHP plugin for `getInferenceSnippets` of `model-atlas/inference`:
 * `getInferenceSnippets(model, request, { languages: [php] })`; with the chat modes, its pack too:
 * `getInferenceSnippets(model, { tools: true }, { languages: [php, phpChatModes], chatModes })` (docs/chat-modes.md).
 */
export { phpPlugin as php } from "../languages/php/plugin.js";
export { phpChatModes } from "../languages/php/chat-modes.js";
export type { LanguagePlugin } from "../inference/contract/plugin-contract.js";
