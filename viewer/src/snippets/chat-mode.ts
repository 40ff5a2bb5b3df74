/**
 * The chat modes the viewer offers, read from the engine's chat-mode table (each mode's id, its
 * short label and the request fields that ask for it), and the image source of vision-language
 * models, as snippet-request fields. Tools and structured output use the engine's samples (a
 * weather tool, a recipe schema), so every chat model can show them.
 */
import { CHAT_MODE_DEFINITIONS, languagesWithMode, type ChatMode, type ModelRecordInput, type SnippetRequest } from "../../../engine/index.js";

export type ChatModeValue = ChatMode;
export const CHAT_MODES: readonly { value: ChatModeValue; label: string }[] = CHAT_MODE_DEFINITIONS.map((m) => ({ value: m.id, label: m.tabLabel }));
/** Plain chat, the table's first mode: the default, and the one with no `?mode=`. */
export const PLAIN_MODE: ChatModeValue = CHAT_MODE_DEFINITIONS[0].id;

export const IMAGE_SOURCES = [
  { value: "url", label: "URL" },
  { value: "file", label: "local file" },
] as const;

export function pickMode(value: string | null): ChatModeValue {
  return CHAT_MODES.find((m) => m.value === value)?.value ?? PLAIN_MODE;
}

export function isVisionChatModel(model: ModelRecordInput): boolean {
  return model.pipeline_tag === "image-text-to-text";
}

/** The request fields of a mode and an image source (nothing for plain chat from URLs). */
export function chatModeRequest(mode: ChatModeValue, imageFile: boolean): Partial<SnippetRequest> {
  const out: Partial<SnippetRequest> = { ...CHAT_MODE_DEFINITIONS.find((m) => m.id === mode)?.request };
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
export function modeGaps(
  mode: ChatModeValue,
  streaming: boolean,
  languages: readonly string[],
  withMode: (mode: ChatModeValue, streaming: boolean) => string[] = languagesWithMode,
): Set<string> {
  if (mode === PLAIN_MODE) return new Set();
  const has = new Set(withMode(mode, streaming));
  return new Set(languages.filter((l) => !has.has(l)));
}
