/**
 * `getUsageCard(model, options)`: everything an agent needs to call or run one model, as one data
 * structure (./schema.ts). It is put together from the engine's own answers (the snippets, the
 * HTTP request specs, the library snippets, the local apps, the sample input), so it says exactly
 * what the model page shows and the tests execute.
 */
import { AtlasError } from "../errors/atlas-error.js";
import { getModelInputData } from "../inputs/index.js";
import { getLibrarySnippets } from "../library-snippets/index.js";
import { chooseGgufFile, getLocalApps, ggufWeightFiles } from "../local-apps/index.js";
import { askProvider, planModel, type ModelPlan } from "../plan/index.js";
import type { ModelRecord, ModelRecordInput } from "../schema/model.js";
import { validModelRecord } from "../schema/model-check.js";
import { isLanguage, LANGUAGES, type Language } from "../schema/snippet.js";
import { chatResponse } from "./responses.js";
import { PLUGIN_MODES } from "../inference/chat/mode-definitions.js";
import { cardCalls, type CardCalls } from "./calls.js";
import { urlSegment } from "./markdown-escape.js";
import { cardNotes } from "./notes.js";
import type { ChatModeCall, CodeSample, Omitted, ProviderCall, UsageCard } from "./schema.js";
import { usageCardMarkdown } from "./markdown.js";
import { summarySegments, summaryText } from "./summary.js";

/** @2: the plan, providers beyond the first as one-line rules, chat modes on request, and what was left out. */
export const CARD_FORMAT = "model-atlas/usage-card@2" as const;
export const DEFAULT_HUB_URL = "https://huggingface.co";

/** The languages of a card's code unless asked: the three every card fits within its budget. */
export const DEFAULT_LANGUAGES: readonly Language[] = ["python", "js", "sh"];

export type ChatModeId = ChatModeCall["id"];

export interface UsageCardOptions {
  /** The languages of the inference snippets (default: python, js, sh). */
  languages?: readonly Language[];
  /** The providers whose full call the card holds (ids of the plan, or "auto"); default: the plan's first callable provider. */
  providers?: readonly string[];
  /** A provider of `providers` that the record's mapping leaves out is written anyway (its model id there a guess) instead of refused. */
  allowUnmappedProvider?: boolean;
  /** Chat modes (tool calling, structured output, the Responses API): these ids, or true for all; default none. */
  modes?: readonly ChatModeId[] | true;
  /** The local apps whose steps the card holds: these ids, or true for all; default the first app that has steps (every app is still listed with its links). */
  localApps?: readonly string[] | true;
  /** The GGUF file the local apps load, instead of the suggested one. */
  file?: string;
  /** The hub the model page is on (default https://huggingface.co). */
  hubUrl?: string;
}

/** The card data of `modelInput`; the forms are `usageCardMarkdown`, `usageCardPrompt` and the JSON of this value. */
export function getUsageCard(modelInput: ModelRecordInput | ModelRecord, options: UsageCardOptions = {}): UsageCard {
  const model = validModelRecord(modelInput);
  const languages = checkLanguages(options.languages);
  const modes = checkModes(options.modes);
  const plan = planModel(model);
  // Every call planned and rendered once, in every language a form of the card below shows.
  const calls = cardCalls(model, plan.kind === "chat", languages.length ? languages : DEFAULT_LANGUAGES);
  if (options.languages !== undefined) return buildCard(model, plan, calls, options, languages, modes);
  // Unasked, the languages are the defaults, fewer when a card would not fit the budget.
  let card!: UsageCard;
  for (let n = DEFAULT_LANGUAGES.length; n > 0; n--) {
    card = buildCard(model, plan, calls, options, n === DEFAULT_LANGUAGES.length ? DEFAULT_LANGUAGES : DEFAULT_LANGUAGES.slice(0, n), modes);
    if (fits(card)) break;
  }
  return card;
}

/** The size budget of a default card, in characters, for its Markdown and its JSON alike: an agent's answer. */
export const CARD_BUDGET = 16_000;

const fits = (card: UsageCard) => usageCardMarkdown(card).length <= CARD_BUDGET && JSON.stringify(card, null, 2).length + 1 <= CARD_BUDGET;

