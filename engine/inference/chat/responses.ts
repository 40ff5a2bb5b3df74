/**
 * The Responses API request (`POST https://router.huggingface.co/v1/responses`): the chat plan
 * re-aimed at `/responses`, with the messages as `input` items (text parts `input_text`, image
 * parts `input_image` with a URL string), the system prompt as `instructions`, `max_tokens` as
 * `max_output_tokens`, a response format as `text: {format}` (the json_schema's fields one level
 * up: `{type: "json_schema", name, schema, strict}`) and reasoning effort as `reasoning: {effort}`.
 * Shapes: https://platform.openai.com/docs/api-reference/responses/create and
 * https://huggingface.co/docs/inference-providers/guides/responses-api.
 */
import type { ResponseFormat, Tool } from "../../schema/chat-request.js";
import type { ResolvedSnippetRequest } from "../../schema/snippet.js";
import { SAMPLE_RESPONSE_FORMAT } from "./samples.js";
import type { HttpRequestSpec } from "../call/http-request.js";
import { bodyValue } from "../providers/shared.js";
import type { BodyValue, ChatPayload } from "../providers/types.js";

/** The Responses body's fields (model first, stream last), as plain data. */
export function responsesFields(chat: ChatPayload, request: ResolvedSnippetRequest, model: string): Record<string, unknown> {
  const messages = chat.messages.filter((m) => !(request.system !== undefined && m === chat.messages[0] && m.role === "system"));
  const fields: Record<string, unknown> = { model };
  if (request.system !== undefined) fields.instructions = request.system;
  fields.input = messages.map((m) => ({
    role: m.role,
    content:
      typeof m.content === "string"
        ? m.content
        : m.content.map((part) =>
            part.type === "text" ? { type: "input_text", text: part.text } : { type: "input_image", image_url: (part.image_url as { url: unknown }).url },
          ),
  }));
  if (chat.temperature !== undefined) fields.temperature = chat.temperature;
  if (chat.max_tokens !== undefined) fields.max_output_tokens = chat.max_tokens;
  if (chat.top_p !== undefined) fields.top_p = chat.top_p;
  const tools = chat.extra?.tools as Tool[] | undefined;
  // Responses function tools are flat: {type, name, description, parameters, strict}. The Responses
  // API takes an omitted `strict` as true, chat completions as false: a tool that does not say is
  // sent with `strict: false`, so it is checked as its chat twin is (a schema with optional
  // properties, such as the sample's `unit`, is not valid in strict mode).
  if (tools) fields.tools = tools.map((t) => ({ type: "function", ...t.function, strict: t.function.strict ?? false }));
  const choice = request.tool_choice;
  if (choice !== undefined) fields.tool_choice = typeof choice === "string" ? choice : { type: "function", name: choice.function.name };
  if (request.response_format !== undefined)
    fields.text = { format: textFormat(request.response_format === true ? SAMPLE_RESPONSE_FORMAT : request.response_format) };
  if (request.reasoning_effort !== undefined) fields.reasoning = { effort: request.reasoning_effort };
  return fields;
}

function textFormat(format: ResponseFormat): Record<string, unknown> {
  return format.type === "json_schema" ? { type: "json_schema", ...format.json_schema } : { type: format.type };
}

/** The router's chat plan turned into its Responses call. */
export function responsesPlan(plan: HttpRequestSpec, chat: ChatPayload, request: ResolvedSnippetRequest): HttpRequestSpec {
  const model = plan.body.kind === "json" ? String((plan.body.json as Record<string, BodyValue>).model) : "";
  const json = bodyValue({ ...responsesFields(chat, request, model), stream: chat.stream }, "dataUrl");
  return { ...plan, url: plan.url.replace(/\/chat\/completions$/, "/responses"), body: { kind: "json", json } };
}
