/**
 * The provider table. Adding a provider: write `<id>.ts` exporting a `ProviderDefinition`
 * (see ./types.ts), import it here and add it to `DEFINITIONS`. The order here is the
 * order providers are listed in.
 */
import { hfInference } from "./hf-inference.js";
import type { ProviderDefinition } from "./types.js";

const DEFINITIONS: ProviderDefinition[] = [hfInference];

export const PROVIDERS: ReadonlyMap<string, ProviderDefinition> = new Map(DEFINITIONS.map((d) => [d.id, d]));

export function getProvider(id: string): ProviderDefinition | undefined {
  return PROVIDERS.get(id);
}

export * from "./types.js";
