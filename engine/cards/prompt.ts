/**
 * The agent-prompt form: one call written out as the exact HTTP request (method, URL, headers with
 * the variable each value comes from, body) and the answer's shape, worded so an agent can write
 * the call in whatever language it works in. Values from the record are written as JSON strings,
 * so the agent reads them as data, never as instructions.
 */
import { AtlasError } from "../errors/atlas-error.js";
import { chatModes } from "../inference/chat/plugin.js";
import { generateSnippets } from "../inference/generator.js";
import type { ModelRecord, ModelRecordInput } from "../schema/model.js";
import type { SnippetRequest } from "../schema/snippet.js";
import { agentPromptPlugin } from "./prompt-plugin.js";
import { planLines } from "../plan/plan-text.js";
import { promptText } from "./prompt-text.js";
import type { UsageCard } from "./schema.js";

const q = (value: string) => JSON.stringify(value);

/** A plan line kept on its line (a record value may hold a line break). */
const oneLine = (line: string) => line.replace(/[\u0000-\u001f\u007f\u0085\u2028\u2029]/g, " ");

/**
 * The prompt of one provider's call on the card (default: the first that has a raw request),
 * headed by the plan's lines and followed by what the card left out.
 */
export function usageCardPrompt(card: UsageCard, options: { provider?: string } = {}): string {
  const head = `Plan of the model ${q(card.id)}:\n${planLines(card.plan)
    .map((l) => `- ${oneLine(l)}`)
    .join("\n")}\n\n`;
  const tail = card.omitted.length
    ? `\nLeft out of this card (ask for it with the argument named):\n${card.omitted.map((o) => `- ${o.what}: ${o.argument}`).join("\n")}\n`
    : "";
  const calls = card.providers.filter((p) => p.request);
  const call = options.provider === undefined ? calls[0] : calls.find((p) => p.provider === options.provider);
  if (!call) {
    if (options.provider !== undefined) {
      const valid = calls.map((p) => p.provider);
      const listed = card.otherProviders.some((p) => p.provider === options.provider);
      const hint = listed
        ? `ask for the card with providers: [${q(options.provider)}] for its call`
        : valid.length
          ? `providers with one: ${valid.join(", ")}`
          : "this model has no HTTP call on this card";
      throw new AtlasError([
        { code: "input", path: "provider", value: options.provider, message: `agent prompt: ${q(options.provider)} has no HTTP call on this card`, hint },
      ]);
    }
    return `${head}${noRequest(card)}\n${tail}`;
  }
  return `${head}${promptText(card.id, card.task?.id, call.request!, call, card.otherProviders)}${tail}`;
}

/** Why the card has no raw request to spell out, and what to do instead: never "no hosted call" when the plan has a callable provider. */
function noRequest(card: UsageCard): string {
  const { plan } = card;
  if (plan.providers.callable.length) {
    const how =
      plan.mapping === "not-given"
        ? "; the record does not say which providers serve it (mapping not given), see the plan above for how to get the mapping"
        : "";
    return `The model ${q(card.id)} is called through the huggingface_hub or huggingface.js SDK with provider ${q(card.providers[0]?.provider ?? plan.providers.callable[0]!.id)}, which picks the route itself: there is no single raw HTTP request to spell out${how}. Name a provider of the model for its exact request.`;
  }
  const ways = [
    ...(card.librarySnippets.length ? [`load it with its library (${q(card.library?.id ?? "")})`] : []),
    ...(card.local?.apps.length ? ["run it in a local app"] : []),
  ];
  return `The model ${q(card.id)} has no hosted HTTP call${ways.length ? `: ${ways.join(" or ")} instead` : ""}.`;
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
