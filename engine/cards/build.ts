/**
 * `getUsageCard(model, options)`: everything an agent needs to call or run one model, as one data
 * structure (./schema.ts). It is put together from the engine's own answers (the snippets, the
 * request plans, the library snippets, the local apps, the sample input), so it says exactly
 * what the model page shows and the tests execute.
 */
import { getTask } from "../catalogue/tasks.js";
import { AtlasError } from "../errors.js";
import { PIPELINE_TEMPLATES } from "../inference/facts.js";
import { PLUGIN_MODES } from "../inference/chat/mode-definitions.js";
import { modelTask } from "../inference/model-task.js";
import { getProvider } from "../inference/providers/index.js";
import { getInferenceSnippets } from "../languages/snippets.js";
import { getModelInputData } from "../inputs/index.js";
import { getLibrarySnippets } from "../library-snippets/index.js";
import { chooseGgufFile, getLocalApps, ggufWeightFiles } from "../local-apps/index.js";
import { getLibrary } from "../registry/libraries.js";
import { ModelRecordSchema, type ModelRecord, type ModelRecordInput } from "../schema/model.js";
import { LANGUAGES, type Language, type SnippetRequest } from "../schema/snippet.js";
import { chatAnswer } from "./answers.js";
import { urlSegment } from "./markdown-escape.js";
import { requestCard } from "./request.js";
import type { ChatModeCall, CodeSample, ProviderCall, UsageCard } from "./schema.js";
import { summaryText, type Segment } from "./summary.js";

export const CARD_FORMAT = "model-atlas/usage-card@1" as const;
export const DEFAULT_HUB_URL = "https://huggingface.co";

export interface UsageCardOptions {
  /** The languages of the inference snippets (default: all of them). */
  languages?: readonly Language[];
  /** Only these providers' calls (ids as in the mapping, or "auto"); default: every mapped provider. */
  providers?: readonly string[];
  /** The GGUF file the local apps load, instead of the suggested one. */
  file?: string;
  /** The hub the model page is on (default https://huggingface.co). */
  hubUrl?: string;
}

/** The modes beyond plain chat, from the chat-mode table (../inference/chat/mode-definitions.ts). */
const MODES = PLUGIN_MODES;

/** The card data of `modelInput`; the forms are `usageCardMarkdown`, `usageCardPrompt` and the JSON of this value. */
export function getUsageCard(modelInput: ModelRecordInput | ModelRecord, options: UsageCardOptions = {}): UsageCard {
  const model = checkModel(modelInput);
  const languages = checkLanguages(options.languages);
  const keep = (samples: CodeSample[]) => samples.filter((s) => (languages as readonly string[]).includes(s.language));
  // The task as the snippets decide it: pipeline_tag, else what the provider mapping says (../inference/model-task.ts).
  const decided = modelTask(model, "auto");
  const task = decided?.task ?? model.pipeline_tag;
  const chat = decided?.conversational ?? false;
  const kind: UsageCard["kind"] = !decided || !task || !PIPELINE_TEMPLATES[task] ? "none" : chat ? "chat" : task === "text-generation" ? "completion" : "task";
  const wanted = checkProviders(options.providers);
  const providers = kind === "none" ? [] : providerCalls(model, task!, chat, keep).filter((p) => !wanted || wanted.includes(p.provider));
  const chatModes = chat && providers.length ? modeCalls(model, keep) : [];
  const taskRecord = task ? getTask(task) : undefined;
  const library = model.library_name ? getLibrary(model.library_name) : undefined;
  const librarySnippets = getLibrarySnippets(model)
    .filter((s) => !s.message)
    .map((s): CodeSample => ({ language: s.language, client: s.library, ...(s.name ? { title: s.name } : {}), code: s.content }));
  const local = localRun(model, options.file);
  const sampleData = task ? getModelInputData({ ...model, pipeline_tag: task }) : undefined;
  const first = providers.find((p) => p.request);
  const notes = cardNotes(model, kind, providers);
  const card: UsageCard = {
    format: CARD_FORMAT,
    id: model.id,
    url: modelPageUrl(options.hubUrl ?? DEFAULT_HUB_URL, model.id),
    summary: "",
    kind,
    ...(task ? { task: { id: task, label: taskRecord?.label ?? task } } : {}),
    ...(model.library_name ? { library: { id: model.library_name, label: library?.prettyLabel ?? model.library_name } } : {}),
    providers,
    chatModes,
    librarySnippets,
    ...(local ? { local } : {}),
    sample: {
      input: sampleData && sampleData.kind !== "none" ? sampleData.value : null,
      answer: first?.request?.answer.description ?? (kind === "chat" ? chatAnswer() : task ? "no hosted call: see the library and local sections" : "no task, so no sample"),
    },
    unsupportedProviders: [...new Set((model.inferenceProviderMapping ?? []).filter((m) => !getProvider(m.provider)).map((m) => m.provider))],
    notes,
  };
  card.summary = summaryText(summarySegments(card));
  return card;
}

