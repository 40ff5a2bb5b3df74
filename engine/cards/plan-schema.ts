/**
 * The model plan (engine/plan/types.ts) as the card's JSON holds it, verbatim: a zod schema so a
 * card read back from JSON is checked field by field, plan included.
 */
import * as z from "zod/mini";
import type { WarningCode } from "../plan/types.js";

/** The plan's warning codes (stable: programs branch on them). */
const WARNING_CODES = [
  "mapping-not-given",
  "no-pipeline-tag",
  "unknown-provider",
  "staging",
  "gguf-not-served",
  "no-provider",
  "provider-guess",
] as const satisfies readonly WarningCode[];

const Provider = z.strictObject({ id: z.string(), providerModelId: z.optional(z.string()), status: z.optional(z.string()) });

export const PlanSchema = z.strictObject({
  id: z.string(),
  task: z.nullable(
    z.strictObject({
      id: z.string(),
      label: z.string(),
      source: z.enum(["pipeline_tag", "inferenceProviderMapping"]),
      mappingTask: z.optional(z.string()),
    }),
  ),
  kind: z.enum(["chat", "completion", "task", "none"]),
  mapping: z.enum(["given", "not-given"]),
  providers: z.strictObject({
    callable: z.array(Provider),
    unknown: z.array(z.strictObject({ id: z.string(), providerModelId: z.string(), status: z.string() })),
    unsupported: z.array(z.strictObject({ id: z.string(), task: z.string() })),
  }),
  library: z.nullable(z.strictObject({ id: z.string(), label: z.string(), known: z.boolean(), snippets: z.boolean() })),
  localApps: z.array(z.string()),
  warnings: z.array(z.strictObject({ code: z.enum(WARNING_CODES), message: z.string() })),
  absent: z.array(z.strictObject({ what: z.enum(["hosted", "library", "local"]), reason: z.string() })),
});
