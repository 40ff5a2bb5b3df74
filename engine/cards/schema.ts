/**
 * The usage card as data: what `getUsageCard` returns and what the JSON form holds. The
 * Markdown and agent-prompt forms are rendered from this and nothing else (./markdown.ts,
 * ./prompt.ts), so the three cannot tell different stories. `UsageCardSchema` validates a card
 * read back from JSON (an export, an MCP answer); its field descriptions document the format.
 */
import * as z from "zod/mini";
import { useEnglishMessages } from "../schema/zod.js";
import { PLUGIN_MODE_IDS } from "../inference/chat/mode-definitions.js";

useEnglishMessages();

/** `schema` with its description in zod's global registry (read by z.toJSONSchema). */
function described<T extends z.ZodMiniType>(schema: T, description: string): T {
  z.globalRegistry.add(schema as z.ZodMiniType, { description } as never);
  return schema;
}

export const CodeSampleSchema = z.strictObject({
  language: described(z.string(), "the code's language: python, js, sh, go, ruby, php, java"),
  client: described(z.string(), "the client or library the code uses (requests, openai, curl, transformers, …)"),
  title: z.optional(described(z.string(), "what the code does, when a language has several")),
  code: described(z.string(), "the code, ready to paste"),
});

export const HeaderSchema = z.strictObject({
  name: z.string(),
  value: described(z.string(), "the value; with envVar, the text before the variable's value (e.g. 'Bearer ')"),
  envVar: z.optional(described(z.string(), "the environment variable whose value completes the header")),
});

export const FilePartSchema = z.strictObject({
  placeholder: described(z.string(), "the text standing for the file's content in the body"),
  file: described(z.string(), "the sample file to read"),
  mime: z.string(),
  encoding: described(z.enum(["base64", "dataUrl"]), "base64 text, or a data: URL holding it"),
});

export const RequestBodySchema = z.union([
  z.strictObject({ kind: z.literal("json"), json: described(z.unknown(), "the JSON body; file contents appear as their placeholder"), files: z.array(FilePartSchema) }),
  z.strictObject({ kind: z.literal("binary"), file: described(z.string(), "the file whose raw bytes are the body"), contentType: z.string() }),
  z.strictObject({
    kind: z.literal("multipart"),
    fields: z.array(z.strictObject({ name: z.string(), value: z.optional(z.string()), file: z.optional(z.string()), mime: z.optional(z.string()) })),
  }),
]);

export const AnswerSchema = z.strictObject({
  kind: described(z.enum(["json", "bytes", "base64", "url", "tracks", "poll", "stream"]), "how the answer comes back"),
  description: described(z.string(), "what the answer holds and how to read it, in one or two sentences"),
  path: z.optional(described(z.array(z.union([z.string(), z.number()])), "where the value sits in the JSON answer")),
  output: z.optional(described(z.string(), "the file the snippets write the result to")),
  steps: z.optional(described(z.array(z.string()), "for a job to poll: the requests that follow, in order")),
});

export const HttpRequestSchema = z.strictObject({
  method: z.literal("POST"),
  url: z.string(),
  headers: z.array(HeaderSchema),
  body: RequestBodySchema,
  answer: AnswerSchema,
});

export const ProviderCallSchema = z.strictObject({
  provider: described(z.string(), "the provider id, or auto (the router picks one)"),
  providerModelId: z.optional(described(z.string(), "the model's id at the provider")),
  status: z.optional(described(z.string(), "the mapping's status: live or staging")),
  envVar: described(z.string(), "the variable the snippets read the token from"),
  directEnvVar: z.optional(described(z.string(), "the provider's own key variable, for calls to its own host")),
  directBaseUrl: z.optional(z.string()),
  adapter: z.optional(described(z.strictObject({ kind: z.string(), weights: z.optional(z.string()) }), "a LoRA adapter the provider loads onto the base model, and its weights file")),
  streaming: described(z.boolean(), "the call can stream its answer (chat)"),
  request: z.optional(described(HttpRequestSchema, "the exact HTTP request; absent when only SDKs can make the call")),
  snippets: z.array(CodeSampleSchema),
});

export const ChatModeSchema = z.strictObject({
  id: z.enum(PLUGIN_MODE_IDS),
  label: z.string(),
  description: z.string(),
  request: z.optional(HttpRequestSchema),
  snippets: z.array(CodeSampleSchema),
});

export const LocalAppSchema = z.strictObject({
  id: z.string(),
  label: z.string(),
  docsUrl: z.string(),
  macOSOnly: z.boolean(),
  url: z.optional(described(z.string(), "the link that opens the app on the model")),
  steps: z.array(z.strictObject({ title: z.string(), setup: z.optional(z.string()), code: z.string() })),
});

export const UsageCardSchema = z.strictObject({
  format: described(z.literal("model-atlas/usage-card@1"), "the format and its version"),
  id: described(z.string(), "the model's hub id"),
  url: described(z.string(), "the model's hub page"),
  summary: described(z.string(), "what the model does and how to call it, in one or two sentences"),
  kind: described(z.enum(["chat", "completion", "task", "none"]), "chat: chat completions; completion: a base model continuing a prompt; task: a task route; none: no inference"),
  task: z.optional(z.strictObject({ id: z.string(), label: z.string() })),
  library: z.optional(z.strictObject({ id: z.string(), label: z.string() })),
  providers: z.array(ProviderCallSchema),
  chatModes: z.array(ChatModeSchema),
  librarySnippets: z.array(CodeSampleSchema),
  local: z.optional(
    z.strictObject({
      file: z.optional(described(z.string(), "the GGUF file the apps load")),
      quant: z.optional(z.string()),
      files: described(z.array(z.string()), "every GGUF weight file of the repository"),
      choose: described(z.string(), "how to load another file"),
      apps: z.array(LocalAppSchema),
    }),
  ),
  sample: z.strictObject({
    input: described(z.unknown(), "the sample input the snippets send"),
    answer: described(z.string(), "the shape of the answer"),
  }),
  unsupportedProviders: described(z.array(z.string()), "providers the model is mapped to that Model Atlas has no definition for (no code is given for them)"),
  notes: described(z.array(z.string()), "facts that save a failed call"),
});

export type UsageCard = z.output<typeof UsageCardSchema>;
export type ProviderCall = z.output<typeof ProviderCallSchema>;
export type ChatModeCall = z.output<typeof ChatModeSchema>;
export type HttpRequestCard = z.output<typeof HttpRequestSchema>;
export type CodeSample = z.output<typeof CodeSampleSchema>;
export type AnswerCard = z.output<typeof AnswerSchema>;
export type LocalAppCard = z.output<typeof LocalAppSchema>;
