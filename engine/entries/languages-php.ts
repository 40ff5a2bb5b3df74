/**
 * `model-atlas/languages/php`: the PHP plugin for `getInferenceSnippets` of `model-atlas/inference`:
 * `getInferenceSnippets(model, request, { languages: [php] })`.
 */
export { phpPlugin as php } from "../languages/php-plugin.js";
export type { LanguagePlugin } from "../inference/plugin-contract.js";
