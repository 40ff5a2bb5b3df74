/**
 * Template lookup over every precompiled template, inference, library and local-app alike. The
 * engine's own modules use the narrower stores (`inference-templates.ts`, `library-templates.ts`,
 * `local-app-templates.ts`) so a bundle carries only the templates it renders; this module keeps
 * one entry point for all of them.
 */
import type { Language } from "../schema/snippet.js";
import { inferenceTemplates } from "./inference-templates.js";
import { libraryTemplates } from "./library-templates.js";
import { localAppTemplates } from "./local-app-templates.js";
import type { RenderTemplate } from "../template-runtime/runtime.js";
import type { TemplateStore } from "./store.js";

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
