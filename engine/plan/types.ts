/** The model plan's data (./model-plan.ts): plain JSON, the same in every surface that shows it. */

export type PlanKind = "chat" | "completion" | "task" | "none";

export interface PlanTask {
  id: string;
  /** The pipeline's own name (Translation, Image-to-Text), not the page that serves it. */
  label: string;
  /** Where the task came from. */
  source: "pipeline_tag" | "inferenceProviderMapping";
  /** The mapping's task name when it decided (e.g. conversational). */
  mappingTask?: string;
}

export interface CallableProvider {
  /** A provider id, or auto (the router, or the SDKs outside chat, pick one). */
  id: string;
  providerModelId?: string;
  status?: string;
}

export interface ProvidersPlan {
  /** Code is written for these without being asked, in the mapping's order (auto first for chat). */
  callable: CallableProvider[];
  /** Mapped, but this version of Model Atlas has no definition for the provider. */
  unknown: { id: string; providerModelId: string; status: string }[];
  /** Mapped to a provider Model Atlas knows, which has no call for this task here. */
  unsupported: { id: string; task: string }[];
}

export type WarningCode = "mapping-not-given" | "no-pipeline-tag" | "unknown-provider" | "staging" | "gguf-not-served" | "no-provider" | "provider-guess";

export interface PlanWarning {
  code: WarningCode;
  message: string;
}

export interface Absence {
  what: "hosted" | "library" | "local";
  reason: string;
}

export interface ModelPlan {
  id: string;
  task: PlanTask | null;
  kind: PlanKind;
  /** Whether the record carried `inferenceProviderMapping` (the hub sends it only when asked to expand it). */
  mapping: "given" | "not-given";
  providers: ProvidersPlan;
  library: { id: string; label: string; known: boolean; snippets: boolean } | null;
  /** Ids of the local apps that run the model. */
  localApps: string[];
  warnings: PlanWarning[];
  absent: Absence[];
}
