/**
 * `getInferenceSnippets` of `model-atlas/inference`: python, js and sh (curl) are built in; every
 * other language, and HTTPie as a second sh client, comes as a plugin the caller imports and
 * passes, so a bundle holds only the languages and clients it asked for:
 *
 *     import { go } from "model-atlas/languages/go";
 *     getInferenceSnippets(model, request, { languages: [go] });
 *
 * The chat modes beyond plain chat (tools, structured output, the Responses API) come the same
 * way, from `model-atlas/chat-modes`:
 *
 *     import { chatModes } from "model-atlas/chat-modes";
 *     getInferenceSnippets(model, { tools: true }, { chatModes });
 *
 * The snippets are those of the full generator (./snippets.ts) for the same languages.
 */
import { AtlasError } from "../errors/atlas-error.js";
import { basePlugin, extendLanguage, missingChatModePacks, type ClientPack } from "../inference/contract/client-pack.js";
import { jsPlugin } from "./js/plugin.js";
import type { ChatModes, LanguagePlugin } from "../inference/contract/plugin-contract.js";
import { pythonPlugin } from "./python/plugin.js";
import { shPlugin } from "./sh/plugin.js";
import type { ModelRecord, ModelRecordInput } from "../schema/model.js";
import { isLanguage, LANGUAGES, SNIPPET_LANGUAGES, type Language, type Snippet, type SnippetLanguage, type SnippetRequest } from "../schema/snippet.js";
import { CHAT_MODES_HINT, isChatModes } from "../inference/chat/modes.js";
import { asksForPluginMode } from "../inference/chat/mode-definitions.js";
import { generateSnippets } from "../inference/generator.js";
import { callIds, planCall } from "../inference/call/call-plan.js";
import { callHasCode } from "../inference/call-render.js";

/** The languages `model-atlas/inference` renders without a plugin from the caller. */
export const BUILT_IN_LANGUAGES: readonly Language[] = ["python", "js", "sh"];
const BUILT_IN: readonly LanguagePlugin[] = [pythonPlugin, jsPlugin, shPlugin];

export interface InferenceOptions {
  /**
   * Plugins of further languages, e.g. `go` from `model-atlas/languages/go`, and client packs
   * that add clients to a language, e.g. `httpie` from `model-atlas/languages/httpie` (to sh).
   */
  languages?: readonly CodePlugin[];
  /** Only this language's snippets; a language beyond python, js and sh needs its plugin in `languages`. */
  language?: Language;
  /**
   * The chat modes beyond plain chat, `chatModes` from `model-atlas/chat-modes`: without it a
   * request with `tools`, `tool_choice`, `response_format` or `api: "responses"` is refused.
   * It brings the python, js and sh mode templates; each other language (and HTTPie) brings its
   * own in a pack from its subpath, passed in `languages` (`goChatModes`, `httpieChatModes`, …).
   */
  chatModes?: ChatModes;
}

/** A language or client pack (the agent prompt's among them). */
type CodePlugin = LanguagePlugin | ClientPack;

/**
 * The language of the snippets `getInferenceSnippets` gives with the plugins `P`: a programming
 * language, or also "text" when the agent prompt's plugin (its `kind`) is among them.
 */
export type SnippetLanguageOf<P> = [P] extends [never] ? Language : P extends { kind: "agent-prompt" } ? SnippetLanguage : Language;

/** What a `getInferenceSnippets` renders without being given it: its language plugins, and chat modes for the root entry. */
export interface BuiltIns {
  plugins: readonly LanguagePlugin[];
  /** The chat modes used when the options name none. */
  chatModes?: ChatModes;
  /** Refuse a plugin for a built-in language, and a further language given twice (the root entry, where every language is built in). */
  exclusive?: true;
}

/**
 * The snippets of the built-in languages and the plugins in `options.languages`. With the agent
 * prompt's plugin (`agentPromptPlugin` of `model-atlas/cards`) a snippet may be in the language
 * "text", and the result is typed `Snippet<SnippetLanguage>[]`; without it every snippet is code
 * (`Snippet[]`).
 */
export type GetInferenceSnippets = <const L extends readonly (LanguagePlugin | ClientPack)[] = []>(
  modelInput: ModelRecordInput | ModelRecord,
  requestInput?: SnippetRequest,
  options?: Omit<InferenceOptions, "languages"> & { languages?: L },
) => Snippet<SnippetLanguageOf<L[number]>>[];

/**
 * The one `getInferenceSnippets`, over the built-in languages it is given: python, js and sh here
 * (`model-atlas/inference`), every language and the chat modes in the root entry (./snippets.ts).
 * Each has its own caches of checked plugin lists.
 */
