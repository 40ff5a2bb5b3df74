/**
 * Which clients a snippet set offers, in a stable order: per language, SDKs first, then
 * raw HTTP, then the OpenAI client and provider-specific SDKs. A client is offered when its
 * template for the task shape exists and its own condition holds.
 */
import { LANGUAGE_PLUGINS } from "../languages/plugins.js";
import type { Language } from "../schema/snippet.js";

/** Each language's clients, from its plugin (engine/languages/plugins.ts). */
export const CLIENTS = Object.fromEntries(Object.entries(LANGUAGE_PLUGINS).map(([id, p]) => [id, p.clients])) as Record<Language, readonly string[]>;

/** Clients that send the request the provider definition describes. */
export const RAW_HTTP_CLIENTS = new Set(Object.values(LANGUAGE_PLUGINS).flatMap((p) => Object.keys(p.http)));
/** The hub SDKs: they route by `provider` themselves. */
export const HUB_SDK_CLIENTS = new Set(["huggingface_hub", "huggingface.js"]);

export interface ClientConditions {
  providerId: string;
  conversational: boolean;
  endpoint: boolean;
  /** The SDK has a method for the task (the basic* templates call it by name). */
  hasSdkMethod: boolean;
  templateName: string;
}

export function clientApplies(client: string, c: ClientConditions): boolean {
  if (client === "openai") return c.conversational;
  if (client === "fal_client") return c.providerId === "fal-ai" && !c.endpoint;
  // The router picks the provider for "auto" only for chat; other tasks need an SDK that
  // resolves it, and that SDK must still have a method for the task (checked below).
  if (c.providerId === "auto" && !c.conversational && !c.endpoint && !HUB_SDK_CLIENTS.has(client)) return false;
  // Every python template but chat calls the task's InferenceClient method by name.
  if (client === "huggingface_hub" && !c.conversational) return c.hasSdkMethod;
  if (HUB_SDK_CLIENTS.has(client) && c.templateName.startsWith("basic")) return c.hasSdkMethod;
  return true;
}
