/** list_providers (`GET /v1/providers`, `POST /v1/providers`): every provider, or those a model is mapped to. */
import { getProvider, PROVIDERS } from "../inference/providers/index.js";
import { planLines, planModel, type ModelPlan } from "../plan/index.js";
import type { ModelRecord } from "../schema/model.js";
import { listProvidersContract } from "./contracts/list-providers.js";
import { defineTool } from "./define.js";
import { resolveModel } from "./model.js";

export const listProviders = defineTool(listProvidersContract, async (args, ctx) => {
  if (args.model === undefined) {
    const providers = [...PROVIDERS.values()].map((p) => ({
      id: p.id,
      tasks: Object.keys(p.tasks).sort(),
      routedBaseUrl: p.clientSideRoutingOnly ? null : p.routedBaseUrl,
      keyEnvVar: p.keyEnvVar,
      directBaseUrl: p.directBaseUrl,
    }));
    const text = providers
      .map((p) => `${p.id}: ${p.tasks.join(", ")} (own key ${p.keyEnvVar}${p.routedBaseUrl ? "; through the router with HF_TOKEN" : "; not routed"})`)
      .join("\n");
    return { text, data: { providers } };
  }
  const model = await resolveModel(args.model, ctx);
  const plan = planModel(model);
  const providers = providerRows(model, plan);
  const rows = providers.map(
    (p) =>
      `- ${p.provider}: ${JSON.stringify(p.providerModelId)} (${p.status}${p.supported ? "" : p.known ? `, no code: Model Atlas has no ${p.provider} call for ${p.task}` : ", no code: this version of Model Atlas does not know this provider"})`,
  );
  return {
    text: [...planLines(plan), ...(rows.length ? ["", "Mapped providers:", ...rows] : [])].join("\n"),
    data: { model: model.id, plan, providers },
  };
});

/** The record's mapping entries, each with what the plan made of it. */
function providerRows(model: ModelRecord, plan: ModelPlan) {
  const callable = new Set(plan.providers.callable.map((p) => p.id));
  return (model.inferenceProviderMapping ?? []).map((m) => {
    const definition = getProvider(m.provider);
    return {
      provider: m.provider,
      providerModelId: m.providerId,
      status: m.status,
      task: m.task,
      supported: callable.has(m.provider),
      known: Boolean(definition),
      ...(definition ? { keyEnvVar: definition.keyEnvVar, routed: !definition.clientSideRoutingOnly } : {}),
    };
  });
}
