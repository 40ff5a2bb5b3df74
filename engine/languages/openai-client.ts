/**
 * The OpenAI client (python's `openai`, js's `openai`), pointed at the router or a provider's
 * OpenAI-compatible base URL: offered for chat calls only. Its template values: the base URL,
 * the provider's required headers, the model as the provider names it, the chat arguments.
 */
import { literalWith } from "../inference/code/code.js";
import { sdkChatArgs } from "../inference/chat/sdk-chat.js";
import { openaiBaseUrl } from "../inference/call/http-request.js";
import type { CallFacts, SdkClient } from "../inference/contract/plugin-contract.js";

/** The model the body names (the provider's own id), else the hub's. */
function bodyModel(facts: Pick<CallFacts, "plan" | "hubModelId">): string {
  const body = facts.plan?.body;
  const model = body?.kind === "json" ? (body.json as Record<string, unknown>).model : undefined;
  return String(model ?? facts.hubModelId);
}

export const openaiClient: SdkClient = {
  offered: (c) => c.conversational,
  context(ctx, facts, plugin) {
    if (!facts.plan) return false;
    const lang = plugin.module;
    ctx.code.openaiBase = lang.str(openaiBaseUrl(facts.plan));
    // Headers a provider requires on every call (Z.ai's source channel) ride as default headers.
    const { "X-HF-Bill-To": _billTo, ...providerHeaders } = facts.plan.headers;
    ctx.code.openaiHeaders = Object.keys(providerHeaders).length ? literalWith(lang, facts.plan.headers, 1) : "";
    ctx.code.openaiModel = lang.str(bodyModel(facts));
    if (plugin.sdk) ctx.code.chatArgs = sdkChatArgs(plugin.sdk.chat, bodyModel(facts), facts.call);
    return true;
  },
  chat: { model: bodyModel },
};
