/** get_usage_card (`POST /v1/cards`): what a model is and how to call or run it, as one document. */
import { getUsageCard, type UsageCardOptions } from "../cards/build.js";
import { usageCardMarkdown } from "../cards/markdown.js";
import { usageCardPrompt } from "../cards/prompt.js";
import { LOCAL_APP_IDS } from "../local-apps/index.js";
import { planModel } from "../plan/index.js";
import { getUsageCardContract } from "./contracts/get-usage-card.js";
import { defineTool } from "./define.js";
import { engineCall } from "./engine-call.js";
import { ToolArgumentError } from "./errors.js";
import { resolveModel } from "./model.js";
import { checkedProvider } from "./provider.js";
import { didYouMeanClause } from "../load/suggest.js";

export const getUsageCardTool = defineTool(getUsageCardContract, async (args, ctx) => {
  const format = args.format ?? "markdown";
  const { provider, languages, modes, localApps } = args;
  const allowUnmappedProvider = args.allowUnmappedProvider ?? false;
  localApps?.forEach((id, i) => {
    if (!(LOCAL_APP_IDS as readonly string[]).includes(id))
      throw new ToolArgumentError(
        `localApps[${i}]`,
        `${JSON.stringify(id)} is not a local app${didYouMeanClause(id, LOCAL_APP_IDS)}; valid values: ${LOCAL_APP_IDS.join(", ")}`,
      );
  });
  const model = await resolveModel(args.model, ctx);
  if (provider !== undefined) checkedProvider(planModel(model), provider, allowUnmappedProvider);
  // The prompt needs no code: its card leaves every language out.
  const options: UsageCardOptions = {
    ...(format === "prompt" ? { languages: [] } : languages ? { languages } : {}),
    ...(provider ? { providers: [provider], allowUnmappedProvider } : {}),
    ...(modes ? { modes } : {}),
    ...(localApps ? { localApps: localApps as UsageCardOptions["localApps"] & string[] } : {}),
  };
  const card = engineCall(() => getUsageCard(model, options));
  if (format === "prompt") {
    const call = card.providers.find((p) => p.request);
    return {
      text: ctx.dataOnly ? "" : engineCall(() => usageCardPrompt(card)),
      data: { id: card.id, plan: card.plan, ...(call ? { provider: call.provider, request: call.request } : {}), notes: card.notes },
    };
  }
  // The card's Markdown (or indented JSON) is the text: a caller that reads the data alone skips writing it.
  return { text: ctx.dataOnly ? "" : format === "json" ? JSON.stringify(card, null, 2) : usageCardMarkdown(card), data: card };
});
