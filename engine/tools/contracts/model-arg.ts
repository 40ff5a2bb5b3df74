/**
 * The `model` argument every model tool takes: a hub record as the hub writes it, or an id
 * string. Strings a real record holds (`pipeline_tag`, a mapping entry's `status` and `task`)
 * stay plain strings: a value this version does not know must not make a generated client
 * refuse a record. The record is checked field by field when the call runs (../model.ts).
 */
import * as z from "zod/mini";

export const MODEL_REQUIRED = 'a model record (an object with at least "id" and "pipeline_tag") or a hub id "owner/name"';

const MappingEntry = {
  providerId: z.string(),
  status: z.optional(z.string().check(z.describe("live or staging"))),
  task: z.string(),
};

export const ModelRecordArg = z
  .looseObject({
    id: z.string(),
    pipeline_tag: z.optional(z.string()),
    tags: z.optional(z.array(z.string())),
    library_name: z.optional(z.string()),
    inferenceProviderMapping: z.optional(
      z
        .union([z.record(z.string(), z.looseObject(MappingEntry)), z.array(z.looseObject({ provider: z.string(), ...MappingEntry }))])
        .check(
          z.describe(
            "who serves the model (the hub gives it with expand[]=inferenceProviderMapping): keyed by provider id, or a list of entries with provider; without it the answer cannot name the providers",
          ),
        ),
    ),
    siblings: z.optional(
      z
        .array(z.looseObject({ rfilename: z.string() }))
        .check(z.describe("the repository's files; local apps and libraries pick a GGUF or weight file from them")),
    ),
    gguf: z.optional(
      z.looseObject({}).check(z.describe("the hub's GGUF metadata of a GGUF repository (context_length, chat_template, …); local apps read it")),
    ),
  })
  .check(z.describe("a hub model record, as https://huggingface.co/api/models/<id> returns it"));

export const ModelArg = z
  .union([z.string().check(z.describe("hub id, owner/name")), ModelRecordArg])
  .check(
    z.describe(
      'The model: a hub model record (an object as https://huggingface.co/api/models/<id> returns it, with at least "id" and "pipeline_tag"; "tags", "library_name" and "inferenceProviderMapping" make the answer complete), or a hub id string "owner/name" (looked up on the hub only when the surface allows it).',
    ),
  );
