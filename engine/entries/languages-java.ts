/**
 * `model-atlas/languages/java`: the Java plugin for `getInferenceSnippets` of `model-atlas/inference`:
 * `getInferenceSnippets(model, request, { languages: [java] })`.
 */
export { javaPlugin as java } from "../languages/java-plugin.js";
export type { LanguagePlugin } from "../inference/plugin-contract.js";
