/**
 * The plan's warnings: facts that save a failed call, each with a stable code (surfaces and
 * scripts branch on the code; the message is for people and agents).
 */
import type { ModelRecord } from "../schema/model.js";
import type { ModelPlan, PlanWarning } from "./types.js";

/** Where the mapping comes from, in the words every surface uses. */
export function mappingHowTo(id: string): string {
  return `GET https://huggingface.co/api/models/${id}?expand[]=inferenceProviderMapping, or pass the hub id instead of a record (the CLI, and servers started with --hub, ask the hub for it)`;
}

export function planWarnings(model: ModelRecord, plan: ModelPlan): PlanWarning[] {
  const out: PlanWarning[] = [];
  const { providers } = plan;
  if (plan.mapping === "not-given" && !plan.task) {
    out.push({
      code: "mapping-not-given",
      message: `Mapping not given: the record names no task, having neither a pipeline_tag nor an inferenceProviderMapping (the hub sends the mapping only when asked), so what the model does and which providers serve it are unknown here; the mapping names the task each provider serves it for. To get it: ${mappingHowTo(plan.id)}.`,
    });
  } else if (plan.mapping === "not-given" && plan.kind !== "none") {
    const how =
      plan.kind === "chat"
        ? "with provider auto the router picks one that serves it"
        : "with provider auto the huggingface_hub and huggingface.js SDKs pick one; raw HTTP code needs a provider id";
    out.push({
      code: "mapping-not-given",
      message: `Mapping not given: the record carries no inferenceProviderMapping (the hub sends it only when asked), so which providers serve the model is unknown here; ${how}. To get it: ${mappingHowTo(plan.id)}.`,
    });
  }
  if (plan.task?.source === "inferenceProviderMapping") {
    out.push({
      code: "no-pipeline-tag",
      message: `The record has no pipeline_tag: the task ${plan.task.id} comes from the tasks its providers list it for (${plan.task.mappingTask ?? plan.task.id}).`,
    });
  }
  if (providers.unknown.length) {
    const ids = providers.unknown.map((p) => p.id).join(", ");
    const what =
      plan.kind === "chat"
        ? "call with provider auto (the router picks among every mapped provider, these included) or name a provider listed as callable"
        : "name a provider listed as callable";
    out.push({
      code: "unknown-provider",
      message: `Mapped to ${ids}, which this version of Model Atlas does not know, so it writes no code for them: ${what}, or upgrade Model Atlas.`,
    });
  }
  const staging = providers.callable.filter((p) => p.status && p.status !== "live");
  if (staging.length) {
    out.push({
      code: "staging",
      message: `The mapping of ${staging.map((p) => p.id).join(", ")} is not live (status staging): such a provider may refuse calls.`,
    });
  }
  if (plan.mapping === "not-given" && isGgufRepository(model)) {
    out.push({
      code: "gguf-not-served",
      message:
        "This is a GGUF repository: inference providers serve a model's original weights, not GGUF files, so a hosted call to this id is expected to fail. Run it in a local app, or call the original model it was converted from.",
    });
  }
  if (plan.mapping === "given" && plan.kind !== "none" && !(model.inferenceProviderMapping ?? []).length) {
    out.push({
      code: "no-provider",
      message:
        "The record's provider mapping is empty: no inference provider serves this model, so a hosted call fails. Load it with its library or run it in a local app.",
    });
  }
  return out;
}

/** A GGUF repository: files for local apps, which no inference provider serves. */
export function isGgufRepository(model: ModelRecord): boolean {
  return model.library_name === "gguf" || (model.tags ?? []).includes("gguf");
}
