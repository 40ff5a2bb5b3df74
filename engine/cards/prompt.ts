/**
 * The agent-prompt form: one call written out as the exact HTTP request (method, URL, headers with
 * the variable each value comes from, body) and the answer's shape, worded so an agent can write
 * the call in whatever language it works in. Values from the record are written as JSON strings,
 * so the agent reads them as data, never as instructions.
 */
import { AtlasError } from "../errors.js";
import { chatModes } from "../inference/chat/plugin.js";
import { generateSnippets } from "../inference/generator.js";
import type { ModelRecord, ModelRecordInput } from "../schema/model.js";
import type { SnippetRequest } from "../schema/snippet.js";
import { agentPromptPlugin } from "./prompt-plugin.js";
import { promptText } from "./prompt-text.js";
import type { UsageCard } from "./schema.js";

const q = (value: string) => JSON.stringify(value);

/** The prompt of one provider's call on the card (default: the first that has a raw request). */
export function usageCardPrompt(card: UsageCard, options: { provider?: string } = {}): string {
  const calls = card.providers.filter((p) => p.request);
  const call = options.provider === undefined ? calls[0] : calls.find((p) => p.provider === options.provider);
  if (!call) {
    if (options.provider !== undefined) {
      const valid = calls.map((p) => p.provider);
      throw new AtlasError([{ code: "input", path: "provider", value: options.provider, message: `agent prompt: ${q(options.provider)} has no HTTP call on this card`, hint: valid.length ? `providers with one: ${valid.join(", ")}` : "this model has no HTTP call" }]);
    }
    return `The model ${q(card.id)} has no hosted HTTP call${card.librarySnippets.length ? `: load it with its library (${q(card.library?.id ?? "")}) instead` : ""}.\n`;
  }
  const others = calls.filter((p) => p !== call && p.provider !== "auto");
  return promptText(card.id, card.task?.id, call.request!, call, others);
}

/**
 * The prompt for one snippet request (any provider, streaming, bill-to, endpoint or chat mode):
 * the snippet of `agentPromptPlugin` (./prompt-plugin.ts), the agent-prompt client of
 * `getInferenceSnippets`. Undefined when only SDKs can make the call ("auto" outside chat).
 */
export function agentPrompt(model: ModelRecordInput | ModelRecord, request: SnippetRequest = {}): string | undefined {
  return generateSnippets(PROMPT_ONLY, model, request, chatModes)[0]?.content;
}

const PROMPT_ONLY = [agentPromptPlugin];
