/**
 * The provider mechanism: one `ProviderDefinition` per inference provider, one file each
 * (`engine/inference/providers/<id>.ts`), listed in `./index.ts`.
 *
 * What a definition decides, and what it does not:
 *
 * - The SDK snippets (`huggingface_hub`, `huggingface.js`, `fal_client`) do not read the
 *   routes or bodies below: the SDK builds the request itself. A definition only tells them
 *   that the provider serves the task (a key in `tasks`).
 * - The raw-HTTP snippets (python `requests`, js `fetch`, sh `curl`) send exactly the request a
 *   definition describes: URL = base + `route(ctx)`, headers = auth + `headers` + the task's
 *   `headers(ctx)` + content type + bill-to, body = `body(ctx)`, and they read the answer as
 *   `response` says.
 * - Chat (`conversational`) through the router never uses the provider's route: it always goes
 *   to `https://router.huggingface.co/v1/chat/completions` with `model: "<hub id>:<provider>"`.
 *   The provider's `conversational` route and body are used for `directRequest` only.
 *
 * Routed versus direct: routed requests go to `routedBaseUrl` (always
 * `https://router.huggingface.co/<id>`) with `Authorization: Bearer $HF_TOKEN`; direct requests
 * (`request.directRequest`) go to `directBaseUrl` (or the task's own `directBaseUrl`) with the
 * provider's key variable `keyEnvVar` under the provider's `directAuth` scheme.
 *
 * Values: every string in a route, header or body may come from a model record or a request.
 * Definitions return plain data; the engine turns it into code through the language modules
 * (engine/languages), so a definition never quotes or escapes anything itself. Input files
 * (audio, images) appear in the generic inputs as `FileInput` values; a body that needs a file's
 * content puts `encodeFile(file, "base64" | "dataUrl")` where the value goes, or returns a
 * `{ kind: "binary" }` body to send the raw bytes.
 */
import type { ChatMessage } from "../../schema/snippet.js";
import type { MultipartField, PollResponse } from "../call/polling.js";

/** The tasks a provider may serve: pipeline ids plus "conversational" (chat completions). */
export type ProviderTaskId = string;

/** A file the snippet reads from disk (a sample input such as `cats.jpg`). */
export class FileInput {
  constructor(
    readonly file: string,
    /** MIME type of the content, e.g. `image/jpeg`, `audio/flac`. */
    readonly mime: string,
  ) {}
}

/** A file's content inside a JSON body: base64 text or a `data:` URL. */
export class EncodedFile {
  constructor(
    readonly input: FileInput,
    readonly encoding: "base64" | "dataUrl",
  ) {}
}

export const encodeFile = (input: FileInput, encoding: "base64" | "dataUrl" = "base64") => new EncodedFile(input, encoding);

/** A JSON value that may hold `EncodedFile`s where a file's content goes. */
export type BodyValue = string | number | boolean | null | EncodedFile | BodyValue[] | { [key: string]: BodyValue | undefined };

/** What the engine hands a definition to build one request. */
export interface RequestContext {
  task: ProviderTaskId;
  /** The model's hub id (`owner/name`). */
  hubModelId: string;
  /** The provider's own model id (`inferenceProviderMapping[].providerId`; the hub id for hf-inference). */
  providerModelId: string;
  /** LoRA adapter facts from the mapping, when the mapping has them. */
  adapter?: string;
  adapterWeightsPath?: string;
  /** True for `directRequest`: the provider's own host and key. */
  direct: boolean;
  /**
   * The generic payload, as hf-inference takes it: `inputs` (a string, an object, or a
   * `FileInput`) and example `parameters`. Other providers map it onto their own body.
   */
  inputs: unknown;
  parameters?: Record<string, unknown>;
  /** Chat only: the messages and the options the request set. */
  chat?: ChatPayload;
}

export interface ChatPayload {
  messages: ChatMessage[];
  stream: boolean;
  temperature?: number;
  max_tokens?: number;
  top_p?: number;
  /** Tools, structured output, seed, stop, reasoning effort (../chat/payload.ts), in sending order. */
  extra?: Record<string, unknown>;
}

export type RequestBody =
  /** A JSON document (`Content-Type: application/json`). */
  | { kind: "json"; json: BodyValue }
  /** The raw bytes of a file, with its content type. */
  | { kind: "binary"; file: FileInput; contentType: string }
  /** A multipart/form-data body (see ../call/polling.ts). */
  | { kind: "multipart"; fields: MultipartField[] };

