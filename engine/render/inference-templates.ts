/** The inference templates (`templates/<language>/<client>/<name>.hbs` and their partials). */
import { TEMPLATE_SPECS } from "../generated/inference-templates.js";
import type { Language } from "../schema/snippet.js";
import { templateStore } from "./store.js";

export const inferenceTemplates = /* @__PURE__ */ templateStore(TEMPLATE_SPECS);

/** Renders `templates/<language>/<client>/<name>.hbs`. */
export function renderInferenceTemplate(language: Language, client: string, name: string, context: object): string {
  return inferenceTemplates.get(language, `${language}/${client}/${name}`)(context);
}