function buildCard(
  model: ModelRecord,
  plan: ModelPlan,
  calls: CardCalls,
  options: UsageCardOptions,
  languages: readonly Language[],
  modes: readonly ChatModeId[],
): UsageCard {
  plan = structuredClone(plan);
  const chat = plan.kind === "chat";
  const callable = plan.providers.callable.map((p) => p.id);
  const asked = checkProviders(plan, options.providers, options.allowUnmappedProvider === true);
  const shown = asked ?? callable.slice(0, 1);
  const providers = shown.map((id) => calls.provider(id, languages)).filter((c) => c.snippets.length || c.request || asked);
  const first = providers[0];
  const rest = callable.filter((id) => !shown.includes(id));
  // Compared in the card's languages, or the default ones when it has none (the prompt form).
  const compareIn = languages.length ? languages : DEFAULT_LANGUAGES;
  const otherProviders = first ? rest.map((id) => calls.other(id, first.provider, compareIn)) : [];
  const chatModes = chat && callable.length ? calls.modes(modes, languages) : [];
  const librarySnippets = getLibrarySnippets(model)
    .filter((s) => !s.message)
    .map((s): CodeSample => ({ language: s.language, client: s.library, ...(s.name ? { title: s.name } : {}), code: s.content }));
  const local = localRun(model, options.file, options.localApps);
  const task = plan.task;
  const sampleData = task ? getModelInputData({ ...model, pipeline_tag: task.id }, { chat: plan.kind === "chat" }) : undefined;
  const card: UsageCard = {
    format: CARD_FORMAT,
    id: model.id,
    url: modelPageUrl(options.hubUrl ?? DEFAULT_HUB_URL, model.id),
    summary: "",
    kind: plan.kind,
    ...(task ? { task: { id: task.id, label: task.label } } : {}),
    ...(plan.library ? { library: { id: plan.library.id, label: plan.library.label } } : {}),
    plan,
    providers,
    otherProviders,
    chatModes,
    librarySnippets,
    ...(local ? { local: withoutLeft(local) } : {}),
    sample: {
      input: sampleData && sampleData.kind !== "none" ? sampleData.value : null,
      answer: sampleAnswer(plan, first, librarySnippets.length > 0, Boolean(local)),
    },
    unsupportedProviders: plan.providers.unknown.map((p) => p.id),
    notes: cardNotes(plan, providers),
    omitted: omitted(plan, {
      languages,
      modes,
      rest,
      code: providers.some((p) => p.snippets.length) || options.languages !== undefined,
      apps: local?.left ?? [],
    }),
  };
  card.summary = summaryText(summarySegments(card));
  return card;
}

const withoutLeft = ({ left: _left, ...local }: NonNullable<ReturnType<typeof localRun>>): NonNullable<UsageCard["local"]> => local;

function sampleAnswer(plan: ModelPlan, first: ProviderCall | undefined, library: boolean, local: boolean): string {
  if (first?.request) return first.request.answer.description;
  if (plan.kind === "chat") return chatResponse();
  if (plan.providers.callable.length) return "what the SDK call returns for the task (the SDKs type it)";
  if (!plan.task) return "no task, so no sample";
  const see = [...(library ? ["library"] : []), ...(local ? ["local"] : [])];
  return `no hosted call${see.length ? `: see the ${see.join(" and ")} section${see.length > 1 ? "s" : ""}` : ""}`;
}

