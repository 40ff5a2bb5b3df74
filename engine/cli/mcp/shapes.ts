/**
 * The request shapes, written once as JSON Schema: each MCP tool's `inputSchema` (./definitions.ts)
 * and each REST body or query of the HTTP service (engine/server/, whose OpenAPI document
 * engine/generated/openapi.ts is generated from these objects by `npm run registry`). A field
 * added here appears in both; nothing else declares them.
 */
import { CHAT_MODE_DEFINITIONS, CHAT_MODE_IDS } from "../../inference/chat/mode-definitions.js";
import { LANGUAGES, SNIPPET_LANGUAGES } from "../../schema/snippet.js";

/** The chat modes, by id, from the chat-mode table. */
export const MODES = CHAT_MODE_IDS;
export const CARD_FORMATS = ["markdown", "json", "prompt"] as const;

export type JsonSchema = Record<string, unknown>;
export interface ObjectShape {
  type: "object";
  properties: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties: false;
}

const object = (properties: Record<string, JsonSchema>, required: string[] = []): ObjectShape => ({
  type: "object",
  properties,
  ...(required.length ? { required } : {}),
  additionalProperties: false,
});
const text = (description?: string): JsonSchema => ({ type: "string", ...(description ? { description } : {}) });
const choice = (values: readonly string[], description?: string): JsonSchema => ({
  type: "string",
  enum: [...values],
  ...(description ? { description } : {}),
});

/** One entry of inferenceProviderMapping, as the hub writes it. */
const MAPPING_ENTRY = { providerId: { type: "string" }, status: { type: "string", description: "live or staging" }, task: { type: "string" } };

export const MODEL: JsonSchema = {
  description:
    'The model: a hub model record (an object as https://huggingface.co/api/models/<id> returns it, with at least "id" and "pipeline_tag"; "tags", "library_name" and "inferenceProviderMapping" make the answer complete), or a hub id string "owner/name" (looked up on the hub only when the server was started with --hub).',
  anyOf: [
    { type: "string", description: "hub id, owner/name" },
    {
      type: "object",
      properties: {
        id: { type: "string" },
        pipeline_tag: { type: "string" },
        tags: { type: "array", items: { type: "string" } },
        library_name: { type: "string" },
        inferenceProviderMapping: {
          description:
            "who serves the model (the hub gives it with expand[]=inferenceProviderMapping): keyed by provider id, or a list of entries with provider; without it the answer cannot name the providers",
          anyOf: [
            { type: "object", additionalProperties: { type: "object", properties: MAPPING_ENTRY, required: ["providerId", "task"] } },
            {
              type: "array",
              items: { type: "object", properties: { provider: { type: "string" }, ...MAPPING_ENTRY }, required: ["provider", "providerId", "task"] },
            },
          ],
        },
        siblings: {
          type: "array",
          items: { type: "object", properties: { rfilename: { type: "string" } }, required: ["rfilename"] },
          description: "the repository's files; local apps and libraries pick a GGUF or weight file from them",
        },
        gguf: { type: "object", description: "the hub's GGUF metadata of a GGUF repository (context_length, chat_template, …); local apps read it" },
      },
      required: ["id"],
    },
  ],
};

const ALLOW_UNMAPPED: JsonSchema = {
  type: "boolean",
  description:
    "true: write code for a provider the record's inferenceProviderMapping does not list (refused otherwise); the provider's model id is then a guess",
};

/** The arguments of each tool; the REST routes take the same objects as their JSON bodies or queries. */
export const SHAPES = {
  get_usage_card: object(
    {
      model: MODEL,
      format: choice(
        CARD_FORMATS,
        "markdown (default): the card to read; json: the same as data; prompt: only the HTTP request to send, for writing the call in any language",
      ),
      provider: text('the full call of this provider (a provider id of the model\'s plan, or "auto" for chat); default: the first callable one'),
      allowUnmappedProvider: ALLOW_UNMAPPED,
      languages: {
        type: "array",
        items: choice(LANGUAGES),
        description: "the code in these languages (default python, js, sh, fewer when the card would not fit)",
      },
      modes: {
        type: "array",
        items: choice(MODES.filter((m) => m !== "chat")),
        description: "chat models: add these chat modes (tool calling, structured output, the Responses API); default none",
      },
      localApps: { type: "array", items: text(), description: "the steps of these local apps (ids); default the first app that has steps" },
    },
    ["model"],
  ),
  get_snippets: object(
    {
      model: MODEL,
      provider: text('provider id (see list_providers), or "auto" (default) to let the router pick'),
      allowUnmappedProvider: ALLOW_UNMAPPED,
      language: choice(SNIPPET_LANGUAGES),
      client: text("a client of the language (e.g. requests, openai, curl, agent-prompt)"),
      mode: choice(MODES, `chat models: ${CHAT_MODE_DEFINITIONS.map((m, i) => `${m.id} (${i ? m.name : "default"})`).join(", ")}`),
      streaming: { type: "boolean", description: "stream the answer (chat models)" },
      endpointUrl: text("call this dedicated endpoint (TGI, vLLM, llama.cpp, Inference Endpoints) instead of a provider; http(s) URL"),
      billTo: text("organisation billed for the call (X-HF-Bill-To header)"),
    },
    ["model"],
  ),
  list_providers: object({ model: MODEL }),
  list_local_apps: object({ model: MODEL, file: text("a GGUF file of the repository (its siblings)"), app: text("only this app id") }, ["model"]),
  get_task: object({ id: text("task id, e.g. text-to-image") }, ["id"]),
  find_libraries: object({
    query: text("words to look for in the id, name, tasks and file formats (e.g. gguf, llama.cpp, diffusers)"),
    task: text("only libraries of this task id"),
    page: { type: "integer", minimum: 1, description: "the page of a long list (default 1); the answer says how many there are" },
  }),
  /** REST only (`POST /v1/library-snippets`): the code that loads the model with its own library. */
  get_library_snippets: object({ model: MODEL }, ["model"]),
} as const satisfies Record<string, ObjectShape>;

export type ShapeName = keyof typeof SHAPES;

/** The argument names of a shape, for refusing unknown keys. */
export const argumentNames = (name: ShapeName): string[] => Object.keys(SHAPES[name].properties);
