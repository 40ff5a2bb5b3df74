/** The `provider` argument checked against the model plan. */
import { askProvider, mappedProviders, type ModelPlan, type PlanWarning } from "../plan/index.js";
import { ProviderRefusedError } from "./errors.js";

/** `provider` checked against `plan`; the warnings when it is allowed as a guess. */
export function checkedProvider(plan: ModelPlan, provider: string, allow: boolean): PlanWarning[] {
  const ask = askProvider(plan, provider, allow, "allowUnmappedProvider: true");
  if (!ask.ok) throw new ProviderRefusedError(ask.message, ask.refusal, ask.valid, plan.mapping === "given" ? mappedProviders(plan) : []);
  return ask.warnings;
}