/**
 * The blockquote: what the model is, and the shortest way to call it. Values from the record
 * (the id, a task or library the catalogue does not know, a URL) are code segments.
 */
export function summarySegments(card: Pick<UsageCard, "id" | "kind" | "task" | "library" | "providers" | "local">): Segment[] {
  const known = card.task && getTask(card.task.id)?.label === card.task.label ? card.task.label : undefined;
  const what = card.kind === "chat" ? "chat" : card.kind === "completion" ? "text-generation (base, no chat template)" : (known ?? "");
  const out: Segment[] = [{ code: card.id }, what ? ` is a ${what} model` : " is a model"];
  if (card.library) out.push(" for ", { code: card.library.id });
  out.push(". ");
  const routed = card.providers.filter((p) => p.provider !== "auto");
  const request = card.providers[0]?.request;
  const serve = `${routed.length} provider${routed.length === 1 ? " serves" : "s serve"} it.`;
  if (routed.length && request) out.push("Call it with POST ", { code: request.url }, ` and an Authorization: Bearer $HF_TOKEN header; ${serve}`);
  else if (routed.length) out.push(`Call it through the huggingface_hub or huggingface.js SDK with HF_TOKEN; ${serve}`);
  else out.push(`No inference provider serves it: load it with its library${card.local?.apps.length ? " or run it in a local app" : ""}.`);
  return out;
}

/**
 * The model's hub page: the owner and the name each one percent-encoded path segment (a `/` past
 * the first, a `.` or `..` segment encoded too), so any id stays one page of the hub.
 */
export function modelPageUrl(hubUrl: string, id: string): string {
  const slash = id.indexOf("/");
  const parts = slash < 0 ? [id] : [id.slice(0, slash), id.slice(slash + 1)];
  const segment = (part: string) => (/^\.{1,2}$/.test(part) ? part.replace(/\./g, "%2E") : urlSegment(part));
  return `${hubUrl.replace(/\/+$/, "")}/${parts.map(segment).join("/")}`;
}

function checkModel(input: unknown): ModelRecord {
  const result = ModelRecordSchema.safeParse(input);
  if (result.success) return result.data;
  throw new AtlasError(result.error.issues.map((issue) => ({ code: "input" as const, path: issue.path.map(String).join("."), message: `model record: ${issue.message}` })));
}

function checkLanguages(languages: readonly Language[] | undefined): readonly Language[] {
  if (languages === undefined) return LANGUAGES;
  if (!Array.isArray(languages)) throw cardError("languages", `expected an array of languages (${LANGUAGES.join(", ")})`);
  languages.forEach((language, i) => {
    if (!(LANGUAGES as readonly unknown[]).includes(language)) throw cardError(`languages.${i}`, `${JSON.stringify(language)} is not a language; languages are ${LANGUAGES.join(", ")}`);
  });
  return languages;
}

function checkProviders(providers: readonly string[] | undefined): readonly string[] | undefined {
  if (providers === undefined) return undefined;
  if (!Array.isArray(providers) || providers.some((p) => typeof p !== "string")) throw cardError("providers", "expected an array of provider ids");
  return providers;
}

function cardError(path: string, message: string): AtlasError {
  return new AtlasError([{ code: "input", path: `options.${path}`, message: `usage card: ${message}` }]);
}

/** One entry per mapped provider with a definition for the call (chat first gets `auto`, the router's pick). */
function providerCalls(model: ModelRecord, task: string, chat: boolean, keep: (s: CodeSample[]) => CodeSample[]): ProviderCall[] {
  const providerTask = chat ? "conversational" : task;
  const mapped = (model.inferenceProviderMapping ?? []).filter((m) => getProvider(m.provider)?.tasks[providerTask]);
  const calls: ProviderCall[] = [];
  if (chat && mapped.length) calls.push(providerCall(model, "auto", chat, keep));
  for (const m of mapped) {
    const adapter = m.adapter ? { adapter: { kind: m.adapter, ...(m.adapterWeightsPath ? { weights: m.adapterWeightsPath } : {}) } } : {};
    calls.push({ ...providerCall(model, m.provider, chat, keep), providerModelId: m.providerId, status: m.status, ...adapter });
  }
  return calls.filter((c) => c.snippets.length || c.request);
}

