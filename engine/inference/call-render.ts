/**
 * Renders a planned call (./call/call-plan.ts) for given ids, real ones or the id cache's stand-ins
 * (./id-cache.ts): `callFacts` is what the templates, the plugins and the usage cards read
 * (the HTTP request spec included), `renderCall` the snippets of each plugin and client that apply.
 */
import { languageTemplates } from "./code/language-templates.js";
import type { ResolvedSnippetRequest, Snippet as AnySnippet, SnippetLanguage } from "../schema/snippet.js";
import type { CallPlan } from "./call/call-plan.js";
import { clientApplies } from "./call/client-rules.js";
import { templateContext } from "./code/context.js";
import { httpRequestSpec, type HttpRequestSpec } from "./call/http-request.js";
import type { Ids } from "./id-cache.js";
import type { CallFacts, LanguagePlugin } from "./contract/plugin-contract.js";
import { getProvider } from "./providers/index.js";
import { HUB_SDKS, type HubSdk, type ProviderTaskId, type RequestContext } from "./providers/types.js";
import { tokenSource } from "./call/tokens.js";

/** A snippet of any plugin: code, or the agent prompt's text. */
type Snippet = AnySnippet<SnippetLanguage>;

/** The request with a bill-to stand-in when `ids` carry one. */
const requestFor = (call: CallPlan, ids: Ids): ResolvedSnippetRequest => (ids.bill === undefined ? call.request : { ...call.request, billTo: ids.bill });

function requestContext(call: CallPlan, ids: Ids, request: ResolvedSnippetRequest): RequestContext {
  const { mapping, inputs } = call;
  return {
    task: call.providerTask,
    hubModelId: ids.hub,
    providerModelId: ids.provider,
    adapter: mapping?.adapter,
    adapterWeightsPath: mapping?.adapterWeightsPath,
    direct: Boolean(request.directRequest),
    inputs: inputs.inputs,
    parameters: inputs.parameters,
    chat: inputs.chat,
  };
}

/**
 * The HTTP request spec of the last call and ids asked: the facts, the id cache's comparison and the
 * rendering of one call for the same ids object share it.
 */
let last: { call: CallPlan; ids: Ids; spec: HttpRequestSpec | undefined } | undefined;

/** The call's raw HTTP request for `ids`, or undefined when only SDKs make it ("auto" outside chat). */
export function requestSpec(call: CallPlan, ids: Ids): HttpRequestSpec | undefined {
  if (last?.call === call && last.ids === ids) return last.spec;
  const { chat, conversational, endpoint, providerId, modes, inputs } = call;
  let spec: HttpRequestSpec | undefined;
  if (chat || endpoint || providerId !== "auto") {
    const request = requestFor(call, ids);
    // A custom endpoint takes the hub's generic payload, as hf-inference does.
    const bodyProvider = endpoint ? getProvider("hf-inference") : call.provider;
    spec = httpRequestSpec({ ctx: requestContext(call, ids, request), provider: bodyProvider, providerId, request, conversational });
    if (modes && inputs.chat) spec = modes.plan(spec, inputs.chat, request);
  }
  last = { call, ids, spec };
  return spec;
}

/** What the generator knows about the call for `ids`: what templates and plugins read, and the cards' HTTP request. */
export function callFacts(call: CallPlan, ids: Ids): CallFacts {
  const request = requestFor(call, ids);
  const { provider, providerTask } = call;
  // Hub SDKs the provider's definition says cannot make this call (they are left out).
  const hubSdk = provider?.tasks[providerTask as ProviderTaskId]?.hubSdk;
  let hubSdkRefused: HubSdk[] = [];
  if (hubSdk) {
    const ctx = requestContext(call, ids, request);
    hubSdkRefused = HUB_SDKS.filter((c) => hubSdk(ctx, c) === false);
  }
  const plan = requestSpec(call, ids);
  return {
    task: call.task,
    conversational: call.conversational,
    hubModelId: ids.hub,
    providerId: call.providerId,
    request,
    call: call.inputs,
    token: tokenSource(request, provider),
    providerModelId: ids.provider,
    hubSdkRefused,
    plan,
    chatRoute: call.viaChat ? plan?.url : undefined,
    modes: call.modes,
  };
}

/** The snippets of `plugins` (with their mode templates when the call has modes) for the call and `ids`. */
export function renderCall(call: CallPlan, plugins: readonly LanguagePlugin[], ids: Ids): Snippet[] {
  const facts = callFacts(call, ids);
  const snippets: Snippet[] = [];
  for (const offer of offers(plugins, call.templateName)) {
    if (!applies(call, offer, facts)) continue;
    const { plugin, client, key } = offer;
    if (plugin.write) {
      const written = plugin.write(client, facts);
      if (written !== undefined) snippets.push({ language: plugin.module.id, client, content: written });
      continue;
    }
    const context = templateContext(plugin, client, facts);
    const content = languageTemplates(plugin).get(key)(context);
    snippets.push({ language: plugin.module.id, client, content });
  }
  return snippets;
}

