/**
 * Our samples for the chat modes, used when a request asks for tools or structured output
 * without giving its own (`tools: true`, `response_format: true`), so that every mode can be
 * shown on any chat model. Shapes: https://platform.openai.com/docs/guides/function-calling and
 * https://huggingface.co/docs/inference-providers/guides/structured-output.
 */
import type { ResponseFormat, Tool } from "../../schema/chat-request.js";

/** The sample tool's name; the generated code runs it with a canned forecast. */
export const SAMPLE_TOOL_NAME = "get_weather";

export const SAMPLE_TOOLS: Tool[] = [
  {
    type: "function",
    function: {
      name: SAMPLE_TOOL_NAME,
      description: "Get the current weather in a city.",
      parameters: {
        type: "object",
        properties: {
          city: { type: "string", description: "City name, e.g. Paris" },
          unit: { type: "string", enum: ["celsius", "fahrenheit"] },
        },
        required: ["city"],
      },
    },
  },
];

/** The question asked in tools mode when the request gives no messages. */
export const SAMPLE_TOOL_QUESTION = "What is the weather like in Paris today?";

export const SAMPLE_RESPONSE_FORMAT: Extract<ResponseFormat, { type: "json_schema" }> = {
  type: "json_schema",
  json_schema: {
    name: "recipe",
    schema: {
      type: "object",
      properties: {
        title: { type: "string" },
        servings: { type: "integer" },
        ingredients: { type: "array", items: { type: "string" } },
        steps: { type: "array", items: { type: "string" } },
      },
      required: ["title", "servings", "ingredients", "steps"],
      additionalProperties: false,
    },
    strict: true,
  },
};

/** The question asked in structured-output mode when the request gives no messages. */
export const SAMPLE_STRUCTURED_QUESTION = "Give me a simple recipe for pancakes.";
