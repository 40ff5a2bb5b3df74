/**
 * The model plan of a record the viewer shows (engine/plan/): what the model is and who serves
 * it, decided by the engine once, as the CLI, cards and MCP server decide it. The viewer reads
 * its choices (providers, chat or not, local first) from here instead of deciding again.
 */
import { askProvider, getModelPlan, type ModelPlan, type ModelRecordInput } from "../../../engine/index.js";
import { noCodeFor, noCodeReason, type NoCode } from "../../../engine/plan/index.js";

const PLANS = new WeakMap<object, ModelPlan>();

/** The record's plan; a record that does not validate throws (AtlasError), as the generators do. */
export function planOf(model: ModelRecordInput): ModelPlan {
  let plan = PLANS.get(model);
  if (!plan) PLANS.set(model, (plan = getModelPlan(model)));
  return plan;
}

/** The plan, or undefined for a record that does not validate (the snippet area shows that error in place). */
export function planIfValid(model: ModelRecordInput): ModelPlan | undefined {
  try {
    return planOf(model);
  } catch {
    return undefined;
  }
}

/**
 * The plan's no-code answer for the snippet area's provider (engine/plan/no-code.ts, the answer
 * get_snippets and the CLI give), or undefined when there is code to show: the plan refuses the
 * provider (auto for a mapping that lists no callable provider), or the engine gave none, or
 * provider auto outside chat was asked for code only the SDKs write. `offered` is how many
 * snippets the engine gave for the provider, `chosen` whether the language and client have one.
 */
export function noCodeOf(model: ModelRecordInput, provider: string, offered: number, chosen: boolean): NoCode | undefined {
  const plan = planIfValid(model);
  if (!plan) return undefined;
  if (!askProvider(plan, provider, false, "").ok) return noCodeReason(plan, provider);
  return chosen ? undefined : noCodeFor(plan, provider, { offered });
}
