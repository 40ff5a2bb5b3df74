/**
 * Snippet sets by shape. Two models that differ only in their ids get the same snippets up
 * to those ids, and a model page or catalogue asks for many such models. So a set is rendered
 * once with stand-in ids and reused, with each stand-in swapped for the real id. The
 * organisation billed (`billTo`) is swapped the same way, so requests that each bill their own
 * organisation still share a set.
 *
 * Why the swap is exact: a stand-in is only used for an id made of characters that no
 * literal helper escapes (letters, digits, `.`, `_`, `-`, `/`), and it has the id's length,
 * so every literal, layout and line break comes out the same; it holds a per-process nonce, so
 * it occurs nowhere else. A provider definition may still treat ids differently (a `:` in a
 * Replicate id, a prefix): each call therefore compares the HTTP request spec built from the real
 * ids with the cached one after the swap, and renders normally when they differ. The comparison
 * walks the spec (its strings matched against the cached ones cut at the stand-ins, everything
 * else by identity, keys in order): writing the spec out as JSON to compare cost more than
 * building it.
 */
import type { Snippet as AnySnippet, SnippetLanguage } from "../schema/snippet.js";
import { cutAt, isCutOf, joinCut, type TextCut } from "./text-cut.js";

type Snippet = AnySnippet<SnippetLanguage>;

const SAFE_ID = /^[A-Za-z0-9._/-]{8,200}$/;
/** A bill-to name is a header value and a string literal, never a path: no `/`. */
const SAFE_BILL = /^[A-Za-z0-9._-]{8,200}$/;
const NONCE = nonce();

/* @__NO_SIDE_EFFECTS__ */
function nonce(): string {
  return Math.random()
    .toString(36)
    .slice(2, 8)
    .replace(/[^a-z0-9]/g, "x")
    .padEnd(6, "x");
}

/** A stand-in of the same length as `id`: `Qh<nonce>qqq…` (hub id), `Qp<nonce>…` (provider id) or `Qb<nonce>…` (bill-to). */
function standIn(kind: "h" | "p" | "b", id: string): string {
  return `Q${kind}${NONCE}`.padEnd(id.length, "q");
}

export interface Ids {
  hub: string;
  provider: string;
  /** The request's `billTo`, when it is swapped too (see `billable`). */
  bill?: string | undefined;
}

/** The ids as the cuts' slots number them: hub 0, provider 1, bill-to 2. */
type IdList = readonly [string, string, string | undefined];
const idList = (ids: Ids): IdList => [ids.hub, ids.provider, ids.bill];

interface Entry {
  plan: Pattern;
  snippets: { language: Snippet["language"]; client: string; content: TextCut }[];
}

/** A plan rendered for stand-ins, to match a real plan against: each string cut at the stand-ins. */
type Pattern =
  | { readonly kind: "same"; readonly value: unknown }
  | { readonly kind: "text"; readonly cut: TextCut }
  | { readonly kind: "list"; readonly items: readonly Pattern[] }
  | { readonly kind: "record"; readonly keys: readonly string[]; readonly values: readonly Pattern[] };

function pattern(value: unknown, fake: IdList): Pattern {
  if (typeof value === "string") {
    const c = cutAt(value, fake);
    return c.slots.length ? { kind: "text", cut: c } : { kind: "same", value };
  }
  if (Array.isArray(value)) return { kind: "list", items: value.map((v) => pattern(v, fake)) };
  if (isPlainObject(value)) {
    const keys = Object.keys(value);
    return { kind: "record", keys, values: keys.map((k) => pattern(value[k], fake)) };
  }
  // Numbers, booleans, null, undefined; anything else (a function, a class instance) only as the very same value.
  return { kind: "same", value };
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === "object" && Object.getPrototypeOf(value) === Object.prototype;

/** Whether `value` is the pattern's plan with the stand-ins swapped for `ids`: same keys in the same order, same values. */
function matches(p: Pattern, value: unknown, ids: IdList): boolean {
  switch (p.kind) {
    case "same":
      return value === p.value;
    case "text":
      return typeof value === "string" && isCutOf(p.cut, ids, value);
    case "list":
      if (!Array.isArray(value) || value.length !== p.items.length) return false;
      for (let i = 0; i < value.length; i++) if (!matches(p.items[i]!, value[i], ids)) return false;
      return true;
    case "record": {
      if (!isPlainObject(value)) return false;
      let i = 0;
      for (const key in value) {
        if (key !== p.keys[i] || !matches(p.values[i]!, value[key], ids)) return false;
        i++;
      }
      return i === p.keys.length;
    }
  }
}

const CACHE = new Map<string, Entry>();
const LIMIT = 2_000;
let enabled = true;

/** Turns the cache off (or on again) and empties it; tests compare both paths. */
export function setIdCache(on: boolean): void {
  enabled = on;
  CACHE.clear();
}

/** How many shapes the cache holds (tests check that requests share them). */
export function idCacheSize(): number {
  return CACHE.size;
}

export function cachable(ids: Ids): boolean {
  return enabled && SAFE_ID.test(ids.hub) && SAFE_ID.test(ids.provider);
}

/** Whether a request's `billTo` can be swapped like an id (else it stays part of the shape). */
export function billable(billTo: string | undefined): billTo is string {
  return billTo !== undefined && SAFE_BILL.test(billTo);
}

export function standIns(ids: Ids): Ids {
  const fake: Ids = { hub: standIn("h", ids.hub), provider: standIn("p", ids.provider) };
  if (ids.bill !== undefined) fake.bill = standIn("b", ids.bill);
  return fake;
}

/** What renders one call for any ids: its HTTP request spec (plain data), and its snippets. */
export interface IdSource {
  plan(ids: Ids): unknown;
  render(ids: Ids): Snippet[];
}

/**
 * The snippets for `ids`, from the cache when the shape `key` was rendered before and the
 * plan agrees; `source.render(ids)` renders for any ids, `source.plan(ids)` gives the HTTP request spec.
 */
export function cachedSnippets(key: string, ids: Ids, source: IdSource): Snippet[] {
  const fullKey = `${key}|${ids.hub.length}|${ids.provider.length}|${ids.bill?.length ?? "-"}`;
  let entry = CACHE.get(fullKey);
  const real = source.plan(ids);
  const list = idList(ids);
  if (!entry) {
    const fake = standIns(ids);
    const fakeList = idList(fake);
    const fakePlan = pattern(source.plan(fake), fakeList);
    if (!matches(fakePlan, real, list)) return source.render(ids);
    if (CACHE.size >= LIMIT) CACHE.clear();
    entry = { plan: fakePlan, snippets: source.render(fake).map((s) => ({ language: s.language, client: s.client, content: cutAt(s.content, fakeList) })) };
    CACHE.set(fullKey, entry);
  } else if (!matches(entry.plan, real, list)) {
    return source.render(ids);
  }
  const out: Snippet[] = new Array(entry.snippets.length);
  for (let i = 0; i < out.length; i++) {
    const s = entry.snippets[i]!;
    out[i] = { language: s.language, client: s.client, content: joinCut(s.content, list) };
  }
  return out;
}
