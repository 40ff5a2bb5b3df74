/**
 * The chat-mode table: every chat mode once, with what each surface needs to know about it. The
 * engine picks a request's mode and template from it (./mode.ts), refuses a mode field without the
 * chat-modes plugin (./modes.ts), the registry build files each mode's templates by its template
 * name (scripts/registry/emit.ts), usage cards list the modes beyond chat (engine/cards/build.ts),
 * the MCP server offers the ids as `mode` (engine/cli/mcp/) and the viewer as its Mode control.
 * Adding a mode is one entry here and its templates per language (docs/extending.md, "Adding a
 * chat mode"). Plain data and small predicates only: the light entries (MCP's tools/list, the
 * core without the plugin) import it.
 */
import type { ResolvedSnippetRequest, SnippetRequest } from "../../schema/snippet.js";

/** Whether a request sets a field so that it asks for a mode. */
export type AsksFor = (request: ResolvedSnippetRequest) => boolean;

export interface ChatModeDefinition {
  /** The mode's id: `chat.mode` in templates, the MCP `mode`, the card's `chatModes[].id`, the viewer's `?mode=`. */
  readonly id: string;
  /** The name on a usage card ("Tool calling"). */
  readonly label: string;
  /** The shorter name on the viewer's Mode control ("Tools"). */
  readonly tabLabel: string;
  /** What the mode does, for the card and the MCP tool's `mode` argument. */
  readonly description: string;
  /** What messages call it ("… asks for tool calling"). */
  readonly name: string;
  /** The request fields that ask for it with the engine's samples (the viewer, the card and MCP send these). */
  readonly request: Readonly<Partial<SnippetRequest>>;
  /** Whether a request is in this mode. When several entries say yes, the later one wins. */
  readonly selects: AsksFor;
  /** Each request field of the mode, and when it asks for it: without the chat-modes plugin, such a field is refused. */
  readonly fields: Readonly<Record<string, AsksFor>>;
  /** The template's name in templates/<language>/<client>/; `<template>Stream` is the streamed one. */
  readonly template: string;
  /** The template when the request declares tools too (a name that starts with `template`). */
  readonly toolsTemplate?: string;
}

// The table and what is derived from it are built by calls marked free of side effects, so a
// bundle chunk that holds this module but does not use it can still drop it.
/* @__NO_SIDE_EFFECTS__ */
function set(field: keyof SnippetRequest): AsksFor {
  return (request) => request[field] !== undefined;
}

/** Plain chat's id: the table's first entry, built in (a constant, so plain chat's values need not read the table). */
export const PLAIN_CHAT_ID = "chat";

/** In the order the viewer and MCP list them; plain chat first (built in, always selected). */
export const CHAT_MODE_DEFINITIONS = [
  {
    id: PLAIN_CHAT_ID,
    label: "Chat",
    tabLabel: "Chat",
    description: "messages in, the model's reply out",
    name: "plain chat",
    request: {},
    selects: () => true,
    fields: {},
    template: "conversational",
  },
  {
    id: "tools",
    label: "Tool calling",
    tabLabel: "Tools",
    description: "declare functions the model may call, run the calls it asks for, send their results back",
    name: "tool calling",
    request: { tools: true },
    selects: set("tools"),
    fields: { tools: set("tools"), tool_choice: set("tool_choice") },
    template: "chatTools",
  },
  {
    id: "structured",
    label: "Structured output",
    tabLabel: "Structured output",
    description: "make the reply a JSON object that follows a schema (response_format)",
    name: "structured output",
    request: { response_format: true },
    selects: set("response_format"),
    fields: { response_format: set("response_format") },
    template: "chatStructured",
  },
  {
    id: "responses",
    label: "Responses API",
    tabLabel: "Responses",
    description: "POST /v1/responses instead of chat completions (instructions, max_output_tokens, output_text)",
    name: "the Responses API",
    request: { api: "responses" },
    selects: (request) => request.api === "responses",
    fields: { api: (request) => request.api === "responses" },
    template: "responses",
    // The Responses API's tool loop has its own item shapes (function_call / function_call_output).
    toolsTemplate: "responsesTools",
  },
] as const satisfies readonly ChatModeDefinition[];

export type ChatMode = (typeof CHAT_MODE_DEFINITIONS)[number]["id"];

const TABLE: readonly ChatModeDefinition[] = CHAT_MODE_DEFINITIONS;

/* @__NO_SIDE_EFFECTS__ */
function idsOf<Id>(modes: readonly { id: Id }[]): [Id, ...Id[]] {
  return modes.map((m) => m.id) as [Id, ...Id[]];
}

/* @__NO_SIDE_EFFECTS__ */
function fieldsOf(modes: readonly ChatModeDefinition[]): readonly (keyof SnippetRequest)[] {
  return [...new Set(modes.flatMap((m) => Object.keys(m.fields)))] as (keyof SnippetRequest)[];
}

/* @__NO_SIDE_EFFECTS__ */
function beyondPlainChat(modes: readonly ChatModeDefinition[]) {
  return modes.slice(1) as readonly (ChatModeDefinition & { id: PluginMode })[];
}

/** Every mode id, in the table's order. */
export const CHAT_MODE_IDS = idsOf(TABLE as readonly (ChatModeDefinition & { id: ChatMode })[]);

/** The id of a mode beyond plain chat. */
export type PluginMode = Exclude<ChatMode, typeof PLAIN_CHAT_ID>;

/** The modes beyond plain chat, which the chat-modes plugin brings. */
export const PLUGIN_MODES = beyondPlainChat(TABLE);

/** Their ids, in the table's order. */
export const PLUGIN_MODE_IDS = idsOf(PLUGIN_MODES);

/** Every request field of the modes beyond plain chat (`fields`), once each. */
export const PLUGIN_MODE_FIELDS = fieldsOf(PLUGIN_MODES);

/** Whether a request (validated or not) sets a field of a mode beyond plain chat. */
export function asksForPluginMode(request: unknown): boolean {
  if (typeof request !== "object" || request === null) return false;
  return PLUGIN_MODES.some((m) => Object.values(m.fields).some((asks) => asks(request as ResolvedSnippetRequest)));
}

/** The mode a request is in: the last entry that selects it (plain chat selects every request). */
export function selectedMode(request: ResolvedSnippetRequest): ChatModeDefinition & { id: ChatMode } {
  return TABLE.findLast((m) => m.selects(request)) as ChatModeDefinition & { id: ChatMode };
}

/** The entry of `id`; undefined for an unknown id. */
export function chatModeDefinition(id: string): ChatModeDefinition | undefined {
  return TABLE.find((m) => m.id === id);
}
