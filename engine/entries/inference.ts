/**
 * `model-atlas/inference`: copy-paste inference snippets, the providers, and their request and
 * snippet types. Python, js and sh (curl) are built in; go, ruby, php and java come as plugins from
 * `model-atlas/languages/<language>`, and HTTPie as a client pack over sh from
 * `model-atlas/languages/httpie`, passed in `options.languages`. The chat modes beyond plain chat
 * (tools, structured output, the Responses API) come as `chatModes` from `model-atlas/chat-modes`,
 * passed in `options.chatModes`.
 */
export { getInferenceSnippets, BUILT_IN_LANGUAGES, type InferenceOptions, type SnippetLanguageOf } from "../languages/core-snippets.js";
export type { LanguagePlugin } from "../inference/contract/plugin-contract.js";
export type { ClientPack, ClientPack as ClientPlugin } from "../inference/contract/client-pack.js";
export type { LanguageModule } from "../inference/contract/language-module.js";
export type { ChatModes } from "../inference/contract/plugin-contract.js";
export { PROVIDERS, getProvider, type ProviderDefinition, type ProviderTask, type RequestContext } from "../inference/providers/index.js";
export {
  LANGUAGES,
  type ChatMessage,
  type Language,
  type ResolvedSnippetRequest,
  type Snippet,
  type SnippetLanguage,
  SNIPPET_LANGUAGES,
  type SnippetRequest,
  type TaskSource,
} from "../schema/snippet.js";
export { describeTaskSource } from "../inference/call/model-task.js";
export type { ModelRecord, ModelRecordInput, ProviderMappingEntry } from "../schema/model.js";
export { AtlasError, formatProblem, type Problem, type ProblemCode } from "../errors/atlas-error.js";
