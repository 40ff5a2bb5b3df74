/**
 * The model plan: what a model is and who can serve it, decided once for every surface (the CLI,
 * the usage cards, export, the MCP tools and the viewer render it; none decides again). It says
 * which providers code is written for, which mapped providers this version does not know, which
 * know the provider but not the task, whether the record carried a mapping at all, and a reason
 * for each thing the model lacks.
 *
 * A record without `inferenceProviderMapping` is the hub's plain answer (the mapping comes only
 * with `expand[]=inferenceProviderMapping`): that is "mapping not given", never "no provider".
 */
import { modelTask, type ModelTask } from "../inference/call/model-task.js";
import { PIPELINE_TEMPLATES } from "../inference/call/pipeline-tables.js";
import { getProvider } from "../inference/providers/index.js";
import { autoHasBuiltInCode } from "../languages/core-snippets.js";
import { hasLibraryCode } from "../library-snippets/index.js";
import { localAppIds } from "../local-apps/index.js";
import { PIPELINE_DATA } from "../pipelines/data.js";
import { getLibrary } from "../registry/libraries.js";
import type { ModelRecord } from "../schema/model.js";
import { isGgufRepository, planWarnings } from "./warnings.js";
import type { Absence, ModelPlan, PlanKind, PlanTask, ProvidersPlan } from "./types.js";

export type { Absence, ModelPlan, PlanKind, PlanTask, PlanWarning, ProvidersPlan } from "./types.js";

/** The plan of a checked record (engine/schema/model.ts). */
export function planModel(model: ModelRecord): ModelPlan {
  const decided = modelTask(model, "auto");
  const task = decided ? taskOf(model, decided.task, decided.source?.mappingTask) : null;
  const kind = kindOf(task?.id, decided?.conversational ?? false);
  const mapping = model.inferenceProviderMapping === undefined ? "not-given" : "given";
  const providers = providersOf(model, kind, decided, mapping);
  const library = libraryOf(model);
  const localApps = localAppIds(model);
  const plan: ModelPlan = { id: model.id, task, kind, mapping, providers, library, localApps, warnings: [], absent: [] };
  plan.absent = absences(model, plan);
  plan.warnings = planWarnings(model, plan);
  return plan;
}

function taskOf(model: ModelRecord, id: string, mappingTask: string | undefined): PlanTask {
  const label = (PIPELINE_DATA as Record<string, { name: string } | undefined>)[id]?.name ?? id;
  return model.pipeline_tag
    ? { id, label, source: "pipeline_tag" }
    : { id, label, source: "inferenceProviderMapping", ...(mappingTask ? { mappingTask } : {}) };
}

function kindOf(task: string | undefined, conversational: boolean): PlanKind {
  if (!task || !Object.hasOwn(PIPELINE_TEMPLATES, task)) return "none";
  if (conversational) return "chat";
  return task === "text-generation" ? "completion" : "task";
}

/** The provider task a mapping entry is called for: chat models on the conversational route. */
const providerTaskOf = (kind: PlanKind, task: string | undefined) => (kind === "chat" ? "conversational" : task);

function providersOf(model: ModelRecord, kind: PlanKind, decided: ModelTask | undefined, mapping: ModelPlan["mapping"]): ProvidersPlan {
  const plan: ProvidersPlan = { callable: [], unknown: [], unsupported: [] };
  if (kind === "none" || !decided) return plan;
  if (mapping === "not-given") {
    // Outside chat, auto is the SDKs' own pick of a provider: callable only where they have a call.
    if (kind === "chat" || autoHasBuiltInCode(model, decided.task, decided.conversational)) plan.callable.push({ id: "auto" });
    return plan;
  }
  const providerTask = providerTaskOf(kind, decided.task)!;
  for (const entry of model.inferenceProviderMapping ?? []) {
    const definition = getProvider(entry.provider);
    if (!definition) plan.unknown.push({ id: entry.provider, providerModelId: entry.providerId, status: entry.status });
    else if (definition.tasks[providerTask as keyof typeof definition.tasks])
      plan.callable.push({ id: entry.provider, providerModelId: entry.providerId, status: entry.status });
    else plan.unsupported.push({ id: entry.provider, task: entry.task });
  }
  // The router picks a provider for a chat call: any mapped one, known here or not.
  if (kind === "chat" && (plan.callable.length || plan.unknown.length)) plan.callable.unshift({ id: "auto" });
  return plan;
}

function libraryOf(model: ModelRecord): ModelPlan["library"] {
  const id = model.library_name;
  if (typeof id !== "string" || !id) return null;
  const entry = getLibrary(id);
  const snippets = entry ? hasLibraryCode(model) : false;
  return { id, label: entry?.prettyLabel ?? id, known: Boolean(entry), snippets };
}

function absences(model: ModelRecord, plan: ModelPlan): Absence[] {
  const out: Absence[] = [];
  const hosted = hostedAbsence(model, plan);
  if (hosted) out.push({ what: "hosted", reason: hosted });
  const library = libraryAbsence(plan.library);
  if (library) out.push({ what: "library", reason: library });
  if (!plan.localApps.length) out.push({ what: "local", reason: localAbsence(model) });
  return out;
}

function hostedAbsence(model: ModelRecord, plan: ModelPlan): string | undefined {
  if (plan.providers.callable.length) return undefined;
  if (!plan.task) {
    if (plan.mapping === "not-given") return "the record names no task: it has neither a pipeline_tag nor a provider mapping";
    if (!(model.inferenceProviderMapping ?? []).length) return "the record names no task: it has no pipeline_tag and its provider mapping is empty";
    return "the record has no pipeline_tag and its provider mapping names no task Model Atlas writes a call for";
  }
  if (plan.kind === "none") return `Model Atlas has no hosted call shape for the task ${plan.task.id}`;
  const entries = model.inferenceProviderMapping ?? [];
  if (plan.mapping === "not-given")
    return `the record carries no provider mapping, and provider auto (the huggingface_hub and huggingface.js SDKs' own pick) has no ${plan.task.id} call: name a provider that serves the model`;
  if (!entries.length) return "the record's provider mapping is empty: no inference provider serves this model";
  if (plan.providers.unknown.length && !plan.providers.unsupported.length)
    return `it is mapped only to providers this version of Model Atlas does not know (${plan.providers.unknown.map((p) => p.id).join(", ")})`;
  return `no mapped provider has a ${plan.task.id} call in Model Atlas`;
}

function libraryAbsence(library: ModelPlan["library"]): string | undefined {
  if (!library) return "the record has no library_name";
  if (!library.known) return `the library ${library.id} is not in the registry`;
  if (!library.snippets) return `the library ${library.id} has no usage snippet for this model`;
  return undefined;
}

function localAbsence(model: ModelRecord): string {
  return isGgufRepository(model) ? "no local app takes this repository's files" : "no local app runs this kind of model";
}
