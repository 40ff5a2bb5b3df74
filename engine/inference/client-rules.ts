/**
 * When a client is offered: the conditions that do not depend on the language list, so the
 * snippet generator needs no table of every language (./clients.ts holds those tables).
 */
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
