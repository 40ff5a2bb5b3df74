/**
 * The recording server's chat answers, shaped as the real APIs answer: a chat completion that
 * asks for the request's first tool while no tool result has been sent, then the final text;
 * the same as server-sent events (tool-call deltas in fragments); JSON content when a
 * response format is asked; the Responses API's object and its event stream. Paths are matched
 * by their end, so the router's, a provider's and the python redirect's (`/__host/…`) all match.
 */
import type { Answer, RecordedRequest, RecordingServer } from "../../support/recording-server.js";

export const FINAL_TEXT = "It is 18 degrees in Paris.";
export const RECIPE = { title: "Pancakes", servings: 2, ingredients: ["flour", "milk", "eggs"], steps: ["Mix.", "Fry."] };
export const TOOL_CALL_ID = "call_1";
/** The arguments the model sends for each known tool. */
const ARGUMENTS: Record<string, string> = { get_weather: '{"city": "Paris"}', lookup_stock: '{"sku": "SKU-42"}' };

interface ChatBody {
  stream?: boolean;
  tools?: { function: { name: string } }[];
  messages?: { role: string }[];
  response_format?: unknown;
}

const sse = (events: unknown[], done = true) => ({
  body: events.map((e) => `data: ${JSON.stringify(e)}\n\n`).join("") + (done ? "data: [DONE]\n\n" : ""),
  contentType: "text/event-stream",
});

function completion(message: Record<string, unknown>, finish: string) {
  return {
    id: "c1",
    object: "chat.completion",
    created: 1,
    model: "m",
    choices: [{ index: 0, message: { role: "assistant", ...message }, finish_reason: finish }],
    usage: { prompt_tokens: 5, completion_tokens: 2, total_tokens: 7 },
  };
}

const chunk = (delta: Record<string, unknown>, finish: string | null = null) => ({
  id: "c1",
  object: "chat.completion.chunk",
  created: 1,
  model: "m",
  choices: [{ index: 0, delta, finish_reason: finish }],
});

function chatAnswer(request: RecordedRequest): Answer {
  const body = JSON.parse(request.body.toString("utf8") || "{}") as ChatBody;
  const tool = body.tools?.[0]?.function.name;
  const wantsTool = tool !== undefined && !body.messages?.some((m) => m.role === "tool");
  const args = tool ? (ARGUMENTS[tool] ?? "{}") : "{}";
  const text = body.response_format ? JSON.stringify(RECIPE) : FINAL_TEXT;
  if (!body.stream) {
    if (wantsTool)
      return {
        body: completion({ content: null, tool_calls: [{ id: TOOL_CALL_ID, type: "function", function: { name: tool, arguments: args } }] }, "tool_calls"),
      };
    return { body: completion({ content: text }, "stop") };
  }
  if (wantsTool) {
    const cut = Math.floor(args.length / 2);
    return sse([
      chunk({ role: "assistant", content: null, tool_calls: [{ index: 0, id: TOOL_CALL_ID, type: "function", function: { name: tool, arguments: "" } }] }),
      chunk({ tool_calls: [{ index: 0, function: { arguments: args.slice(0, cut) } }] }),
      chunk({ tool_calls: [{ index: 0, function: { arguments: args.slice(cut) } }] }),
      chunk({}, "tool_calls"),
    ]);
  }
  const cut = Math.floor(text.length / 2);
  return sse([chunk({ role: "assistant", content: text.slice(0, cut) }), chunk({ content: text.slice(cut) }), chunk({}, "stop")]);
}

function responseObject(status: string, text: string) {
  const output = text
    ? [{ type: "message", id: "msg_1", status: "completed", role: "assistant", content: [{ type: "output_text", text, annotations: [] }] }]
    : [];
  return {
    id: "resp_1",
    object: "response",
    created_at: 1,
    status,
    model: "m",
    output,
    parallel_tool_calls: true,
    tool_choice: "auto",
    tools: [],
    error: null,
    incomplete_details: null,
    instructions: null,
    metadata: {},
    temperature: 1,
    top_p: 1,
  };
}

