/**
 * `getInferenceSnippets`: the code a user copies from a model page to call the model, one
 * snippet per language and client that applies, in a stable order, in every language
 * (the generator is ./generator.ts; the languages are engine/languages/plugins.ts), with every
 * chat mode (./chat/plugin.ts). Plugins of languages beyond these, the agent prompt's
 * (`agentPromptPlugin`: the language "text"), are added with `options.languages`.
 */
import { LANGUAGE_PLUGINS } from "./plugins.js";
import { AtlasError } from "../errors/atlas-error.js";
import type { LanguagePlugin } from "../inference/contract/plugin-contract.js";
import type { ModelRecord, ModelRecordInput } from "../schema/model.js";
import { LANGUAGES, type Snippet, type SnippetLanguage, type SnippetRequest } from "../schema/snippet.js";
import { chatModes } from "../inference/chat/plugin.js";
import { generateSnippets } from "../inference/generator.js";

const ALL_LANGUAGES: readonly LanguagePlugin[] = LANGUAGES.map((language) => LANGUAGE_PLUGINS[language]);

export interface AllLanguagesOptions {
  /** Plugins of further languages, after every built-in one: `agentPromptPlugin` (from `model-atlas/cards`). */
  languages?: readonly LanguagePlugin[];
}

export function getInferenceSnippets(modelInput: ModelRecordInput | ModelRecord, requestInput?: SnippetRequest): Snippet[];
export function getInferenceSnippets(
  modelInput: ModelRecordInput | ModelRecord,
  requestInput: SnippetRequest | undefined,
  options: AllLanguagesOptions,
): Snippet<SnippetLanguage>[];
export function getInferenceSnippets(
  modelInput: ModelRecordInput | ModelRecord,
  requestInput: SnippetRequest = {},
  options: AllLanguagesOptions = {},
): Snippet<SnippetLanguage>[] {
  return generateSnippets(withExtra(options.languages), modelInput, requestInput, chatModes);
}

/** The same list for the same extra plugins, so the generator's caches (keyed on the list) hold. */
const LISTS = new Map<string, { extra: readonly LanguagePlugin[]; list: readonly LanguagePlugin[] }>();

function withExtra(extra: readonly LanguagePlugin[] | undefined): readonly LanguagePlugin[] {
  if (extra === undefined || extra.length === 0) return ALL_LANGUAGES;
  if (!Array.isArray(extra)) fail("languages", "expected an array of language plugins");
  extra.forEach((plugin, i) => {
    const id: unknown = (plugin as Partial<LanguagePlugin> | null)?.module?.id;
    if (typeof id !== "string") fail(`languages.${i}`, "not a language plugin");
    if ((LANGUAGES as readonly string[]).includes(id)) fail(`languages.${i}`, `${JSON.stringify(id)} is built in here: leave it out`);
    if (extra.findIndex((p) => p.module.id === id) !== i) fail(`languages.${i}`, `a second plugin for ${JSON.stringify(id)}: give one plugin per language`);
  });
  const key = extra.map((p) => p.module.id).join(",");
  const cached = LISTS.get(key);
  if (cached && cached.extra.every((p, i) => p === extra[i])) return cached.list;
  const list = [...ALL_LANGUAGES, ...extra];
  LISTS.set(key, { extra: [...extra], list });
  return list;
}

function fail(path: string, message: string): never {
  throw new AtlasError([{ code: "input", path: `options.${path}`, message: `inference options: ${message}` }]);
}
