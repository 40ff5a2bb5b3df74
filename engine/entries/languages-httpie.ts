/**
 * `model-atlas/languages/httpie`: HTTPie, a client pack that adds the `sh/httpie` snippets to the
 * built-in shell language of `model-atlas/inference`:
 * `getInferenceSnippets(model, request, { languages: [httpie] })`; with the chat modes, its pack too:
 * `getInferenceSnippets(model, { tools: true }, { languages: [httpie, httpieChatModes], chatModes })` (docs/chat-modes.md).
 */
export { httpiePlugin as httpie } from "../languages/httpie/plugin.js";
export { httpieChatModes } from "../languages/httpie/chat-modes.js";
export type { ClientPack, ClientPack as ClientPlugin } from "../inference/contract/client-pack.js";
