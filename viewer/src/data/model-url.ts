/** Where a model's page is: its own path when it is embedded, else a path whose fragment carries its record. */
import type { ModelRecordInput } from "../../../engine/index.js";
import { findExampleModel } from "./example-models.js";
import { plainRecordUrl } from "./record-link.js";

/** An embedded example opens as itself; any other model opens with its record, so its page has snippets instead of "not found". */
export function modelPageUrl(record: ModelRecordInput): string {
  return findExampleModel(record.id) ? `/models/${record.id}` : plainRecordUrl(JSON.stringify(record), record.id);
}
