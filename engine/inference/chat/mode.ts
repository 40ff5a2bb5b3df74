/**
 * The chat mode a request asks for (plain chat, tools, structured output, the Responses API),
 * the template it renders with, and the checks of mode combinations no snippet can serve (for
 * the chat-modes plugin, ./plugin.ts). Each problem is reported with the request field it concerns.
 */
import type { ResolvedSnippetRequest } from "../../schema/snippet.js";
import { PLAIN_CHAT_ID, selectedMode, type ChatMode } from "./mode-definitions.js";
import { SAMPLE_TOOL_NAME } from "./samples.js";

export function chatMode(request: ResolvedSnippetRequest): ChatMode {
  return selectedMode(request).id;
}

/** The template of a mode request (the table's `template`, `…Stream` when streamed); undefined for plain chat (built in). */
export function modeTemplateName(request: ResolvedSnippetRequest): string | undefined {
  const mode = selectedMode(request);
  if (mode.id === PLAIN_CHAT_ID) return undefined;
  const name = request.tools !== undefined && mode.toolsTemplate ? mode.toolsTemplate : mode.template;
  return request.streaming ? `${name}Stream` : name;
}

/** Adds a problem for each combination of mode fields the snippets cannot serve (the model is a chat model). */
export function checkModes(request: ResolvedSnippetRequest, add: (path: string, message: string, hint?: string) => void): void {
  if (request.tools !== undefined && request.response_format !== undefined)
    add("response_format", "give tools or response_format, not both (each is its own snippet mode)");
  if (request.tool_choice !== undefined && request.tools === undefined)
    add("tool_choice", "tool_choice needs tools", "add tools (or tools: true for the sample)");
  if (typeof request.tool_choice === "object" && request.tools !== undefined) {
    const names = request.tools === true ? [SAMPLE_TOOL_NAME] : request.tools.map((t) => t.function.name);
    const chosen = request.tool_choice.function.name;
    if (!names.includes(chosen))
      add("tool_choice.function.name", `tool_choice names ${JSON.stringify(chosen)}, which is not one of the tools (${names.join(", ")})`);
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
}
