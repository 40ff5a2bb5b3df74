/** The public entry to the model plan: a record as callers pass it, checked, then planned. */
import type { ModelRecord, ModelRecordInput } from "../schema/model.js";
import { validModelRecord } from "../schema/model-check.js";
import { planModel } from "./model-plan.js";
import type { ModelPlan } from "./types.js";

export function getModelPlan(input: ModelRecordInput | ModelRecord): ModelPlan {
  return planModel(validModelRecord(input));
}
