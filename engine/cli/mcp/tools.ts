/**
 * What each MCP tool does: check the arguments (./arguments.ts), resolve the model (a record, or
 * an id looked up on the hub when the server allows it), ask the engine, and answer with text for
 * the agent and the same facts as `structuredContent` for programs. Loaded on the first call.
 */
import { getUsageCard, type UsageCardOptions } from "../../cards/build.js";
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
import { getLocalApps, LOCAL_APP_IDS, LOCAL_APPS } from "../../local-apps/index.js";
import { closest } from "../../load/suggest.js";
import { searchLibraries, squash } from "../../registry/library-search.js";
import type { ModelRecord } from "../../schema/model.js";
import { checkModelRecord } from "../../schema/model-check.js";
import { LANGUAGES, type Snippet, type SnippetLanguage, type SnippetRequest } from "../../schema/snippet.js";
import { askProvider, planLines, planModel, type ModelPlan } from "../../plan/index.js";
import type { PlanWarning } from "../../plan/types.js";
import { fitInBudget, trimToBudget } from "./answer-budget.js";
import {
  argumentsOf,
  oneOf,
  optionalBoolean,
  optionalPage,
  optionalString,
  ProviderRefusedError,
  requiredString,
  stringList,
  ToolArgumentError,
  type Args,
} from "./arguments.js";
import { CARD_FORMATS, MODES, SNIPPET_LANGUAGES } from "./definitions.js";
import { argumentNames } from "./shapes.js";
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
    const args = argumentsOf(raw, argumentNames("get_usage_card"));
    const format = oneOf(args, "format", CARD_FORMATS) ?? "markdown";
    const languages = stringList(args, "languages", LANGUAGES);
    const modes = stringList(args, "modes", CARD_MODES);
    const localApps = stringList(args, "localApps", LOCAL_APP_IDS);
    const provider = optionalString(args, "provider");
    const allowUnmappedProvider = optionalBoolean(args, "allowUnmappedProvider") ?? false;
    const model = await resolveModel(args, ctx);
    if (provider !== undefined) checkedProvider(planModel(model), provider, allowUnmappedProvider);
    // The prompt needs no code: its card leaves every language out.
    const options: UsageCardOptions = {
      ...(format === "prompt" ? { languages: [] } : languages ? { languages } : {}),
      ...(provider ? { providers: [provider], allowUnmappedProvider } : {}),
      ...(modes ? { modes } : {}),
      ...(localApps ? { localApps } : {}),
    };
    const card = engineCall(() => getUsageCard(model, options));
    if (format === "prompt") {
      const call = card.providers.find((p) => p.request);
      return {
        text: engineCall(() => usageCardPrompt(card)),
        structured: { id: card.id, plan: card.plan, ...(call ? { provider: call.provider, request: call.request } : {}), notes: card.notes },
      };
    }
    return { text: format === "json" ? JSON.stringify(card, null, 2) : usageCardMarkdown(card), structured: card };
  },

  async get_snippets(raw, ctx) {
    const args = argumentsOf(raw, argumentNames("get_snippets"));
    const language = oneOf(args, "language", SNIPPET_LANGUAGES);
    const client = optionalString(args, "client");
    const mode = oneOf(args, "mode", MODES) ?? "chat";
    const streaming = optionalBoolean(args, "streaming");
    const endpointUrl = optionalString(args, "endpointUrl");
    const billTo = optionalString(args, "billTo");
    const provider = optionalString(args, "provider") ?? "auto";
    const allow = optionalBoolean(args, "allowUnmappedProvider") ?? false;
    if (endpointUrl !== undefined && !/^https?:\/\/[^\s]+$/.test(endpointUrl))
      throw new ToolArgumentError(
        "endpointUrl",
        `expected an http(s) URL such as https://my-endpoint.endpoints.huggingface.cloud, got ${JSON.stringify(endpointUrl)}`,
      );
    const model = await resolveModel(args, ctx);
    const plan = planModel(model);
    // A custom endpoint is called instead of any provider: the mapping has no say then.
    const guessed = endpointUrl === undefined ? checkedProvider(plan, provider, allow) : [];
    const request: SnippetRequest = { provider, ...chatModeDefinition(mode)!.request };
    if (streaming) request.streaming = true;
    if (endpointUrl !== undefined) request.endpointUrl = endpointUrl;
    if (billTo !== undefined) request.billTo = billTo;
    // The agent prompt is the client of the language "text" (its plugin), rendered only when asked for.
    const wantsPrompt = language === "text" || client === AGENT_PROMPT_CLIENT;
    const all = engineCall(() => getInferenceSnippets(model, request, { languages: wantsPrompt ? PROMPT_PLUGIN : [] }));
    const snippets = all.filter((s) => (!language || s.language === language) && (!client || s.client === client));
    if (!snippets.length) {
      if (wantsPrompt && !all.some((s) => s.client === AGENT_PROMPT_CLIENT) && all.length)
        throw new ToolArgumentError(
          "provider",
          `no HTTP request for ${model.id} with provider ${provider} (outside chat, "auto" leaves the choice to the SDKs): name a provider of the model (list_providers)`,
        );
      const offered = [...new Set([...all.map((s) => `${s.language}/${s.client}`), `text/${AGENT_PROMPT_CLIENT}`])];
      const asked = [language, client].filter(Boolean).join("/");
      // Nothing to call with the default provider: the plan says why, as an answer rather than an error.
      if (!all.length && args.provider === undefined && !language && !client) return noCodeAnswer(plan);
      if (!all.length)
        throw new ToolArgumentError(
          "model",
          `${model.id} has no inference snippets with provider ${provider}: ${plan.absent.find((a) => a.what === "hosted")?.reason ?? `Model Atlas has no ${provider} call for this model's task`}; callable providers: ${plan.providers.callable.map((p) => p.id).join(", ") || "none"}`,
        );
      throw new ToolArgumentError(client ? "client" : "language", `no snippet for ${asked}; valid values for this model and provider: ${offered.join(", ")}`);
    }
    // The prompt alone is given as it is: it is text for the agent, not code to fence.
    if (snippets.length === 1 && snippets[0]!.language === "text") return { text: snippets[0]!.content, structured: { plan, snippets } };
    const { kept, omitted } = trimToBudget(
      fitInBudget(snippets, (s) => s.content.length),
      (list) => JSON.stringify({ plan, snippets: list }).length + 1_000,
    );
    const left = [
      ...(omitted.length
        ? [`Left out to keep this answer short: ${omitted.map((s) => `${s.language}/${s.client}`).join(", ")}; pass \`language\` (and \`client\`) to get them.`]
        : []),
      ...leftOutOfSnippets(plan, provider, mode),
    ];
    const notes = [...plan.warnings, ...guessed].map((w) => `Warning (${w.code}): ${w.message}`);
    return {
      text: [...kept.map(snippetText), ...left, ...notes].join("\n\n"),
      structured: {
        plan,
        snippets: kept,
        ...(omitted.length ? { omitted: { snippets: omitted.map((s) => `${s.language}/${s.client}`), argument: "language, client" } } : {}),
        ...(guessed.length ? { warnings: guessed } : {}),
      },
    };
  },

  async list_providers(raw, ctx) {
    const args = argumentsOf(raw, ["model"]);
    if (args.model === undefined) {
      const providers = [...PROVIDERS.values()].map((p) => ({
        id: p.id,
        tasks: Object.keys(p.tasks).sort(),
        routedBaseUrl: p.clientSideRoutingOnly ? null : p.routedBaseUrl,
        keyEnvVar: p.keyEnvVar,
        directBaseUrl: p.directBaseUrl,
      }));
      const text = providers
        .map((p) => `${p.id}: ${p.tasks.join(", ")} (own key ${p.keyEnvVar}${p.routedBaseUrl ? "; through the router with HF_TOKEN" : "; not routed"})`)
        .join("\n");
      return { text, structured: { providers } };
    }
    const model = await resolveModel(args, ctx);
    const plan = planModel(model);
    const providers = providerRows(model, plan);
    const rows = providers.map(
      (p) =>
        `- ${p.provider}: ${JSON.stringify(p.providerModelId)} (${p.status}${p.supported ? "" : p.known ? `, no code: Model Atlas has no ${p.provider} call for ${p.task}` : ", no code: this version of Model Atlas does not know this provider"})`,
    );
    return {
      text: [...planLines(plan), ...(rows.length ? ["", "Mapped providers:", ...rows] : [])].join("\n"),
      structured: { model: model.id, plan, providers },
    };
  },

  async list_local_apps(raw, ctx) {
    const args = argumentsOf(raw, ["model", "file", "app"]);
    const file = optionalString(args, "file");
    const app = optionalString(args, "app");
    const model = await resolveModel(args, ctx);
    const apps = engineCall(() => getLocalApps(model, { ...(file ? { file } : {}), ...(app ? { app } : {}) }));
    const text = apps.length
      ? apps
          .map((a) =>
            [
              `## ${a.label}${a.file ? ` (${a.file})` : ""}`,
              ...(a.url ? [a.url] : []),
              ...(a.snippets ?? []).map((s) => `${s.title}:\n${fence(`${s.setup ? `${s.setup}\n` : ""}${s.content}`, "sh")}`),
            ].join("\n"),
          )
          .join("\n\n")
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
    const args = argumentsOf(raw, argumentNames("find_libraries"));
    const query = optionalString(args, "query");
    const task = optionalString(args, "task");
    const page = optionalPage(args, "page") ?? 1;
    if (task !== undefined && !getTask(task))
      throw new ToolArgumentError("task", `${JSON.stringify(task)} is not a task${suggest(task, TASK_IDS)}; valid values: ${TASK_IDS.join(", ")}`);
    const all = searchLibraries(query ?? "")
      .filter((l) => !task || l.pipelineTags.includes(task) || (getTask(task)?.libraries ?? []).includes(l.id))
      .map((l) => ({ id: l.id, label: l.prettyLabel, repoUrl: l.repoUrl, ...(l.docsUrl ? { docsUrl: l.docsUrl } : {}), tasks: l.pipelineTags }));
    const pages = Math.max(1, Math.ceil(all.length / LIBRARY_PAGE));
    if (page > pages) throw new ToolArgumentError("page", `${page} is past the last page (${pages})`);
    const libraries = all.slice((page - 1) * LIBRARY_PAGE, page * LIBRARY_PAGE);
    // "llama.cpp" or "ollama" is often meant as the app that runs the model, not a Python library.
    const apps = query ? Object.values(LOCAL_APPS).filter((a) => [a.id, a.prettyLabel].some((name) => squash(name) === squash(query))) : [];
    const lines = libraries.length
      ? libraries.map((l) => `${l.id} (${l.label}): ${l.docsUrl ?? l.repoUrl}${l.tasks.length ? `; tasks ${l.tasks.join(", ")}` : ""}`)
      : ["No library matches; try a shorter query, a task id (find_libraries with task), a file format (gguf, onnx) or a library name."];
    const more =
      pages > 1 ? [`Page ${page} of ${pages} (${all.length} libraries); the rest is left out: pass \`page\` (or narrow with \`query\` or \`task\`).`] : [];
    const text = [
      ...lines,
      ...more,
      ...apps.map((a) => `${a.prettyLabel} is a local app: list_local_apps with app "${a.id}" gives the commands that run a model in it.`),
    ].join("\n");
    return { text, structured: { libraries, page, pages, total: all.length, ...(apps.length ? { localApps: apps.map((a) => a.id) } : {}) } };
  },
};

