/**
 * The chat fields of a snippet request beyond messages: tool calling, structured output, the
 * Responses API, local images and the playground's parameters. Shapes follow the OpenAI chat
 * API the router speaks (https://platform.openai.com/docs/api-reference/chat/create):
 * `tools[].function.{name, description, parameters, strict}`, `tool_choice`, `response_format`
 * as `{type: "json_object"}` or `{type: "json_schema", json_schema: {name, schema, strict}}`.
 * `true` for `tools` or `response_format` asks for our small sample (a weather lookup, a recipe).
 */
import { array, boolean, type Checker, enumOf, int, lazy, literal, optional, record, string, strictObject, unknown } from "./check.js";
import { union } from "./check-union.js";

/** OpenAI's rule for function and schema names: letters, digits, `_` and `-`, at most 64. */
export const FUNCTION_NAME = /^[A-Za-z0-9_-]{1,64}$/;
const NAME_RULE = "must be 1 to 64 letters, digits, '_' or '-'";

const name = () => string({ pattern: FUNCTION_NAME, patternMessage: `name ${NAME_RULE}` });

/** A JSON schema: a JSON object (not an array, a string or null). */
const jsonSchema = (what: string) => record(unknown(), { typeMessage: (value) => `${what} must be a JSON object (a JSON schema), got ${describe(value)}` });

function describe(value: unknown): string {
  if (value === null) return "null";
  if (Array.isArray(value)) return "an array";
  return typeof value === "string" ? `the string ${JSON.stringify(value)}` : typeof value;
}

export interface Tool {
  type: "function";
  function: {
    name: string;
    description?: string | undefined;
    parameters?: Record<string, unknown> | undefined;
    strict?: boolean | undefined;
  };
}

export type ToolChoice = "auto" | "none" | "required" | { type: "function"; function: { name: string } };

export type ResponseFormat =
  | { type: "json_object" }
  | {
      type: "json_schema";
      json_schema: { name: string; description?: string | undefined; schema: Record<string, unknown>; strict?: boolean | undefined };
    };

// Built on first use (`lazy`), like the request schema they are part of.
export const ToolSchema: Checker<Tool, Tool, "required"> = lazy("object", () =>
  strictObject({
    type: literal("function"),
    function: strictObject({
      name: name(),
      description: optional(string()),
      parameters: optional(jsonSchema("parameters")),
      strict: optional(boolean()),
    }),
  }),
);

const TOOL_CHOICES = ["auto", "none", "required"] as const;
/* @__NO_SIDE_EFFECTS__ */
const choicesOrObject = (choices: readonly string[]) => `${choices.map((c) => `"${c}"`).join(" or ")} or object`;
export const ToolChoiceSchema: Checker<ToolChoice, ToolChoice, "required"> = lazy(choicesOrObject(TOOL_CHOICES), () =>
  union([enumOf(TOOL_CHOICES), strictObject({ type: literal("function"), function: strictObject({ name: name() }) })]),
);

export const ResponseFormatSchema: Checker<ResponseFormat, ResponseFormat, "required"> = lazy("object", () =>
  union([
    strictObject({ type: literal("json_object") }),
    strictObject({
      type: literal("json_schema"),
      json_schema: strictObject({
        name: name(),
        description: optional(string()),
        schema: jsonSchema("json_schema.schema"),
        strict: optional(boolean()),
      }),
    }),
  ]),
);

export const REASONING_EFFORTS = ["minimal", "low", "medium", "high"] as const;
export const CHAT_APIS = ["chat-completions", "responses"] as const;

/** Spread into `SnippetRequestSchema` (./snippet.ts) when it is first built. */
export const chatRequestFields = () => ({
  /** Function tools the model may call; `true` for the sample weather tool. */
  tools: optional(union([literal(true), array(ToolSchema, { min: 1, minMessage: "tools: give at least one tool, or true for the sample" })])),
  tool_choice: optional(ToolChoiceSchema),
  /** Structured output; `true` for the sample recipe schema. */
  response_format: optional(union([literal(true), ResponseFormatSchema])),
  /** `responses` calls `POST /v1/responses` instead of chat completions. */
  api: optional(enumOf(CHAT_APIS)),
  /** Vision-language models: send images as remote URLs (default) or read from local files as data URLs. */
  imageSource: optional(enumOf(["url", "file"])),
  /** A system prompt, sent before the messages (the Responses API's `instructions`). */
  system: optional(string()),
  seed: optional(int()),
  stop: optional(union([string(), array(string(), { min: 1, max: 4 })])),
  reasoning_effort: optional(enumOf(REASONING_EFFORTS)),
});
