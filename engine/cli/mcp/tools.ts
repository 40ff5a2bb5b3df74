/**
 * What each MCP tool does: check the arguments (./arguments.ts), resolve the model (a record, or
 * an id looked up on the hub when the server allows it), ask the engine, and answer with text for
 * the agent and the same facts as `structuredContent` for programs. Loaded on the first call.
 */
import { getUsageCard } from "../../cards/build.js";
import { usageCardMarkdown } from "../../cards/markdown.js";
import { usageCardPrompt } from "../../cards/prompt.js";
import { AGENT_PROMPT_CLIENT, agentPromptPlugin } from "../../cards/prompt-plugin.js";
import { taskPageMarkdown } from "../../cards/pages.js";
import { fence } from "../../cards/markdown-escape.js";
import { getTask, TASK_IDS } from "../../catalogue/tasks.js";
import { AtlasError } from "../../errors.js";
import { HubError } from "../../hub/errors.js";
import { fetchModelInfo, type HubClientOptions } from "../../hub/client.js";
import { PROVIDERS, getProvider } from "../../inference/providers/index.js";
import { getInferenceSnippets } from "../../languages/snippets.js";
import { getLocalApps } from "../../local-apps/index.js";
import { closest } from "../../load/suggest.js";
import { listLibraries } from "../../registry/libraries.js";
import { ModelRecordSchema, type ModelRecord } from "../../schema/model.js";
import { LANGUAGES, type Snippet, type SnippetLanguage, type SnippetRequest } from "../../schema/snippet.js";
import { argumentsOf, oneOf, optionalBoolean, optionalString, requiredString, stringList, ToolArgumentError, type Args } from "./arguments.js";
import { CARD_FORMATS, MODES, SNIPPET_LANGUAGES } from "./definitions.js";
import { chatModeDefinition } from "../../inference/chat/mode-definitions.js";

export interface ToolContext {
  /** Hub lookups of id strings; undefined when the server is offline (the default). */
  hub?: HubClientOptions;
  /** Records the server was started with (--models), by id: found without the hub. */
  models: ReadonlyMap<string, ModelRecord>;
}

export interface ToolAnswer {
  text: string;
  structured: Record<string, unknown>;
}

type Handler = (args: unknown, ctx: ToolContext) => Promise<ToolAnswer>;

