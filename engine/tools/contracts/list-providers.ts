/** The contract of list_providers (`GET /v1/providers`, `POST /v1/providers`): every provider, or those a model is mapped to. */
import * as z from "zod/mini";
import { contract } from "./contract.js";
import { ModelArg } from "./model-arg.js";
import { PlanSchema } from "./outputs.js";

const KnownProvider = z.object({
  id: z.string(),
  tasks: z.array(z.string()),
  routedBaseUrl: z.nullable(z.string()).check(z.describe("the router's base URL for this provider; null when it is called directly only")),
  keyEnvVar: z.string(),
  directBaseUrl: z.string(),
});

const MappedProvider = z.object({
  provider: z.string(),
  providerModelId: z.string(),
  status: z.string(),
  task: z.string(),
  supported: z.boolean().check(z.describe("code can be generated for it")),
  known: z.boolean().check(z.describe("this version of Model Atlas knows the provider")),
  keyEnvVar: z.optional(z.string()),
  routed: z.optional(z.boolean()),
});

export const listProvidersContract = contract({
  name: "list_providers",
  title: "Inference providers",
  description:
    "With a model: its plan (task, whether the record carries its provider mapping, the providers code is written for, mapped providers Model Atlas does not know, library, local apps, warnings) and each mapped provider with its id for the model, status, whether code can be generated for it, and the env var of its key. Without: every provider Model Atlas knows, with its tasks, router base URL and key variable.",
  mcp: true,
  input: z.strictObject({ model: z.optional(ModelArg) }),
  output: z.union([
    z.object({ providers: z.array(KnownProvider) }).check(z.describe("without a model: every provider Model Atlas knows")),
    z.object({ model: z.string(), plan: PlanSchema, providers: z.array(MappedProvider) }).check(z.describe("with a model: its mapped providers")),
  ]),
});
