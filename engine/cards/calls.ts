/**
 * The provider calls of a card: a full call (the HTTP request and the code) for each provider the
 * card shows in full, and for each other callable provider one line saying how its code differs
 * from the first full call's. The line is found by rendering both and comparing them with the
 * provider id set aside, never assumed: the router's chat code differs only in the model's
 * `:provider` suffix, the SDKs' task code in the provider argument, a raw task route in its URL.
 */
import { chatModes } from "../inference/chat/plugin.js";
import { PLUGIN_MODES } from "../inference/chat/mode-definitions.js";
import { callIds, planCall } from "../inference/call-plan.js";
import { callFacts } from "../inference/call-render.js";
import { callSnippets } from "../inference/generator.js";
import type { LanguagePlugin } from "../inference/plugin-contract.js";
import { getProvider } from "../inference/providers/index.js";
import { LANGUAGE_PLUGINS } from "../languages/plugins.js";
import type { ModelRecord } from "../schema/model.js";
import { LANGUAGES, type Language, type SnippetRequest } from "../schema/snippet.js";
import { factsRequest } from "./request.js";
import type { ChatModeCall, CodeSample, HttpRequestCard, OtherProvider, ProviderCall } from "./schema.js";

/** The chat modes a card can add, from the chat-mode table (../inference/chat/mode-definitions.ts). */
export const MODES = PLUGIN_MODES;

/** One call of a card: its HTTP request (absent when only SDKs make it) and its code. */
interface Rendered {
  request?: HttpRequestCard;
  snippets: CodeSample[];
}

/**
 * The calls of one card, each planned once (with the chat modes, as `getInferenceSnippets`
 * plans it) and rendered once in `widest`, every language any form of the card shows; a form in
 * fewer languages (a default card shrunk to its budget, the comparison of other providers) takes
 * a filtered copy, which is what rendering those languages alone gives.
 */
export interface CardCalls {
  provider(provider: string, languages: readonly Language[]): ProviderCall;
  modes(ids: readonly ChatModeCall["id"][], languages: readonly Language[]): ChatModeCall[];
}

export function cardCalls(model: ModelRecord, chat: boolean, widest: readonly Language[]): CardCalls {
  const memo = new Map<string, Rendered>();
  const rendered = (key: string, request: SnippetRequest, languages: readonly Language[]): Rendered => {
    let full = memo.get(key);
    if (!full) memo.set(key, (full = render(model, request, widest)));
    return languages === widest ? full : { ...full, snippets: full.snippets.filter((s) => languages.includes(s.language as Language)) };
  };
  return {
    provider: (provider, languages) => providerCall(model, provider, chat, rendered(`provider ${provider}`, { provider }, languages)),
    modes: (ids, languages) =>
      MODES.filter((m) => ids.includes(m.id)).map(({ id, label, description, request }) => {
        const { request: http, snippets } = rendered(`mode ${id}`, { provider: "auto", ...request }, languages);
        return { id, label, description, ...(http ? { request: http } : {}), snippets };
      }),
  };
}

/** A call planned once: its request read from the plan's facts, its code rendered in `languages` only. */
function render(model: ModelRecord, request: SnippetRequest, languages: readonly Language[]): Rendered {
  const call = planCall(model, request, chatModes);
  if (!call) return { snippets: [] };
  const ids = callIds(call);
  const http = factsRequest(callFacts(call, ids));
  const snippets = callSnippets(call, pluginsOf(languages), ids).map(({ language, client, content }) => ({
    language: language as Language,
    client,
    code: content,
  }));
  return { ...(http ? { request: http } : {}), snippets };
}

/** The plugins of `languages` in the order of `LANGUAGES` (the snippets' order): the same array for the same set, so the generator's caches hold. */
const PLUGIN_LISTS = new Map<string, readonly LanguagePlugin[]>();

function pluginsOf(languages: readonly Language[]): readonly LanguagePlugin[] {
  const chosen = LANGUAGES.filter((l) => languages.includes(l));
  const key = chosen.join(",");
  let list = PLUGIN_LISTS.get(key);
  if (!list) PLUGIN_LISTS.set(key, (list = chosen.map((l) => LANGUAGE_PLUGINS[l])));
  return list;
}

