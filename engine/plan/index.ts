export { planModel, type ModelPlan, type PlanKind, type PlanTask, type PlanWarning, type ProvidersPlan, type Absence } from "./model-plan.js";
export { askProvider, mappedProviders, type ProviderAsk, type ProviderRefusal } from "./provider-ask.js";
export { noCodeFor, noCodeReason, noCodeSentence, type NoCode } from "./no-code.js";
export { planLines } from "./plan-text.js";

export { getModelPlan } from "./get-model-plan.js";
export type { CallableProvider, WarningCode } from "./types.js";
