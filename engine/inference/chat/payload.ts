/**
 * The chat payload's parts beyond messages and sampling options: the system prompt, local
 * images, tools, structured output, seed, stop and reasoning effort, in the order they are sent.
 * Everything stays plain data (images become `FileInput`s); the engine quotes it per language.
 */
import type { ChatMessage } from "../../schema/snippet.js";
import type { ResolvedSnippetRequest } from "../../schema/snippet.js";
import { FileInput } from "../providers/types.js";
import { mimeOf } from "../task-inputs.js";
import { SAMPLE_RESPONSE_FORMAT, SAMPLE_STRUCTURED_QUESTION, SAMPLE_TOOL_QUESTION, SAMPLE_TOOLS } from "./samples.js";

/** Whether the request sets anything this module adds (the sample-input cache is then bypassed). */
export function hasChatExtras(request: ResolvedSnippetRequest): boolean {
  return [request.tools, request.tool_choice, request.response_format, request.api, request.imageSource, request.system, request.seed, request.stop, request.reasoning_effort].some((v) => v !== undefined);
}

/** Extra body fields after the sampling options, in the order they are sent. */
export function chatExtras(request: ResolvedSnippetRequest): Record<string, unknown> {
  const extra: Record<string, unknown> = {};
  if (request.seed !== undefined) extra.seed = request.seed;
  if (request.stop !== undefined) extra.stop = request.stop;
  if (request.reasoning_effort !== undefined) extra.reasoning_effort = request.reasoning_effort;
  if (request.tools !== undefined) extra.tools = request.tools === true ? SAMPLE_TOOLS : request.tools;
  if (request.tool_choice !== undefined) extra.tool_choice = request.tool_choice;
  if (request.response_format !== undefined) extra.response_format = request.response_format === true ? SAMPLE_RESPONSE_FORMAT : request.response_format;
  return extra;
}

/**
 * The messages to send: the sample question of the mode when the request gives no messages
 * and asks for our sample tools or schema, the system prompt first, and with
 * `imageSource: "file"` every image URL that is not already a data URL read from a local
 * file named like the URL's last segment.
 */
export function chatMessages(request: ResolvedSnippetRequest, sample: ChatMessage[]): ChatMessage[] {
  let messages = request.messages ?? sample;
  if (request.messages === undefined && request.tools === true) messages = [{ role: "user", content: SAMPLE_TOOL_QUESTION }];
  else if (request.messages === undefined && request.response_format === true) messages = [{ role: "user", content: SAMPLE_STRUCTURED_QUESTION }];
  if (request.system !== undefined) messages = [{ role: "system", content: request.system }, ...messages];
  if (request.imageSource === "file") messages = messages.map(withLocalImages);
  return messages;
}

function withLocalImages(message: ChatMessage): ChatMessage {
  if (typeof message.content === "string") return message;
  const content = message.content.map((part) => {
    if (part.type !== "image_url") return part;
    const url = (part.image_url as { url: unknown }).url;
    if (typeof url !== "string" || url.startsWith("data:")) return part;
    const file = localName(url);
    return { ...part, image_url: { ...part.image_url, url: new FileInput(file, mimeOf(file, "image")) as unknown as string } };
  });
  return { ...message, content } as ChatMessage;
}

/** The local file for an image URL: its last path segment (query and fragment dropped), or the text itself for a path. */
function localName(url: string): string {
  if (!/^https?:\/\//i.test(url)) return url;
  const path = url.replace(/[?#].*$/, "");
  const name = baseName(path.replace(/\/+$/, ""));
  return name && !/^https?:$/i.test(name) ? decodeURIComponentSafe(name) : "image.jpg";
}

const baseName = (path: string) => path.replace(/^.*\//, "");

function decodeURIComponentSafe(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}
