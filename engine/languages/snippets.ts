/**
 * `getInferenceSnippets`: the code a user copies from a model page to call the model, one
 * snippet per language and client that applies, in a stable order, in every language
 * (the generator is ./generator.ts; the languages are engine/languages/plugins.ts), with every
 * chat mode (./chat/plugin.ts).
 */
import { LANGUAGE_PLUGINS } from "./plugins.js";
import type { LanguagePlugin } from "../inference/plugin-contract.js";
import type { ModelRecord, ModelRecordInput } from "../schema/model.js";
import { LANGUAGES, type Snippet, type SnippetRequest } from "../schema/snippet.js";
import { chatModes } from "../inference/chat/plugin.js";
import { generateSnippets } from "../inference/generator.js";

const ALL_LANGUAGES: readonly LanguagePlugin[] = LANGUAGES.map((language) => LANGUAGE_PLUGINS[language]);

export function getInferenceSnippets(modelInput: ModelRecordInput | ModelRecord, requestInput: SnippetRequest = {}): Snippet[] {
  return generateSnippets(ALL_LANGUAGES, modelInput, requestInput, chatModes);
}
