/**
 * The chat modes beyond plain chat (tool calling, structured output, the Responses API) come as a
 * plugin, `chatModes` (./plugin.ts, `model-atlas/chat-modes`): the generator asks it for each
 * mode's template, checks, payload, plan and SDK call, and renders its templates. Plain chat
 * (messages, system prompt, local images, seed, stop, reasoning effort, streaming) is built in.
 * The plugin's shape, `ChatModes`, is part of the core's contract (../contract/plugin-contract.ts); this
 * module holds what the generator does without the plugin, and how it tells the plugin apart.
 */
import type { ResolvedSnippetRequest } from "../../schema/snippet.js";
import type { ChatModes } from "../contract/plugin-contract.js";
import type { ChatModeValues } from "../contract/template-context.js";
import { PLAIN_CHAT_ID, PLUGIN_MODES } from "./mode-definitions.js";

/** Plain chat's switches, without the plugin. */
export const PLAIN_CHAT: ChatModeValues = { mode: PLAIN_CHAT_ID, sampleTools: false, structured: false, tools: false };

/** Where the plugin comes from and how it is passed, for messages. */
export const CHAT_MODES_HINT = 'import { chatModes } from "model-atlas/chat-modes" and pass getInferenceSnippets(model, request, { chatModes })';

/** Adds a problem for each mode field the request sets when no chat-modes plugin is given. */
export function needsChatModes(request: ResolvedSnippetRequest, add: (path: string, message: string, hint?: string) => void): void {
  for (const mode of PLUGIN_MODES) {
    for (const [field, asks] of Object.entries(mode.fields)) {
      if (asks(request)) add(field, `${field} asks for ${mode.name}, a chat mode of the chat-modes plugin, which was not given`, CHAT_MODES_HINT);
    }
  }
}

const HOOKS = ["check", "templateName", "sampleMessages", "extras", "plan", "values", "callCode", "extend"] as const;

/** Whether `value` is the chat-modes plugin (or an object of its shape, every hook a function). */
export function isChatModes(value: unknown): value is ChatModes {
  const p = value as Record<string, unknown> | null;
  return typeof p === "object" && p !== null && p.kind === "chat-modes" && HOOKS.every((hook) => typeof p[hook] === "function");
}
