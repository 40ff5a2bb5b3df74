/**
 * The model plan of a record the viewer shows (engine/plan/): what the model is and who serves
 * it, decided by the engine once, as the CLI, cards and MCP server decide it. The viewer reads
 * its choices (providers, chat or not, local first) from here instead of deciding again.
 */
import { getModelPlan, type ModelPlan, type ModelRecordInput } from "../../../engine/index.js";

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
