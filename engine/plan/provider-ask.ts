/**
 * A provider someone asked for (the CLI's --provider, a tool's or a route's `provider`), checked
 * against the model plan. A record that carries a mapping says who serves the model: a provider
 * it leaves out is refused with the ones it lists, unless the caller says explicitly to write the
 * code anyway, and then the provider's id for the model is a guess. A record without a mapping
 * says nothing either way: the code is written, labelled "mapping not given".
 */
import { closest } from "../load/suggest.js";
import { PROVIDERS, getProvider } from "../inference/providers/index.js";
import type { ModelPlan, PlanWarning } from "./types.js";

export type ProviderRefusal = "not-a-provider" | "mapped-unknown" | "not-mapped" | "task-unsupported" | "none-callable";

export type ProviderAsk = { ok: true; warnings: PlanWarning[] } | { ok: false; refusal: ProviderRefusal; message: string; valid: string[] };

/**
 * `provider` for `plan`'s model. `allowUnmapped` is the caller's explicit yes to a provider the
 * mapping leaves out; `allowName` is how the caller's surface spells it (a flag, an argument),
 * so the refusal says what to pass.
 */
export function askProvider(plan: ModelPlan, provider: string, allowUnmapped: boolean, allowName: string): ProviderAsk {
  const callable = plan.providers.callable.map((p) => p.id);
  const valid = callable.length ? callable : ["auto"];
  if (provider === "auto") return askAuto(plan, allowUnmapped, allowName);
  const mapped = plan.providers.unknown.find((p) => p.id === provider);
  if (mapped) {
    const instead =
      plan.kind === "chat" ? "use provider auto (the router picks among the mapped providers, this one included)" : `use one of: ${valid.join(", ")}`;
    return {
      ok: false,
      refusal: "mapped-unknown",
      valid,
      message: `${JSON.stringify(provider)} is mapped to ${plan.id}, but this version of Model Atlas does not know that provider and writes no code for it: ${instead}, or upgrade Model Atlas`,
    };
  }
  if (!getProvider(provider)) {
    const guess = closest(provider, PROVIDERS.keys());
    return {
      ok: false,
      refusal: "not-a-provider",
      valid: ["auto", ...PROVIDERS.keys()],
      message: `${JSON.stringify(provider)} is not a provider${guess ? `; did you mean "${guess}"?` : ""}; valid values: auto, ${[...PROVIDERS.keys()].join(", ")}`,
    };
  }
  const unsupported = plan.providers.unsupported.find((p) => p.id === provider);
  if (unsupported) {
    return {
      ok: false,
      refusal: "task-unsupported",
      valid,
      message: `${provider} is mapped to ${plan.id} for the task ${unsupported.task}, for which Model Atlas has no ${provider} call; valid values: ${valid.join(", ")}`,
    };
  }
  if (callable.includes(provider)) return { ok: true, warnings: [] };
  if (plan.mapping === "not-given") return { ok: true, warnings: [guessWarning(plan, provider, "the record carries no provider mapping")] };
  if (!allowUnmapped) {
    const listed = mappedProviders(plan);
    return {
      ok: false,
      refusal: "not-mapped",
      valid,
      message: `${JSON.stringify(provider)} is not in ${plan.id}'s provider mapping (${listed.length ? `it lists ${listed.join(", ")}` : "it lists no provider"}); valid values: ${valid.join(", ")}. Pass ${allowName} to write the code anyway, with the provider's model id guessed`,
    };
  }
  return { ok: true, warnings: [guessWarning(plan, provider, "the record's provider mapping does not list it")] };
}

/**
 * auto: the router (chat) or the SDKs pick among the mapped providers. A record whose mapping
 * leaves none callable (empty, or only providers without this task) would send the call nowhere.
 */
function askAuto(plan: ModelPlan, allowUnmapped: boolean, allowName: string): ProviderAsk {
  if (plan.mapping === "not-given" || plan.providers.callable.length || plan.kind === "none") return { ok: true, warnings: [] };
  if (allowUnmapped) return { ok: true, warnings: [] };
  const reason = plan.absent.find((a) => a.what === "hosted")?.reason ?? "no mapped provider can take the call";
  return {
    ok: false,
    refusal: "none-callable",
    valid: [],
    message: `${plan.id} has no provider to call: ${reason}. Load it with its library or run it in a local app; pass ${allowName} to write the code anyway`,
  };
}

function guessWarning(plan: ModelPlan, provider: string, why: string): PlanWarning {
  return {
    code: "provider-guess",
    message: `${provider}: ${why}, so the code uses ${JSON.stringify(plan.id)} as the model's id at ${provider}, a guess that may not exist there.`,
  };
}

/** Every provider the record's mapping lists (staging ones included, `auto` not), in the plan's order. */
export const mappedProviders = (plan: ModelPlan): string[] =>
  [...plan.providers.callable.filter((p) => p.id !== "auto"), ...plan.providers.unknown, ...plan.providers.unsupported].map((p) => p.id);
