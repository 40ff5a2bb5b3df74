/**
 * When a client is offered. An SDK client decides itself (`SdkClient.offered`,
 * ../contract/plugin-contract.ts); a raw-HTTP client is offered for every call the router can route: for
 * "auto" that is chat only, other tasks need an SDK that resolves the provider.
 */
import type { ClientConditions } from "../contract/call-types.js";
import { pluginSdkClient, type LanguagePlugin } from "../contract/plugin-contract.js";

export type { ClientConditions } from "../contract/call-types.js";

export function clientApplies(plugin: LanguagePlugin, client: string, c: ClientConditions): boolean {
  const sdk = pluginSdkClient(plugin, client);
  if (sdk) return sdk.offered(c);
  return c.providerId !== "auto" || c.conversational || c.endpoint;
}