/** Whether `renderCall` gives any snippet, found without rendering one (the model plan asks it of provider "auto"). */
export function callHasCode(call: CallPlan, plugins: readonly LanguagePlugin[], ids: Ids): boolean {
  const facts = callFacts(call, ids);
  return offers(plugins, call.templateName).some((offer) => gives(call, offer, facts));
}

/** The plugins and clients `renderCall` gives a snippet of, in its order, found without rendering one. */
export function callClients(
  call: CallPlan,
  plugins: readonly LanguagePlugin[],
  ids: Ids,
  facts = callFacts(call, ids),
): { plugin: LanguagePlugin; client: string }[] {
  return offers(plugins, call.templateName)
    .filter((offer) => gives(call, offer, facts))
    .map(({ plugin, client }) => ({ plugin, client }));
}

/** Stand-ins for a provider's identity (`anonymousFacts`). */
const SOME_PROVIDER = "(provider)";
const SOME_PROVIDER_MODEL = "(provider model id)";

/**
 * The call's facts with the provider's identity replaced by stand-ins: its id (so the router's
 * `:provider` suffix too) and its model id; its definition (routes, bodies, headers, key) stays.
 * Two calls whose code differs only in which provider it names have equal ones. A call without a
 * request spec ("auto" outside chat, where an SDK lets the router pick) names none and keeps its facts.
 */
export function anonymousFacts(call: CallPlan, ids: Ids, facts = callFacts(call, ids)): CallFacts {
  if (!facts.plan) return facts;
  const anonymous: CallPlan = { ...call, providerId: SOME_PROVIDER, request: { ...call.request, provider: SOME_PROVIDER } };
  return callFacts(anonymous, { ...ids, provider: SOME_PROVIDER_MODEL });
}

/** Whether the offer's client applies and gives a snippet (a `write` hook may give none). */
function gives(call: CallPlan, offer: Offer, facts: CallFacts): boolean {
  return applies(call, offer, facts) && (!offer.plugin.write || offer.plugin.write(offer.client, facts) !== undefined);
}

/** Whether the offer's client writes this call (./call/client-rules.ts), and the provider lets it if it is a hub SDK. */
function applies(call: CallPlan, { plugin, client }: Offer, facts: CallFacts): boolean {
  const { task, providerId, chat, endpoint, templateName } = call;
  const hasSdkMethod = plugin.sdkMethods !== undefined && Object.hasOwn(plugin.sdkMethods, task);
  return (
    clientApplies(plugin, client, { providerId, conversational: chat, endpoint, hasSdkMethod, templateName }) &&
    !facts.hubSdkRefused?.includes(client as HubSdk)
  );
}

interface Offer {
  plugin: LanguagePlugin;
  client: string;
  key: string;
}

/** The plugin/client pairs that have a template of this name, in the plugins' order (computed once per language list and name). */
const OFFERS = new Map<string, Offer[]>();

function offers(plugins: readonly LanguagePlugin[], templateName: string): Offer[] {
  const id = `${languageIds(plugins)}|${templateName}`;
  let list = OFFERS.get(id);
  if (!list) {
    list = plugins.flatMap((plugin) =>
      plugin.clients
        .map((client) => ({ plugin, client, key: `${plugin.module.id}/${client}/${templateName}` }))
        .filter((offer) => plugin.write !== undefined || languageTemplates(plugin).has(offer.key)),
    );
    OFFERS.set(id, list);
  }
  return list;
}

/**
 * A name for the plugin list, which with the request decides the output (the caches key on it):
 * each plugin's language and a number of its own, so two plugin objects never share an entry.
 */
const IDS = new WeakMap<readonly LanguagePlugin[], string>();
const SERIALS = new WeakMap<LanguagePlugin, number>();
let nextSerial = 0;

function serial(plugin: LanguagePlugin): number {
  let n = SERIALS.get(plugin);
  if (n === undefined) SERIALS.set(plugin, (n = nextSerial++));
  return n;
}

export function languageIds(plugins: readonly LanguagePlugin[]): string {
  let ids = IDS.get(plugins);
  if (ids === undefined) IDS.set(plugins, (ids = plugins.map((p) => `${p.module.id}#${serial(p)}`).join(",")));
  return ids;
}
