/**
 * For tests: template lookup over every precompiled template, inference, library and local-app
 * alike. The engine uses the narrower stores (engine/render/library-templates.ts,
 * engine/render/local-app-templates.ts, each language plugin's own templates) so a bundle
 * carries only the templates it renders; tests look any template up here.
 */
import type { Language } from "../../engine/schema/snippet.js";
import { inferenceTemplates } from "./inference-templates.js";
import { libraryTemplates } from "../../engine/render/library-templates.js";
import { localAppTemplates } from "../../engine/render/local-app-templates.js";
import type { RenderTemplate } from "../../engine/template-runtime/runtime.js";
import type { TemplateStore } from "../../engine/render/store.js";

/** Library templates are keyed `libraries/<id>/<name>`, local-app ones `local-apps/<app>/<name>`; the rest are inference templates. */
function storeFor(key: string): TemplateStore {
  if (key.startsWith("libraries/")) return libraryTemplates;
  return key.startsWith("local-apps/") ? localAppTemplates : inferenceTemplates;
}

/** Own keys only: `constructor` or `toString` is not a template, whatever the object inherits. */
export function hasTemplate(key: string): boolean {
  return storeFor(key).has(key);
}

/**
 * A compiled template by key. Inference templates are `<language>/<client>/<template>`;
 * library templates are `libraries/<library-id>/<name>` rendered with the snippet's language.
 */
export function getTemplate(language: Language, key: string): RenderTemplate {
  return storeFor(key).get(language, key);
}

/** Renders `templates/<language>/<client>/<name>.hbs`. */
export function renderTemplate(language: Language, client: string, name: string, context: object): string {
  return getTemplate(language, `${language}/${client}/${name}`)(context);
}