export const HANDLERS: Readonly<Record<string, Handler>> = {
  async get_usage_card(raw, ctx) {
    const args = argumentsOf(raw, ["model", "format", "provider", "languages"]);
    const format = oneOf(args, "format", CARD_FORMATS) ?? "markdown";
    const languages = stringList(args, "languages", LANGUAGES);
    const provider = optionalString(args, "provider");
    const model = await resolveModel(args, ctx);
    if (provider !== undefined) checkMappedProvider(model, provider);
    // The prompt needs no code: its card leaves every language out.
    const card = engineCall(() => getUsageCard(model, { ...(format === "prompt" ? { languages: [] } : languages ? { languages } : {}), ...(provider ? { providers: [provider] } : {}) }));
    if (format === "prompt") {
      const call = card.providers.find((p) => p.request);
      return { text: engineCall(() => usageCardPrompt(card)), structured: { id: card.id, ...(call ? { provider: call.provider, request: call.request } : {}), notes: card.notes } };
    }
    return { text: format === "json" ? JSON.stringify(card, null, 2) : usageCardMarkdown(card), structured: card };
  },

  async get_snippets(raw, ctx) {
    const args = argumentsOf(raw, ["model", "provider", "language", "client", "mode", "streaming", "endpointUrl", "billTo"]);
    const language = oneOf(args, "language", SNIPPET_LANGUAGES);
    const client = optionalString(args, "client");
    const mode = oneOf(args, "mode", MODES) ?? "chat";
    const streaming = optionalBoolean(args, "streaming");
    const endpointUrl = optionalString(args, "endpointUrl");
    const billTo = optionalString(args, "billTo");
    const provider = optionalString(args, "provider") ?? "auto";
    if (provider !== "auto" && !getProvider(provider)) throw new ToolArgumentError("provider", `${JSON.stringify(provider)} is not a provider${suggest(provider, PROVIDERS.keys())}; valid values: auto, ${[...PROVIDERS.keys()].join(", ")}`);
    if (endpointUrl !== undefined && !/^https?:\/\/[^\s]+$/.test(endpointUrl)) throw new ToolArgumentError("endpointUrl", `expected an http(s) URL such as https://my-endpoint.endpoints.huggingface.cloud, got ${JSON.stringify(endpointUrl)}`);
    const model = await resolveModel(args, ctx);
    const request: SnippetRequest = { provider, ...chatModeDefinition(mode)!.request };
    if (streaming) request.streaming = true;
    if (endpointUrl !== undefined) request.endpointUrl = endpointUrl;
    if (billTo !== undefined) request.billTo = billTo;
    // The agent prompt is the client of the language "text" (its plugin), rendered only when asked for.
    const wantsPrompt = language === "text" || client === AGENT_PROMPT_CLIENT;
    const all = engineCall(() => getInferenceSnippets(model, request, { languages: wantsPrompt ? PROMPT_PLUGIN : [] }));
    const snippets = all.filter((s) => (!language || s.language === language) && (!client || s.client === client));
    if (!snippets.length) {
      if (wantsPrompt && !all.some((s) => s.client === AGENT_PROMPT_CLIENT) && all.length) throw new ToolArgumentError("provider", `no HTTP request for ${model.id} with provider ${provider} (outside chat, "auto" leaves the choice to the SDKs): name a provider of the model (list_providers)`);
      const offered = [...new Set([...all.map((s) => `${s.language}/${s.client}`), `text/${AGENT_PROMPT_CLIENT}`])];
      const asked = [language, client].filter(Boolean).join("/");
      if (!all.length) throw new ToolArgumentError("model", `${model.id} (task ${model.pipeline_tag ?? "none"}) has no inference snippets with provider ${provider}${model.inferenceProviderMapping?.length ? `; providers of the model: ${model.inferenceProviderMapping.map((m) => m.provider).join(", ")}` : ""}`);
      throw new ToolArgumentError(client ? "client" : "language", `no snippet for ${asked}; valid values for this model and provider: ${offered.join(", ")}`);
    }
    // The prompt alone is given as it is: it is text for the agent, not code to fence.
    if (snippets.length === 1 && snippets[0]!.language === "text") return { text: snippets[0]!.content, structured: { snippets } };
    return { text: snippets.map(snippetText).join("\n\n"), structured: { snippets } };
  },

  async list_providers(raw, ctx) {
    const args = argumentsOf(raw, ["model"]);
    if (args.model === undefined) {
      const providers = [...PROVIDERS.values()].map((p) => ({ id: p.id, tasks: Object.keys(p.tasks).sort(), routedBaseUrl: p.clientSideRoutingOnly ? null : p.routedBaseUrl, keyEnvVar: p.keyEnvVar, directBaseUrl: p.directBaseUrl }));
      const text = providers.map((p) => `${p.id}: ${p.tasks.join(", ")} (own key ${p.keyEnvVar}${p.routedBaseUrl ? "; through the router with HF_TOKEN" : "; not routed"})`).join("\n");
      return { text, structured: { providers } };
    }
    const model = await resolveModel(args, ctx);
    const chat = (model.tags ?? []).includes("conversational") || model.pipeline_tag === "image-text-to-text";
    const providers = (model.inferenceProviderMapping ?? []).map((m) => {
      const definition = getProvider(m.provider);
      const task = chat && ["text-generation", "image-text-to-text"].includes(model.pipeline_tag ?? "") ? "conversational" : (model.pipeline_tag ?? m.task);
      return {
        provider: m.provider,
        providerModelId: m.providerId,
        status: m.status,
        task: m.task,
        supported: Boolean(definition?.tasks[task]),
        ...(definition ? { keyEnvVar: definition.keyEnvVar, routed: !definition.clientSideRoutingOnly } : {}),
      };
    });
    const text = providers.length
      ? providers.map((p) => `${p.provider}: ${JSON.stringify(p.providerModelId)} (${p.status}${p.supported ? "" : ", no code: Model Atlas has no definition for this provider and task"})`).join("\n")
      : `${JSON.stringify(model.id)} is mapped to no provider: load it with its library or a local app (list_local_apps).`;
    return { text, structured: { model: model.id, providers } };
  },

  async list_local_apps(raw, ctx) {
    const args = argumentsOf(raw, ["model", "file", "app"]);
    const file = optionalString(args, "file");
    const app = optionalString(args, "app");
    const model = await resolveModel(args, ctx);
    const apps = engineCall(() => getLocalApps(model, { ...(file ? { file } : {}), ...(app ? { app } : {}) }));
    const text = apps.length
      ? apps.map((a) => [`## ${a.label}${a.file ? ` (${a.file})` : ""}`, ...(a.url ? [a.url] : []), ...(a.snippets ?? []).map((s) => `${s.title}:\n${fence(`${s.setup ? `${s.setup}\n` : ""}${s.content}`, "sh")}`)].join("\n")).join("\n\n")
      : `No local app runs ${JSON.stringify(model.id)}.`;
    return { text, structured: { model: model.id, apps } };
  },

  async get_task(raw) {
    const args = argumentsOf(raw, ["id"]);
    const id = requiredString(args, "id");
    const task = getTask(id, { followCanonical: false });
    if (!task) throw new ToolArgumentError("id", `${JSON.stringify(id)} is not a task${suggest(id, TASK_IDS)}; valid values: ${TASK_IDS.join(", ")}`);
    return { text: taskPageMarkdown(task), structured: { task } };
  },

  async find_libraries(raw) {
    const args = argumentsOf(raw, ["query", "task"]);
    const query = optionalString(args, "query")?.toLowerCase();
    const task = optionalString(args, "task");
    if (task !== undefined && !getTask(task)) throw new ToolArgumentError("task", `${JSON.stringify(task)} is not a task${suggest(task, TASK_IDS)}; valid values: ${TASK_IDS.join(", ")}`);
    const words = query ? query.split(/\s+/).filter(Boolean) : [];
    const libraries = listLibraries()
      .filter((l) => !task || l.pipelineTags.includes(task) || (getTask(task)?.libraries ?? []).includes(l.id))
      .filter((l) => words.every((w) => [l.id, l.prettyLabel, ...l.pipelineTags].some((field) => field.toLowerCase().includes(w))))
      .map((l) => ({ id: l.id, label: l.prettyLabel, repoUrl: l.repoUrl, ...(l.docsUrl ? { docsUrl: l.docsUrl } : {}), tasks: l.pipelineTags }));
    const text = libraries.length ? libraries.map((l) => `${l.id} (${l.label}): ${l.docsUrl ?? l.repoUrl}${l.tasks.length ? `; tasks ${l.tasks.join(", ")}` : ""}`).join("\n") : "No library matches; try a shorter query, a task id (find_libraries with task) or a library name.";
    return { text, structured: { libraries } };
  },
};


