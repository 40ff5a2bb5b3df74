/**
 * The snippet generator over a list of language plugins: the code a user copies from a model
 * page to call the model, one snippet per language and client that applies, in the plugins'
 * order and each language's client order. It knows no language itself: ./snippets.ts calls it
 * with every plugin, `model-atlas/inference` (engine/entries/inference.ts) with python, js, sh
 * and the plugins its caller adds. Nor does it know the chat modes beyond plain chat: it asks
 * the chat-modes plugin (./chat/modes.ts) when given one, and refuses a mode request without it.
 */
import { AtlasError } from "../errors.js";
import type { CallFacts, ChatModes, LanguagePlugin } from "./plugin-contract.js";
import { languageTemplates } from "../render/language-templates.js";
import type { Checker, Presence } from "../schema/check.js";
import type { ModelRecord, ModelRecordInput, ProviderMappingEntry } from "../schema/model.js";
import { validModelRecord } from "../schema/model-check.js";
import {
  SnippetRequestSchema,
  type ResolvedSnippetRequest,
  type Snippet as AnySnippet,
  type SnippetLanguage,
  type SnippetRequest,
  type TaskSource,
} from "../schema/snippet.js";
import { clientApplies } from "./client-rules.js";
import { templateContext } from "./context.js";
import { PIPELINE_TEMPLATES } from "./facts.js";
import { modelTask } from "./model-task.js";
import { httpPlan, type HttpPlan } from "./http.js";
import { billable, cachable, cachedSnippets, type Ids } from "./id-cache.js";
import { HUB_SDKS, type HubSdk, type ProviderDefinition, type ProviderTaskId } from "./providers/types.js";
import type { TaskInputs } from "./call-types.js";
import { getProvider } from "./providers/index.js";
import type { RequestContext } from "./providers/types.js";
import { taskInputs } from "./task-inputs.js";
import { chatTemplateName, checkChatRequest } from "./chat/request-check.js";
import { tokenSource } from "./tokens.js";

/** A snippet of any plugin: code, or the agent prompt's text. */
type Snippet = AnySnippet<SnippetLanguage>;

/**
 * Snippets for `modelInput` and `requestInput` in the languages of `languages` (one plugin per
 * language, in output order), with the chat modes of `modes` when given.
 */
export function generateSnippets(
  languages: readonly LanguagePlugin[],
  modelInput: ModelRecordInput | ModelRecord,
  requestInput: SnippetRequest = {},
  modes?: ChatModes,
): Snippet[] {
  const plugins = modes ? withModes(languages, modes) : languages;
  const call = prepareCall(plugins, modelInput, requestInput, modes);
  if (!call) return [];
  const ids: Ids = { hub: call.model.id, provider: call.mapping?.providerId ?? call.model.id };
  const snippets = cachable(ids) ? cached(call, ids) : call.render(ids);
  // A task that did not come from pipeline_tag is named on every snippet (./model-task.ts).
  return call.source ? snippets.map((s) => ({ ...s, taskSource: call.source })) : snippets;
}

/** The call's snippets through the id cache (./id-cache.ts). */
function cached(call: Call, ids: Ids): Snippet[] {
  const { request, mapping, model } = call;
  // A bill-to is swapped like the ids, so it leaves the shape (null: no request holds it).
  if (billable(request.billTo)) ids.bill = request.billTo;
  const shaping = ids.bill === undefined ? request : { ...request, billTo: null };
  // Everything besides the ids that shapes the output (see ./id-cache.ts).
  const shape = JSON.stringify([
    languageIds(call.plugins),
    call.task,
    call.conversational,
    call.viaChat,
    shaping,
    model.widgetData ?? null,
    model.mask_token ?? null,
    mapping?.adapter,
    mapping?.adapterWeightsPath,
  ]);
  return cachedSnippets(shape, ids, call);
}

/** What one call is, before any language renders it: the checked inputs and the facts of a call for given ids. */
export interface CallSetup {
  model: ModelRecord;
  request: ResolvedSnippetRequest;
  task: string;
  conversational: boolean;
  /** A task the provider serves on its chat route only. */
  viaChat: boolean;
  /** The call is a chat call (conversational, or via the chat route). */
  chat: boolean;
  /** Where the task came from when not from pipeline_tag (./model-task.ts). */
  source: TaskSource | undefined;
  /** The task shape's template name (`conversational`, `basicAudio`, …). */
  templateName: string;
  /** "auto" or a provider id. */
  providerId: string;
  mapping: ProviderMappingEntry | undefined;
  factsFor(ids: Ids): CallFacts;
}

