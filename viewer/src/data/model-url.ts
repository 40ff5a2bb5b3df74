/** Where a model's page is: its own path when it is embedded, else a path that carries its record. */
import type { ModelRecordInput } from "../../../engine/index.js";
import { findExampleModel } from "./example-models.js";

export function recordUrl(json: string, id: string): string {
  return `/models/${id.split("/").map(encodeURIComponent).join("/")}?record=${encodeURIComponent(json)}`;
}

/** An embedded example opens as itself; any other model opens with `record`, so its page has snippets instead of "not found". */
export function modelPageUrl(record: ModelRecordInput): string {
  return findExampleModel(record.id) ? `/models/${record.id}` : recordUrl(JSON.stringify(record), record.id);
}
