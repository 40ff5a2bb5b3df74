/**
 * `getInferenceSnippets`: the code a user copies from a model page to call the model, one
 * snippet per language and client that applies, in a stable order.
 */
import { AtlasError } from "../errors.js";
import { LANGUAGE_MODULES } from "../languages/index.js";
import { LANGUAGE_PLUGINS } from "../languages/plugins.js";
import { hasTemplate, renderTemplate } from "../render/environment.js";
import { ModelRecordSchema, type ModelRecord, type ModelRecordInput } from "../schema/model.js";
import { LANGUAGES, SnippetRequestSchema, type Language, type Snippet, type SnippetRequest } from "../schema/snippet.js";
import { CLIENTS, clientApplies } from "./clients.js";
import { templateContext, type CallFacts } from "./context.js";
import { CHAT_PIPELINES, JS_METHODS, PIPELINE_TEMPLATES, PYTHON_METHODS } from "./facts.js";
import { httpPlan } from "./http.js";
import { cachable, cachedSnippets, type Ids } from "./id-cache.js";
import { getProvider } from "./providers/index.js";
import type { RequestContext } from "./providers/types.js";
import { taskInputs } from "./task-inputs.js";
import { tokenSource } from "./tokens.js";

export function getInferenceSnippets(modelInput: ModelRecordInput | ModelRecord, requestInput: SnippetRequest = {}): Snippet[] {
  const model = parse(ModelRecordSchema, modelInput, "model record");
  const request = parse(SnippetRequestSchema, requestInput, "snippet request");
  const task = model.pipeline_tag;
  if (!task) return [];
  // Text generation is chat only for models tagged so; image-text-to-text has no other template.
  const conversational = CHAT_PIPELINES.has(task) && (task === "image-text-to-text" || (model.tags ?? []).includes("conversational"));
  const templateName = conversational ? (request.streaming ? "conversationalStream" : "conversational") : PIPELINE_TEMPLATES[task];
  if (!templateName) return [];

  const providerId = request.provider;
  const providerTask = conversational ? "conversational" : task;
  const endpoint = Boolean(request.endpointUrl);
  const provider = providerId === "auto" ? undefined : getProvider(providerId);
  if (!endpoint && providerId !== "auto" && !provider?.tasks[providerTask]) {
    console.error(`No inference provider definition for provider "${providerId}" and task "${providerTask}"`);
    return [];
  }
  // A provider the router does not serve is always called on its own host with its own key.
  if (provider?.clientSideRoutingOnly && !endpoint) request.directRequest = true;
  const mapping = model.inferenceProviderMapping?.find((m) => m.provider === providerId);
  const call = taskInputs(model, task, request, conversational);
  // A custom endpoint takes the hub's generic payload, as hf-inference does.
  const bodyProvider = endpoint ? getProvider("hf-inference") : provider;
  const needsPlan = conversational || endpoint || providerId !== "auto";
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
      plan: needsPlan ? httpPlan({ ctx, provider: bodyProvider, providerId, request, conversational }) : undefined,
    };
  };
  const render = (facts: CallFacts): Snippet[] => {
    const snippets: Snippet[] = [];
    for (const { language, client } of offers(templateName)) {
      const methods = language === "python" ? PYTHON_METHODS : JS_METHODS;
      const applies = clientApplies(client, { providerId, conversational, endpoint, hasSdkMethod: task in methods, templateName });
      if (!applies || facts.hubSdkRefused?.includes(client as "huggingface_hub")) continue;
      const context = templateContext(language, LANGUAGE_MODULES[language], client, facts);
      const content = renderTemplate(language, client, templateName, context);
      const finish = LANGUAGE_PLUGINS[language].finish;
      snippets.push({ language, client, content: finish ? finish(content) : content });
    }
    return snippets;
  };

  const ids: Ids = { hub: model.id, provider: mapping?.providerId ?? model.id };
  if (!cachable(ids)) return render(factsFor(ids));
  // Everything besides the ids that shapes the output (see ./id-cache.ts).
  const shape = JSON.stringify([task, conversational, request, model.widgetData ?? null, model.mask_token ?? null, mapping?.adapter, mapping?.adapterWeightsPath]);
  let last: { ids: Ids; facts: CallFacts } | undefined;
  const factsOnce = (i: Ids) => (last?.ids === i ? last.facts : (last = { ids: i, facts: factsFor(i) }).facts);
  return cachedSnippets(
    shape,
    ids,
    (i) => JSON.stringify(factsOnce(i).plan ?? null),
    (i) => render(factsOnce(i)),
  );
}

/** The language/client pairs that have a template of this name, in the stable order (computed once per name). */
const OFFERS = new Map<string, { language: Language; client: string }[]>();

function offers(templateName: string): { language: Language; client: string }[] {
  let list = OFFERS.get(templateName);
  if (!list) {
    list = LANGUAGES.flatMap((language) =>
      CLIENTS[language].filter((client) => hasTemplate(`${language}/${client}/${templateName}`)).map((client) => ({ language, client })),
    );
    OFFERS.set(templateName, list);
  }
  return list;
}

function parse<T>(schema: { safeParse(v: unknown): { success: true; data: T } | { success: false; error: { issues: { path: PropertyKey[]; message: string }[] } } }, value: unknown, what: string): T {
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
