/**
 * The zod schemas the inference path validated with before ./engine/schema/check.ts replaced
 * them (model record, snippet request, chat fields), kept here only as the reference the
 * checkers are compared against (test/schema/checkers-vs-zod.test.ts). Not used by the engine.
 */
import * as z from "zod/mini";
import { useEnglishMessages } from "../../engine/schema/zod.js";
import { SNIPPET_LANGUAGES } from "../../engine/schema/snippet.js";
import { FUNCTION_NAME } from "../../engine/schema/chat-request.js";
import { endpointUrlProblem } from "../../engine/schema/endpoint-url.js";

useEnglishMessages();

// ---- engine/schema/chat-request.ts, as it was
const NAME_RULE = "must be 1 to 64 letters, digits, '_' or '-'";

const name = () => z.string().check(z.regex(FUNCTION_NAME, `name ${NAME_RULE}`));

/** A JSON schema: a JSON object (not an array, a string or null). */
const jsonSchema = (what: string) =>
  z.record(z.string(), z.unknown(), { error: (issue) => `${what} must be a JSON object (a JSON schema), got ${describe(issue.input)}` });

function describe(value: unknown): string {
  if (value === null) return "null";
  if (Array.isArray(value)) return "an array";
  return typeof value === "string" ? `the string ${JSON.stringify(value)}` : typeof value;
}

export const ToolSchema = z.strictObject({
  type: z.literal("function"),
  function: z.strictObject({
    name: name(),
    description: z.optional(z.string()),
    parameters: z.optional(jsonSchema("parameters")),
    strict: z.optional(z.boolean()),
  }),
});
export type Tool = z.output<typeof ToolSchema>;

export const ToolChoiceSchema = z.union([
  z.enum(["auto", "none", "required"]),
  z.strictObject({ type: z.literal("function"), function: z.strictObject({ name: name() }) }),
]);

export const ResponseFormatSchema = z.union([
  z.strictObject({ type: z.literal("json_object") }),
  z.strictObject({
    type: z.literal("json_schema"),
    json_schema: z.strictObject({
      name: name(),
      description: z.optional(z.string()),
      schema: jsonSchema("json_schema.schema"),
      strict: z.optional(z.boolean()),
    }),
  }),
]);
export type ResponseFormat = z.output<typeof ResponseFormatSchema>;

export const REASONING_EFFORTS = ["minimal", "low", "medium", "high"] as const;
export const CHAT_APIS = ["chat-completions", "responses"] as const;

/** Spread into `SnippetRequestSchema` (./snippet.ts). */
export const CHAT_REQUEST_FIELDS = {
  /** Function tools the model may call; `true` for the sample weather tool. */
  tools: z.optional(z.union([z.literal(true), z.array(ToolSchema).check(z.minLength(1, "tools: give at least one tool, or true for the sample"))])),
  tool_choice: z.optional(ToolChoiceSchema),
  /** Structured output; `true` for the sample recipe schema. */
  response_format: z.optional(z.union([z.literal(true), ResponseFormatSchema])),
  /** `responses` calls `POST /v1/responses` instead of chat completions. */
  api: z.optional(z.enum(CHAT_APIS)),
  /** Vision-language models: send images as remote URLs (default) or read from local files as data URLs. */
  imageSource: z.optional(z.enum(["url", "file"])),
  /** A system prompt, sent before the messages (the Responses API's `instructions`). */
  system: z.optional(z.string()),
  seed: z.optional(z.int()),
  stop: z.optional(z.union([z.string(), z.array(z.string()).check(z.minLength(1), z.maxLength(4))])),
  reasoning_effort: z.optional(z.enum(REASONING_EFFORTS)),
};
// ---- engine/schema/model.ts, as it was
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
      z.transform((mapping) => (Array.isArray(mapping) ? mapping : Object.entries(mapping).map(([provider, entry]) => ({ provider, ...entry })))),
    ),
  ),
});

export type ModelRecord = z.output<typeof ModelRecordSchema>;
export type ModelRecordInput = z.input<typeof ModelRecordSchema>;
export type ProviderMappingEntry = z.output<typeof ProviderMappingEntrySchema>;

// ---- engine/schema/snippet.ts, as it was
export const ChatMessageSchema = z.looseObject({
  role: z.string().check(z.minLength(1)),
  content: z.union([
    z.string(),
    z.array(
      z.union([
        z.looseObject({ type: z.literal("text"), text: z.string() }),
        z.looseObject({ type: z.literal("image_url"), image_url: z.looseObject({ url: z.string() }) }),
      ]),
    ),
  ]),
});
export type ChatMessage = z.output<typeof ChatMessageSchema>;

export const SnippetRequestSchema = z.strictObject({
  /** Inference provider id, or "auto" to let the router choose. */
  provider: z._default(z.string().check(z.minLength(1)), "hf-inference"),
  /** A literal token to put in the code; without it the code reads an environment variable. */
  accessToken: z.optional(z.string()),
  /**
   * Call this URL (a dedicated endpoint) instead of a provider. Any text was accepted until the
   * engine took the command line's rule (engine/schema/endpoint-url.ts), added here as a refinement.
   */
  endpointUrl: z.optional(
    z.string().check(z.refine((v) => endpointUrlProblem(v) === undefined, { error: (issue) => endpointUrlProblem(String(issue.input)) })),
  ),
  /** Organisation billed for the call: the `X-HF-Bill-To` header. */
  billTo: z.optional(z.string()),
  /** Call the provider's own host with the provider's own key instead of routing through the hub. */
  directRequest: z.optional(z.boolean()),
  streaming: z.optional(z.boolean()),
  /** Replaces the sample input. */
  inputs: z.optional(z.unknown()),
  messages: z.optional(z.array(ChatMessageSchema)),
  temperature: z.optional(z.number()),
  max_tokens: z.optional(z.int()),
  top_p: z.optional(z.number()),
  ...CHAT_REQUEST_FIELDS,
});

export type SnippetRequest = z.input<typeof SnippetRequestSchema>;
export type ResolvedSnippetRequest = z.output<typeof SnippetRequestSchema>;

export const SnippetSchema = z.object({
  language: z.enum(SNIPPET_LANGUAGES),
  client: z.string().check(z.minLength(1)),
  content: z.string(),
});
export type Snippet = z.output<typeof SnippetSchema>;
