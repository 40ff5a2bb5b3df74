/** `model-atlas/inference`: copy-paste inference snippets, the providers, and their request and snippet types. */
export { getInferenceSnippets } from "../inference/snippets.js";
export { PROVIDERS, getProvider, type ProviderDefinition, type ProviderTask, type RequestContext } from "../inference/providers/index.js";
export {
  LANGUAGES,
  type ChatMessage,
  type Language,
  type ResolvedSnippetRequest,
  type Snippet,
  type SnippetRequest,
} from "../schema/snippet.js";
export type { ModelRecord, ModelRecordInput, ProviderMappingEntry } from "../schema/model.js";
export { AtlasError, formatProblem, type Problem, type ProblemCode } from "../errors.js";
