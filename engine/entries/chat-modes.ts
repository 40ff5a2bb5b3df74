/**
 * `model-atlas/chat-modes`: the chat modes beyond plain chat for `model-atlas/inference`, tool
 * calling, structured output and the Responses API, with their templates:
 * `getInferenceSnippets(model, { tools: true }, { chatModes })`.
 */
export { chatModes } from "../inference/chat/plugin.js";
export type { ChatModes } from "../inference/contract/plugin-contract.js";
export type { ChatMode, ChatModeValues } from "../inference/contract/template-context.js";
export { modesForLanguage, languagesWithMode, type ClientModes } from "../inference/chat/mode-table.js";
export { CHAT_MODE_DEFINITIONS, type ChatModeDefinition } from "../inference/chat/mode-definitions.js";
