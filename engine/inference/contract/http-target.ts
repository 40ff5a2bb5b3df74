/**
 * What a language plugin supplies for its raw-HTTP client(s): the request code, multipart
 * forms and job polling. The shared builders (../code/raw-code.ts, ../code/multipart-code.ts,
 * ../code/polling-code.ts) work out *what* to send and call the target for *how* its language
 * says it; they never test which language they are writing.
 *
 * The core hands the target data, never code to take apart: the JSON body's literal at the
 * level the target asks for (`RawRequest.payload`) and the lines that read the body's files
 * (`RawRequest.fileReads`, written once with the target's `readFile`). The target wraps them.
 */
import type { Expr } from "../code/code.js";
import type { LanguageModule } from "./language-module.js";
import type { HttpRequestSpec } from "../call/http-request.js";
import type { FieldTest, JsonPath, MultipartField, PollResponse, UrlPart } from "../call/polling.js";
import type { EncodedFile } from "../providers/types.js";
import type { TokenSource } from "../call/tokens.js";

/** The request, with the language-independent decisions already made. */
export interface RawRequest {
  lang: LanguageModule;
  plan: HttpRequestSpec;
  token: TokenSource;
  /** Header name → value, in order; the auth value is an `Expr` (../code/code.ts). */
  headers: Record<string, unknown>;
  /** The JSON or binary body (multipart is turned into a JSON-less request first). */
  body: Extract<HttpRequestSpec["body"], { kind: "json" | "binary" }>;
  /** Files whose content goes into the JSON body, in order of appearance (may repeat). */
  files: EncodedFile[];
  /** The variable that holds a file's base64 text: one per file, unique within this request. */
  varFor: (file: string) => string;
  /** The body is a multipart form, written by `multipart()`; `body` is an empty JSON stand-in. */
  formBody: boolean;
  /** Where a base64 or URL answer sits in the JSON answer. */
  resultPath: JsonPath;
  /**
   * The JSON body as the language's data literal, its first line at indentation `level`, each
   * file as its variable (`HttpTarget.fileValue`); printed once per level. "" for a binary body.
   */
  payload(level: number): string;
  /** Lines that read each file of the JSON body into its variable, once per file (`HttpTarget.readFile`), or "". */
  fileReads: string;
  /** The call is a chat call: the target fills `RequestCode.chat` for the chat-mode templates. */
  chat: boolean;
}

/**
 * What the raw chat-mode templates keep in variables: they change the payload (a tool call and
 * its result added) and send it again, so they want the body as a value, not as bytes.
 */
export interface ChatRequestCode {
  /** The body's literal where the templates assign it to `payload`. */
  payload: string;
  /** The lines before it: the body's files read (`RawRequest.fileReads`, without the last newline). */
  payloadPrepare: string;
  /** The headers as the chat templates write them, when not as the request does. */
  headers?: string;
}

export interface RequestCode {
  /** Lines that read input files, ending with a newline (or ""). */
  prepare: string;
  headers: string;
  body: string;
  resultPath: string;
  /** The body is read from standard input (shell clients), so the client must not be told to ignore it. */
  stdin?: boolean;
  /** The headers one level deeper, for a request inside a loop or a function (the shell's job loop and chat functions). */
  innerHeaders?: string;
  /** For a chat call (`RawRequest.chat`): the payload as the chat-mode templates keep it, worked out when first read. */
  chat?(): ChatRequestCode;
}

export interface FormCode {
  /** Lines that build the form, ending with a newline (or ""). */
  prepare: string;
  body: string;
}

/** A URL piece of a job flow: literal text (already a string literal) or a field of the job. */
export type UrlField = Extract<UrlPart, { field: JsonPath }>;

export interface PollTarget {
  /** Import lines the flow needs (where the language wants them listed). */
  imports?(spec: PollResponse): string;
  /** Throws when the flow cannot be written in this language. */
  check?(spec: PollResponse): void;
  /** Code that reads the state field from a status answer, where the template needs it apart. */
  state?(path: JsonPath): string;
  /** The interval between polls, in the unit the language's sleep takes. */
  interval(seconds: number): string;
  /** Joins URL pieces (string literals and field code) into one expression. */
  join(pieces: string[]): string;
  field(part: UrlField): string;
  /** A condition that holds when the status answer's field has one of the values. */
  test(test: FieldTest): string;
  resultPath(path: JsonPath, listOrValue: boolean): string;
}

export interface HttpTarget {
  /** Lines, each ending in a newline, that read the local file `path` into `variable` as base64 text. */
  readFile(variable: string, path: string): string;
  /**
   * A file inside the JSON body, as code that gives its base64 text (or its data URL, `prefix`
   * then the text) from `variable`; `fileExpr` of ../code/raw-code.ts when absent.
   */
  fileValue?(file: EncodedFile, variable: string): Expr;
  request(r: RawRequest): RequestCode;
  multipart(lang: LanguageModule, fields: MultipartField[]): FormCode;
  poll: PollTarget;
}
