/**
 * fal_client, fal's own python SDK: offered for calls to fal directly (not through an endpoint);
 * it calls the provider's app by its own model id and reads the answer itself. No chat calls.
 */
import { falClientCode } from "../../inference/code/fal-client-code.js";
import type { SdkClient } from "../../inference/contract/plugin-contract.js";

export const falClient: SdkClient = {
  offered: (c) => c.providerId === "fal-ai" && !c.endpoint,
  context(ctx, facts, plugin) {
    if (!facts.plan) return false;
    const lang = plugin.module;
    Object.assign(ctx.code, falClientCode(lang, facts.plan, facts.providerModelId ?? facts.hubModelId));
    // fal_client talks to fal itself: a literal key is only of use on a direct request.
    ctx.code.falKey = facts.token.literal !== undefined && facts.request.directRequest ? lang.str(facts.token.literal) : "";
    ctx.response = facts.plan.response;
    return true;
  },
};
