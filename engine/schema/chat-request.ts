/**
 * The chat fields of a snippet request beyond messages: tool calling, structured output, the
 * Responses API, local images and the playground's parameters. Shapes follow the OpenAI chat
 * API the router speaks (https://platform.openai.com/docs/api-reference/chat/create):
 * `tools[].function.{name, description, parameters, strict}`, `tool_choice`, `response_format`
 * as `{type: "json_object"}` or `{type: "json_schema", json_schema: {name, schema, strict}}`.
 * `true` for `tools` or `response_format` asks for our small sample (a weather lookup, a recipe).
 */
import * as z from "zod/mini";
import { useEnglishMessages } from "./zod.js";

useEnglishMessages();

/** OpenAI's rule for function and schema names: letters, digits, `_` and `-`, at most 64. */
export const FUNCTION_NAME = /^[A-Za-z0-9_-]{1,64}$/;
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
