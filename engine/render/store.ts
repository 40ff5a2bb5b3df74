/**
 * A set of precompiled templates with one Handlebars environment per language. The registry
 * build writes inference templates and library templates to separate generated modules, and
 * each gets its own store, so code that renders only one kind (a browser bundle of the
 * inference snippets, say) never loads the other. Needs only the Handlebars runtime: no
 * template is parsed at run time.
 */
// The file path, not "handlebars/runtime": the package has no exports map, and Node's ESM
// resolver adds no extension. Its typings declare nothing for that path, hence the cast.
import HandlebarsRuntime from "handlebars/runtime.js";
import type HandlebarsApi from "handlebars";
import { AtlasError } from "../errors.js";
import { LANGUAGE_MODULES } from "../languages/index.js";
import type { Language } from "../schema/snippet.js";
import { languageHelpers, logicHelpers } from "./helpers.js";

type Env = typeof HandlebarsApi;
/** A compiled template: context in, code out. */
export type RenderTemplate = (context: object) => string;
const Handlebars = HandlebarsRuntime as unknown as Env;

export interface TemplateStore {
  /** Own keys only: `constructor` or `toString` is not a template, whatever the object inherits. */
  has(key: string): boolean;
  /** The compiled template `key`, rendered with `language`'s literal helpers; throws when missing. */
  get(language: Language, key: string): RenderTemplate;
}

export function templateStore(specs: Record<string, unknown>): TemplateStore {
  const environments = new Map<Language, Env>();
  const compiled = new Map<string, RenderTemplate>();
  const has = (key: string) => Object.hasOwn(specs, key);

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

  function get(language: Language, key: string): RenderTemplate {
    const cacheKey = `${language}:${key}`;
    let template = compiled.get(cacheKey);
    if (!template) {
      if (!has(key)) throw new AtlasError([{ code: "cross-file", message: `Template not found: ${key}` }]);
      template = environment(language).template(specs[key] as never);
      compiled.set(cacheKey, template);
    }
    return template;
  }

  return { has, get };
}
