/**
 * `model-atlas/languages/go`: the Go plugin for `getInferenceSnippets` of `model-atlas/inference`:
 * `getInferenceSnippets(model, request, { languages: [go] })`; with the chat modes, its pack too:
 * `getInferenceSnippets(model, { tools: true }, { languages: [go, goChatModes], chatModes })` (docs/chat-modes.md).
 */
export { goPlugin as go } from "../languages/go/plugin.js";
export { goChatModes } from "../languages/go/chat-modes.js";
export type { LanguagePlugin } from "../inference/contract/plugin-contract.js";
