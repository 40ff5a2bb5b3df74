/**
 * `getLocalApps(model, { file? })`: the local apps a model can run in (llama.cpp, Ollama,
 * LM Studio, vLLM, …), each with its deeplink or the commands to paste. Apps come from
 * `templates/local-apps/<id>/app.yaml` through the generated registry; which apply is decided
 * by the named rules in `rules.ts`; the GGUF file by `file-choice.ts`.
 */
import { AtlasError } from "../errors/atlas-error.js";
import { LOCAL_APPS, LOCAL_APP_IDS, type LocalAppId } from "../generated/local-apps.js";
import { checkedRecord } from "../schema/snippet-model.js";
import { closest } from "../load/suggest.js";
import { localAppTemplates } from "../render/local-app-templates.js";
import type { ModelRecordInput } from "../schema/model.js";
import type { LocalAppEntry, LocalAppRuleName } from "../schema/local-app.js";
import { appModel, type AppModel } from "./app-model.js";
import { templateContext, type LocalAppContext } from "./context.js";
import { buildDeeplink } from "./deeplink.js";
import { RULES } from "./rules.js";

export interface LocalAppSnippet {
  title: string;
  /** One-time install step, shell. */
  setup?: string;
  /** The commands that run the model, shell. */
  content: string;
}

export interface LocalAppResult {
  id: LocalAppId;
  label: string;
  docsUrl: string;
  mainTask: string;
  macOSOnly: boolean;
  kind: "deeplink" | "snippet";
  /** The URL that opens the app on the model (deeplink apps). */
  url?: string;
  snippets?: LocalAppSnippet[];
  /** The GGUF file the URL or snippets load, and its quantisation label, when one is used. */
  file?: string;
  quant?: string;
}

export interface LocalAppOptions {
  /** A GGUF file of the repository to use instead of the suggested one (a split file by any part). */
  file?: string;
  /** Only this app (its id); an unknown id is an error listing the ids. */
  app?: string;
}

const holds = (m: AppModel, rule: keyof typeof RULES | undefined) => rule === undefined || RULES[rule](m);

/** Whether the app is offered for the model. */
export function offersApp(app: LocalAppEntry, m: AppModel): boolean {
  return app.offerWhen.some((rule) => RULES[rule](m));
}

function render(app: LocalAppEntry, name: string, ctx: LocalAppContext): string {
  return localAppTemplates.get("sh", `local-apps/${app.id}/${name}`)(ctx).replace(/\n+$/, "");
}

function resolve(app: LocalAppEntry, m: AppModel): LocalAppResult {
  const result: LocalAppResult = {
    id: app.id as LocalAppId,
    label: app.prettyLabel,
    docsUrl: app.docsUrl,
    mainTask: app.mainTask,
    macOSOnly: app.macOSOnly,
    kind: app.deeplink ? "deeplink" : "snippet",
  };
  let usesFile: boolean;
  if (app.deeplink) {
    const link = app.deeplink.find((d) => holds(m, d.when));
    if (!link) throw new Error(`local app ${app.id}: no deeplink variant applies to ${m.id}`);
    result.url = buildDeeplink(link, m);
    usesFile = link.query.some((q) => q.value === "file" || q.value === "quant");
  } else {
    const ctx = templateContext(m);
    result.snippets = (app.snippets ?? [])
      .filter((s) => holds(m, s.when) && !(s.unless && RULES[s.unless](m)))
      .map((s) => ({ title: s.title, ...(s.setup ? { setup: render(app, s.setup, ctx) } : {}), content: render(app, s.content, ctx) }));
    usesFile = RULES["llama-cpp-gguf"](m);
  }
  if (m.choice && usesFile) {
    result.file = m.choice.file;
    if (m.choice.quant) result.quant = m.choice.quant;
  }
  return result;
}

export function getLocalApps(model: ModelRecordInput, options: LocalAppOptions = {}): LocalAppResult[] {
  if (options.app !== undefined && !(LOCAL_APP_IDS as readonly string[]).includes(options.app)) {
    const guess = closest(options.app, LOCAL_APP_IDS);
    throw new AtlasError([
      {
        code: "input",
        path: "app",
        value: options.app,
        message: `${JSON.stringify(options.app)} is not a local app${guess ? `; did you mean ${JSON.stringify(guess)}?` : ""}`,
        hint: `local apps: ${LOCAL_APP_IDS.join(", ")}`,
      },
    ]);
  }
  const m = appModel(checkedRecord(model), options.file);
  return offeredApps(m)
    .filter((id) => options.app === undefined || id === options.app)
    .map((id) => resolve(LOCAL_APPS[id], m));
}

/** The ids of the apps `getLocalApps` would give, in its order, without writing their steps (the model plan's list). */
export function localAppIds(model: ModelRecordInput): LocalAppId[] {
  return offeredApps(appModel(checkedRecord(model)));
}

/** Each app's offer rules, as indexes into RULE_NAMES. */
const RULE_NAMES = /* @__PURE__ */ Object.keys(RULES) as LocalAppRuleName[];
const OFFERS = /* @__PURE__ */ LOCAL_APP_IDS.map((id) => [id, LOCAL_APPS[id].offerWhen.map((rule) => RULE_NAMES.indexOf(rule))] as const);
const UNASKED = 0;
const HOLDS = 1;
const FAILS = -1;

/**
 * The apps that offer themselves for the model, in the table's order: the one filter both lists
 * use. Each rule is asked at most once (several apps share one), in plain loops over arrays: the
 * model plan lists the apps of every model a service is asked about.
 */
function offeredApps(m: AppModel): LocalAppId[] {
  const held = new Int8Array(RULE_NAMES.length);
  const out: LocalAppId[] = [];
  for (const [id, rules] of OFFERS) {
    for (const rule of rules) {
      if (held[rule] === UNASKED) held[rule] = RULES[RULE_NAMES[rule]!](m) ? HOLDS : FAILS;
      if (held[rule] === HOLDS) {
        out.push(id);
        break;
      }
    }
  }
  return out;
}

export { LOCAL_APPS, LOCAL_APP_IDS, type LocalAppId };
export { chooseGgufFile, ggufFileChoices, ggufWeightFiles, type GgufFileChoice } from "../gguf/file-choice.js";
export { RULES as LOCAL_APP_RULES } from "./rules.js";
export type { LocalAppRuleName } from "../schema/local-app.js";
