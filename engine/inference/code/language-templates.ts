/**
 * The compiled inference templates of one language plugin, rendered with that language's literal
 * helpers. Made on first use per plugin, so a plugin nobody renders costs nothing.
 */
import { AtlasError } from "../../errors/atlas-error.js";
import type { LanguagePlugin } from "../contract/plugin-contract.js";
import { languageHelpers, logicHelpers } from "./template-helpers.js";
import { createRuntime, type Helper, type RenderTemplate, type RuntimeSource } from "../../template-runtime/runtime.js";

export interface LanguageTemplates {
  /** Own keys only: `constructor` or `toString` is not a template, whatever the object inherits. */
  has(key: string): boolean;
  /** The compiled template `key` (`<language>/<client>/<name>`); throws when missing. */
  get(key: string): RenderTemplate;
}

const STORES = new WeakMap<LanguagePlugin, LanguageTemplates>();

export function languageTemplates(plugin: LanguagePlugin): LanguageTemplates {
  let store = STORES.get(plugin);
  if (!store) STORES.set(plugin, (store = makeStore(plugin)));
  return store;
}

function makeStore({ module: lang, templates }: LanguagePlugin): LanguageTemplates {
  const has = (key: string) => Object.hasOwn(templates, key);
  // Partials live in templates/<language>/_partials/<name>.hbs, shared by every client.
  const prefix = `${lang.id}/_partials/`;
  const source: RuntimeSource = {
    helpers: { ...logicHelpers, ...languageHelpers(lang) } as Record<string, Helper>,
    partial: (name) => (has(prefix + name) ? templates[prefix + name] : undefined),
  };
  // One render function per template, made on first use.
  const made = new Map<string, RenderTemplate>();
  return {
    has,
    get(key) {
      let render = made.get(key);
      if (render) return render;
      if (!has(key)) throw new AtlasError([{ code: "cross-file", message: `Template not found: ${key}` }]);
      const template = templates[key]!;
      const runtime = createRuntime(source, key);
      made.set(key, (render = (context) => template(runtime, context, {})));
      return render;
    },
  };
}
