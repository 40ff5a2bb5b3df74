/**
 * The chat payload's parts beyond messages and sampling options that plain chat has: the system
 * prompt, local images, seed, stop and reasoning effort (the chat-modes plugin adds its own,
 * ./modes.ts), in the order they are sent. Everything stays plain data (images become
 * `FileInput`s); the engine quotes it per language.
 */
import type { ChatMessage } from "../../schema/snippet.js";
import type { ResolvedSnippetRequest } from "../../schema/snippet.js";
import { FileInput } from "../providers/types.js";
import { mimeOf } from "../call/mime.js";
import type { ChatModes } from "../contract/plugin-contract.js";
import { PLUGIN_MODE_FIELDS } from "./mode-definitions.js";

/** The request fields this module adds to the payload or messages (plain chat's beyond messages and sampling). */
export const PLAIN_CHAT_FIELDS = ["imageSource", "system", "seed", "stop", "reasoning_effort"] as const;

/** Whether the request sets anything this module or the chat modes add (the sample-input cache is then bypassed). */
export function hasChatExtras(request: ResolvedSnippetRequest): boolean {
  return PLUGIN_MODE_FIELDS.some((f) => request[f] !== undefined) || PLAIN_CHAT_FIELDS.some((f) => request[f] !== undefined);
}

/** Extra body fields after the sampling options, in the order they are sent: plain chat's, then the mode's. */
export function chatExtras(request: ResolvedSnippetRequest, modes: ChatModes | undefined): Record<string, unknown> {
  const extra: Record<string, unknown> = {};
  if (request.seed !== undefined) extra.seed = request.seed;
  if (request.stop !== undefined) extra.stop = request.stop;
  if (request.reasoning_effort !== undefined) extra.reasoning_effort = request.reasoning_effort;
  return modes ? Object.assign(extra, modes.extras(request)) : extra;
}

/**
 * The messages to send: the mode's sample question when the request gives no messages and the
 * mode has one, the system prompt first, and with `imageSource: "file"` every image URL that is
 * not already a data URL read from a local file named like the URL's last segment.
 */
export function chatMessages(request: ResolvedSnippetRequest, sample: ChatMessage[], modes: ChatModes | undefined): ChatMessage[] {
  let messages = request.messages ?? (modes?.sampleMessages(request) || sample);
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
