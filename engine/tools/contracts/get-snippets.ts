/** The contract of get_snippets (`POST /v1/snippets`): code that calls a model through an inference provider. */
import * as z from "zod/mini";
import { CHAT_MODE_DEFINITIONS, CHAT_MODE_IDS } from "../../inference/chat/mode-definitions.js";
import { SNIPPET_LANGUAGES } from "../../schema/snippet.js";
import { contract } from "./contract.js";
import { ModelArg } from "./model-arg.js";
import { NoCodeOutput, PlanSchema, SnippetOutput, WarningOutput } from "./outputs.js";
import { ALLOW_UNMAPPED, text } from "./pieces.js";

export const getSnippetsContract = contract({
  name: "get_snippets",
  title: "Code that calls a model",
  description:
    'Ready-to-run code that calls the model through an inference provider, one snippet per language and client (python: huggingface_hub, requests, openai, fal_client; js: huggingface.js, fetch, openai; sh: curl, httpie; go, ruby, php, java). The code reads the token from HF_TOKEN. The answer stays short: snippets that do not fit, the chat modes and the other providers are named at its end with the argument that gets them. Pass language and client to get one snippet; language "text" with client "agent-prompt" gives the HTTP request described in words. A provider the record\'s mapping leaves out is refused with the mapped ones (allowUnmappedProvider writes it anyway, as a guess). A model no provider can be called for gets no code and noCode, saying why and which providers to name.',
  mcp: true,
  input: z.strictObject({
    model: ModelArg,
    provider: z.optional(text('provider id (see list_providers), or "auto" (default) to let the router pick')),
    allowUnmappedProvider: z.optional(ALLOW_UNMAPPED),
    language: z.optional(z.enum(SNIPPET_LANGUAGES)),
    client: z.optional(text("a client of the language (e.g. requests, openai, curl, agent-prompt)")),
    mode: z.optional(
      z.enum(CHAT_MODE_IDS).check(z.describe(`chat models: ${CHAT_MODE_DEFINITIONS.map((m, i) => `${m.id} (${i ? m.name : "default"})`).join(", ")}`)),
    ),
    streaming: z.optional(z.boolean().check(z.describe("stream the answer (chat models)"))),
    endpointUrl: z.optional(text("call this dedicated endpoint (TGI, vLLM, llama.cpp, Inference Endpoints) instead of a provider; http(s) URL")),
    billTo: z.optional(text("organisation billed for the call (X-HF-Bill-To header)")),
  }),
  output: z.object({
    plan: PlanSchema,
    snippets: z.array(SnippetOutput),
    omitted: z.optional(
      z.object({
        snippets: z.array(z.string()).check(z.describe("language/client of each snippet left out to keep the answer short")),
        argument: z.string().check(z.describe("the arguments that get them")),
      }),
    ),
    warnings: z.optional(z.array(WarningOutput).check(z.describe("the provider was allowed as a guess (allowUnmappedProvider)"))),
    noCode: z.optional(NoCodeOutput),
  }),
});
