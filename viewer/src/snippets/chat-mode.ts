/**
 * The chat modes the viewer offers (Chat, Tools, Structured output, Responses) and the image
 * source of vision-language models, as snippet-request fields. Tools and structured output use
 * the engine's samples (a weather tool, a recipe schema), so every chat model can show them.
 */
import { languagesWithMode, type ModelRecordInput, type SnippetRequest } from "../../../engine/index.js";

export const CHAT_MODES = [
  { value: "chat", label: "Chat" },
  { value: "tools", label: "Tools" },
  { value: "structured", label: "Structured output" },
  { value: "responses", label: "Responses" },
] as const;
export type ChatModeValue = (typeof CHAT_MODES)[number]["value"];

export const IMAGE_SOURCES = [
  { value: "url", label: "URL" },
  { value: "file", label: "local file" },
] as const;

export function pickMode(value: string | null): ChatModeValue {
  return CHAT_MODES.find((m) => m.value === value)?.value ?? "chat";
}

export function isVisionChatModel(model: ModelRecordInput): boolean {
  return model.pipeline_tag === "image-text-to-text";
}

/** The request fields of a mode and an image source (nothing for plain chat from URLs). */
export function chatModeRequest(mode: ChatModeValue, imageFile: boolean): Partial<SnippetRequest> {
  const out: Partial<SnippetRequest> = {};
  if (mode === "tools") out.tools = true;
  if (mode === "structured") out.response_format = true;
  if (mode === "responses") out.api = "responses";
  if (imageFile) out.imageSource = "file";
  return out;
}

export function modeLabel(mode: ChatModeValue): string {
  return CHAT_MODES.find((m) => m.value === mode)!.label;
}

/**
 * The languages (of `languages`) with no template for `mode` (streamed, when `streaming`): read
 * from the table the registry derives from the template names (`languagesWithMode`), so the
 * marks follow as languages gain modes. Plain chat lacks nowhere.
 */
export function modeGaps(mode: ChatModeValue, streaming: boolean, languages: readonly string[], withMode: (mode: ChatModeValue, streaming: boolean) => string[] = languagesWithMode): Set<string> {
  if (mode === "chat") return new Set();
  const has = new Set(withMode(mode, streaming));
  return new Set(languages.filter((l) => !has.has(l)));
}
