/**
 * Which clients a snippet set offers, in a stable order: per language, SDKs first, then
 * raw HTTP, then the OpenAI client and provider-specific SDKs. A client is offered when its
 * template for the task shape exists and its own condition holds.
 */
import { LANGUAGE_PLUGINS } from "./plugins.js";
import type { Language } from "../schema/snippet.js";

/** Each language's clients, from its plugin (engine/languages/plugins.ts). */
export const CLIENTS = Object.fromEntries(Object.entries(LANGUAGE_PLUGINS).map(([id, p]) => [id, p.clients])) as Record<Language, readonly string[]>;

/** Clients that send the request the provider definition describes. */
export const RAW_HTTP_CLIENTS = new Set(Object.values(LANGUAGE_PLUGINS).flatMap((p) => Object.keys(p.http)));

export { clientApplies, type ClientConditions } from "../inference/client-rules.js";
