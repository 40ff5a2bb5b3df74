/**
 * The usage card as data: what `getUsageCard` returns and what the JSON form holds. The
 * Markdown and agent-prompt forms are rendered from this and nothing else (./markdown.ts,
 * ./prompt.ts), so the three cannot tell different stories. `UsageCardSchema` validates a card
 * read back from JSON (an export, an MCP answer); its field descriptions document the format.
 */
import * as z from "zod/mini";
import { useEnglishMessages } from "../schema/zod.js";
import { PlanSchema } from "./plan-schema.js";
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
  z.strictObject({
    kind: z.literal("json"),
    json: described(z.unknown(), "the JSON body; file contents appear as their placeholder"),
    files: z.array(FilePartSchema),
  }),
  z.strictObject({ kind: z.literal("binary"), file: described(z.string(), "the file whose raw bytes are the body"), contentType: z.string() }),
  z.strictObject({
    kind: z.literal("multipart"),
    fields: z.array(z.strictObject({ name: z.string(), value: z.optional(z.string()), file: z.optional(z.string()), mime: z.optional(z.string()) })),
  }),
]);

export const ResponseSchema = z.strictObject({
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
  answer: ResponseSchema,
});

export const ProviderCallSchema = z.strictObject({
  provider: described(z.string(), "the provider id, or auto (the router picks one)"),
  providerModelId: z.optional(described(z.string(), "the model's id at the provider")),
  status: z.optional(described(z.string(), "the mapping's status: live or staging")),
  envVar: described(z.string(), "the variable the snippets read the token from"),
  directEnvVar: z.optional(described(z.string(), "the provider's own key variable, for calls to its own host")),
  directBaseUrl: z.optional(z.string()),
  adapter: z.optional(
    described(
      z.strictObject({ kind: z.string(), weights: z.optional(z.string()) }),
      "a LoRA adapter the provider loads onto the base model, and its weights file",
    ),
  ),
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

/** A callable provider whose full call the card leaves out, and how its code differs from the first call's. */
export const OtherProviderSchema = z.strictObject({
  provider: z.string(),
  providerModelId: z.optional(described(z.string(), "the model's id at the provider")),
  status: z.optional(z.string()),
  rule: described(
    z.enum(["suffix", "argument", "suffix-or-argument", "own"]),
    'suffix: the first call\'s code with ":<provider>" on the model field; argument: with the provider argument; suffix-or-argument: each snippet one or the other (differs says which); own: different code',
  ),
  suffixIn: z.optional(described(z.array(z.string()), "for suffix-or-argument: the clients whose code takes the suffix")),
  argumentIn: z.optional(described(z.array(z.string()), "for suffix-or-argument: the clients whose code takes the provider argument")),
  route: z.optional(described(z.string(), "for own: its HTTP route (method and URL)")),
  differs: described(
    z.string(),
    "how its code differs from the card's first call, in one line (for chat through the router: only the provider suffix of the model field)",
  ),
});

export const OmittedSchema = z.strictObject({
  what: described(z.string(), "what the card leaves out"),
  argument: described(z.string(), "the option (getUsageCard) or tool argument that gets it"),
});

export const UsageCardSchema = z.strictObject({
  format: described(
    z.literal("model-atlas/usage-card@2"),
    "the format and its version (@2: the plan, providers beyond the first as one-line rules, and what was left out)",
  ),
  id: described(z.string(), "the model's hub id"),
  url: described(z.string(), "the model's hub page"),
  summary: described(z.string(), "what the model does and how to call it, in one or two sentences"),
  kind: described(
    z.enum(["chat", "completion", "task", "none"]),
    "the plan's kind: chat: chat completions; completion: a base model continuing a prompt; task: a task route; none: no hosted call",
  ),
  task: z.optional(described(z.strictObject({ id: z.string(), label: z.string() }), "the plan's task")),
  library: z.optional(z.strictObject({ id: z.string(), label: z.string() })),
  plan: described(PlanSchema, "the model plan (what the model is, who can serve it, why something is absent), as every surface shows it"),
  providers: described(z.array(ProviderCallSchema), "the full calls the card holds: by default the first callable provider's, or the providers asked for"),
  otherProviders: described(z.array(OtherProviderSchema), "the other callable providers, each with how its code differs"),
  chatModes: described(z.array(ChatModeSchema), "tool calling, structured output, the Responses API: only when asked for (option modes)"),
  librarySnippets: z.array(CodeSampleSchema),
  local: z.optional(
    z.strictObject({
      file: z.optional(described(z.string(), "the GGUF file the apps load")),
      quant: z.optional(z.string()),
      files: described(z.array(z.string()), "every GGUF weight file of the repository"),
      choose: z.optional(described(z.string(), "how to load another file (when there is a choice)")),
      apps: z.array(LocalAppSchema),
    }),
  ),
  sample: z.strictObject({
    input: described(z.unknown(), "the sample input the snippets send"),
    answer: described(z.string(), "the shape of the answer"),
  }),
  unsupportedProviders: described(
    z.array(z.string()),
    "the plan's unknown providers: mapped, but this version of Model Atlas has no definition for them (no code is given)",
  ),
  notes: described(z.array(z.string()), "facts that save a failed call (the plan's warnings are in plan.warnings)"),
  omitted: described(z.array(OmittedSchema), "what the card leaves out to stay short, and the argument that gets each"),
});

export type UsageCard = z.output<typeof UsageCardSchema>;
export type ProviderCall = z.output<typeof ProviderCallSchema>;
export type ChatModeCall = z.output<typeof ChatModeSchema>;
export type HttpRequestCard = z.output<typeof HttpRequestSchema>;
export type CodeSample = z.output<typeof CodeSampleSchema>;
export type ResponseCard = z.output<typeof ResponseSchema>;
/** @deprecated Say `ResponseCard`: in the engine "answer" names only the service's HTTP answer. */
export type AnswerCard = ResponseCard;
export type LocalAppCard = z.output<typeof LocalAppSchema>;
export type OtherProvider = z.output<typeof OtherProviderSchema>;
export type Omitted = z.output<typeof OmittedSchema>;
