/**
 * `model-atlas/languages/go`: the Go plugin for `getInferenceSnippets` of `model-atlas/inference`:
 * `getInferenceSnippets(model, request, { languages: [go] })`.
 */
export { goPlugin as go } from "../languages/go-plugin.js";
export type { LanguagePlugin } from "../inference/plugin-contract.js";
