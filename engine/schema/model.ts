/**
 * A model record as a hub's model API returns it. Only the fields Model Atlas reads are
 * described; every other field is kept as it is (loose objects), because hubs add fields all
 * the time and a snippet generator must not reject a model for that.
 *
 * Checked with the small checkers of ./check.ts, not zod: this is on the inference path, which
 * must import fast and bundle small.
 */
import { array, type Checker, lazy, looseObject, map, nullable, optional, record, string, withDefault } from "./check.js";
import { union } from "./check-union.js";

/** One provider that serves the model, as the list form of `inferenceProviderMapping` holds it. */
export interface ProviderMappingEntry {
  provider: string;
  /** The model's id at the provider. */
  providerId: string;
  /** `live` or `staging`; `live` when absent. */
  status: string;
  task: string;
  adapter?: string | undefined;
  adapterWeightsPath?: string | undefined;
  [key: string]: unknown;
}

/** A mapping entry of the keyed form as callers may pass it: no provider (it is the key), the status may be absent. */
export interface ProviderMappingFieldsInput {
  providerId: string;
  status?: string | undefined;
  task: string;
  adapter?: string | undefined;
  adapterWeightsPath?: string | undefined;
  [key: string]: unknown;
}

/** A mapping entry of the list form as callers may pass it. */
export interface ProviderMappingEntryInput extends ProviderMappingFieldsInput {
  provider: string;
}

interface ModelRecordFields {
  id: string;
  tags?: string[] | undefined;
  pipeline_tag?: string | undefined;
  library_name?: string | undefined;
  mask_token?: string | undefined;
  config?:
    | {
        peft?: { base_model_name_or_path?: string | undefined; task_type?: string | undefined; [key: string]: unknown } | undefined;
        [key: string]: unknown;
      }
    | undefined;
  cardData?:
    | {
        base_model?: string | string[] | undefined;
        instance_prompt?: string | null | undefined;
        [key: string]: unknown;
      }
    | undefined;
  widgetData?:
    | {
        text?: string | undefined;
        source_sentence?: string | undefined;
        sentences?: string[] | undefined;
        context?: string | undefined;
        candidate_labels?: string | undefined;
        [key: string]: unknown;
      }[]
    | undefined;
  transformersInfo?:
    | {
        auto_model: string;
        pipeline_tag?: string | undefined;
        processor?: string | undefined;
        custom_class?: string | undefined;
        [key: string]: unknown;
      }
    | undefined;
  [key: string]: unknown;
}

/** A model record after parsing: the provider mapping is always a list. */
export interface ModelRecord extends ModelRecordFields {
  inferenceProviderMapping?: ProviderMappingEntry[] | undefined;
}

/** What callers may pass in: the mapping may still be keyed by provider. */
export interface ModelRecordInput extends ModelRecordFields {
  inferenceProviderMapping?: ProviderMappingEntryInput[] | Record<string, ProviderMappingFieldsInput> | undefined;
  [key: string]: unknown;
}

const nonEmpty = () => string({ min: 1 });

const providerMappingFields = () => ({
  providerId: nonEmpty(),
  status: withDefault(string(), "live"),
  task: nonEmpty(),
  adapter: optional(string()),
  adapterWeightsPath: optional(string()),
});

export const ProviderMappingEntrySchema: Checker<ProviderMappingEntry, ProviderMappingEntryInput, "required"> = lazy("object", () =>
  looseObject({ provider: nonEmpty(), ...providerMappingFields() }),
);

/** The older shape: an object keyed by provider id. */
const providerMappingByKey = () => record(looseObject(providerMappingFields()));

/** The fields the record's checker describes (./record-fields.ts lists them for the other surfaces). */
const modelRecordShape = () => ({
  id: nonEmpty(),
  tags: optional(array(string())),
  pipeline_tag: optional(string()),
  library_name: optional(string()),
  mask_token: optional(string()),
  config: optional(
    looseObject({
      peft: optional(looseObject({ base_model_name_or_path: optional(string()), task_type: optional(string()) })),
    }),
  ),
  cardData: optional(
    looseObject({
      base_model: optional(union([string(), array(string())])),
      instance_prompt: optional(nullable(string())),
    }),
  ),
  widgetData: optional(
    array(
      looseObject({
        text: optional(string()),
        source_sentence: optional(string()),
        sentences: optional(array(string())),
        context: optional(string()),
        candidate_labels: optional(string()),
      }),
    ),
  ),
  transformersInfo: optional(
    looseObject({
      auto_model: string(),
      pipeline_tag: optional(string()),
      processor: optional(string()),
      custom_class: optional(string()),
    }),
  ),
  inferenceProviderMapping: optional(
    map(union([array(ProviderMappingEntrySchema), providerMappingByKey()]), (mapping): ProviderMappingEntry[] =>
      Array.isArray(mapping) ? mapping : Object.entries(mapping).map(([provider, entry]) => ({ provider, ...entry })),
    ),
  ),
});

/** The names of the fields the checker describes. */
export type CheckedRecordField = keyof ReturnType<typeof modelRecordShape>;

export const ModelRecordSchema: Checker<ModelRecord, ModelRecordInput, "required"> = lazy("object", () => looseObject(modelRecordShape()));
