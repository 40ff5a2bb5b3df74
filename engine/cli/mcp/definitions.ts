/**
 * The MCP server's tools as `tools/list` shows them: each name, a description written for the
 * agent that calls it (what it returns, when to use it, what to pass), and the JSON schema of
 * its arguments. Light on purpose: `initialize` and `tools/list` answer without loading the
 * engine (./tools.ts is imported on the first call).
 */
import { CHAT_MODE_DEFINITIONS, CHAT_MODE_IDS } from "../../inference/chat/mode-definitions.js";
import { LANGUAGES, SNIPPET_LANGUAGES } from "../../schema/snippet.js";

/** The chat modes, by id, from the chat-mode table. */
export const MODES = CHAT_MODE_IDS;
export const CARD_FORMATS = ["markdown", "json", "prompt"] as const;
/** get_snippets languages: the code languages, and `text` for the agent prompt. */
export { SNIPPET_LANGUAGES };

const MODEL = {
  description:
    'The model: a hub model record (an object as https://huggingface.co/api/models/<id> returns it, with at least "id" and "pipeline_tag"; "tags", "library_name" and "inferenceProviderMapping" make the answer complete), or a hub id string "owner/name" (looked up on the hub only when the server was started with --hub).',
  anyOf: [
    { type: "string", description: "hub id, owner/name" },
    { type: "object", properties: { id: { type: "string" }, pipeline_tag: { type: "string" }, tags: { type: "array", items: { type: "string" } }, library_name: { type: "string" } }, required: ["id"] },
  ],
};

export interface ToolDefinition {
  name: string;
  title: string;
  description: string;
  inputSchema: { type: "object"; properties: Record<string, object>; required?: string[]; additionalProperties: false };
}

export const TOOLS: readonly ToolDefinition[] = [
  {
    name: "get_usage_card",
    title: "Usage card of a model",
    description:
      "Everything needed to call or run one model, as one document: the exact HTTP request per inference provider (URL, headers, body, env var of the token, answer shape), ready-to-run code in every language and client, chat modes, library code, local apps and notes that prevent failed calls. Call this first when you have to write code that uses a model. Narrow it with provider and languages: a chat model's full card is large.",
    inputSchema: {
      type: "object",
      properties: {
        model: MODEL,
        format: { type: "string", enum: [...CARD_FORMATS], description: "markdown (default): the card to read; json: the same as data; prompt: only the HTTP request to send, for writing the call in any language" },
        provider: { type: "string", description: 'only this provider\'s call (a provider id of the model\'s mapping, or "auto" for chat)' },
        languages: { type: "array", items: { type: "string", enum: [...LANGUAGES] }, description: "only the code in these languages" },
      },
      required: ["model"],
      additionalProperties: false,
    },
  },
  {
    name: "get_snippets",
    title: "Code that calls a model",
    description:
      'Ready-to-run code that calls the model through an inference provider, one snippet per language and client (python: huggingface_hub, requests, openai, fal_client; js: huggingface.js, fetch, openai; sh: curl, httpie; go, ruby, php, java). The code reads the token from HF_TOKEN. Pass language and client to get one snippet; language "text" with client "agent-prompt" gives the HTTP request described in words.',
    inputSchema: {
      type: "object",
      properties: {
        model: MODEL,
        provider: { type: "string", description: 'provider id (see list_providers), or "auto" (default) to let the router pick' },
        language: { type: "string", enum: [...SNIPPET_LANGUAGES] },
        client: { type: "string", description: "a client of the language (e.g. requests, openai, curl, agent-prompt)" },
        mode: { type: "string", enum: [...MODES], description: `chat models: ${CHAT_MODE_DEFINITIONS.map((m, i) => `${m.id} (${i ? m.name : "default"})`).join(", ")}` },
        streaming: { type: "boolean", description: "stream the answer (chat models)" },
        endpointUrl: { type: "string", description: "call this dedicated endpoint (TGI, vLLM, llama.cpp, Inference Endpoints) instead of a provider; http(s) URL" },
        billTo: { type: "string", description: "organisation billed for the call (X-HF-Bill-To header)" },
      },
      required: ["model"],
      additionalProperties: false,
    },
  },
  {
    name: "list_providers",
    title: "Inference providers",
    description:
      "With a model: the providers it is mapped to, each with its id for the model, status, whether code can be generated for it, and the env var of its key. Without: every provider Model Atlas knows, with its tasks, router base URL and key variable.",
    inputSchema: { type: "object", properties: { model: MODEL }, additionalProperties: false },
  },
  {
    name: "list_local_apps",
    title: "Run a model locally",
    description:
      "The apps that run the model on the user's machine (llama.cpp, Ollama, LM Studio, vLLM, …) with the link that opens each or the commands to paste, and for a GGUF repository the chosen file. Pass file to load another GGUF file of the repository.",
    inputSchema: {
      type: "object",
      properties: { model: MODEL, file: { type: "string", description: "a GGUF file of the repository (its siblings)" }, app: { type: "string", description: "only this app id" } },
      required: ["model"],
      additionalProperties: false,
    },
  },
  {
    name: "get_task",
    title: "A task of the catalogue",
    description: "One ML task (text-generation, text-to-image, automatic-speech-recognition, …): what it does, its libraries and suggested models. An unknown id gets the valid ids back.",
    inputSchema: { type: "object", properties: { id: { type: "string", description: "task id, e.g. text-to-image" } }, required: ["id"], additionalProperties: false },
  },
  {
    name: "find_libraries",
    title: "Find ML libraries",
    description: "Libraries of the registry whose id, name or tasks match the query (e.g. diffusers, speech, text-to-image), with their repository and docs links. Use it to learn which library loads a kind of model.",
    inputSchema: {
      type: "object",
      properties: { query: { type: "string", description: "words to look for in the id, name and tasks" }, task: { type: "string", description: "only libraries of this task id" } },
      additionalProperties: false,
    },
  },
];

export const TOOL_NAMES = TOOLS.map((t) => t.name);
