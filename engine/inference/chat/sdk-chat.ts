/**
 * Chat call arguments for the SDK clients (huggingface_hub, huggingface.js, openai) with every
 * plain chat field of the request, and the code that reads local images into base64 first. The
 * chat-modes plugin builds its own calls (tools loop, Responses API: ./mode-call.ts) from the
 * same parts. huggingface_hub's `chat_completion` has no `reasoning_effort` parameter: it goes
 * in `extra_body`.
 */
import type { ResolvedSnippetRequest } from "../../schema/snippet.js";
import type { ChatCallCode, ChatTarget, TaskInputs } from "../contract/call-types.js";
import { Expr } from "../code/code.js";
import type { ChatModes, LanguagePlugin, SdkChatCode } from "../contract/plugin-contract.js";
import { FileInput, type ChatPayload } from "../providers/types.js";

/** How `plugin`'s language writes SDK chat calls (a plugin with SDK clients has `sdk`). */
export const sdkChat = (plugin: LanguagePlugin): SdkChatCode => plugin.sdk!.chat;

/**
 * The arguments of a chat-completion call with the request's messages and sampling options only
 * (the OpenAI client's, and huggingface_hub's before the chat fields are added), at level 1.
 */
export function sdkChatArgs(sdk: SdkChatCode, model: string | undefined, call: TaskInputs): string {
  const { messages, temperature, max_tokens, top_p, stream } = call.chat!;
  return sdk.args({ model, messages, temperature, max_tokens, top_p, stream: stream || undefined }, 1);
}

/** Replaces each local image (`FileInput`) by code that builds its data URL; collects the reads. */
export function imageCode(plugin: LanguagePlugin, value: unknown): { value: unknown; prepare: string; readsFiles: boolean } {
  const lang = plugin.module;
  const names = new Map<string, string>();
  let prepare = "";
  const variable = (file: FileInput): string => {
    let name = names.get(file.file);
    if (name) return name;
    // Names are ours (`image_b64`, `image2_b64`, …): nothing from a path reaches code outside a string.
    name = `image${names.size ? names.size + 1 : ""}_b64`;
    names.set(file.file, name);
    prepare += sdkChat(plugin).readBase64(name, file.file);
    return name;
  };
  const walk = (v: unknown): unknown => {
    if (v instanceof FileInput) return new Expr(`${lang.str(`data:${v.mime};base64,`)} + ${variable(v)}`);
    if (Array.isArray(v)) return v.map(walk);
    if (v && typeof v === "object") return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, walk(x)]));
    return v;
  };
  const out = walk(value);
  // Without files the original (possibly shared, ./code.ts) value keeps its cached literal.
  return names.size ? { value: out, prepare, readsFiles: true } : { value, prepare: "", readsFiles: false };
}

export function chatCallCode(
  plugin: LanguagePlugin,
  target: ChatTarget,
  chat: ChatPayload,
  request: ResolvedSnippetRequest,
  modes: ChatModes | undefined,
): ChatCallCode {
  const custom = modes?.callCode(plugin, target, chat, request);
  if (custom) return custom;
  const images = imageCode(plugin, chat.messages);
  const args = chatArgs(target, chat, images.value);
  const sdk = sdkChat(plugin);
  return { args: sdk.args(args, 1), args2: () => sdk.args(args, 2), messages: "", tools: "", prepare: images.prepare.trimEnd(), readsFiles: images.readsFiles };
}

/**
 * The chat call's arguments: the client's target, the messages, the sampling options and the
 * body's extra fields in the order the raw clients send them (./payload.ts); `tools` replaces the
 * request's tools (the tools loop passes its variable).
 */
export function chatArgs(target: ChatTarget, chat: ChatPayload, messages: unknown, tools?: Expr): Record<string, unknown> {
  const args = targetArgs(target);
  args.messages = messages;
  Object.assign(args, { temperature: chat.temperature, max_tokens: chat.max_tokens, top_p: chat.top_p });
  for (const [key, value] of Object.entries(chat.extra ?? {})) {
    if (key === "tools") args.tools = tools ?? value;
    else if (key === "reasoning_effort" && target.traits.reasoningInExtraBody) args.extra_body = { reasoning_effort: value };
    else args[key] = value;
  }
  // huggingface.js streams through chatCompletionStream; the others take `stream`.
  if (chat.stream && !target.traits.streamMethod) args.stream = true;
  return args;
}

/** The arguments that name where the call goes: huggingface.js's endpoint and provider, and the model. */
export function targetArgs(target: ChatTarget): Record<string, unknown> {
  const args: Record<string, unknown> = {};
  if (target.traits.routeArgs && target.endpointUrl) args.endpointUrl = target.endpointUrl;
  if (target.traits.routeArgs && target.provider) args.provider = target.provider;
  if (target.model !== undefined) args.model = target.model;
  return args;
}
