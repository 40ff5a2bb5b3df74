/**
 * `getInferenceSnippets`: the code a user copies from a model page to call the model, one
 * snippet per language and client that applies, in a stable order.
 */
import { AtlasError } from "../errors.js";
import { LANGUAGE_MODULES } from "../languages/index.js";
import { LANGUAGE_PLUGINS } from "../languages/plugins.js";
import { inferenceTemplates, renderInferenceTemplate } from "../render/inference-templates.js";
import { ModelRecordSchema, type ModelRecord, type ModelRecordInput } from "../schema/model.js";
import { LANGUAGES, SnippetRequestSchema, type Language, type Snippet, type SnippetRequest } from "../schema/snippet.js";
import { CLIENTS, clientApplies } from "./clients.js";
import { templateContext, type CallFacts } from "./context.js";
import { CHAT_PIPELINES, JS_METHODS, PIPELINE_TEMPLATES, PYTHON_METHODS } from "./facts.js";
import { httpPlan, type HttpPlan } from "./http.js";
import { cachable, cachedSnippets, type Ids } from "./id-cache.js";
import { getProvider } from "./providers/index.js";
import type { RequestContext } from "./providers/types.js";
import { taskInputs } from "./task-inputs.js";
import { chatTemplateName, checkChatRequest } from "./chat/mode.js";
import { responsesPlan } from "./chat/responses.js";
import { tokenSource } from "./tokens.js";

export function getInferenceSnippets(modelInput: ModelRecordInput | ModelRecord, requestInput: SnippetRequest = {}): Snippet[] {
  const model = parse(ModelRecordSchema, modelInput, "model record");
  const request = parse(SnippetRequestSchema, requestInput, "snippet request");
  const task = model.pipeline_tag;
  if (!task) return [];
  // Text generation is chat only for models tagged so; image-text-to-text has no other template.
  const conversational = CHAT_PIPELINES.has(task) && (task === "image-text-to-text" || (model.tags ?? []).includes("conversational"));
  checkChatRequest(request, conversational, task);
  const templateName = conversational ? chatTemplateName(request) : PIPELINE_TEMPLATES[task];
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
  const withApi = (plan: HttpPlan) => (request.api === "responses" && call.chat ? responsesPlan(plan, call.chat, request) : plan);
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
      plan: needsPlan ? withApi(httpPlan({ ctx, provider: bodyProvider, providerId, request, conversational })) : undefined,
    };
  };
  const render = (facts: CallFacts): Snippet[] => {
    const snippets: Snippet[] = [];
    for (const { language, client } of offers(templateName)) {
      const methods = language === "python" ? PYTHON_METHODS : JS_METHODS;
      const applies = clientApplies(client, { providerId, conversational, endpoint, hasSdkMethod: task in methods, templateName });
      if (!applies || facts.hubSdkRefused?.includes(client as "huggingface_hub")) continue;
      const context = templateContext(language, LANGUAGE_MODULES[language], client, facts);
      const content = renderInferenceTemplate(language, client, templateName, context);
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
      CLIENTS[language].filter((client) => inferenceTemplates.has(`${language}/${client}/${templateName}`)).map((client) => ({ language, client })),
    );
    OFFERS.set(templateName, list);
  }
  return list;
}

interface Issue {
  path: PropertyKey[];
  message: string;
  code?: string;
  errors?: Issue[][];
}

/**
 * A union's "Invalid input" says nothing of what is wrong: report the issues of the branch
 * that got furthest into the value (the deepest path), with the union's path in front.
 */
function unionIssues(issue: Issue): Issue[] {
  if (issue.code !== "invalid_union" || !issue.errors?.length) return [issue];
  const depth = (list: Issue[]) => Math.max(0, ...list.map((i) => i.path.length));
  const branches = issue.errors.map((branch) => branch.flatMap((sub) => unionIssues({ ...sub, path: [...issue.path, ...sub.path] })));
  const best = branches.reduce((a, b) => (depth(b) > depth(a) ? b : a));
  return depth(best) > issue.path.length ? best : [issue];
}

function parse<T>(schema: { safeParse(v: unknown): { success: true; data: T } | { success: false; error: { issues: Issue[] } } }, value: unknown, what: string): T {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  throw new AtlasError(
    result.error.issues.flatMap(unionIssues).map((issue) => ({
      code: "input" as const,
      path: issue.path.map(String).join("."),
      message: `${what}: ${issue.message}`,
    })),
  );
}
