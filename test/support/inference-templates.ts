/**
 * For tests: the inference templates of every language (`templates/<language>/<client>/<name>.hbs`
 * and their partials), from the language plugins and the chat-modes plugin, gathered on first use.
 * The snippet generator renders through each plugin's own templates
 * (engine/inference/code/language-templates.ts); this store is the lookup by key across all languages
 * (./render-environment.ts).
 */
import { chatModes } from "../../engine/inference/chat/plugin.js";
import { LANGUAGE_PLUGINS } from "../../engine/languages/plugins.js";
import { mergeTemplates } from "../../engine/template-runtime/template-data.js";
import type { Language } from "../../engine/schema/snippet.js";
import { templateStore, type TemplateStore } from "../../engine/render/store.js";

let all: TemplateStore | undefined;
const store = () => (all ??= templateStore(mergeTemplates(...Object.values(LANGUAGE_PLUGINS).map((p) => chatModes.extend(p).templates))));

export const inferenceTemplates: TemplateStore = {
  has: (key) => store().has(key),
  get: (language, key) => store().get(language, key),
};
