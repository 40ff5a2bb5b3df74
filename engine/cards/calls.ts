/**
 * The provider calls of a card: a full call (the HTTP request and the code) for each provider the
 * card shows in full, and for each other callable provider one line saying how its code differs
 * from the first full call's, found by comparing the two planned calls (./other-providers.ts).
 */
import { chatModes } from "../inference/chat/plugin.js";
import { PLUGIN_MODES } from "../inference/chat/mode-definitions.js";
import { callIds, planCall } from "../inference/call/call-plan.js";
import { callFacts } from "../inference/call-render.js";
import { callSnippets } from "../inference/generator.js";
import type { LanguagePlugin } from "../inference/contract/plugin-contract.js";
import { getProvider } from "../inference/providers/index.js";
import { LANGUAGE_PLUGINS } from "../languages/plugins.js";
import type { ModelRecord } from "../schema/model.js";
import { LANGUAGES, type Language, type SnippetRequest } from "../schema/snippet.js";
import { factsRequest } from "./request.js";
import { mappedProvider, otherProvider, type CardCall } from "./other-providers.js";
import type { ChatModeCall, CodeSample, HttpRequestCard, OtherProvider, ProviderCall } from "./schema.js";

/** One call of a card: its HTTP request (absent when only SDKs make it) and its code. */
interface Rendered {
  request?: HttpRequestCard;
  snippets: CodeSample[];
}

/**
 * The calls of one card, each planned once (with the chat modes, as `getInferenceSnippets`
 * plans it) and rendered at most once, in `widest`, every language any form of the card shows;
 * a form in fewer languages (a default card shrunk to its budget) takes a filtered copy, which is
 * what rendering those languages alone gives. The other providers' lines are planned only.
 */
export interface CardCalls {
  provider(provider: string, languages: readonly Language[]): ProviderCall;
  modes(ids: readonly ChatModeCall["id"][], languages: readonly Language[]): ChatModeCall[];
  /** `provider`'s line against the full call of `first`, compared in `languages`. */
  other(provider: string, first: string, languages: readonly Language[]): OtherProvider;
}

export function cardCalls(model: ModelRecord, chat: boolean, widest: readonly Language[]): CardCalls {
  const plans = new Map<string, CardCall | undefined>();
  const planned = (request: SnippetRequest): CardCall | undefined => {
    const key = JSON.stringify(request);
    if (!plans.has(key)) plans.set(key, plan(model, request));
    return plans.get(key);
  };
  const memo = new Map<string, Rendered>();
  const rendered = (request: SnippetRequest, languages: readonly Language[]): Rendered => {
    const key = JSON.stringify(request);
    let full = memo.get(key);
    if (!full) memo.set(key, (full = render(planned(request), widest)));
    return languages === widest ? full : { ...full, snippets: full.snippets.filter((s) => languages.includes(s.language as Language)) };
  };
  return {
    provider: (provider, languages) => providerCall(model, provider, chat, rendered({ provider }, languages)),
    modes: (ids, languages) =>
      PLUGIN_MODES.filter((m) => ids.includes(m.id)).map(({ id, label, description, request }) => {
        const { request: http, snippets } = rendered({ provider: "auto", ...request }, languages);
        return { id, label, description, ...(http ? { request: http } : {}), snippets };
      }),
    other: (provider, first, languages) => otherProvider(model, provider, planned({ provider: first }), planned({ provider }), pluginsOf(languages)),
  };
}

function plan(model: ModelRecord, request: SnippetRequest): CardCall | undefined {
  const call = planCall(model, request, chatModes);
  if (!call) return undefined;
  const ids = callIds(call);
  return { call, ids, facts: callFacts(call, ids) };
}

/** A planned call: its request read from the plan's facts, its code rendered in `languages` only. */
function render(planned: CardCall | undefined, languages: readonly Language[]): Rendered {
  if (!planned) return { snippets: [] };
  const { call, ids, facts } = planned;
  const http = factsRequest(facts);
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
    ...mappedProvider(model, provider),
    envVar: "HF_TOKEN",
    ...(definition && !definition.clientSideRoutingOnly ? { directEnvVar: definition.keyEnvVar, directBaseUrl: definition.directBaseUrl } : {}),
    ...(definition?.clientSideRoutingOnly ? { envVar: definition.keyEnvVar, directEnvVar: definition.keyEnvVar, directBaseUrl: definition.directBaseUrl } : {}),
    ...adapter,
    streaming: chat,
    ...(request ? { request } : {}),
    snippets,
  };
}