/** Libraries per find_libraries page: a page's text and data stay well within the answer budget. */
const LIBRARY_PAGE = 60;

/** The chat modes a card can add (plain chat is always there). */
const CARD_MODES = MODES.filter((m): m is Exclude<(typeof MODES)[number], "chat"> => m !== "chat");

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

/** What a get_snippets answer leaves out by design: the chat modes, the other callable providers. */
function leftOutOfSnippets(plan: ModelPlan, provider: string, mode: string): string[] {
  const out: string[] = [];
  if (plan.kind === "chat" && mode === "chat") out.push(`Left out: the chat modes ${MODES.filter((m) => m !== "chat").join(", ")}; pass \`mode\` to get one.`);
  const others = plan.providers.callable.map((p) => p.id).filter((id) => id !== provider && id !== "auto");
  if (others.length)
    out.push(
      `Left out: the calls of ${others.join(", ")}; pass \`provider\` to get one${plan.kind === "chat" ? ' (the router\'s chat code differs only by the ":<provider>" suffix of the model id)' : ""}.`,
    );
  return out;
}

/** The answer for a model that no provider can be called for by default: the plan, and why. */
function noCodeAnswer(plan: ModelPlan): ToolAnswer {
  const why = plan.absent.find((a) => a.what === "hosted")?.reason ?? "no callable provider";
  return { text: [`No code: ${why}.`, "", ...planLines(plan)].join("\n"), structured: { plan, snippets: [] } };
}

