/** The inference templates of every language (`templates/<language>/<client>/<name>.hbs` and their partials). */
import { LANGUAGE_PLUGINS } from "../languages/plugins.js";
import type { TemplateFn } from "./runtime.js";
import type { Language } from "../schema/snippet.js";
import { templateStore } from "./store.js";

const ALL_TEMPLATES: Record<string, TemplateFn> = /* @__PURE__ */ Object.assign({}, ...Object.values(LANGUAGE_PLUGINS).map((p) => p.templates));

export const inferenceTemplates = /* @__PURE__ */ templateStore(ALL_TEMPLATES);

/** Renders `templates/<language>/<client>/<name>.hbs`. */
export function renderInferenceTemplate(language: Language, client: string, name: string, context: object): string {
  return inferenceTemplates.get(language, `${language}/${client}/${name}`)(context);
}
