/**
 * What a caller asks for (a snippet request) and what it gets back (snippets). Checked with the
 * small checkers of ./check.ts, not zod: this is on the inference path, which must import fast
 * and bundle small.
 */
import {
  array,
  boolean,
  type Checker,
  enumOf,
  int,
  lazy,
  literal,
  looseObject,
  number,
  object,
  optional,
  string,
  strictObject,
  unknown,
  withDefault,
} from "./check.js";
import { union } from "./check-union.js";
import { chatRequestFields, type ResponseFormat, type Tool, type ToolChoice } from "./chat-request.js";
import { endpointUrlString } from "./endpoint-url.js";

export const LANGUAGES = ["python", "js", "sh", "go", "ruby", "php", "java"] as const;
export type Language = (typeof LANGUAGES)[number];

/** Whether a value is one of LANGUAGES. */
export const isLanguage = (value: unknown): value is Language => (LANGUAGES as readonly unknown[]).includes(value);
/**
 * Every language a snippet can be in: the programming languages, then "text", the language of
 * the agent prompt (`agentPromptPlugin` of `model-atlas/cards`: the request in words, for a
 * coding agent), which no default snippet list holds.
 */
export const SNIPPET_LANGUAGES = [...LANGUAGES, "text"] as const;
export type SnippetLanguage = (typeof SNIPPET_LANGUAGES)[number];

export type ChatContentPart =
  | { type: "text"; text: string; [key: string]: unknown }
  | { type: "image_url"; image_url: { url: string; [key: string]: unknown }; [key: string]: unknown };

export interface ChatMessage {
  role: string;
  content: string | ChatContentPart[];
  [key: string]: unknown;
}

// The schemas are built on first use (`lazy`): importing the inference path builds none.
export const ChatMessageSchema: Checker<ChatMessage, ChatMessage, "required"> = lazy("object", () =>
  looseObject({
    role: string({ min: 1 }),
    content: union([
      string(),
      array(
        union([looseObject({ type: literal("text"), text: string() }), looseObject({ type: literal("image_url"), image_url: looseObject({ url: string() }) })]),
      ),
    ]),
  }),
);

/** What a caller may ask for; every field is optional. */
export interface SnippetRequest {
  /** Inference provider id, or "auto" to let the router choose; `hf-inference` when absent. */
  provider?: string | undefined;
  /** A literal token to put in the code; without it the code reads an environment variable. */
  accessToken?: string | undefined;
  /**
   * Call this URL (a dedicated endpoint) instead of a provider: an absolute http:// or https://
   * URL with a host (`endpointUrlProblem`, ./endpoint-url.ts, says why another is refused).
   */
  endpointUrl?: string | undefined;
  /** Organisation billed for the call: the `X-HF-Bill-To` header. */
  billTo?: string | undefined;
  /** Call the provider's own host with the provider's own key instead of routing through the hub. */
  directRequest?: boolean | undefined;
  streaming?: boolean | undefined;
  /** Replaces the sample input. */
  inputs?: unknown;
  messages?: ChatMessage[] | undefined;
  temperature?: number | undefined;
  max_tokens?: number | undefined;
  top_p?: number | undefined;
  /** Function tools the model may call; `true` for the sample weather tool. */
  tools?: true | Tool[] | undefined;
  tool_choice?: ToolChoice | undefined;
  /** Structured output; `true` for the sample recipe schema. */
  response_format?: true | ResponseFormat | undefined;
  /** `responses` calls `POST /v1/responses` instead of chat completions. */
  api?: "chat-completions" | "responses" | undefined;
  /** Vision-language models: send images as remote URLs (default) or read from local files as data URLs. */
  imageSource?: "url" | "file" | undefined;
  /** A system prompt, sent before the messages (the Responses API's `instructions`). */
  system?: string | undefined;
  seed?: number | undefined;
  stop?: string | string[] | undefined;
  reasoning_effort?: "minimal" | "low" | "medium" | "high" | undefined;
}

/** A snippet request after checking: the provider has its default. */
export interface ResolvedSnippetRequest extends SnippetRequest {
  provider: string;
}

export const SnippetRequestSchema: Checker<ResolvedSnippetRequest, SnippetRequest, "required"> = lazy("object", () =>
  strictObject({
    provider: withDefault(string({ min: 1 }), "hf-inference"),
    accessToken: optional(string()),
    endpointUrl: optional(endpointUrlString()),
    billTo: optional(string()),
    directRequest: optional(boolean()),
    streaming: optional(boolean()),
    inputs: optional(unknown()),
    messages: optional(array(ChatMessageSchema)),
    temperature: optional(number()),
    max_tokens: optional(int()),
    top_p: optional(number()),
    ...chatRequestFields(),
  }),
);

/**
 * Where a snippet's task came from when the model record has no `pipeline_tag`: the record's
 * `inferenceProviderMapping`, whose entries name the task each provider serves the model for.
 */
export interface TaskSource {
  field: "inferenceProviderMapping";
  /** The task the mapping entries name, e.g. `conversational` or `text-to-image`. */
  mappingTask: string;
  /** The pipeline whose snippets were made (`text-generation` for `conversational`). */
  pipeline: string;
  /** Chat snippets. */
  conversational: boolean;
  /** The providers whose entries name `mappingTask`. */
  providers: string[];
}

/**
 * One snippet. `Snippet` alone is one in a programming language, all a default snippet list
 * holds; `Snippet<SnippetLanguage>` may also be the agent prompt (language "text").
 */
export interface Snippet<L extends SnippetLanguage = Language> {
  language: L;
  client: string;
  content: string;
  /** Present when the record has no `pipeline_tag` and the task came from elsewhere (absent: `pipeline_tag` decided). */
  taskSource?: TaskSource;
  /** What the code does otherwise than the request asked (absent: nothing); every snippet of a call carries the same list. */
  warnings?: SnippetWarning[];
}

/**
 * A request field the snippets could not use as given; the code still runs. The code is stable
 * (programs branch on it): `inputs-not-json` is `inputs` text that an object task cannot read
 * as JSON, sent as the raw text instead.
 */
export interface SnippetWarning {
  code: "inputs-not-json";
  message: string;
}

export const SnippetSchema: Checker<Snippet<SnippetLanguage>, Snippet<SnippetLanguage>, "required"> = lazy("object", () =>
  object({
    language: enumOf(SNIPPET_LANGUAGES),
    client: string({ min: 1 }),
    content: string(),
  }),
);