export function inferenceSnippets(builtIns: BuiltIns): GetInferenceSnippets {
  const lists = pluginLists(builtIns);
  return function getInferenceSnippets(modelInput, requestInput = {}, options = {}) {
    const plugins = lists(options);
    const modes = chatModesOf(options) ?? builtIns.chatModes;
    if (modes && asksForPluginMode(requestInput)) checkPacks(plugins);
    return generateSnippets(plugins, modelInput, requestInput, modes) as Snippet<SnippetLanguageOf<(typeof options.languages & {})[number]>>[];
  };
}

export const getInferenceSnippets: GetInferenceSnippets = /* @__PURE__ */ inferenceSnippets({ plugins: BUILT_IN });

/** Whether `getInferenceSnippets(model, request)` with the built-in languages gives any snippet: the call planned, none rendered. */
export function hasBuiltInSnippets(model: ModelRecordInput | ModelRecord, request: SnippetRequest): boolean {
  const call = planCall(model, request);
  return call !== undefined && callHasCode(call, BUILT_IN, callIds(call));
}

/**
 * `hasBuiltInSnippets(model, { provider: "auto" })` for a checked record whose task (from
 * `modelTask(model, "auto")`) is `task`, worked out once per task and chat flag. Exact because,
 * with provider auto, which built-in clients apply depends on the task's template and the SDKs'
 * methods alone: no provider definition is asked (no hub-SDK refusal), and no built-in plugin has
 * a `write` hook that could decline a call by its facts. The model plan asks this for every new
 * model without a mapping, and planning the call costs more than the rest of the plan.
 */
export function autoHasBuiltInCode(model: ModelRecord, task: string, conversational: boolean): boolean {
  if (!AUTO_BY_TASK) return hasBuiltInSnippets(model, { provider: "auto" });
  const key = `${task}\n${conversational}`;
  let has = AUTO_CODE.get(key);
  if (has === undefined) AUTO_CODE.set(key, (has = hasBuiltInSnippets(model, { provider: "auto" })));
  return has;
}

const AUTO_BY_TASK = /* @__PURE__ */ BUILT_IN.every((plugin) => plugin.write === undefined);
/** By task and chat flag; a few hundred keys at most (the pipeline tags). */
const AUTO_CODE = new Map<string, boolean>();

/** A mode request with a language or client pack whose chat-mode pack was not passed fails, naming the pack (never a silently missing snippet). */
function checkPacks(plugins: readonly LanguagePlugin[]): void {
  for (const plugin of plugins) {
    const name = missingChatModePacks(plugin)[0];
    if (name !== undefined) {
      const pack = `${name}ChatModes`;
      fail(
        "languages",
        `the ${name} plugin was given without its chat-mode templates, which a chat-mode request needs: import { ${name}, ${pack} } from "model-atlas/languages/${name}" and pass { languages: [..., ${name}, ${pack}] }`,
      );
    }
  }
}

/** `options.chatModes`, checked (pluginList has checked that options is an object). */
function chatModesOf(options: InferenceOptions): ChatModes | undefined {
  const modes: unknown = options.chatModes;
  if (modes === undefined || isChatModes(modes)) return modes;
  fail("chatModes", `expected the chat-modes plugin, not ${describe(modes)}: ${CHAT_MODES_HINT}`);
}

/** Where a language's plugin comes from. */
const importHint = (language: string) => `import { ${language} } from "model-atlas/languages/${language}"`;

type ListOptions = Omit<InferenceOptions, "languages"> & { languages?: readonly CodePlugin[] };

/**
 * The plugins to render with over `builtIn`, in the order of `LANGUAGES`; the same array for the
 * same plugins, so the generator's caches hold. The lists checked for a `languages` array are
 * kept by `language`, with the plugins the array held then: a page passes the same array on
 * every call, so the checks run once for it (and run again if the array was changed since).
 */
function pluginLists(builtIns: BuiltIns): (options: ListOptions) => readonly LanguagePlugin[] {
  const lists = new Map<string, readonly LanguagePlugin[]>();
  const checked = new WeakMap<readonly unknown[], Map<unknown, { held: unknown[]; list: readonly LanguagePlugin[] }>>();
  return (options) => {
    if (options === null || typeof options !== "object") fail("", `the options must be an object, not ${describe(options)}`);
    const extra = options.languages ?? BUILT_IN_ONLY;
    if (!Array.isArray(extra)) fail("languages", `expected an array of language plugins, not ${describe(extra)}`);
    let byLanguage = checked.get(extra);
    if (!byLanguage) checked.set(extra, (byLanguage = new Map()));
    const seen = byLanguage.get(options.language);
    if (seen && seen.held.length === extra.length && seen.held.every((p, i) => p === extra[i])) return seen.list;
    const list = shared(lists, checkedList(builtIns, extra, options.language));
    // Bounded: `language` comes from the caller, and a wrong one throws above before it is kept.
    if (byLanguage.size >= 16) byLanguage.clear();
    byLanguage.set(options.language, { held: [...extra], list });
    return list;
  };
}

