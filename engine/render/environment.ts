/**
 * One Handlebars environment per language. Templates are precompiled by the registry
 * build (`engine/generated/templates.ts`), so this module needs only the Handlebars
 * runtime and never parses a template at run time.
 */
import Handlebars from "handlebars/runtime";
import type { TemplateDelegate } from "handlebars";
import { AtlasError } from "../errors.js";
import { LANGUAGE_MODULES } from "../languages/index.js";
import type { Language } from "../schema/snippet.js";
import { TEMPLATE_SPECS } from "../generated/templates.js";
import { languageHelpers, logicHelpers } from "./helpers.js";

type Env = typeof Handlebars;
const environments = new Map<Language, Env>();
const compiled = new Map<string, TemplateDelegate>();
const specs = TEMPLATE_SPECS as Record<string, unknown>;

function environment(language: Language): Env {
  let env = environments.get(language);
  if (!env) {
    env = Handlebars.create();
    env.registerHelper({ ...logicHelpers, ...languageHelpers(LANGUAGE_MODULES[language]) });
    // Partials live in templates/<language>/_partials/<name>.hbs, shared by every client.
    const prefix = `${language}/_partials/`;
    for (const key of Object.keys(specs)) {
      if (key.startsWith(prefix)) env.registerPartial(key.slice(prefix.length), env.template(specs[key] as never));
    }
    environments.set(language, env);
  }
  return env;
}

/** Own keys only: `constructor` or `toString` is not a template, whatever the object inherits. */
export function hasTemplate(key: string): boolean {
  return Object.hasOwn(specs, key);
}

/**
 * A compiled template by key. Inference templates are `<language>/<client>/<template>`;
 * library templates are `libraries/<library-id>/<name>` rendered with the snippet's language.
 */
export function getTemplate(language: Language, key: string): TemplateDelegate {
  const cacheKey = `${language}:${key}`;
  let template = compiled.get(cacheKey);
  if (!template) {
    const spec = hasTemplate(key) ? specs[key] : undefined;
    if (!spec) {
      throw new AtlasError([{ code: "cross-file", message: `Template not found: ${key}` }]);
    }
    template = environment(language).template(spec as never);
    compiled.set(cacheKey, template);
  }
  return template;
}

/** Renders `templates/<language>/<client>/<name>.hbs`. */
export function renderTemplate(language: Language, client: string, name: string, context: object): string {
  return getTemplate(language, `${language}/${client}/${name}`)(context);
}
