/**
 * A model record as a hub's model API returns it. Only the fields Model Atlas reads are
 * described; every other field is kept as it is (loose objects), because hubs add fields all
 * the time and a snippet generator must not reject a model for that.
 */
import * as z from "zod/mini";
import { useEnglishMessages } from "./zod.js";

useEnglishMessages();

const nonEmpty = () => z.string().check(z.minLength(1));

const providerMappingFields = {
  providerId: nonEmpty(),
  status: z._default(z.string(), "live"),
  task: nonEmpty(),
  adapter: z.optional(z.string()),
  adapterWeightsPath: z.optional(z.string()),
};

export const ProviderMappingEntrySchema = z.looseObject({ provider: nonEmpty(), ...providerMappingFields });

/** The older shape: an object keyed by provider id. */
const ProviderMappingByKeySchema = z.record(z.string(), z.looseObject(providerMappingFields));

export const ModelRecordSchema = z.looseObject({
  id: nonEmpty(),
  tags: z.optional(z.array(z.string())),
  pipeline_tag: z.optional(z.string()),
  library_name: z.optional(z.string()),
  mask_token: z.optional(z.string()),
  config: z.optional(
    z.looseObject({
      peft: z.optional(z.looseObject({ base_model_name_or_path: z.optional(z.string()), task_type: z.optional(z.string()) })),
    }),
  ),
  cardData: z.optional(
    z.looseObject({
      base_model: z.optional(z.union([z.string(), z.array(z.string())])),
      instance_prompt: z.optional(z.nullable(z.string())),
    }),
  ),
  widgetData: z.optional(
    z.array(
      z.looseObject({
        text: z.optional(z.string()),
        source_sentence: z.optional(z.string()),
        sentences: z.optional(z.array(z.string())),
        context: z.optional(z.string()),
        candidate_labels: z.optional(z.string()),
      }),
    ),
  ),
  transformersInfo: z.optional(
    z.looseObject({
      auto_model: z.string(),
      pipeline_tag: z.optional(z.string()),
      processor: z.optional(z.string()),
      custom_class: z.optional(z.string()),
    }),
  ),
  inferenceProviderMapping: z.optional(
    z.pipe(
      z.union([z.array(ProviderMappingEntrySchema), ProviderMappingByKeySchema]),
      z.transform((mapping) =>
        Array.isArray(mapping)
          ? mapping
          : Object.entries(mapping).map(([provider, entry]) => ({ provider, ...entry })),
      ),
    ),
  ),
});

/** A model record after parsing: the provider mapping is always a list. */
export type ModelRecord = z.output<typeof ModelRecordSchema>;
/** What callers may pass in: the mapping may still be keyed by provider. */
export type ModelRecordInput = z.input<typeof ModelRecordSchema>;
export type ProviderMappingEntry = z.output<typeof ProviderMappingEntrySchema>;