/** A provider's full call; `chat`: the answer is a chat completion, which can stream. */
function providerCall(model: ModelRecord, provider: string, chat: boolean, { request, snippets }: Rendered): ProviderCall {
  const definition = getProvider(provider);
  const entry = model.inferenceProviderMapping?.find((m) => m.provider === provider);
  const adapter = entry?.adapter ? { adapter: { kind: entry.adapter, ...(entry.adapterWeightsPath ? { weights: entry.adapterWeightsPath } : {}) } } : {};
  return {
    provider,
    ...(entry ? { providerModelId: entry.providerId, status: entry.status } : {}),
    envVar: "HF_TOKEN",
    ...(definition && !definition.clientSideRoutingOnly ? { directEnvVar: definition.keyEnvVar, directBaseUrl: definition.directBaseUrl } : {}),
    ...(definition?.clientSideRoutingOnly ? { envVar: definition.keyEnvVar, directEnvVar: definition.keyEnvVar, directBaseUrl: definition.directBaseUrl } : {}),
    ...adapter,
    streaming: chat,
    ...(request ? { request } : {}),
    snippets,
  };
}

type Normalise = (text: string, call: ProviderCall) => string;

const replaceAll = (text: string, from: string, to: string) => (from ? text.split(from).join(to) : text);
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** The router's provider suffix on the model field, set aside. */
const suffixOff =
  (id: string): Normalise =>
  (text, call) =>
    replaceAll(text, `${id}:${call.provider}`, id);

/**
 * The provider argument set aside: a line that only passes the provider (`provider="x",`,
 * `provider: "x",`) is dropped, and the model's id at the provider stands for itself.
 */
const argumentOff =
  (id: string): Normalise =>
  (text, call) => {
    const line = new RegExp(`^[ \\t]*"?provider"?\\s*[=:]\\s*["']${escapeRegExp(call.provider)}["'],?[ \\t]*\\n`, "gm");
    let out = text.replace(line, "");
    if (call.providerModelId && call.providerModelId !== id) out = replaceAll(out, call.providerModelId, "<provider model id>");
    return out;
  };

/** The texts of a call to compare: each snippet by language and client, and the HTTP request. */
function texts(call: ProviderCall): Map<string, string> {
  const out = new Map(call.snippets.map((s) => [`${s.language}/${s.client}`, s.code]));
  if (call.request) out.set("HTTP request", JSON.stringify(call.request));
  return out;
}

/** How each text of `call` differs from `first`'s: "suffix", "argument", or undefined (otherwise, or missing). */
function compare(model: ModelRecord, first: ProviderCall, call: ProviderCall): Map<string, "suffix" | "argument" | undefined> {
  const a = texts(first);
  const b = texts(call);
  const out = new Map<string, "suffix" | "argument" | undefined>();
  for (const key of new Set([...a.keys(), ...b.keys()])) {
    const x = a.get(key);
    const y = b.get(key);
    if (x === undefined || y === undefined) out.set(key, undefined);
    else if (suffixOff(model.id)(x, first) === suffixOff(model.id)(y, call)) out.set(key, "suffix");
    else if (argumentOff(model.id)(x, first) === argumentOff(model.id)(y, call)) out.set(key, "argument");
    else out.set(key, undefined);
  }
  return out;
}

/** `call` (rendered in full only to compare) as one line against `first`, the card's first full call. */
export function otherProvider(model: ModelRecord, first: ProviderCall, call: ProviderCall): OtherProvider {
  const head = {
    provider: call.provider,
    ...(call.providerModelId ? { providerModelId: call.providerModelId } : {}),
    ...(call.status ? { status: call.status } : {}),
  };
  const diff = compare(model, first, call);
  const kinds = new Set(diff.values());
  const which = (kind: "suffix" | "argument") => [...diff].filter(([, k]) => k === kind).map(([key]) => key.replace(/^[a-z]+\//, ""));
  const suffix = `the provider suffix ":${call.provider}" in the model field ("${model.id}:${call.provider}")`;
  const argument = `the provider argument "${call.provider}"`;
  if (diff.size && !kinds.has(undefined)) {
    if (!kinds.has("argument")) return { ...head, rule: "suffix", differs: `identical code but for ${suffix}` };
    if (!kinds.has("suffix")) return { ...head, rule: "argument", differs: `identical code but for ${argument}` };
    const suffixIn = [...new Set(which("suffix"))];
    const argumentIn = [...new Set(which("argument"))];
    return {
      ...head,
      rule: "suffix-or-argument",
      suffixIn,
      argumentIn,
      differs: `identical code but for ${suffix} (${suffixIn.join(", ")}) or ${argument} (${argumentIn.join(", ")})`,
    };
  }
  const route = call.request && `${call.request.method} ${call.request.url}`;
  return { ...head, rule: "own", ...(route ? { route } : {}), differs: route ? `its own code: ${route}` : "its own code (SDKs only)" };
}
