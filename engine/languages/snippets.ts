/**
 * `getInferenceSnippets` of the root entry: the one of ./core-snippets.ts with every language
 * built in (engine/languages/plugins.ts, HTTPie joined to sh, each language's chat-mode pack) and
 * every chat mode (engine/inference/chat/plugin.ts). Plugins of languages beyond these, the
 * agent prompt's (`agentPromptPlugin`: the language "text"), are added with `options.languages`.
 */
import { chatModes } from "../inference/chat/plugin.js";
import { LANGUAGES } from "../schema/snippet.js";
import { inferenceSnippets, type GetInferenceSnippets, type InferenceOptions } from "./core-snippets.js";
import { LANGUAGE_PLUGINS } from "./plugins.js";

export const getInferenceSnippets: GetInferenceSnippets = /* @__PURE__ */ inferenceSnippets({
  plugins: LANGUAGES.map((language) => LANGUAGE_PLUGINS[language]),
  chatModes,
  exclusive: true,
});

/** @deprecated The root entry's `getInferenceSnippets` takes the options of every entry: `InferenceOptions`. */
export type AllLanguagesOptions = InferenceOptions;