/**
 * How a raw-HTTP snippet reads the answer. Each kind is a partial
 * `templates/<language>/_partials/response-<kind>.hbs` for python, js (sh prints the body, or
 * writes it with `-o` when `output` is set). A new kind (a queue to poll, say) is a new member
 * here plus its partials.
 */
export type ResponseSpec =
  /** Print the JSON answer. */
  | { kind: "json" }
  /** The answer is the file itself: write it to `output` (e.g. `image.png`). */
  | { kind: "bytes"; output: string }
  /** The answer is JSON holding base64 content at `path`: decode it to `output`. */
  | { kind: "base64"; path: readonly (string | number)[]; output: string }
  /** The answer is JSON holding a URL at `path`: download it to `output`. */
  | { kind: "url"; path: readonly (string | number)[]; output: string }
  /**
   * The answer is a JSON list of labelled audio tracks (`{label, blob, "content-type"}`, the
   * blob in base64), as audio-to-audio returns: each is written to `track_<index>.flac`, the
   * names the huggingface_hub snippet uses too.
   */
  | { kind: "tracks" }
  /** A job or queue to poll until the result is ready (see ../call/polling.ts). */
  | PollResponse;

export interface ProviderTask {
  /**
   * Path after the base URL, starting with `/` (may carry a query string). The ids in `ctx` are
   * already percent-encoded here (each path segment, `/` kept): put them in as they are, and
   * encode any other value with `encodeQueryValue` / `encodePathSegment` (../call/url-encoding.ts).
   */
  route(ctx: RequestContext): string;
  body(ctx: RequestContext): RequestBody;
  response: ResponseSpec | ((ctx: RequestContext) => ResponseSpec);
  /** Headers this task adds (for example Replicate's `Prefer: wait`). */
  headers?(ctx: RequestContext): Record<string, string>;
  /** A direct base URL for this task only, when it differs from the provider's. */
  directBaseUrl?: string;
  /**
   * Whether a hub SDK (`huggingface_hub`, `huggingface.js`) can make this call; default yes.
   * Some cannot (they send a body the route rejects, or refuse the input's file type): those
   * snippets are left out rather than offered broken.
   */
  hubSdk?(ctx: RequestContext, client: HubSdk): boolean;
  /**
   * The task is served on the provider's OpenAI-compatible chat route (text generation on a
   * chat-only provider): every client makes a chat call to that route, the SDKs included, with
   * the prompt as one user message.
   */
  servedAsChat?: boolean;
}

/** How a direct request carries the provider key: `<header>: <prefix> <key>`. */
export interface AuthScheme {
  header: string;
  /** "Bearer", "Key", … ; empty for a bare key. */
  prefix: string;
}

export const BEARER: AuthScheme = { header: "Authorization", prefix: "Bearer" };

export interface ProviderDefinition {
  id: string;
  /** Always `https://router.huggingface.co/<id>`. */
  routedBaseUrl: string;
  directBaseUrl: string;
  /** The provider's key variable for direct requests: a shell identifier (checked by tests). */
  keyEnvVar: string;
  /** Auth for direct calls; routed calls always use `Authorization: Bearer $HF_TOKEN`. */
  directAuth: AuthScheme;
  /** Headers every request to this provider carries. */
  headers?: Record<string, string>;
  tasks: Partial<Record<ProviderTaskId, ProviderTask>>;
  /** The provider cannot be reached through the router: routed calls go direct too. */
  clientSideRoutingOnly?: boolean;
}

/** What a provider module writes: its definition, with the task table as a function. */
export type ProviderSpec = Omit<ProviderDefinition, "tasks"> & { tasks: () => ProviderDefinition["tasks"] };

/**
 * A provider definition whose task table is built the first time it is read: importing the
 * package builds none of the 22 tables (about a millisecond of the import), and a call builds
 * only its own provider's.
 */
/* @__NO_SIDE_EFFECTS__ */
export function defineProvider(spec: ProviderSpec): ProviderDefinition {
  const { tasks: build, ...definition } = spec;
  let tasks: ProviderDefinition["tasks"] | undefined;
  return {
    ...definition,
    get tasks() {
      return (tasks ??= build());
    },
  };
}

/** The router base for a provider id. */
export const routerBase = /* @__NO_SIDE_EFFECTS__ */ (id: string) => `https://router.huggingface.co/${id}`;

/** The hub SDKs a provider definition may refuse a call to (`ProviderTask.hubSdk`). */
export const HUB_SDKS = ["huggingface_hub", "huggingface.js"] as const;

export type HubSdk = (typeof HUB_SDKS)[number];
