/** The usage cards: one card per model, as data, Markdown and an agent prompt (see ./build.ts). */
export { getUsageCard, CARD_FORMAT, type UsageCardOptions } from "./build.js";
export { usageCardMarkdown, type MarkdownOptions } from "./markdown.js";
export { usageCardPrompt, agentPrompt } from "./prompt.js";
export {
  UsageCardSchema,
  type UsageCard,
  type ProviderCall,
  type ChatModeCall,
  type HttpRequestCard,
  type CodeSample,
  type AnswerCard,
  type LocalAppCard,
} from "./schema.js";
