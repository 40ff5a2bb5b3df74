/**
 * The snippet generator over a list of language plugins: the code a user copies from a model
 * page to call the model, one snippet per language and client that applies, in the plugins'
 * order and each language's client order. It knows no language itself: ./snippets.ts calls it
 * with every plugin, `model-atlas/inference` (engine/entries/inference.ts) with python, js, sh
 * and the plugins its caller adds. Nor does it know the chat modes beyond plain chat: it asks
 * the chat-modes plugin (./chat/modes.ts) when given one, and refuses a mode request without it.
 */
import { AtlasError } from "../errors.js";
import type { LanguagePlugin } from "../languages/plugin.js";
import { languageTemplates } from "../render/language-templates.js";
import type { Checker, Presence } from "../schema/check.js";
import { ModelRecordSchema, type ModelRecord, type ModelRecordInput } from "../schema/model.js";
import { SnippetRequestSchema, type Snippet, type SnippetRequest } from "../schema/snippet.js";
import { clientApplies } from "./client-rules.js";
import { templateContext, type CallFacts } from "./context.js";
import { PIPELINE_TEMPLATES } from "./facts.js";
import { modelTask } from "./model-task.js";
import { httpPlan, type HttpPlan } from "./http.js";
import { cachable, cachedSnippets, type Ids } from "./id-cache.js";
import { getProvider } from "./providers/index.js";
import type { RequestContext } from "./providers/types.js";
import { taskInputs } from "./task-inputs.js";
import type { ChatModes } from "./chat/modes.js";
import { chatTemplateName, checkChatRequest } from "./chat/request-check.js";
import { tokenSource } from "./tokens.js";

/**
 * Snippets for `modelInput` and `requestInput` in the languages of `languages` (one plugin per
 * language, in output order), with the chat modes of `modes` when given.
 */
export function generateSnippets(languages: readonly LanguagePlugin[], modelInput: ModelRecordInput | ModelRecord, requestInput: SnippetRequest = {}, modes?: ChatModes): Snippet[] {
  const model = parse(ModelRecordSchema, modelInput, "model record");
  const request = parse(SnippetRequestSchema, requestInput, "snippet request");
  const decided = modelTask(model, request.provider);
  if (!decided) return [];
  const { task, conversational, source } = decided;
  checkChatRequest(request, conversational, task, modes);
  const providerId = request.provider;
  const providerTask = conversational ? "conversational" : task;
  const endpoint = Boolean(request.endpointUrl);
  const provider = providerId === "auto" ? undefined : getProvider(providerId);
  if (!endpoint && providerId !== "auto" && !provider?.tasks[providerTask]) {
    console.error(`No inference provider definition for provider "${providerId}" and task "${providerTask}"`);
    return [];
  }
  // A task the provider serves on its chat route only (text generation on groq, novita): every
  // client makes a plain chat call to that route, the SDKs through it as their endpoint.
  const viaChat = !conversational && !endpoint && provider?.tasks[providerTask]?.servedAsChat === true;
  const chat = conversational || viaChat;
  const templateName = chat ? chatTemplateName(request, modes) : PIPELINE_TEMPLATES[task];
  const plugins = modes ? withModes(languages, modes) : languages;
  if (!templateName) return [];
  // A provider the router does not serve is always called on its own host with its own key.
  if (provider?.clientSideRoutingOnly && !endpoint) request.directRequest = true;
  const mapping = model.inferenceProviderMapping?.find((m) => m.provider === providerId);
  const call = taskInputs(model, task, request, chat, modes);
  // A custom endpoint takes the hub's generic payload, as hf-inference does.
  const bodyProvider = endpoint ? getProvider("hf-inference") : provider;
  const needsPlan = chat || endpoint || providerId !== "auto";
  const withApi = (plan: HttpPlan) => (modes && call.chat ? modes.plan(plan, call.chat, request) : plan);
  const factsFor = (ids: Ids): CallFacts => {
    const ctx: RequestContext = {
      task: providerTask,
      hubModelId: ids.hub,
      providerModelId: ids.provider,
      adapter: mapping?.adapter,
      adapterWeightsPath: mapping?.adapterWeightsPath,
      direct: Boolean(request.directRequest),
      inputs: call.inputs,
      parameters: call.parameters,
      chat: call.chat,
    };
    const plan = needsPlan ? withApi(httpPlan({ ctx, provider: bodyProvider, providerId, request, conversational })) : undefined;
    return {
      task,
      hubModelId: ids.hub,
      providerId,
      request,
      call,
      token: tokenSource(request, provider),
      providerModelId: ids.provider,
      // Hub SDKs the provider's definition says cannot make this call (they are left out).
      hubSdkRefused: (["huggingface_hub", "huggingface.js"] as const).filter((c) => provider?.tasks[providerTask]?.hubSdk?.(ctx, c) === false),
      plan,
      chatRoute: viaChat ? plan?.url : undefined,
      modes,
    };
  };
  const render = (facts: CallFacts): Snippet[] => {
    const snippets: Snippet[] = [];
    for (const { plugin, client, key } of offers(plugins, templateName)) {
      const hasSdkMethod = plugin.sdkMethods !== undefined && Object.hasOwn(plugin.sdkMethods, task);
      const applies = clientApplies(client, { providerId, conversational: chat, endpoint, hasSdkMethod, templateName });
      if (!applies || facts.hubSdkRefused?.includes(client as "huggingface_hub")) continue;
      const context = templateContext(plugin, client, facts);
      const content = languageTemplates(plugin).get(key)(context);
      snippets.push({ language: plugin.module.id, client, content: plugin.finish ? plugin.finish(content) : content });
    }
    return snippets;
  };

  const ids: Ids = { hub: model.id, provider: mapping?.providerId ?? model.id };
  const cached = (): Snippet[] => {
    // Everything besides the ids that shapes the output (see ./id-cache.ts).
    const shape = JSON.stringify([languageIds(plugins), task, conversational, viaChat, request, model.widgetData ?? null, model.mask_token ?? null, mapping?.adapter, mapping?.adapterWeightsPath]);
    let last: { ids: Ids; facts: CallFacts } | undefined;
    const factsOnce = (i: Ids) => (last?.ids === i ? last.facts : (last = { ids: i, facts: factsFor(i) }).facts);
    return cachedSnippets(
      shape,
      ids,
      (i) => JSON.stringify(factsOnce(i).plan ?? null),
      (i) => render(factsOnce(i)),
    );
  };
  const snippets = cachable(ids) ? cached() : render(factsFor(ids));
  // A task that did not come from pipeline_tag is named on every snippet (./model-task.ts).
  return source ? snippets.map((s) => ({ ...s, taskSource: source })) : snippets;
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
        .filter((offer) => languageTemplates(plugin).has(offer.key)),
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
