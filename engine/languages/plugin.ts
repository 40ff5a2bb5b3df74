/**
 * What a language brings to the inference snippets: its literal helpers (the module), the
 * clients it offers in order, the code writer of each raw-HTTP client, an optional last step
 * over a rendered snippet, its compiled templates, and what shared code would otherwise have to
 * ask "which language is this?" for (the hub SDK's method table, the raw chat payload). Shared
 * code looks these up on the plugin and never tests which language it has.
 *
 * Each language's plugin is its own module (`./<language>-plugin.ts`), so a bundle holds the
 * templates and code of the languages it imports and no others.
 */
import type { HttpTarget } from "../inference/http-target.js";
import type { TemplateFn } from "../render/runtime.js";
import type { LanguageModule } from "./types.js";

export interface LanguagePlugin {
  module: LanguageModule;
  /** The language's name in menus. */
  label: string;
  /** Every client, in the order snippets are offered: SDKs first, then raw HTTP, then the others. */
  clients: readonly string[];
  /** The raw-HTTP clients (they send the request the provider definition describes) and their code writers. */
  http: Readonly<Record<string, HttpTarget>>;
  /** Applied to every rendered inference snippet (e.g. Go's import block, worked out from the code). */
  finish?(code: string): string;
  /**
   * The compiled inference templates, keyed `<language>/<client>/<name>` and
   * `<language>/_partials/<name>` (engine/generated/inference-templates/<language>.ts).
   */
  templates: Readonly<Record<string, TemplateFn>>;
  /** Task → method of the language's hub SDK (huggingface_hub, huggingface.js), for languages that have one. */
  sdkMethods?: Readonly<Record<string, string>>;
  /**
   * Code values the raw-HTTP chat templates of the language use besides the request's own
   * (`code.url`, `code.headers`, `code.body`, …), worked out from those.
   */
  rawChatCode?(code: Readonly<Record<string, string>>): Record<string, string>;
}

/** The code writer of a raw-HTTP client of `plugin`, or undefined for its SDK clients. */
export function pluginHttpTarget(plugin: LanguagePlugin, client: string): HttpTarget | undefined {
  return Object.hasOwn(plugin.http, client) ? plugin.http[client] : undefined;
}
