/**
 * `model-atlas/languages/ruby`: the Ruby plugin for `getInferenceSnippets` of `model-atlas/inference`:
 * `getInferenceSnippets(model, request, { languages: [ruby] })`; with the chat modes, its pack too:
 * `getInferenceSnippets(model, { tools: true }, { languages: [ruby, rubyChatModes], chatModes })` (docs/chat-modes.md).
 */
export { rubyPlugin as ruby } from "../languages/ruby/plugin.js";
export { rubyChatModes } from "../languages/ruby/chat-modes.js";
export type { LanguagePlugin } from "../inference/contract/plugin-contract.js";
