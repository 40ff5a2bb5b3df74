/**
 * `getInferenceSnippets`: the code a user copies from a model page to call the model, one
 * snippet per language and client that applies, in a stable order.
 */
import { AtlasError } from "../errors.js";
import { LANGUAGE_MODULES } from "../languages/index.js";
import { hasTemplate, renderTemplate } from "../render/environment.js";
import { ModelRecordSchema, type ModelRecord, type ModelRecordInput } from "../schema/model.js";
import { LANGUAGES, SnippetRequestSchema, type Snippet, type SnippetRequest } from "../schema/snippet.js";
import { CLIENTS, clientApplies } from "./clients.js";
import { templateContext, type CallFacts } from "./context.js";
import { CHAT_PIPELINES, JS_METHODS, PIPELINE_TEMPLATES, PYTHON_METHODS } from "./facts.js";
import { httpPlan } from "./http.js";
import { getProvider } from "./providers/index.js";
import type { RequestContext } from "./providers/types.js";
import { taskInputs } from "./task-inputs.js";
import { tokenSource } from "./tokens.js";

export function getInferenceSnippets(modelInput: ModelRecordInput | ModelRecord, requestInput: SnippetRequest = {}): Snippet[] {
  const model = parse(ModelRecordSchema, modelInput, "model record");
  const request = parse(SnippetRequestSchema, requestInput, "snippet request");
  const task = model.pipeline_tag;
  if (!task) return [];
  const conversational = CHAT_PIPELINES.has(task) && (model.tags ?? []).includes("conversational");
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
  const ctx: RequestContext = {
    task: providerTask,
    hubModelId: model.id,
    providerModelId: mapping?.providerId ?? model.id,
    adapter: mapping?.adapter,
    adapterWeightsPath: mapping?.adapterWeightsPath,
    direct: Boolean(request.directRequest),
    inputs: call.inputs,
    parameters: call.parameters,
    chat: call.chat,
  };
  // A custom endpoint takes the hub's generic payload, as hf-inference does.
  const bodyProvider = endpoint ? getProvider("hf-inference") : provider;
  const needsPlan = conversational || endpoint || providerId !== "auto";
  const facts: CallFacts = {
    task,
    hubModelId: model.id,
    providerId,
    request,
    call,
    token: tokenSource(request, provider),
    providerModelId: ctx.providerModelId,
    plan: needsPlan ? httpPlan({ ctx, provider: bodyProvider, providerId, request, conversational }) : undefined,
  };

  const snippets: Snippet[] = [];
  for (const language of LANGUAGES) {
    const lang = LANGUAGE_MODULES[language];
    const methods = language === "python" ? PYTHON_METHODS : JS_METHODS;
    for (const client of CLIENTS[language]) {
      if (!hasTemplate(`${language}/${client}/${templateName}`)) continue;
      const applies = clientApplies(client, { providerId, conversational, endpoint, hasSdkMethod: task in methods, templateName });
      if (!applies) continue;
      const context = templateContext(language, lang, client, facts);
      snippets.push({ language, client, content: renderTemplate(language, client, templateName, context) });
    }
  }
  return snippets;
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
