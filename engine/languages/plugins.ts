/**
 * The language list: every language's plugin (engine/inference/contract/plugin-contract.ts says what one holds). The root entry,
 * `getInferenceSnippets` of ./snippets.ts, the command line and the viewer use all
 * of them; `model-atlas/inference` takes python, js and sh and the others on request. Adding a
 * language: its module, target and plugin files, an entry below, its id in `LANGUAGES`
 * (engine/schema/snippet.ts), `templates/<language>/`, and a `model-atlas/languages/<language>`
 * entry (engine/entries/languages-<language>.ts).
 */
import type { Language } from "../schema/snippet.js";
import { extendLanguage } from "../inference/contract/client-pack.js";
import { goChatModes } from "./go/chat-modes.js";
import { goPlugin } from "./go/plugin.js";
import { httpieChatModes } from "./httpie/chat-modes.js";
import { httpiePlugin } from "./httpie/plugin.js";
import { javaChatModes } from "./java/chat-modes.js";
import { javaPlugin } from "./java/plugin.js";
import { jsPlugin } from "./js/plugin.js";
import { phpChatModes } from "./php/chat-modes.js";
import { phpPlugin } from "./php/plugin.js";
import type { LanguagePlugin } from "../inference/contract/plugin-contract.js";
import { pythonPlugin } from "./python/plugin.js";
import { rubyChatModes } from "./ruby/chat-modes.js";
import { rubyPlugin } from "./ruby/plugin.js";
import { shPlugin } from "./sh/plugin.js";

export type { LanguagePlugin } from "../inference/contract/plugin-contract.js";

/** Every language with every client, and the chat-mode templates of the plugin languages and clients (their packs). */
export const LANGUAGE_PLUGINS: Record<Language, LanguagePlugin> = {
  python: pythonPlugin,
  js: jsPlugin,
  sh: extendLanguage(shPlugin, [httpiePlugin, httpieChatModes]),
  go: extendLanguage(goPlugin, [goChatModes]),
  ruby: extendLanguage(rubyPlugin, [rubyChatModes]),
  php: extendLanguage(phpPlugin, [phpChatModes]),
  java: extendLanguage(javaPlugin, [javaChatModes]),
};