function functionCall(name: string, args: string) {
  return { type: "function_call", id: "fc_1", call_id: TOOL_CALL_ID, name, arguments: args, status: "completed" };
}

/** A Responses stream that ends in one function call, its arguments in two deltas. */
function functionCallEvents(name: string, args: string): string {
  const cut = Math.floor(args.length / 2);
  const base = { item_id: "fc_1", output_index: 0 };
  const done = { ...responseObject("completed", ""), output: [functionCall(name, args)] };
  const events = [
    { type: "response.created", response: responseObject("in_progress", "") },
    { type: "response.output_item.added", output_index: 0, item: { ...functionCall(name, ""), status: "in_progress" } },
    { type: "response.function_call_arguments.delta", ...base, delta: args.slice(0, cut) },
    { type: "response.function_call_arguments.delta", ...base, delta: args.slice(cut) },
    { type: "response.function_call_arguments.done", ...base, arguments: args },
    { type: "response.output_item.done", output_index: 0, item: functionCall(name, args) },
    { type: "response.completed", response: done },
  ].map((e, i) => ({ ...e, sequence_number: i }));
  return events.map((e) => `event: ${e.type}\ndata: ${JSON.stringify(e)}\n\n`).join("");
}

function responsesAnswer(request: RecordedRequest): Answer {
  const body = JSON.parse(request.body.toString("utf8") || "{}") as {
    stream?: boolean;
    text?: { format?: unknown };
    tools?: { name: string }[];
    input?: { type?: string }[];
  };
  const tool = body.tools?.[0]?.name;
  if (tool !== undefined && !body.input?.some((item) => item.type === "function_call_output")) {
    const args = ARGUMENTS[tool] ?? "{}";
    if (!body.stream) return { body: { ...responseObject("completed", ""), output: [functionCall(tool, args)] } };
    return { body: functionCallEvents(tool, args), contentType: "text/event-stream" };
  }
  const text = body.text?.format ? JSON.stringify(RECIPE) : FINAL_TEXT;
  if (!body.stream) return { body: responseObject("completed", text) };
  const cut = Math.floor(text.length / 2);
  const base = { item_id: "msg_1", output_index: 0, content_index: 0 };
  const events = [
    { type: "response.created", response: responseObject("in_progress", "") },
    { type: "response.output_text.delta", ...base, delta: text.slice(0, cut) },
    { type: "response.output_text.delta", ...base, delta: text.slice(cut) },
    { type: "response.output_text.done", ...base, text },
    { type: "response.completed", response: responseObject("completed", text) },
  ].map((e, i) => ({ ...e, sequence_number: i }));
  return { body: events.map((e) => `event: ${e.type}\ndata: ${JSON.stringify(e)}\n\n`).join(""), contentType: "text/event-stream" };
}

/** The error a refusing provider gives (the router passes its message on): every snippet must print the message and fail. */
export const API_ERROR = { status: 422, message: "acme/model-x does not support tools or response formats on this provider" };

/**
 * The hub's provider-mapping lookup (both SDKs make it) and the chat and Responses routes; a
 * request for which `refuses` holds gets the API error instead.
 */
export function serveChat(server: RecordingServer, modelId: string, task: string, refuses: (request: RecordedRequest) => boolean = () => false): void {
  const mapping = { "hf-inference": { status: "live", providerId: modelId, task: "conversational" } };
  const refusal: Answer = { status: API_ERROR.status, body: { error: { message: API_ERROR.message, type: "invalid_request_error" } } };
  server
    .on("GET", (p) => p.includes(`/api/models/${modelId}`), { body: { _id: "x", id: modelId, pipeline_tag: task, inferenceProviderMapping: mapping } })
    .on(
      "POST",
      (p) => p.endsWith("/chat/completions"),
      (request) => (refuses(request) ? refusal : chatAnswer(request)),
    )
    .on(
      "POST",
      (p) => p.endsWith("/responses"),
      (request) => (refuses(request) ? refusal : responsesAnswer(request)),
    );
}
