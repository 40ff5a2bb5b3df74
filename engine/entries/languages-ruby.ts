/**
 * `model-atlas/languages/ruby`: the Ruby plugin for `getInferenceSnippets` of `model-atlas/inference`:
 * `getInferenceSnippets(model, request, { languages: [ruby] })`.
 */
export { rubyPlugin as ruby } from "../languages/ruby-plugin.js";
export type { LanguagePlugin } from "../inference/plugin-contract.js";
