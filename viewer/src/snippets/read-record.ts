/** Reading a model record pasted as JSON: JSON syntax first, then the model schema. */
import { hubIdProblems } from "../../../engine/schema/hub-id.js";
import { parseModel } from "./engine.js";

export function readPastedRecord(text: string): { record?: { id: string }; error?: string } {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    return { error: `Not valid JSON: ${error instanceof Error ? error.message : String(error)}` };
  }
  const { model, error } = parseModel(value);
  if (!model) return { error: `Not a model record:\n${error}` };
  const problems = hubIdProblems(model.id);
  if (problems.length > 0) return { error: `id: ${JSON.stringify(model.id)} is not a hub id like "org/name":\n${problems.map((p) => `- ${p}`).join("\n")}` };
  return { record: value as { id: string } };
}
