/** `model-atlas/cards`: usage cards for coding agents: one card per model, as data, Markdown and an agent prompt (see ./build.ts). */
export { getUsageCard, CARD_FORMAT, type UsageCardOptions } from "../cards/build.js";
export { usageCardMarkdown, type MarkdownOptions } from "../cards/markdown.js";
export { usageCardPrompt, agentPrompt } from "../cards/prompt.js";
export { agentPromptPlugin, AGENT_PROMPT_CLIENT, type AgentPromptPlugin } from "../cards/prompt-plugin.js";
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
} from "../cards/schema.js";
