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
import type { TemplateContext } from "./context.js";
import type { HttpTarget } from "./http-target.js";
import type { SdkTarget } from "./sdk-args.js";
import type { TaskInputs } from "./task-inputs.js";
import type { TemplateFn } from "../render/runtime.js";
import type { LanguageModule } from "./language-module.js";

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
  /** How the language's SDK clients (its hub SDK, the OpenAI client) are called, for languages that have them. */
  sdk?: SdkCode;
}

export interface SdkCode {
  /** Sets `code.sdkArgs` of the hub SDK's call (and the context flags that code needs). */
  hubCall(target: SdkTarget, call: TaskInputs, ctx: TemplateContext): void;
  /** The arguments of the OpenAI client's chat call. */
  openaiChatArgs(model: string, call: TaskInputs): string;
  /** The model the hub SDK is given for a provider it calls directly (OpenAI); the provider's own id when absent. */
  directModelId?(providerId: string, providerModelId: string): string;
  /** The context flag SDK code that reads local images sets (python encodes them: `needsBase64`; js reads them: `needsFs`). */
  readsFiles: "needsBase64" | "needsFs";
}

/** The code writer of a raw-HTTP client of `plugin`, or undefined for its SDK clients. */
export function pluginHttpTarget(plugin: LanguagePlugin, client: string): HttpTarget | undefined {
  return Object.hasOwn(plugin.http, client) ? plugin.http[client] : undefined;
}
