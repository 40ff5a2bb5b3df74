/**
 * The MCP server's tools as `tools/list` shows them: each name, a description written for the
 * agent that calls it (what it returns, when to use it, what to pass), and the JSON schema of
 * its arguments. Light on purpose: `initialize` and `tools/list` answer without loading the
 * engine (./tools.ts is imported on the first call).
 */
import { SNIPPET_LANGUAGES } from "../../schema/snippet.js";
import { SHAPES, type ObjectShape } from "./shapes.js";

export { CARD_FORMATS, MODES } from "./shapes.js";
/** get_snippets languages: the code languages, and `text` for the agent prompt. */
export { SNIPPET_LANGUAGES };

export interface ToolDefinition {
  name: string;
  title: string;
  description: string;
  /** From ./shapes.ts, the one source the HTTP service's OpenAPI document is generated from too. */
  inputSchema: ObjectShape;
}

export const TOOLS: readonly ToolDefinition[] = [
  {
    name: "get_usage_card",
    title: "Usage card of a model",
    description:
      "What a model is and how to call or run it, as one compact document: the model plan (task, who serves it, whether the record carries its provider mapping, warnings), one provider's exact HTTP request and ready-to-run code in python, js and sh, a line per other provider saying how its code differs, library code, local apps, and a 'Left out' list naming the argument that gets each omitted part. Call this first when you have to write code that uses a model. Ask for more with provider (another provider's full call), languages (go, ruby, php, java), modes (tool calling, structured output, the Responses API) and localApps.",
    inputSchema: SHAPES.get_usage_card,
  },
  {
    name: "get_snippets",
    title: "Code that calls a model",
    description:
      'Ready-to-run code that calls the model through an inference provider, one snippet per language and client (python: huggingface_hub, requests, openai, fal_client; js: huggingface.js, fetch, openai; sh: curl, httpie; go, ruby, php, java). The code reads the token from HF_TOKEN. The answer stays short: snippets that do not fit, the chat modes and the other providers are named at its end with the argument that gets them. Pass language and client to get one snippet; language "text" with client "agent-prompt" gives the HTTP request described in words. A provider the record\'s mapping leaves out is refused with the mapped ones (allowUnmappedProvider writes it anyway, as a guess).',
    inputSchema: SHAPES.get_snippets,
  },
  {
    name: "list_providers",
    title: "Inference providers",
    description:
      "With a model: its plan (task, whether the record carries its provider mapping, the providers code is written for, mapped providers Model Atlas does not know, library, local apps, warnings) and each mapped provider with its id for the model, status, whether code can be generated for it, and the env var of its key. Without: every provider Model Atlas knows, with its tasks, router base URL and key variable.",
    inputSchema: SHAPES.list_providers,
  },
  {
    name: "list_local_apps",
    title: "Run a model locally",
    description:
      "The apps that run the model on the user's machine (llama.cpp, Ollama, LM Studio, vLLM, …) with the link that opens each or the commands to paste, and for a GGUF repository the chosen file. Pass file to load another GGUF file of the repository.",
    inputSchema: SHAPES.list_local_apps,
  },
  {
    name: "get_task",
    title: "A task of the catalogue",
    description:
      "One ML task (text-generation, text-to-image, automatic-speech-recognition, …): what it does, its libraries and suggested models. An unknown id gets the valid ids back.",
    inputSchema: SHAPES.get_task,
  },
  {
    name: "find_libraries",
    title: "Find ML libraries",
    description:
      "Libraries of the registry whose id, name, tasks or file formats match the query (e.g. diffusers, speech, text-to-image, gguf), with their repository and docs links, a page at a time (page). Use it to learn which library loads a kind of model.",
    inputSchema: SHAPES.find_libraries,
  },
];

export const TOOL_NAMES = TOOLS.map((t) => t.name);
