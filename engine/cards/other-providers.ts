/**
 * The line a card gives each callable provider beyond its full calls: how that provider's code
 * differs from the card's first full call. It is decided from the two planned calls, and the other
 * provider's code is never rendered. The code is the first call's but for the provider when the
 * same clients write both calls and their facts are equal once each provider's identity is set
 * aside (`anonymousFacts`: the provider id, its model id, the router's `:provider` suffix). Each
 * client then names the provider as its code is written (`providerCarrier`): code written from the
 * HTTP request spec by the router's suffix on the model field, a hub SDK by its provider argument.
 * Anything else is "its own code", with its route.
 */
import { anonymousFacts } from "../inference/call-render.js";
import type { CallPlan } from "../inference/call/call-plan.js";
import { providerCarrier } from "../inference/code/context.js";
import { snippetClients } from "../inference/generator.js";
import { routerModel } from "../inference/call/http-request.js";
import type { Ids } from "../inference/id-cache.js";
import type { CallFacts, LanguagePlugin } from "../inference/contract/plugin-contract.js";
import type { ModelRecord } from "../schema/model.js";
import { factsRequest } from "./request.js";
import type { OtherProvider } from "./schema.js";

/** A call of a card, planned once, with the ids its facts are for and those facts (worked out once). */
export interface CardCall {
  call: CallPlan;
  ids: Ids;
  facts: CallFacts;
}

/** What the mapping says of `provider` for this model, as a card's provider entries give it. */
export function mappedProvider(model: ModelRecord, provider: string): { providerModelId?: string; status?: string } {
  const entry = model.inferenceProviderMapping?.find((m) => m.provider === provider);
  return entry ? { providerModelId: entry.providerId, status: entry.status } : {};
}

type Kind = "suffix" | "argument";

/** `other`'s line against `first` (the card's first full call), compared in the clients of `plugins`. */
export function otherProvider(
  model: ModelRecord,
  provider: string,
  first: CardCall | undefined,
  other: CardCall | undefined,
  plugins: readonly LanguagePlugin[],
): OtherProvider {
  const head = { provider, ...mappedProvider(model, provider) };
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
  const request = other && factsRequest(other.facts);
  const route = request && `${request.method} ${request.url}`;
  return { ...head, rule: "own", ...(route ? { route } : {}), differs: route ? `its own code: ${route}` : "its own code (SDKs only)" };
}

/**
 * How each client of `other` (and its HTTP request) names the provider where the rest of its
 * code is `first`'s, in the snippets' order; undefined when the code differs in more.
 */
function differences(first: CardCall, other: CardCall, plugins: readonly LanguagePlugin[]): [string, Kind][] | undefined {
  const clients = snippetClients(other.call, plugins, other.ids, other.facts);
  const firstClients = clientKeys(first, plugins);
  if (firstClients.size !== clients.length || !clients.every((c) => firstClients.has(clientKey(c)))) return undefined;
  if (first.call.templateName !== other.call.templateName || !sameFacts(anonymous(first), anonymous(other))) return undefined;
  const { facts } = other;
  // Code written from the HTTP request spec names the provider where the plan does: only the router's suffix qualifies.
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

const clientKey = ({ plugin, client }: { plugin: LanguagePlugin; client: string }) => `${plugin.module.id}/${client}`;

// The first call is compared with every other provider of its card: its clients and anonymous
// facts are worked out once, not once per provider.
const CLIENT_KEYS = new WeakMap<CardCall, { plugins: readonly LanguagePlugin[]; keys: Set<string> }>();
const ANONYMOUS = new WeakMap<CardCall, CallFacts>();

function clientKeys(planned: CardCall, plugins: readonly LanguagePlugin[]): Set<string> {
  let known = CLIENT_KEYS.get(planned);
  if (known?.plugins !== plugins) {
    known = { plugins, keys: new Set(snippetClients(planned.call, plugins, planned.ids, planned.facts).map(clientKey)) };
    CLIENT_KEYS.set(planned, known);
  }
  return known.keys;
}

function anonymous(planned: CardCall): CallFacts {
  let facts = ANONYMOUS.get(planned);
  if (!facts) ANONYMOUS.set(planned, (facts = anonymousFacts(planned.call, planned.ids, planned.facts)));
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
