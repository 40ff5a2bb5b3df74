/**
 * A client pack adds clients to a language another plugin provides (HTTPie to the shell's
 * curl): their names, their raw-HTTP code writers, and their templates, which may use the base
 * language's partials. `extendLanguage` joins a base plugin and its extensions into one language
 * plugin, the extensions' clients after the base's, so shared code sees an ordinary language.
 */
import type { HttpTarget } from "./http-target.js";
import type { TemplateFn } from "../../template-runtime/runtime.js";
import { mergeTemplates } from "../../template-runtime/template-data.js";
import type { Language } from "../../schema/snippet.js";
import type { LanguagePlugin } from "./plugin-contract.js";

export interface ClientPack {
  /** The language whose plugin this one extends. */
  extends: Language;
  /** The clients it adds, offered after the base plugin's, in this order. */
  clients: readonly string[];
  /** Code writers of the added clients that send raw HTTP. */
  http: Readonly<Record<string, HttpTarget>>;
  /** The added clients' compiled templates, keyed as a language plugin's (`<language>/<client>/<name>`, `<language>/_partials/<name>`). */
  templates: Readonly<Record<string, TemplateFn>>;
  /**
   * Set on a chat-mode pack (`goChatModes`, `httpieChatModes`, …): a client pack that adds no
   * client, only the mode templates of the language or client pack of that name (its subpath,
   * `model-atlas/languages/<name>`), which `model-atlas/inference` renders with `chatModes`.
   */
  chatModesOf?: string;
}

/** The same joined plugin for the same base and extension, so the generator's per-plugin caches hold. */
const JOINED = new WeakMap<LanguagePlugin, WeakMap<ClientPack, LanguagePlugin>>();

/** Each joined plugin's first base: what it extends, so a joined plugin counts as that language's. */
const BASES = new WeakMap<LanguagePlugin, LanguagePlugin>();

/** Per joined plugin: the plugins that need a chat-mode pack (the base if not built in, each added client pack) and the packs joined. */
const PACKS = new WeakMap<LanguagePlugin, { need: readonly string[]; have: readonly string[] }>();

/** The pack a language plugin needs itself: its own, when its mode templates come in one (`LanguagePlugin.chatModesPack`). */
const ownPack = (plugin: LanguagePlugin): string[] => (plugin.chatModesPack ? [plugin.module.id] : []);

/**
 * The names of the chat-mode packs `plugin` lacks: its own (`go`, … for a language whose mode
 * templates come in a pack) and each added client pack's (`httpie`), unless joined.
 */
export function missingChatModePacks(plugin: LanguagePlugin): string[] {
  const packs = PACKS.get(plugin) ?? { need: ownPack(plugin), have: [] };
  return packs.need.filter((name) => !packs.have.includes(name));
}

/** The plugin `plugin` was built on by `extendLanguage`, or `plugin` itself. */
export function basePlugin(plugin: LanguagePlugin): LanguagePlugin {
  return BASES.get(plugin) ?? plugin;
}

/** `base` with the clients of `extensions` added, in order; throws when one does not fit. */
export function extendLanguage(base: LanguagePlugin, extensions: readonly ClientPack[]): LanguagePlugin {
  return extensions.reduce(extendOnce, base);
}

function extendOnce(base: LanguagePlugin, extension: ClientPack): LanguagePlugin {
  let byExtension = JOINED.get(base);
  if (!byExtension) JOINED.set(base, (byExtension = new WeakMap()));
  let joined = byExtension.get(extension);
  if (!joined) {
    byExtension.set(extension, (joined = join(base, extension)));
    BASES.set(joined, basePlugin(base));
    const packs = PACKS.get(base) ?? { need: ownPack(base), have: [] };
    const name = extension.chatModesOf;
    PACKS.set(
      joined,
      name === undefined ? { need: [...packs.need, ...extension.clients], have: packs.have } : { need: packs.need, have: [...packs.have, name] },
    );
  }
  return joined;
}

function join(base: LanguagePlugin, extension: ClientPack): LanguagePlugin {
  if (extension.extends !== base.module.id) {
    throw new Error(`a client pack for ${JSON.stringify(extension.extends)} cannot extend the ${JSON.stringify(base.module.id)} plugin`);
  }
  const twice = extension.clients.find((client) => base.clients.includes(client));
  if (twice !== undefined) throw new Error(`the ${base.module.id} plugin already has the client ${JSON.stringify(twice)}`);
  let templates: Record<string, TemplateFn> | undefined;
  return {
    ...base,
    clients: [...base.clients, ...extension.clients],
    http: { ...base.http, ...extension.http },
    get templates() {
      return (templates ??= mergeTemplates(base.templates, extension.templates));
    },
  };
}
