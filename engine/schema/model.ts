/**
 * A model record as a hub's model API returns it. Only the fields Model Atlas reads are
 * described; every other field is kept as it is (`.loose()`), because hubs add fields all
 * the time and a snippet generator must not reject a model for that.
 */
import { z } from "zod";

export const ProviderMappingEntrySchema = z
  .object({
    provider: z.string().min(1),
    providerId: z.string().min(1),
    status: z.string().default("live"),
    task: z.string().min(1),
    adapter: z.string().optional(),
    adapterWeightsPath: z.string().optional(),
  })
  .loose();

/** The older shape: an object keyed by provider id. */
const ProviderMappingByKeySchema = z.record(z.string(), ProviderMappingEntrySchema.omit({ provider: true }).loose());

export const ModelRecordSchema = z
  .object({
    id: z.string().min(1),
    tags: z.array(z.string()).optional(),
    pipeline_tag: z.string().optional(),
    library_name: z.string().optional(),
    mask_token: z.string().optional(),
    config: z
      .object({
        peft: z
          .object({ base_model_name_or_path: z.string().optional(), task_type: z.string().optional() })
          .loose()
          .optional(),
      })
      .loose()
      .optional(),
    cardData: z
      .object({
        base_model: z.union([z.string(), z.array(z.string())]).optional(),
        instance_prompt: z.string().nullable().optional(),
      })
      .loose()
      .optional(),
    widgetData: z
      .array(
        z
          .object({
            text: z.string().optional(),
            source_sentence: z.string().optional(),
            sentences: z.array(z.string()).optional(),
            context: z.string().optional(),
            candidate_labels: z.string().optional(),
          })
          .loose(),
      )
      .optional(),
    transformersInfo: z
      .object({
        auto_model: z.string(),
        pipeline_tag: z.string().optional(),
        processor: z.string().optional(),
        custom_class: z.string().optional(),
      })
      .loose()
      .optional(),
    inferenceProviderMapping: z
      .union([z.array(ProviderMappingEntrySchema), ProviderMappingByKeySchema])
      .transform((mapping) =>
        Array.isArray(mapping)
          ? mapping
          : Object.entries(mapping).map(([provider, entry]) => ({ provider, ...entry })),
      )
      .optional(),
  })
  .loose();

/** A model record after parsing: the provider mapping is always a list. */
export type ModelRecord = z.output<typeof ModelRecordSchema>;
/** What callers may pass in: the mapping may still be keyed by provider. */
export type ModelRecordInput = z.input<typeof ModelRecordSchema>;
export type ProviderMappingEntry = z.output<typeof ProviderMappingEntrySchema>;
