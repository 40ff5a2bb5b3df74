/**
 * The one list of the hub model record fields the engine reads: those the record's checker
 * describes (./model.ts; the compiler holds the two lists equal), and those read as they come
 * (`siblings`: the file names local apps and libraries choose from; `gguf`: the hub's GGUF
 * metadata, which decides the local apps). Every other field (`spaces`, `sha`, dates, counters)
 * changes no answer, so a record cut to these fields gives the same snippets, cards and apps.
 */
import type { CheckedRecordField } from "./model.js";

const CHECKED = [
  "id",
  "pipeline_tag",
  "tags",
  "library_name",
  "inferenceProviderMapping",
  "config",
  "cardData",
  "widgetData",
  "transformersInfo",
  "mask_token",
] as const;

// Fails to compile when ./model.ts describes a field this list leaves out, or the reverse.
type Missing = Exclude<CheckedRecordField, (typeof CHECKED)[number]> | Exclude<(typeof CHECKED)[number], CheckedRecordField>;
const complete: [Missing] extends [never] ? true : Missing = true;
void complete;

export const MODEL_RECORD_FIELDS = [...CHECKED, "siblings", "gguf"] as const;

export type ModelRecordField = (typeof MODEL_RECORD_FIELDS)[number];

/**
 * Of the two large objects, the keys the engine reads (the plugins, app rules and templates,
 * `get model.config "…"` included); the rest of them (a gated model's licence text, the
 * tokenizer's chat template) is most of a real record.
 */
export const MODEL_RECORD_SUBFIELDS = {
  cardData: ["base_model", "instance_prompt"],
  config: ["architectures", "auto_map", "model_type", "peft", "quantization_config", "sklearn", "speechbrain", "adapter_transformers"],
} as const satisfies Partial<Record<ModelRecordField, readonly string[]>>;

const isObject = (value: unknown): value is Record<string, unknown> => !!value && typeof value === "object" && !Array.isArray(value);

function pickKeys(value: unknown, keys: readonly string[]): unknown {
  if (!isObject(value)) return value;
  return Object.fromEntries(keys.filter((k) => Object.hasOwn(value, k)).map((k) => [k, value[k]]));
}

/** The record with only what the engine reads: its fields, their read keys, and of `siblings` each file name. */
export function pickRecordFields<T extends { id: string }>(record: T): Pick<T, "id"> & Record<string, unknown> {
  const source = record as Record<string, unknown>;
  const out: Record<string, unknown> = {};
  for (const field of MODEL_RECORD_FIELDS) {
    if (!Object.hasOwn(source, field)) continue;
    const value = source[field];
    if (field === "siblings" && Array.isArray(value)) out[field] = value.map((s) => (isObject(s) && "rfilename" in s ? { rfilename: s.rfilename } : s));
    else if (field === "cardData" || field === "config") out[field] = pickKeys(value, MODEL_RECORD_SUBFIELDS[field]);
    else out[field] = value;
  }
  return out as Pick<T, "id"> & Record<string, unknown>;
}