/** The list kept for the same plugins, or `chosen` kept as it. */
function shared(lists: Map<string, readonly LanguagePlugin[]>, chosen: readonly LanguagePlugin[]): readonly LanguagePlugin[] {
  const key = chosen.map((p) => p.module.id).join(",");
  const cached = lists.get(key);
  if (cached && cached.every((p, i) => p === chosen[i])) return cached;
  lists.set(key, chosen);
  return chosen;
}

const BUILT_IN_ONLY: readonly (LanguagePlugin | ClientPack)[] = [];

function checkedList(
  { plugins: builtIn, exclusive }: BuiltIns,
  extra: readonly (LanguagePlugin | ClientPack)[],
  language: Language | undefined,
): readonly LanguagePlugin[] {
  const byLanguage = new Map<string, LanguagePlugin>(builtIn.map((p) => [p.module.id, p]));
  const extensions: { plugin: ClientPack; where: string }[] = [];
  extra.forEach((plugin: unknown, i) => {
    const where = `languages.${i}`;
    if (typeof plugin === "string") {
      const how = builtIn.some((p) => p.module.id === plugin) ? "it is built in: leave it out" : `${importHint(plugin)} and pass ${plugin}`;
      fail(where, `${JSON.stringify(plugin)} is a language name, not a plugin: ${how}`);
    }
    if (isClientPlugin(plugin)) {
      const earlier = extensions.find((e) => e.plugin === plugin || e.plugin.clients.some((c) => plugin.clients.includes(c)));
      if (earlier)
        fail(
          where,
          `${clientNames(plugin)} ${earlier.plugin === plugin ? "is given twice" : `is already added by ${earlier.where}`}: give each client pack once`,
        );
      extensions.push({ plugin, where });
      return;
    }
    if (!isPlugin(plugin)) fail(where, `${describe(plugin)} is not a language plugin (${importHint("go")}, say)`);
    const id = plugin.module.id;
    const known = byLanguage.get(id);
    if (known && exclusive)
      fail(
        where,
        builtIn.includes(known)
          ? `${JSON.stringify(id)} is built in here: leave it out`
          : `a second plugin for ${JSON.stringify(id)}: give one plugin per language`,
      );
    // The root entry's sh (curl joined with HTTPie) stands in for the built-in sh.
    if (known && known !== plugin && basePlugin(known) !== basePlugin(plugin))
      fail(where, `a second plugin for ${JSON.stringify(id)}: give one plugin per language`);
    byLanguage.set(id, plugin);
  });
  for (const { plugin, where } of extensions) {
    const base = byLanguage.get(plugin.extends);
    if (!base) fail(where, `${clientNames(plugin)} extends ${JSON.stringify(plugin.extends)}: ${importHint(plugin.extends)} and pass it too`);
    if (plugin.clients.some((c) => base.clients.includes(c))) fail(where, `${clientNames(plugin)} is already in the ${plugin.extends} plugin: leave it out`);
    byLanguage.set(plugin.extends, extendLanguage(base, [plugin]));
  }
  if (language !== undefined) {
    if (!isLanguage(language)) fail("language", `${JSON.stringify(language)} is not a language; languages are ${LANGUAGES.join(", ")}`);
    if (!byLanguage.has(language))
      fail("language", `${JSON.stringify(language)} needs its plugin: ${importHint(language)} and pass { languages: [${language}] }`);
  }
  return SNIPPET_LANGUAGES.filter((id) => byLanguage.has(id) && (language === undefined || id === language)).map((id) => byLanguage.get(id)!);
}

function isPlugin(value: unknown): value is LanguagePlugin {
  const p = value as Partial<LanguagePlugin> | null;
  return (
    typeof p === "object" &&
    p !== null &&
    typeof p.module === "object" &&
    p.module !== null &&
    (SNIPPET_LANGUAGES as readonly unknown[]).includes(p.module.id) &&
    Array.isArray(p.clients) &&
    typeof p.http === "object" &&
    typeof p.templates === "object"
  );
}

function isClientPlugin(value: unknown): value is ClientPack {
  const p = value as Partial<ClientPack> | null;
  return (
    typeof p === "object" && p !== null && isLanguage(p.extends) && Array.isArray(p.clients) && typeof p.http === "object" && typeof p.templates === "object"
  );
}

/** The clients a client pack adds, for messages: `the client pack "sh/httpie"`. */
const clientNames = (plugin: ClientPack) =>
  plugin.chatModesOf !== undefined
    ? `the chat-mode pack ${plugin.chatModesOf}ChatModes`
    : `the client pack ${plugin.clients.map((c) => JSON.stringify(`${plugin.extends}/${c}`)).join(", ")}`;

function describe(value: unknown): string {
  if (value === null || value === undefined) return String(value);
  if (Array.isArray(value)) return "an array";
  return typeof value === "object" ? "an object" : `${typeof value} ${JSON.stringify(value)}`;
}

function fail(path: string, message: string): never {
  throw new AtlasError([{ code: "input", path: path ? `options.${path}` : "options", message: `inference options: ${message}` }]);
}
