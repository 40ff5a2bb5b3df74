/**
 * Tool calls for the MCP tests, shared by the in-process and the stdio runs: for every tool one
 * call with good arguments (and what its answer must hold) and calls with bad ones (and the field
 * and valid values the error must name).
 */
import { EXAMPLE_MODELS } from "../../viewer/src/data/example-models.js";

export const CHAT = EXAMPLE_MODELS[0]!.record;
export const GGUF = EXAMPLE_MODELS.find((e) => e.kind.startsWith("GGUF"))!.record;

export interface GoodCall {
  name: string;
  arguments: Record<string, unknown>;
  /** Text the answer's text must contain. */
  text: RegExp;
  /** A key of structuredContent. */
  structured: string;
}

export const GOOD_CALLS: GoodCall[] = [
  {
    name: "get_usage_card",
    arguments: { model: CHAT, provider: "groq", languages: ["python"] },
    text: /^# `meta-llama\/Llama-3\.1-8B-Instruct`\n\n> /,
    structured: "providers",
  },
  {
    name: "get_usage_card",
    arguments: { model: CHAT, format: "prompt" },
    text: /POST https:\/\/router\.huggingface\.co\/v1\/chat\/completions/,
    structured: "request",
  },
  {
    name: "get_snippets",
    arguments: { model: CHAT, provider: "together", language: "python", client: "openai", streaming: true },
    text: /stream=True/,
    structured: "snippets",
  },
  { name: "get_snippets", arguments: { model: CHAT, language: "text", client: "agent-prompt", mode: "tools" }, text: /"tools": \[/, structured: "snippets" },
  { name: "list_providers", arguments: { model: CHAT }, text: /groq: "llama-3\.1-8b-instant" \(live\)/, structured: "providers" },
  { name: "list_providers", arguments: {}, text: /^baseten: /, structured: "providers" },
  { name: "list_local_apps", arguments: { model: GGUF, file: "Llama-3.2-3B-Instruct-Q8_0.gguf" }, text: /Q8_0/, structured: "apps" },
  { name: "get_task", arguments: { id: "text-to-image" }, text: /^# Text-to-Image/, structured: "task" },
  { name: "find_libraries", arguments: { query: "diffusers" }, text: /^diffusers \(Diffusers\)/m, structured: "libraries" },
];

export interface BadCall {
  name: string;
  arguments: unknown;
  /** What the error text must say (the field, the valid values). */
  error: RegExp;
}

export const BAD_CALLS: BadCall[] = [
  { name: "get_usage_card", arguments: {}, error: /model: required/ },
  { name: "get_usage_card", arguments: { model: CHAT, format: "html" }, error: /format: string "html" is not valid; valid values: markdown, json, prompt/ },
  {
    name: "get_usage_card",
    arguments: { model: CHAT, provider: "fal-ai" },
    error:
      /provider: "fal-ai" is not in .*'s provider mapping \(it lists cerebras, groq.*\); valid values: auto, cerebras, groq.*Pass allowUnmappedProvider: true/,
  },
  {
    name: "get_usage_card",
    arguments: { model: CHAT, languages: ["python", "rust"] },
    error: /languages\[1\]: string "rust" is not valid; did you mean "ruby"\?; valid values: python, js, sh, go, ruby, php, java/,
  },
  {
    name: "get_snippets",
    arguments: { model: CHAT, language: "pyton" },
    error: /language: .*did you mean "python"\?; valid values: python, js, sh, go, ruby, php, java, text/,
  },
  {
    name: "get_snippets",
    arguments: { model: CHAT, language: "python", client: "curl" },
    error: /client: no snippet for python\/curl; valid values for this model and provider: python\/huggingface_hub, python\/requests, python\/openai/,
  },
  { name: "get_snippets", arguments: { model: CHAT, mode: "agentic" }, error: /mode: .*valid values: chat, tools, structured, responses/ },
  {
    name: "get_snippets",
    arguments: { model: CHAT, provider: "togehter" },
    error: /provider: "togehter" is not a provider; did you mean "together"\?; valid values: auto, baseten/,
  },
  { name: "get_snippets", arguments: { model: CHAT, streaming: "yes" }, error: /streaming: expected true or false/ },
  {
    name: "get_snippets",
    arguments: { model: CHAT, endpointUrl: "ftp://x" },
    error: /endpointUrl: "ftp:\/\/x" is not an absolute http:\/\/ or https:\/\/ URL with a host/,
  },
  // The request fields a mode sets are not the caller's: the refusal names mode.
  {
    name: "get_snippets",
    arguments: { model: { ...CHAT, tags: [] }, mode: "tools" },
    error: /^get_snippets: mode: "tools" cannot be used here: .*chat models only/,
  },
  // A misspelt required argument: the missing one is named first.
  { name: "get_snippets", arguments: { modle: CHAT }, error: /^get_snippets: model: required/ },
  { name: "get_snippets", arguments: { model: { id: 5 } }, error: /model\.id: .*expected string/ },
  {
    name: "get_snippets",
    arguments: { model: "acme/not-served" },
    error: /model: "acme\/not-served" is a hub id, and this server is offline: pass the model record as an object instead.*--hub/,
  },
  {
    name: "get_snippets",
    arguments: { model: CHAT, lang: "python" },
    error: /lang: not an argument of this tool.*\(arguments: model, provider, allowUnmappedProvider, language, client, mode, streaming, endpointUrl, billTo\)/,
  },
  { name: "list_providers", arguments: { model: [] }, error: /model: expected a model record \(object\) or a hub id \(string\), got an array/ },
  { name: "list_local_apps", arguments: { model: GGUF, file: "nope.gguf" }, error: /file/ },
  { name: "list_local_apps", arguments: { model: GGUF, app: "ollamma" }, error: /app.*local apps: / },
  { name: "get_task", arguments: { id: "text-to-imag" }, error: /id: "text-to-imag" is not a task; did you mean "text-to-image"\?; valid values: any-to-any/ },
  { name: "find_libraries", arguments: { task: "speech" }, error: /task: "speech" is not a task.*valid values: / },
  {
    name: "no_such_tool",
    arguments: {},
    error: /Unknown tool "no_such_tool"; tools: get_usage_card, get_snippets, list_providers, list_local_apps, get_task, find_libraries/,
  },
];
