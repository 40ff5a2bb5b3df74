/**
 * The contract of the inference core with its plugins: what a language plugin (below) and the
 * chat-modes plugin (`ChatModes`) bring. The core declares it and calls it; the languages
 * (engine/languages/) and the chat modes (../chat/plugin.ts) implement it, and nothing in the
 * core imports them.
 *
 * What a language brings to the inference snippets: its literal helpers (the module), the
 * clients it offers in order, the code writer of each raw-HTTP client, an optional last step
 * over a rendered snippet, its compiled templates, and what shared code would otherwise have to
 * ask "which language is this?" for (the hub SDK's method table). Shared
 * code looks these up on the plugin and never tests which language it has.
 *
 * Each language's plugin is its own module (engine/languages/<language>/plugin.ts), so a bundle holds the
 * templates and code of the languages it imports and no others.
 */
import type { TemplateFn } from "../../template-runtime/runtime.js";
import type { ChatMessage, ResolvedSnippetRequest } from "../../schema/snippet.js";
import type { ChatCallCode, ChatClientTraits, ChatTarget, ClientConditions, TaskInputs } from "./call-types.js";
export type { ChatClientTraits } from "./call-types.js";
import type { HttpRequestSpec } from "../call/http-request.js";
import type { HttpTarget } from "./http-target.js";
import type { LanguageModule } from "./language-module.js";
import type { ChatPayload, HubSdk } from "../providers/types.js";
import type { SdkTarget } from "../code/sdk-args.js";
import type { TokenSource } from "../call/tokens.js";
import type { ChatModeValues, TemplateContext } from "./template-context.js";

export interface LanguagePlugin {
  module: LanguageModule;
  /** The language's name in menus. */
  label: string;
  /** Every client, in the order snippets are offered: SDKs first, then raw HTTP, then the others. */
  clients: readonly string[];
  /** The raw-HTTP clients (they send the request the provider definition describes) and their code writers. */
  http: Readonly<Record<string, HttpTarget>>;
  /** The other clients (SDKs), each deciding when it is offered and how its template values are written. */
  sdkClients?: Readonly<Record<string, SdkClient>>;
  /**
   * The import lines of a program (`code.imports`), from the call's facts and its template
   * context: for languages that must list exactly what the code uses (Go, Java, Ruby).
   */
  imports?(ctx: TemplateContext, facts: CallFacts): string;
  /**
   * The compiled inference templates, keyed `<language>/<client>/<name>` and
   * `<language>/_partials/<name>` (engine/generated/inference-templates/<language>.ts).
   */
  templates: Readonly<Record<string, TemplateFn>>;
  /** Task → method of the language's hub SDK (huggingface_hub, huggingface.js), for languages that have one. */
  sdkMethods?: Readonly<Record<string, string>>;
  /** How the language's SDK clients (its hub SDK, the OpenAI client) are called, for languages that have them. */
  sdk?: SdkCode;
  /**
   * The language's chat-mode templates come in a pack of their own (`goChatModes`, …: a client
   * plugin with `chatModesOf`), not with the chat-modes plugin (which carries python's, js's and sh's).
   */
  chatModesPack?: boolean;
  /**
   * Writes the snippet of `client` from the call's facts, for a plugin whose snippets are not
   * code from templates (the agent prompt of engine/cards/prompt-plugin.ts: the request in
   * words). Its clients are offered for every call, whatever the template; undefined leaves the
   * call without a snippet of this client. The templates are then not read.
   */
  write?(client: string, facts: CallFacts): string | undefined;
}

/**
 * A client that is not raw HTTP (a hub SDK, the OpenAI client, fal_client): the decisions that
 * are its own, so shared code never asks which client it has.
 */
export interface SdkClient {
  /** Whether the client is offered for a call. */
  offered(c: ClientConditions): boolean;
  /**
   * Sets the client's template values; returns false to leave them to the language's hub-SDK
   * writer (`SdkCode.hubCall`), which writes them when this is absent.
   */
  context?(ctx: TemplateContext, facts: CallFacts, plugin: LanguagePlugin): boolean;
  /** How its chat calls are written; absent for a client without chat calls (fal_client). */
  chat?: ChatClientTraits;
}