/** `chat`: a chat model's call, whose snippets offer streaming (the answer is a chat completion). */
function providerCall(model: ModelRecord, provider: string, chat: boolean, keep: (s: CodeSample[]) => CodeSample[]): ProviderCall {
  const definition = getProvider(provider);
  const request = requestCard(model, { provider });
  return {
    provider,
    envVar: "HF_TOKEN",
    ...(definition && !definition.clientSideRoutingOnly ? { directEnvVar: definition.keyEnvVar, directBaseUrl: definition.directBaseUrl } : {}),
    ...(definition?.clientSideRoutingOnly ? { envVar: definition.keyEnvVar, directEnvVar: definition.keyEnvVar, directBaseUrl: definition.directBaseUrl } : {}),
    streaming: chat,
    ...(request ? { request } : {}),
    snippets: keep(getInferenceSnippets(model, { provider }).map(({ language, client, content }) => ({ language, client, code: content }))),
  };
}

function modeCalls(model: ModelRecord, keep: (s: CodeSample[]) => CodeSample[]): ChatModeCall[] {
  return MODES.map(({ id, label, description, request }) => {
    const full = { provider: "auto", ...request };
    const http = requestCard(model, full);
    return {
      id,
      label,
      description,
      ...(http ? { request: http } : {}),
      snippets: keep(getInferenceSnippets(model, full).map(({ language, client, content }) => ({ language, client, code: content }))),
    };
  });
}

function localRun(model: ModelRecord, file: string | undefined): UsageCard["local"] {
  const apps = getLocalApps(model, file === undefined ? {} : { file });
  if (!apps.length) return undefined;
  const siblings = Array.isArray(model.siblings) ? (model.siblings as { rfilename?: unknown }[]) : [];
  const files = ggufWeightFiles(siblings.map((s) => s?.rfilename).filter((f): f is string => typeof f === "string"));
  const choice = files.length ? chooseGgufFile(files, file) : undefined;
  return {
    ...(choice ? { file: choice.file, ...(choice.quant ? { quant: choice.quant } : {}) } : {}),
    files,
    choose: files.length > 1 ? "getUsageCard(model, { file }) or `model-atlas local-apps <model> --file NAME.gguf` loads another file of the list; Q4_K_M is suggested when there is one, else the nearest size" : "the apps load the repository as it is",
    apps: apps.map((app) => ({
      id: app.id,
      label: app.label,
      docsUrl: app.docsUrl,
      macOSOnly: app.macOSOnly,
      ...(app.url ? { url: app.url } : {}),
      steps: (app.snippets ?? []).map((s) => ({ title: s.title, ...(s.setup ? { setup: s.setup } : {}), code: s.content })),
    })),
  };
}

function cardNotes(model: ModelRecord, kind: UsageCard["kind"], providers: readonly ProviderCall[]): string[] {
  const notes: string[] = [];
  if (kind === "completion") {
    notes.push("This is a base model (no chat template): send a prompt to continue on the completions route, not chat messages; a chat request gives poor answers.");
  }
  if (kind === "chat") {
    notes.push('Through the router the body\'s "model" is "<model id>:<provider>" to pick a provider, or the model id alone to let the router pick (provider auto).');
  }
  if (providers.length) {
    notes.push("HF_TOKEN must be a Hugging Face token allowed to make calls to Inference Providers (a fine-grained token needs that permission).");
    const direct = providers.filter((p) => p.directEnvVar && p.provider !== "auto");
    if (direct.length) {
      notes.push(`Calling a provider's own API instead of the router takes that provider's key, not HF_TOKEN: ${direct.map((p) => `${p.provider} reads ${p.directEnvVar}`).join(", ")}.`);
    }
    notes.push("To bill an organisation instead of your own account, add the header X-HF-Bill-To: <organisation name> (billTo in the SDKs).");
  }
  if (providers.some((p) => p.status && p.status !== "live")) notes.push("A provider whose mapping is not live (status staging) may refuse calls.");
  if (providers.some((p) => p.adapter)) notes.push("This is an adapter: the provider loads its weights onto the base model, so call this id, not the base model's.");
  if (kind === "none") notes.push(model.pipeline_tag ? "The model's task has no hosted inference call in Model Atlas." : "The model has no pipeline_tag and its provider mapping names no task with a call, so there is no hosted call.");
  if (!model.pipeline_tag && kind !== "none") notes.push("The record has no pipeline_tag: the task comes from the tasks its providers list it for.");
  if (kind !== "none" && !providers.length) notes.push("No inference provider is mapped to this model: a call through the router would fail; use the library or a local app.");
  return notes;
}
