/**
 * The context one template renders with. Plain values (`modelId`, `provider`, `billTo`, …)
 * reach the output only through a literal helper in the template; `code.*` holds code the
 * engine built with the same helpers (../code/context.ts builds it). What each field means:
 *
 * - `modelId`: the hub id for SDK calls (undefined when calling a custom endpoint);
 *   `provider`: the provider id for SDKs (undefined for "auto" and endpoints);
 *   `endpointUrl`: the custom endpoint as the SDKs take it (normalised by ../call/endpoint.ts: `…/v1`
 *   for chat, the server root otherwise); `billTo`: as requested; `method`: the SDK method.
 * - `usesEnv`: the token comes from an environment variable (python needs `import os`).
 * - `file`: `{name, mime}` when the input is one file.
 * - `response`: how a raw-HTTP snippet reads the answer (kind, output file).
 * - `code` (`TemplateCode`): `code.token`: the token expression; `code.requireToken`: a statement that stops the program
 *   when the token variable is unset (languages whose variable reads do not stop by themselves);
 *   `code.sdkArgs`: the SDK call's arguments;
 *   `code.url`, `code.headers`, `code.body`, `code.prepare`, `code.resultPath`: the raw request;
 *   `code.openaiBase`, `code.openaiModel`: the OpenAI client's base URL and model (as literals).
 */
import type { ResponseSpec } from "../providers/types.js";
import type { ChatMode } from "../chat/mode-definitions.js";

export interface TemplateContext {
  task: string;
  modelId?: string;
  provider?: string;
  endpointUrl?: string;
  billTo?: string;
  method?: string;
  usesEnv: boolean;
  file?: { name: string; mime: string };
  response?: ResponseSpec;
  binary: boolean;
  /** The raw request's body comes on standard input (the shell clients: a file, or a JSON body holding files). */
  stdinBody: boolean;
  streaming: boolean;
  needsFs: boolean;
  needsBase64: boolean;
  /** The code reads a local input file (an upload, a file in the JSON body, a local image): languages that define their own file reader include it only then. */
  readsFile: boolean;
  /** Python SDK chat code parses or writes JSON (tools, structured output): `import json`. */
  needsJson: boolean;
  /** The body is a multipart form (python `files=`/`data=`, js `FormData`, curl `-F`). */
  multipart?: boolean;
  /** The raw request sends a JSON body (not a file, not a form). */
  jsonBody?: boolean;
  /** A job flow's switches (../code/polling-code.ts); its code is in `code.poll*`. */
  poll?: PollValues;
  /** Comment lines for a base model's text generation (../call/base-model-note.ts), printed with `comment`. */
  baseModelNote?: string[];
  /** The chat modes' switches (../chat/context.ts); chat calls only. */
  chat?: ChatTemplateValues;
  code: TemplateCode;
}

/** A job flow's switches (../code/polling-code.ts `PollCode`). */
export interface PollValues {
  listOrValue: boolean;
  printsJson: boolean;
  /** A URL piece is the path of a job field (Go's `urlPath` helper). */
  pathname: boolean;
  /** A URL piece is a job field escaped for a URL (Java's `pathEscape` helper). */
  encoded: boolean;
}

/** Code the engine wrote with the language's helpers, each for one place in a template. */
export interface TemplateCode {
  token: string;
  requireToken: string;
  /** The program's import lines (`LanguagePlugin.imports`). */
  imports?: string;
  /** The hub SDK's call arguments (or a chat call's, as `chatArgs`). */
  sdkArgs?: string;
  /** The raw request (../code/raw-code.ts). */
  url?: string;
  prepare?: string;
  headers?: string;
  body?: string;
  resultPath?: string;
  /** The headers one level deeper (./http-target.ts `RequestCode.innerHeaders`). */
  innerHeaders?: string;
  /** A raw chat call's payload as the chat-mode templates keep it (./http-target.ts `ChatRequestCode`). */
  payload?: string;
  payloadPrepare?: string;
  chatHeaders?: string;
  /** A job flow (../code/polling-code.ts `pollContext`). */
  pollImports?: string;
  pollStatusUrl?: string;
  pollDone?: string;
  pollFailed?: string;
  pollState?: string;
  pollInterval?: string;
  pollResultUrl?: string;
  pollResultPath?: string;
  pollOutput?: string;
  /** The OpenAI client (../code/context.ts). */
  openaiBase?: string;
  openaiHeaders?: string;
  openaiModel?: string;
  /** fal_client (../code/fal-client-code.ts). */
  falApp?: string;
  falArgs?: string;
  falResult?: string;
  falKey?: string;
  /** An SDK client's chat call (../chat/context.ts). */
  chatArgs?: string;
  chatArgs2?: string;
  messages?: string;
  tools?: string;
  chatPrepare?: string;
}

/** The chat modes' switches templates read (`chat.*`), as the chat-modes plugin gives them (../chat/context.ts adds `readsFiles`). */
export interface ChatTemplateValues extends ChatModeValues {
  readsFiles: boolean;
}

/** The modes are listed in the chat-mode table (../chat/mode-definitions.ts). */
export type { ChatMode };

/** The chat modes' switches the chat-modes plugin gives for a request (plain chat's without it). */
export interface ChatModeValues {
  mode: ChatMode;
  /** The request asked for our sample tool (the snippet then runs it with a canned forecast). */
  sampleTools: boolean;
  /** The answer is JSON in a requested format (structured mode, or the Responses API with one). */
  structured: boolean;
  /** The request declares tools (the tools mode, or the Responses API's tool loop). */
  tools: boolean;
}
