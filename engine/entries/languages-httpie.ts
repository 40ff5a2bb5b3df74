/**
 * `model-atlas/languages/httpie`: HTTPie, a client plugin that adds the `sh/httpie` snippets to the
 * built-in shell language of `model-atlas/inference`:
 * `getInferenceSnippets(model, request, { languages: [httpie] })`.
 */
export { httpiePlugin as httpie } from "../languages/httpie-plugin.js";
export type { ClientPlugin } from "../inference/client-plugin.js";