/** `provider` checked against the model plan; the warnings when it is allowed as a guess. */
function checkedProvider(plan: ModelPlan, provider: string, allow: boolean): PlanWarning[] {
  const ask = askProvider(plan, provider, allow, "allowUnmappedProvider: true");
  if (!ask.ok) throw new ProviderRefusedError(ask.message, ask.refusal, ask.valid);
  return ask.warnings;
}

/** The record's mapping entries, each with what the plan made of it. */
function providerRows(model: ModelRecord, plan: ModelPlan) {
  const callable = new Set(plan.providers.callable.map((p) => p.id));
  return (model.inferenceProviderMapping ?? []).map((m) => {
    const definition = getProvider(m.provider);
    return {
      provider: m.provider,
      providerModelId: m.providerId,
      status: m.status,
      task: m.task,
      supported: callable.has(m.provider),
      known: Boolean(definition),
      ...(definition ? { keyEnvVar: definition.keyEnvVar, routed: !definition.clientSideRoutingOnly } : {}),
    };
  });
}

const MODEL_ID = /^[\w.-]+\/[\w.-]+$|^[\w.-]+$/;

/** The model of a call: a record, one the server was started with, or (when allowed) a hub id. The HTTP service's REST-only routes use it too. */
export async function resolveModel(args: Args, ctx: ToolContext): Promise<ModelRecord> {
  const value = args.model;
  if (value === undefined)
    throw new ToolArgumentError("model", 'required: a model record (an object with at least "id" and "pipeline_tag") or a hub id "owner/name"');
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
  if (typeof value !== "object" || value === null || Array.isArray(value))
    throw new ToolArgumentError(
      "model",
      `expected a model record (object) or a hub id (string), got ${value === null ? "null" : Array.isArray(value) ? "an array" : typeof value}`,
    );
  return checkedRecord(value, "model");
}

function checkedRecord(value: unknown, field: string): ModelRecord {
  const check = checkModelRecord(value);
  if (check.ok) return check.model;
  const problem = check.problems[0]!;
  throw new ToolArgumentError(problem.path ? `${field}.${problem.path}` : field, problem.message);
}