/**
 * Checks the model and the request and works out the call both describe, or undefined when
 * there is none (no task, no template, no definition for the provider and task: logged).
 * The generator renders it; the usage cards (engine/cards) read its HTTP plan.
 */
export function callSetup(modelInput: ModelRecordInput | ModelRecord, requestInput: SnippetRequest, modes?: ChatModes): CallSetup | undefined {
  const call = prepareCall([], modelInput, requestInput, modes);
  if (!call) return undefined;
  const { model, request, task, conversational, viaChat, chat, source, templateName, providerId, mapping } = call;
  return { model, request, task, conversational, viaChat, chat, source, templateName, providerId, mapping, factsFor: (ids) => call.facts(ids) };
}

function prepareCall(
  plugins: readonly LanguagePlugin[],
  modelInput: ModelRecordInput | ModelRecord,
  requestInput: SnippetRequest,
  modes: ChatModes | undefined,
): Call | undefined {
  const model = validModelRecord(modelInput);
  const request = parse(SnippetRequestSchema, requestInput, "snippet request");
  const decided = modelTask(model, request.provider);
  if (!decided) return undefined;
  const { task, conversational, source } = decided;
  checkChatRequest(request, conversational, task, modes);
  const providerId = request.provider;
  const providerTask = conversational ? "conversational" : task;
  const endpoint = Boolean(request.endpointUrl);
  const provider = providerId === "auto" ? undefined : getProvider(providerId);
  // No call to write: the caller says why (the model plan's reasons, engine/plan/); a library prints nothing.
  if (!endpoint && providerId !== "auto" && !provider?.tasks[providerTask]) return undefined;
  // A task the provider serves on its chat route only (text generation on groq, novita): every
  // client makes a plain chat call to that route, the SDKs through it as their endpoint.
  const viaChat = !conversational && !endpoint && provider?.tasks[providerTask]?.servedAsChat === true;
  const chat = conversational || viaChat;
  const templateName = chat ? chatTemplateName(request, modes) : PIPELINE_TEMPLATES[task];
  if (!templateName) return undefined;
  // A provider the router does not serve is always called on its own host with its own key.
  if (provider?.clientSideRoutingOnly && !endpoint) request.directRequest = true;
  const mapping = model.inferenceProviderMapping?.find((m) => m.provider === providerId);
  const inputs = taskInputs(model, task, request, chat, modes);
  return new Call(plugins, model, templateName, task, providerTask, conversational, viaChat, source, request, provider, mapping, inputs, modes);
}

/**
 * One call's facts apart from the ids, which `plan` and `render` take (real ones or the id
 * cache's stand-ins). A class, so a call builds no closures: on a cache hit a call is the plan
 * and the swap.
 */
class Call {
  readonly endpoint: boolean;
  readonly providerId: string;
  /** Rendered as a chat call: a chat model, or a task the provider serves on its chat route only. */
  readonly chat: boolean;
  /** The request plan for the last ids asked (`render` after `plan` of the same ids reuses it). */
  private last: { ids: Ids; plan: HttpPlan | undefined } | undefined;

  constructor(
    readonly plugins: readonly LanguagePlugin[],
    readonly model: ModelRecord,
    readonly templateName: string,
    readonly task: string,
    readonly providerTask: string,
    readonly conversational: boolean,
    readonly viaChat: boolean,
    readonly source: TaskSource | undefined,
    readonly request: ResolvedSnippetRequest,
    readonly provider: ProviderDefinition | undefined,
    readonly mapping: ProviderMappingEntry | undefined,
    readonly inputs: TaskInputs,
    readonly modes: ChatModes | undefined,
  ) {
    this.endpoint = Boolean(request.endpointUrl);
    this.providerId = request.provider;
    this.chat = conversational || viaChat;
  }

