/**
 * The SDK calls of the chat modes whose call differs from plain chat's (./sdk-chat.ts): the tools
 * loop sends `messages` and `tools` as variables it appends to and sends again; the Responses API
 * (`client.responses.create`) takes `input` items and its own fields (./responses.ts), with the
 * items and tools as variables in its tool loop. Structured output is plain chat's call with a
 * `response_format`, so it has no code here.
 */
import type { ResolvedSnippetRequest } from "../../schema/snippet.js";
import type { ChatCallCode, ChatTarget } from "../contract/call-types.js";
import { Expr } from "../code/code.js";
import type { LanguagePlugin, SdkChatCode } from "../contract/plugin-contract.js";
import type { ChatPayload } from "../providers/types.js";
import { chatMode } from "./mode.js";
import { responsesFields } from "./responses.js";
import { chatArgs, imageCode, sdkChat, targetArgs } from "./sdk-chat.js";

export function modeCallCode(plugin: LanguagePlugin, target: ChatTarget, chat: ChatPayload, request: ResolvedSnippetRequest): ChatCallCode | undefined {
  const mode = chatMode(request);
  const sdk = sdkChat(plugin);
  if (mode === "tools") {
    const images = imageCode(plugin, chat.messages);
    const args = chatArgs(target, chat, new Expr("messages"), new Expr("tools"));
    const tools = chat.extra?.tools;
    return code(sdk, args, images, sdk.assign("messages", images.value), tools !== undefined ? sdk.assign("tools", tools) : "");
  }
  if (mode !== "responses") return undefined;
  const { model: _m, input, instructions, ...fields } = responsesFields(chat, request, target.model ?? "");
  const images = imageCode(plugin, input);
  const loop = chat.extra?.tools !== undefined;
  const itemsName = sdk.variable(["input", "items"]);
  const args = Object.assign(targetArgs(target), { instructions, input: loop ? new Expr(itemsName) : images.value }, fields);
  if (loop) args.tools = new Expr("tools");
  if (chat.stream) args.stream = true;
  return loop ? code(sdk, args, images, sdk.assign(itemsName, images.value), sdk.assign("tools", fields.tools)) : code(sdk, args, images, "", "");
}

function code(sdk: SdkChatCode, args: Record<string, unknown>, images: ReturnType<typeof imageCode>, messages: string, tools: string): ChatCallCode {
  return { args: sdk.args(args, 1), args2: () => sdk.args(args, 2), messages, tools, prepare: images.prepare.trimEnd(), readsFiles: images.readsFiles };
}
