/**
 * Output pieces several tools share: a snippet, a plan warning, the typed "no code" reason.
 * Objects are closed (`additionalProperties: false` in the JSON Schema) so a client generated from
 * them knows every field, and a field the engine adds without saying so fails the schema tests.
 */
import * as z from "zod/mini";
import { PlanSchema } from "../../cards/plan-schema.js";

export { PlanSchema };

export const SnippetOutput = z.object({
  language: z.string().check(z.describe("python, js, sh, go, ruby, php, java, or text (the agent prompt)")),
  client: z.string(),
  content: z.string().check(z.describe("the code, ready to run as pasted")),
  taskSource: z.optional(
    z
      .object({
        field: z.literal("inferenceProviderMapping"),
        mappingTask: z.string(),
        pipeline: z.string(),
        conversational: z.boolean(),
        providers: z.array(z.string()),
      })
      .check(z.describe("present when the record has no pipeline_tag and the task came from its provider mapping")),
  ),
});

export const WarningOutput = z.object({ code: z.string(), message: z.string() });

export const NoCodeOutput = z
  .object({
    code: z.enum(["no-hosted-call", "name-a-provider"]),
    reason: z.string(),
    valid: z.array(z.string()).check(z.describe("providers to name instead")),
  })
  .check(z.describe("present when the answer holds no code: why, and which providers to name instead"));
