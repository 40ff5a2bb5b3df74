/**
 * The SDK calls of the chat modes whose call differs from plain chat's (./sdk-chat.ts): the tools
 * loop sends `messages` and `tools` as variables it appends to and sends again; the Responses API
 * (`client.responses.create`) takes `input` items and its own fields (./responses.ts), with the
 * items and tools as variables in its tool loop. Structured output is plain chat's call with a
 * `response_format`, so it has no code here.
 */
import type { LanguageModule } from "../language-module.js";
import type { ResolvedSnippetRequest } from "../../schema/snippet.js";
import type { ChatCallCode, ChatTarget } from "../call-types.js";
import { Expr } from "../code.js";
import type { ChatPayload } from "../providers/types.js";
import { chatMode } from "./mode.js";
import { responsesFields } from "./responses.js";
import { assignCode, chatArgs, imageCode, renderArgs, targetArgs } from "./sdk-chat.js";

export function modeCallCode(lang: LanguageModule, target: ChatTarget, chat: ChatPayload, request: ResolvedSnippetRequest): ChatCallCode | undefined {
  const mode = chatMode(request);
  if (mode === "tools") {
    const images = imageCode(lang, chat.messages);
    const args = chatArgs(lang, target, chat, new Expr("messages"), new Expr("tools"));
    const tools = chat.extra?.tools;
    return code(lang, args, images, assignCode(lang, "messages", images.value), tools !== undefined ? assignCode(lang, "tools", tools) : "");
  }
  if (mode !== "responses") return undefined;
  const { model: _m, input, instructions, ...fields } = responsesFields(chat, request, target.model ?? "");
  const images = imageCode(lang, input);
  const loop = chat.extra?.tools !== undefined;
  const itemsName = lang.id === "python" ? "input_items" : "inputItems";
  const args = Object.assign(targetArgs(target), { instructions, input: loop ? new Expr(itemsName) : images.value }, fields);
  if (loop) args.tools = new Expr("tools");
  if (chat.stream) args.stream = true;
  return loop ? code(lang, args, images, assignCode(lang, itemsName, images.value), assignCode(lang, "tools", fields.tools)) : code(lang, args, images, "", "");
}

function code(lang: LanguageModule, args: Record<string, unknown>, images: ReturnType<typeof imageCode>, messages: string, tools: string): ChatCallCode {
  return { args: renderArgs(lang, args, 1), args2: renderArgs(lang, args, 2), messages, tools, prepare: images.prepare.trimEnd(), readsFiles: images.readsFiles };
}