/** The SDK client `client` of `plugin`, or undefined for a raw-HTTP one. */
export function pluginSdkClient(plugin: LanguagePlugin, client: string): SdkClient | undefined {
  return plugin.sdkClients && Object.hasOwn(plugin.sdkClients, client) ? plugin.sdkClients[client] : undefined;
}

export interface SdkCode {
  /** Sets `code.sdkArgs` of the hub SDK's call (and the context flags that code needs). */
  hubCall(target: SdkTarget, call: TaskInputs, ctx: TemplateContext): void;
  /** The model the hub SDK is given for a provider it calls directly (OpenAI); the provider's own id when absent. */
  directModelId?(providerId: string, providerModelId: string): string;
  /** The context flag SDK code that reads local images sets (python encodes them: `needsBase64`; js reads them: `needsFs`). */
  readsFiles: "needsBase64" | "needsFs";
  /** How the language writes the SDK clients' chat calls (../chat/sdk-chat.ts, ../chat/mode-call.ts). */
  chat: SdkChatCode;
}

export interface SdkChatCode {
  /** Call arguments as code at `level`: python keyword lines; a JS object literal one level out. */
  args(args: Record<string, unknown>, level: number): string;
  /** A statement declaring the variable `name` with `value` (`name = …` in python, `const name = …;` in JS). */
  assign(name: string, value: unknown): string;
  /** Lines, each ending in a newline, that read the local file `path` into the base64 text variable `name`. */
  readBase64(name: string, path: string): string;
  /** A variable's name made of `words` in the language's convention (`input_items`, `inputItems`). */
  variable(words: readonly string[]): string;
}

/**
 * What the generator knows about one call: the context builders (../code/context.ts) read it, and a
 * plugin that writes its snippet itself (`write`) gets it. It lives with the contract because
 * it names the chat-modes plugin and is handed to language plugins.
 */
export interface CallFacts {
  task: string;
  /** A chat call of a conversational model (not a task served on a chat route). */
  conversational: boolean;
  hubModelId: string;
  /** "auto" or a provider id. */
  providerId: string;
  request: ResolvedSnippetRequest;
  call: TaskInputs;
  token: TokenSource;
  /** The raw request; absent for "auto" outside chat (only SDKs are offered). */
  plan?: HttpRequestSpec;
  /** The provider's own model id (fal_client calls the provider's app by it). */
  providerModelId?: string;
  /** Hub SDK clients that cannot make this call (see `ProviderTask.hubSdk`). */
  hubSdkRefused?: readonly HubSdk[];
  /** The chat-modes plugin, when the caller gave it (below). */
  modes?: ChatModes;
  /**
   * The provider's chat URL when the task is served on it (`ProviderTask.servedAsChat`): the hub
   * SDKs call it as their endpoint, with the provider's model id, instead of routing by provider.
   */
  chatRoute?: string;
}

/** The chat modes beyond plain chat, `chatModes` of `model-atlas/chat-modes` (../chat/modes.ts says what the core does without it). */
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
  plan(plan: HttpRequestSpec, chat: ChatPayload, request: ResolvedSnippetRequest): HttpRequestSpec;
  /** The switches the request's templates read (`chat.*`). */
  values(request: ResolvedSnippetRequest): ChatModeValues;
  /** An SDK client's call for modes whose call differs from plain chat's; undefined otherwise. */
  callCode(plugin: LanguagePlugin, target: ChatTarget, chat: ChatPayload, request: ResolvedSnippetRequest): ChatCallCode | undefined;
  /** `plugin` with its language's mode templates added (a new object: caches keyed on plugins never mix the two). */
  extend(plugin: LanguagePlugin): LanguagePlugin;
}

/** The code writer of a raw-HTTP client of `plugin`, or undefined for its SDK clients. */
export function pluginHttpTarget(plugin: LanguagePlugin, client: string): HttpTarget | undefined {
  return Object.hasOwn(plugin.http, client) ? plugin.http[client] : undefined;
}
