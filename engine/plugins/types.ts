/**
 * A library plugin: a pure object with optional hooks, named by `plugin:` in a library's
 * YAML and listed in `engine/plugins/index.ts`. Plugins do no I/O. They exist for the
 * logic YAML cannot express: values computed from the model record, which of the
 * library's snippets apply, and messages that replace code when the record lacks what the
 * code needs.
 */
import type { SnippetModel } from "../schema/snippet-model.js";
import type { Language } from "../schema/snippet.js";

/** A message that stands in for code, e.g. `Type of model unknown`. */
export interface PluginError {
  error: string;
}

/**
 * Values merged into every snippet's template context next to `model`. Code fragments
 * built by the plugin (already escaped with engine/languages helpers) go under `code`,
 * the only place templates may print without a literal helper.
 */
export type PluginContext = Record<string, unknown> & { code?: Record<string, string> };

/**
 * Per snippet `name` (from the YAML): `false` leaves the snippet out, a string shows that
 * message instead of the snippet. Snippets not named here are rendered as usual.
 */
export type SnippetSelection = Record<string, false | string>;

export interface LibraryPlugin {
  name: string;
  /** File formats the library loads (extensions, e.g. `gguf`), so a search by format finds it. */
  formats?: readonly string[];
  /** The template context; `{error}` replaces the library's whole output by that message. */
  context?(model: SnippetModel): PluginContext | PluginError;
  select?(model: SnippetModel): SnippetSelection;
}

export const isPluginError = (value: unknown): value is PluginError => !!value && typeof value === "object" && typeof (value as PluginError).error === "string";
