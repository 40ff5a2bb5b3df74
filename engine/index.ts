/**
 * Model Atlas public API. Everything a caller needs is exported here and nowhere else;
 * the folders below are implementation.
 */
export { AtlasError, formatProblem, type Problem, type ProblemCode } from "./errors/atlas-error.js";
export * from "./schema/index.js";
export {
  PIPELINE_DATA,
  PIPELINE_TYPES,
  MODALITIES,
  MODALITY_LABELS,
  isPipelineType,
  type PipelineType,
  type PipelineData,
  type Modality,
} from "./pipelines/data.js";
export { GGMLFileQuantizationType, GGMLQuantizationType, GGUF_QUANT_ORDER, parseGGUFQuantLabel } from "./gguf/index.js";
export { listTasks, getTask, isTaskId, tasksByModality, TASKS_DATA, TASK_IDS, type TaskId, type ModalityGroup } from "./catalogue/tasks.js";
export { demoMedia, taskMediaPath, type DemoMedia, type MediaKind } from "./catalogue/media.js";
export { describeTaskSource } from "./inference/call/model-task.js";
export {
  getModelPlan,
  planLines,
  askProvider,
  type ModelPlan,
  type PlanKind,
  type PlanTask,
  type PlanWarning,
  type ProvidersPlan,
  type Absence,
  type ProviderAsk,
  type ProviderRefusal,
  type CallableProvider,
  type WarningCode,
} from "./plan/index.js";
export {
  listLibraries,
  getLibrary,
  isLibraryId,
  librariesForTask,
  tasksForLibrary,
  LIBRARIES,
  LIBRARY_IDS,
  type LibraryId,
} from "./registry/libraries.js";
export {
  countsAsDownload,
  countDownloadsRule,
  parseQuery as parseCountDownloadsQuery,
  matchesQuery as matchesCountDownloadsQuery,
  formatQuery as formatCountDownloadsQuery,
  QuerySyntaxError,
  DEFAULT_COUNT_DOWNLOADS_FILES,
  DEFAULT_COUNT_DOWNLOADS_QUERY,
  type QueryNode as CountDownloadsQuery,
} from "./registry/count-downloads/index.js";
export { LANGUAGE_MODULES, type LanguageModule } from "./languages/index.js";
export { LANGUAGE_PLUGINS, type LanguagePlugin } from "./languages/plugins.js";
export { chatModes } from "./inference/chat/plugin.js";
export type { ChatModes } from "./inference/contract/plugin-contract.js";
export type { ChatMode, ChatModeValues } from "./inference/contract/template-context.js";
export type { InferenceOptions, SnippetLanguageOf } from "./languages/core-snippets.js";
export type { ClientPack, ClientPack as ClientPlugin } from "./inference/contract/client-pack.js";
export { modesForLanguage, languagesWithMode, type ClientModes } from "./inference/chat/mode-table.js";
export { CHAT_MODE_DEFINITIONS, type ChatModeDefinition } from "./inference/chat/mode-definitions.js";
export {
  getModelInputData,
  getModelInputSnippet,
  NO_INPUT_EXAMPLE,
  type ModelInputData,
  type ModelInputSnippet,
  type SampleInputModel,
  type SampleInputOptions,
} from "./inputs/index.js";
export {
  getLibrarySnippets,
  getLibrarySnippetStrings,
  normaliseModel,
  type LibrarySnippet,
  type SnippetModel,
} from "./library-snippets/index.js";
export { PLUGINS, type LibraryPlugin, type PluginContext, type PluginError, type SnippetSelection } from "./plugins/index.js";
export { getInferenceSnippets, type AllLanguagesOptions } from "./languages/snippets.js";
export { agentPromptPlugin, AGENT_PROMPT_CLIENT, type AgentPromptPlugin } from "./cards/prompt-plugin.js";
export { getUsageCard, CARD_FORMAT, type UsageCardOptions } from "./cards/build.js";
export { usageCardMarkdown, type MarkdownOptions } from "./cards/markdown.js";
export { usageCardPrompt, agentPrompt } from "./cards/prompt.js";
export {
  UsageCardSchema,
  type UsageCard,
  type ProviderCall,
  type ChatModeCall,
  type HttpRequestCard,
  type CodeSample,
  type AnswerCard,
  type ResponseCard,
  type LocalAppCard,
} from "./cards/schema.js";
export { PROVIDERS, getProvider, type ProviderDefinition, type ProviderTask, type RequestContext } from "./inference/providers/index.js";
export {
  getLocalApps,
  offersApp,
  chooseGgufFile,
  ggufFileChoices,
  ggufWeightFiles,
  LOCAL_APPS,
  LOCAL_APP_IDS,
  LOCAL_APP_RULES,
  type LocalAppId,
  type LocalAppResult,
  type LocalAppSnippet,
  type LocalAppOptions,
  type GgufFileChoice,
  type LocalAppRuleName,
} from "./local-apps/index.js";
export { LocalAppSchema, type LocalAppEntry } from "./schema/local-app.js";
