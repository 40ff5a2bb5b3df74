/**
 * The chat mode a request asks for (plain chat, tools, structured output, the Responses API),
 * the template it renders with, and the checks of combinations no snippet can serve. Each
 * problem is reported with the request field it concerns.
 */
import { AtlasError, type Problem } from "../../errors.js";
import type { ResolvedSnippetRequest } from "../../schema/snippet.js";
import { SAMPLE_TOOL_NAME } from "./samples.js";

export type ChatMode = "chat" | "tools" | "structured" | "responses";

/** Request fields that only chat models take. */
const CHAT_ONLY = ["tools", "tool_choice", "response_format", "api", "imageSource", "system", "seed", "stop", "reasoning_effort"] as const;

export function chatMode(request: ResolvedSnippetRequest): ChatMode {
  if (request.api === "responses") return "responses";
  if (request.tools !== undefined) return "tools";
  if (request.response_format !== undefined) return "structured";
  return "chat";
}

const TEMPLATES: Record<ChatMode, [string, string]> = {
  chat: ["conversational", "conversationalStream"],
  tools: ["chatTools", "chatToolsStream"],
  structured: ["chatStructured", "chatStructuredStream"],
  responses: ["responses", "responsesStream"],
};

export function chatTemplateName(request: ResolvedSnippetRequest): string {
  // The Responses API's tool loop has its own item shapes (function_call / function_call_output).
  if (chatMode(request) === "responses" && request.tools !== undefined) return request.streaming ? "responsesToolsStream" : "responsesTools";
  return TEMPLATES[chatMode(request)][request.streaming ? 1 : 0];
}

/** Throws one AtlasError listing every field combination the snippets cannot serve. */
export function checkChatRequest(request: ResolvedSnippetRequest, conversational: boolean, task: string): void {
  const problems: Problem[] = [];
  const add = (path: string, message: string, hint?: string) => problems.push({ code: "input", path, message: `snippet request: ${message}`, hint });
  if (!conversational) {
    for (const field of CHAT_ONLY) {
      if (request[field] !== undefined) add(field, `${field} applies to chat models only, and this model's pipeline is ${JSON.stringify(task)} without chat`, "tag a text-generation model \"conversational\", or leave the field out");
    }
    if (problems.length) throw new AtlasError(problems);
    return;
  }
  if (request.tools !== undefined && request.response_format !== undefined) add("response_format", "give tools or response_format, not both (each is its own snippet mode)");
  if (request.tool_choice !== undefined && request.tools === undefined) add("tool_choice", "tool_choice needs tools", "add tools (or tools: true for the sample)");
  if (typeof request.tool_choice === "object" && request.tools !== undefined) {
    const names = request.tools === true ? [SAMPLE_TOOL_NAME] : request.tools.map((t) => t.function.name);
    const chosen = request.tool_choice.function.name;
    if (!names.includes(chosen)) add("tool_choice.function.name", `tool_choice names ${JSON.stringify(chosen)}, which is not one of the tools (${names.join(", ")})`);
  }
  if (Array.isArray(request.tools)) {
    const seen = new Set<string>();
    request.tools.forEach((t, i) => {
      if (seen.has(t.function.name)) add(`tools.${i}.function.name`, `two tools are named ${JSON.stringify(t.function.name)}`);
      seen.add(t.function.name);
    });
  }
  if (request.api === "responses") {
    for (const field of ["seed", "stop"] as const) {
      if (request[field] !== undefined) add(field, `${field} is not a parameter of the Responses API`, 'use api "chat-completions" for it');
    }
    if (request.endpointUrl) add("api", 'api "responses" is served by the Hugging Face router, not by a custom endpoint');
    if (request.directRequest) add("api", 'api "responses" is served by the Hugging Face router, not by a provider\'s own host', "leave directRequest out");
  }
  if (problems.length) throw new AtlasError(problems);
}