/** What the card leaves out to stay short, each with the option that gets it. */
function omitted(
  plan: ModelPlan,
  shown: { languages: readonly Language[]; modes: readonly ChatModeId[]; rest: readonly string[]; code: boolean; apps: readonly string[] },
): Omitted[] {
  const out: Omitted[] = [];
  if (shown.rest.length) out.push({ what: `full calls of ${shown.rest.join(", ")}`, argument: "providers" });
  const languages = LANGUAGES.filter((l) => !shown.languages.includes(l));
  if (shown.code && plan.providers.callable.length && languages.length) out.push({ what: `code in ${languages.join(", ")}`, argument: "languages" });
  const modes = PLUGIN_MODES.map((m) => m.id).filter((m) => !shown.modes.includes(m));
  if (plan.kind === "chat" && plan.providers.callable.length && modes.length) out.push({ what: `chat modes: ${modes.join(", ")}`, argument: "modes" });
  if (shown.apps.length) out.push({ what: `steps of the local apps ${shown.apps.join(", ")}`, argument: "localApps" });
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

function checkLanguages(languages: readonly Language[] | undefined): readonly Language[] {
  if (languages === undefined) return DEFAULT_LANGUAGES;
  if (!Array.isArray(languages)) throw cardError("languages", `expected an array of languages (${LANGUAGES.join(", ")})`);
  languages.forEach((language, i) => {
    if (!isLanguage(language)) throw cardError(`languages.${i}`, `${JSON.stringify(language)} is not a language; languages are ${LANGUAGES.join(", ")}`);
  });
  return languages;
}

/** The asked providers, each checked against the plan as every surface checks it (engine/plan/provider-ask.ts). */
function checkProviders(plan: ModelPlan, providers: readonly string[] | undefined, allowUnmapped: boolean): readonly string[] | undefined {
  if (providers === undefined) return undefined;
  if (!Array.isArray(providers) || providers.some((p) => typeof p !== "string")) throw cardError("providers", "expected an array of provider ids");
  providers.forEach((provider, i) => {
    const ask = askProvider(plan, provider, allowUnmapped, "allowUnmappedProvider: true");
    if (!ask.ok) throw cardError(`providers.${i}`, ask.message);
    plan.warnings.push(...ask.warnings.filter((w) => !plan.warnings.some((o) => o.message === w.message)));
  });
  return [...new Set(providers)];
}

function checkModes(modes: UsageCardOptions["modes"]): readonly ChatModeId[] {
  if (modes === undefined || modes === (false as unknown)) return [];
  if (modes === true) return PLUGIN_MODES.map((m) => m.id);
  const ids = PLUGIN_MODES.map((m) => m.id) as readonly string[];
  if (!Array.isArray(modes)) throw cardError("modes", `expected true or an array of chat modes (${ids.join(", ")})`);
  modes.forEach((mode, i) => {
    if (!ids.includes(mode)) throw cardError(`modes.${i}`, `${JSON.stringify(mode)} is not a chat mode; modes are ${ids.join(", ")}`);
  });
  return modes;
}

function cardError(path: string, message: string): AtlasError {
  return new AtlasError([{ code: "input", path: `options.${path}`, message: `usage card: ${message}` }]);
}

/** How to load another GGUF file; the Markdown writes the two calls as code spans. */
export const CHOOSE_FILE =
  "getUsageCard(model, { file }) or model-atlas local-apps <model> --file NAME.gguf loads another file of the list; Q4_K_M is suggested when there is one, else the nearest size";

/** The local section, and the apps whose steps it leaves out. */
function localRun(
  model: ModelRecord,
  file: string | undefined,
  wanted: UsageCardOptions["localApps"],
): (NonNullable<UsageCard["local"]> & { left: string[] }) | undefined {
  const apps = getLocalApps(model, file === undefined ? {} : { file });
  if (!apps.length) return undefined;
  const ids = apps.map((a) => a.id);
  if (Array.isArray(wanted))
    wanted.forEach((id, i) => {
      if (typeof id !== "string" || !(ids as readonly string[]).includes(id))
        throw cardError(`localApps.${i}`, `${JSON.stringify(id)} is not a local app of this model; its apps are ${ids.join(", ")}`);
    });
  const firstWithSteps = apps.find((a) => a.snippets?.length)?.id;
  const full = (id: string) => (wanted === true ? true : wanted ? (wanted as readonly string[]).includes(id) : id === firstWithSteps);
  const siblings = Array.isArray(model.siblings) ? (model.siblings as { rfilename?: unknown }[]) : [];
  const files = ggufWeightFiles(siblings.map((s) => s?.rfilename).filter((f): f is string => typeof f === "string"));
  const choice = files.length ? chooseGgufFile(files, file) : undefined;
  return {
    ...(choice ? { file: choice.file, ...(choice.quant ? { quant: choice.quant } : {}) } : {}),
    files,
    ...(files.length > 1 ? { choose: CHOOSE_FILE } : {}),
    apps: apps.map((app) => ({
      id: app.id,
      label: app.label,
      docsUrl: app.docsUrl,
      macOSOnly: app.macOSOnly,
      ...(app.url ? { url: app.url } : {}),
      steps: full(app.id) ? (app.snippets ?? []).map((s) => ({ title: s.title, ...(s.setup ? { setup: s.setup } : {}), code: s.content })) : [],
    })),
    left: apps.filter((a) => a.snippets?.length && !full(a.id)).map((a) => a.id),
  };
}