  /** The request with a bill-to stand-in when `ids` carry one (./id-cache.ts). */
  private requestFor(ids: Ids): ResolvedSnippetRequest {
    return ids.bill === undefined ? this.request : { ...this.request, billTo: ids.bill };
  }

  private context(ids: Ids, request: ResolvedSnippetRequest): RequestContext {
    const { mapping, inputs } = this;
    return {
      task: this.providerTask,
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

  private httpPlan(ids: Ids): HttpPlan | undefined {
    if (this.last?.ids === ids) return this.last.plan;
    const { chat, conversational, endpoint, providerId, modes, inputs } = this;
    let plan: HttpPlan | undefined;
    if (chat || endpoint || providerId !== "auto") {
      const request = this.requestFor(ids);
      // A custom endpoint takes the hub's generic payload, as hf-inference does.
      const bodyProvider = endpoint ? getProvider("hf-inference") : this.provider;
      plan = httpPlan({ ctx: this.context(ids, request), provider: bodyProvider, providerId, request, conversational });
      if (modes && inputs.chat) plan = modes.plan(plan, inputs.chat, request);
    }
    this.last = { ids, plan };
    return plan;
  }

  /** The request plan as text: what the id cache compares. */
  plan(ids: Ids): string {
    return JSON.stringify(this.httpPlan(ids) ?? null);
  }

  facts(ids: Ids): CallFacts {
    const request = this.requestFor(ids);
    const { provider, providerTask } = this;
    const ctx = this.context(ids, request);
    // Hub SDKs the provider's definition says cannot make this call (they are left out).
    const hubSdk = provider?.tasks[providerTask as ProviderTaskId]?.hubSdk;
    const hubSdkRefused = hubSdk ? HUB_SDKS.filter((c) => hubSdk(ctx, c) === false) : [];
    const plan = this.httpPlan(ids);
    return {
      task: this.task,
      conversational: this.conversational,
      hubModelId: ids.hub,
      providerId: this.providerId,
      request,
      call: this.inputs,
      token: tokenSource(request, provider),
      providerModelId: ids.provider,
      hubSdkRefused,
      plan,
      chatRoute: this.viaChat ? plan?.url : undefined,
      modes: this.modes,
    };
  }

  render(ids: Ids): Snippet[] {
    const facts = this.facts(ids);
    const { task, providerId, chat, endpoint, templateName } = this;
    const snippets: Snippet[] = [];
    for (const { plugin, client, key } of offers(this.plugins, templateName)) {
      const hasSdkMethod = plugin.sdkMethods !== undefined && Object.hasOwn(plugin.sdkMethods, task);
      const applies = clientApplies(plugin, client, { providerId, conversational: chat, endpoint, hasSdkMethod, templateName });
      if (!applies || facts.hubSdkRefused?.includes(client as HubSdk)) continue;
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
}

/**
 * The plugins with their mode templates added by `modes`: new plugin objects (so the caches below,
 * keyed on plugin identity, never mix calls with and without the modes), the same array for the
 * same list and plugin.
 */
const WITH_MODES = new WeakMap<readonly LanguagePlugin[], WeakMap<ChatModes, readonly LanguagePlugin[]>>();

function withModes(plugins: readonly LanguagePlugin[], modes: ChatModes): readonly LanguagePlugin[] {
  let byModes = WITH_MODES.get(plugins);
  if (!byModes) WITH_MODES.set(plugins, (byModes = new WeakMap()));
  let list = byModes.get(modes);
  if (!list) byModes.set(modes, (list = plugins.map((plugin) => modes.extend(plugin))));
  return list;
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

function languageIds(plugins: readonly LanguagePlugin[]): string {
  let ids = IDS.get(plugins);
  if (ids === undefined) IDS.set(plugins, (ids = plugins.map((p) => `${p.module.id}#${serial(p)}`).join(",")));
  return ids;
}

/** `value` checked by `schema` (engine/schema/check.ts), or an AtlasError naming every problem's field. */
function parse<T>(schema: Checker<T, unknown, Presence>, value: unknown, what: string): T {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  throw new AtlasError(
    result.error.issues.map((issue) => ({
      code: "input" as const,
      path: issue.path.map(String).join("."),
      message: `${what}: ${issue.message}`,
    })),
  );
}
