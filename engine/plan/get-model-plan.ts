/** The public entry to the model plan: a record as callers pass it, checked, then planned. */
import { AtlasError } from "../errors.js";
import { ModelRecordSchema, type ModelRecord, type ModelRecordInput } from "../schema/model.js";
import { planModel } from "./model-plan.js";
import type { ModelPlan } from "./types.js";

export function getModelPlan(input: ModelRecordInput | ModelRecord): ModelPlan {
  const result = ModelRecordSchema.safeParse(input);
  if (!result.success) throw new AtlasError(result.error.issues.map((issue) => ({ code: "input" as const, path: issue.path.map(String).join("."), message: `model record: ${issue.message}` })));
  return planModel(result.data);
}
