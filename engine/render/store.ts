/**
 * A set of compiled templates with one runtime per language. The registry build writes inference
 * templates, library templates and local-app templates to separate generated modules, and each
 * gets its own store, so code that renders only one kind (a browser bundle of the inference
 * snippets, say) never loads the others. Templates are plain functions compiled at build time
 * (scripts/registry/compile-template.ts): nothing is parsed, and no template engine is loaded,
 * at run time.
 */
import { AtlasError } from "../errors/atlas-error.js";
import { LANGUAGE_MODULES } from "../languages/index.js";
import type { Language } from "../schema/snippet.js";
import { languageHelpers, logicHelpers } from "../inference/code/template-helpers.js";
import { createRuntime, type Helper, type RenderTemplate, type RuntimeSource, type TemplateFn } from "../template-runtime/runtime.js";

export interface TemplateStore {
  /** Own keys only: `constructor` or `toString` is not a template, whatever the object inherits. */
  has(key: string): boolean;
  /** The compiled template `key`, rendered with `language`'s literal helpers; throws when missing. */
  get(language: Language, key: string): RenderTemplate;
}

export function templateStore(templates: Record<string, TemplateFn>): TemplateStore {
  const sources = new Map<Language, RuntimeSource>();
  const has = (key: string) => Object.hasOwn(templates, key);

  function source(language: Language): RuntimeSource {
    let found = sources.get(language);
    if (!found) {
      const helpers = { ...logicHelpers, ...languageHelpers(LANGUAGE_MODULES[language]) } as Record<string, Helper>;
      // Partials live in templates/<language>/_partials/<name>.hbs, shared by every client.
      const prefix = `${language}/_partials/`;
      found = { helpers, partial: (name) => (has(prefix + name) ? templates[prefix + name] : undefined) };
      sources.set(language, found);
    }
    return found;
  }

  // One render function per language and template, made on first use.
  const made = new Map<string, RenderTemplate>();

  function get(language: Language, key: string): RenderTemplate {
    const id = `${language} ${key}`;
    let render = made.get(id);
    if (render) return render;
    if (!has(key)) throw new AtlasError([{ code: "cross-file", message: `Template not found: ${key}` }]);
    const template = templates[key]!;
    const runtime = createRuntime(source(language), key);
    made.set(id, (render = (context) => template(runtime, context, {})));
    return render;
  }

  return { has, get };
}
