/** The contract of get_usage_card (`POST /v1/cards`): what a model is and how to call or run it, as one document. */
import * as z from "zod/mini";
import { HttpRequestSchema, UsageCardSchema } from "../../cards/schema.js";
import { CHAT_MODE_IDS } from "../../inference/chat/mode-definitions.js";
import { LANGUAGES } from "../../schema/snippet.js";
import { contract } from "./contract.js";
import { ModelArg } from "./model-arg.js";
import { PlanSchema } from "./outputs.js";
import { ALLOW_UNMAPPED, listOf, text } from "./pieces.js";

export const CARD_FORMATS = ["markdown", "json", "prompt"] as const;
const CARD_MODES = CHAT_MODE_IDS.filter((m) => m !== "chat") as [
  Exclude<(typeof CHAT_MODE_IDS)[number], "chat">,
  ...Exclude<(typeof CHAT_MODE_IDS)[number], "chat">[],
];

/** The prompt format's data: the plan and the one HTTP request, without the code. */
const PromptOutput = z.object({
  id: z.string(),
  plan: PlanSchema,
  provider: z.optional(z.string()),
  request: z.optional(HttpRequestSchema),
  notes: z.array(z.string()),
});

export const getUsageCardContract = contract({
  name: "get_usage_card",
  title: "Usage card of a model",
  description:
    "What a model is and how to call or run it, as one compact document: the model plan (task, who serves it, whether the record carries its provider mapping, warnings), one provider's exact HTTP request and ready-to-run code in python, js and sh, a line per other provider saying how its code differs, library code, local apps, and a 'Left out' list naming the argument that gets each omitted part. Call this first when you have to write code that uses a model. Ask for more with provider (another provider's full call), languages (go, ruby, php, java), modes (tool calling, structured output, the Responses API) and localApps.",
  mcp: true,
  input: z.strictObject({
    model: ModelArg,
    format: z.optional(
      z
        .enum(CARD_FORMATS)
        .check(
          z.describe(
            "markdown (default): the card to read; json: the same as data; prompt: only the HTTP request to send, for writing the call in any language",
          ),
        ),
    ),
    provider: z.optional(text('the full call of this provider (a provider id of the model\'s plan, or "auto" for chat); default: the first callable one')),
    allowUnmappedProvider: z.optional(ALLOW_UNMAPPED),
    languages: z.optional(listOf(LANGUAGES, "the code in these languages (default python, js, sh, fewer when the card would not fit)")),
    modes: z.optional(listOf(CARD_MODES, "chat models: add these chat modes (tool calling, structured output, the Responses API); default none")),
    // Ids as plain strings: the list is the registry's, and the schema must not lag a new app.
    localApps: z.optional(z.array(text()).check(z.describe("the steps of these local apps (ids); default the first app that has steps"))),
  }),
  output: z.union([UsageCardSchema, PromptOutput]),
});
