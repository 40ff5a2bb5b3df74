/**
 * The chat modes beyond plain chat (tool calling, structured output, the Responses API) come as a
 * plugin, `chatModes` (./plugin.ts, `model-atlas/chat-modes`): the generator asks it for each
 * mode's template, checks, payload, plan and SDK call, and renders its templates. Plain chat
 * (messages, system prompt, local images, seed, stop, reasoning effort, streaming) is built in.
 * This module holds only the plugin's shape and what the generator does without one.
 */
import type { LanguagePlugin } from "../plugin-contract.js";
import type { LanguageModule } from "../language-module.js";
import type { ChatMessage, ResolvedSnippetRequest } from "../../schema/snippet.js";
import type { HttpPlan } from "../http.js";
import type { ChatPayload } from "../providers/types.js";
import type { ChatCallCode, ChatTarget } from "./sdk-chat.js";

export type ChatMode = "chat" | "tools" | "structured" | "responses";

/** The chat modes' switches templates read (`chat.*`); see ./context.ts. */
export interface ChatModeValues {
  mode: ChatMode;
  /** The request asked for our sample tool (the snippet then runs it with a canned forecast). */
  sampleTools: boolean;
  /** The answer is JSON in a requested format (structured mode, or the Responses API with one). */
  structured: boolean;
  /** The request declares tools (the tools mode, or the Responses API's tool loop). */
  tools: boolean;
}

export interface ChatModes {
  /** Tells the plugin from any other object. */
  readonly kind: "chat-modes";
  /** Adds a problem for each mode field combination no snippet can serve. */
  check(request: ResolvedSnippetRequest, add: (path: string, message: string, hint?: string) => void): void;
  /** The template of the request's mode; undefined for plain chat. */
  templateName(request: ResolvedSnippetRequest): string | undefined;
  /** The mode's sample question when the request gives no messages; undefined to keep the task's sample. */
  sampleMessages(request: ResolvedSnippetRequest): ChatMessage[] | undefined;
  /** Body fields of the mode (tools, tool_choice, response_format), sent after the plain chat's. */
  extras(request: ResolvedSnippetRequest): Record<string, unknown>;
  /** The raw request of the mode (the Responses API's call), from the chat plan. */
  plan(plan: HttpPlan, chat: ChatPayload, request: ResolvedSnippetRequest): HttpPlan;
  /** The switches the request's templates read (`chat.*`). */
  values(request: ResolvedSnippetRequest): ChatModeValues;
  /** An SDK client's call for modes whose call differs from plain chat's; undefined otherwise. */
  callCode(lang: LanguageModule, target: ChatTarget, chat: ChatPayload, request: ResolvedSnippetRequest): ChatCallCode | undefined;
  /** `plugin` with its language's mode templates added (a new object: caches keyed on plugins never mix the two). */
  extend(plugin: LanguagePlugin): LanguagePlugin;
}

/** Plain chat's switches, without the plugin. */
export const PLAIN_CHAT: ChatModeValues = { mode: "chat", sampleTools: false, structured: false, tools: false };

/** Where the plugin comes from and how it is passed, for messages. */
export const CHAT_MODES_HINT = 'import { chatModes } from "model-atlas/chat-modes" and pass getInferenceSnippets(model, request, { chatModes })';

/** The request fields that ask for a mode of the plugin, and whether the request sets them so. */
const MODE_FIELDS: readonly [field: "tools" | "tool_choice" | "response_format" | "api", asks: (request: ResolvedSnippetRequest) => boolean][] = [
  ["tools", (r) => r.tools !== undefined],
  ["tool_choice", (r) => r.tool_choice !== undefined],
  ["response_format", (r) => r.response_format !== undefined],
  ["api", (r) => r.api === "responses"],
];

const MODE_NAMES: Record<(typeof MODE_FIELDS)[number][0], string> = {
  tools: "tool calling",
  tool_choice: "tool calling",
  response_format: "structured output",
  api: "the Responses API",
};

/** Adds a problem for each mode field the request sets when no chat-modes plugin is given. */
export function needsChatModes(request: ResolvedSnippetRequest, add: (path: string, message: string, hint?: string) => void): void {
  for (const [field, asks] of MODE_FIELDS) {
    if (asks(request)) add(field, `${field} asks for ${MODE_NAMES[field]}, a chat mode of the chat-modes plugin, which was not given`, CHAT_MODES_HINT);
  }
}

const HOOKS = ["check", "templateName", "sampleMessages", "extras", "plan", "values", "callCode", "extend"] as const;

/** Whether `value` is the chat-modes plugin (or an object of its shape, every hook a function). */
export function isChatModes(value: unknown): value is ChatModes {
  const p = value as Record<string, unknown> | null;
  return typeof p === "object" && p !== null && p.kind === "chat-modes" && HOOKS.every((hook) => typeof p[hook] === "function");
}
