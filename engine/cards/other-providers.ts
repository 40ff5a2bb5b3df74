/**
 * The line a card gives each callable provider beyond its full calls: how that provider's code
 * differs from the card's first full call. It is decided from the two planned calls, and the other
 * provider's code is never rendered. The code is the first call's but for the provider when the
 * same clients write both calls and their facts are equal once each provider's identity is set
 * aside (`anonymousFacts`: the provider id, its model id, the router's `:provider` suffix). Each
 * client then names the provider as its code is written (`providerCarrier`): code written from the
 * request plan by the router's suffix on the model field, a hub SDK by its provider argument.
 * Anything else is "its own code", with its route.
 */
import { anonymousFacts, callFacts } from "../inference/call-render.js";
import type { CallPlan } from "../inference/call-plan.js";
import { providerCarrier } from "../inference/context.js";
import { snippetClients } from "../inference/generator.js";
import { routerModel } from "../inference/http.js";
import type { Ids } from "../inference/id-cache.js";
import type { CallFacts, LanguagePlugin } from "../inference/plugin-contract.js";
import type { ModelRecord } from "../schema/model.js";
import { factsRequest } from "./request.js";
import type { OtherProvider } from "./schema.js";

/** A call of a card, planned once, with the ids its facts are for. */
export interface PlannedCall {
  call: CallPlan;
  ids: Ids;
}

type Kind = "suffix" | "argument";

/** `other`'s line against `first` (the card's first full call), compared in the clients of `plugins`. */
export function otherProvider(
  model: ModelRecord,
  provider: string,
  first: PlannedCall | undefined,
  other: PlannedCall | undefined,
  plugins: readonly LanguagePlugin[],
): OtherProvider {
  const entry = model.inferenceProviderMapping?.find((m) => m.provider === provider);
  const head = { provider, ...(entry ? { providerModelId: entry.providerId, status: entry.status } : {}) };
  const kinds = first && other ? differences(first, other, plugins) : undefined;
  if (kinds?.length) {
    const which = (kind: Kind) => [...new Set(kinds.filter(([, k]) => k === kind).map(([name]) => name))];
    const suffixIn = which("suffix");
    const argumentIn = which("argument");
    const suffix = `the provider suffix ":${provider}" in the model field ("${model.id}:${provider}")`;
    const argument = `the provider argument "${provider}"`;
    if (!argumentIn.length) return { ...head, rule: "suffix", differs: `identical code but for ${suffix}` };
    if (!suffixIn.length) return { ...head, rule: "argument", differs: `identical code but for ${argument}` };
    return {
      ...head,
      rule: "suffix-or-argument",
      suffixIn,
      argumentIn,
      differs: `identical code but for ${suffix} (${suffixIn.join(", ")}) or ${argument} (${argumentIn.join(", ")})`,
    };
  }
  const request = other && factsRequest(callFacts(other.call, other.ids));
  const route = request && `${request.method} ${request.url}`;
  return { ...head, rule: "own", ...(route ? { route } : {}), differs: route ? `its own code: ${route}` : "its own code (SDKs only)" };
}

/**
 * How each client of `other` (and its HTTP request) names the provider where the rest of its
 * code is `first`'s, in the snippets' order; undefined when the code differs in more.
 */
function differences(first: PlannedCall, other: PlannedCall, plugins: readonly LanguagePlugin[]): [string, Kind][] | undefined {
  const clients = snippetClients(other.call, plugins, other.ids);
  const key = ({ plugin, client }: (typeof clients)[number]) => `${plugin.module.id}/${client}`;
  const firstClients = new Set(snippetClients(first.call, plugins, first.ids).map(key));
  if (firstClients.size !== clients.length || !clients.every((c) => firstClients.has(key(c)))) return undefined;
  if (first.call.templateName !== other.call.templateName || !sameFacts(anonymous(first), anonymous(other))) return undefined;
  const facts = callFacts(other.call, other.ids);
  // Code written from the request plan names the provider where the plan does: only the router's suffix qualifies.
  const suffixed = modelField(facts) === routerModel(facts.hubModelId, facts.providerId);
  const out: [string, Kind][] = [];
  for (const { plugin, client } of clients) {
    const carrier = providerCarrier(plugin, client, facts);
    if (!carrier || (carrier === "request" && !suffixed)) return undefined;
    out.push([client, carrier === "request" ? "suffix" : "argument"]);
  }
  if (facts.plan) {
    if (!suffixed) return undefined;
    out.push(["HTTP request", "suffix"]);
  }
  return out;
}

function modelField({ plan }: CallFacts): unknown {
  return plan?.body.kind === "json" ? (plan.body.json as Record<string, unknown>).model : undefined;
}

const ANONYMOUS = new WeakMap<CallPlan, CallFacts>();

function anonymous({ call, ids }: PlannedCall): CallFacts {
  let facts = ANONYMOUS.get(call);
  if (!facts) ANONYMOUS.set(call, (facts = anonymousFacts(call, ids)));
  return facts;
}

/** Equal facts, the hub SDKs a provider refuses aside (the clients compared already say which write the call). */
function sameFacts(a: CallFacts, b: CallFacts): boolean {
  return sameData({ ...a, hubSdkRefused: undefined }, { ...b, hubSdkRefused: undefined });
}

/**
 * Equal as data, key order included (it is the order of the printed fields): plain values,
 * arrays, objects of the same class, an absent key the same as an undefined one.
 */
function sameData(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (!a || !b || typeof a !== "object" || typeof b !== "object" || Object.getPrototypeOf(a) !== Object.getPrototypeOf(b)) return false;
  if (Array.isArray(a)) return a.length === (b as unknown[]).length && a.every((x, i) => sameData(x, (b as unknown[])[i]));
  const x = a as Record<string, unknown>;
  const y = b as Record<string, unknown>;
  const keysA = Object.keys(x).filter((k) => x[k] !== undefined);
  const keysB = Object.keys(y).filter((k) => y[k] !== undefined);
  return keysA.length === keysB.length && keysA.every((k, i) => k === keysB[i] && sameData(x[k], y[k]));
}