const PROMPT_PLUGIN = [agentPromptPlugin];

const snippetText = (s: Snippet<SnippetLanguage>) => `${s.language}/${s.client}:\n${fence(s.content, s.language)}`;

const suggest = (value: string, candidates: Iterable<string>) => {
  const guess = closest(value, candidates);
  return guess ? `; did you mean "${guess}"?` : "";
};

/** An engine call whose input errors (bad request fields) become the tool's argument errors. */
function engineCall<T>(call: () => T): T {
  try {
    return call();
  } catch (error) {
    if (error instanceof AtlasError) throw new ToolArgumentError(error.problems[0]?.path || "arguments", error.message, true);
    throw error;
  }
}

function checkMappedProvider(model: ModelRecord, provider: string): void {
  const mapped = ["auto", ...(model.inferenceProviderMapping ?? []).map((m) => m.provider)];
  if (!mapped.includes(provider)) throw new ToolArgumentError("provider", `${JSON.stringify(provider)} is not mapped to ${model.id}; valid values: ${mapped.join(", ")}`);
}

const MODEL_ID = /^[\w.-]+\/[\w.-]+$|^[\w.-]+$/;

async function resolveModel(args: Args, ctx: ToolContext): Promise<ModelRecord> {
  const value = args.model;
  if (value === undefined) throw new ToolArgumentError("model", 'required: a model record (an object with at least "id" and "pipeline_tag") or a hub id "owner/name"');
  if (typeof value === "string") {
    const known = ctx.models.get(value);
    if (known) return known;
    if (!MODEL_ID.test(value)) throw new ToolArgumentError("model", `${JSON.stringify(value)} is not a hub id (owner/name)`);
    if (!ctx.hub) {
      throw new ToolArgumentError(
        "model",
        `${JSON.stringify(value)} is a hub id, and this server is offline: pass the model record as an object instead ({"id": "${value}", "pipeline_tag": ..., "tags": [...], "inferenceProviderMapping": ...}, as https://huggingface.co/api/models/${value} returns it), or start the server with --hub (or MODEL_ATLAS_MCP_HUB=1) to let it look ids up`,
      );
    }
    try {
      return checkedRecord(await fetchModelInfo(value, ctx.hub), "model (from the hub)");
    } catch (error) {
      if (error instanceof HubError) throw new ToolArgumentError("model", error.message);
      throw error;
    }
  }
  if (typeof value !== "object" || value === null || Array.isArray(value)) throw new ToolArgumentError("model", `expected a model record (object) or a hub id (string), got ${value === null ? "null" : Array.isArray(value) ? "an array" : typeof value}`);
  return checkedRecord(value, "model");
}

function checkedRecord(value: unknown, field: string): ModelRecord {
  const result = ModelRecordSchema.safeParse(value);
  if (result.success) return result.data;
  const issue = result.error.issues[0]!;
  const path = issue.path.map(String).join(".");
  throw new ToolArgumentError(path ? `${field}.${path}` : field, issue.message);
}
