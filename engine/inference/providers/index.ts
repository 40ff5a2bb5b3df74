/**
 * The provider table. Adding a provider: write `<id>.ts` exporting its definition, built with
 * `defineProvider` (see ./types.ts), import it here and add it to `DEFINITIONS`. The order here
 * is the order providers are listed in. `defineProvider`, `routerBase` and the task builders
 * (`openAIChat`, …) are marked `@__NO_SIDE_EFFECTS__`, so the table shakes out of bundles that
 * do not use it (see "How it is built" in docs/package.md).
 */
import { baseten } from "./baseten.js";
import { cerebras } from "./cerebras.js";
import { cohere } from "./cohere.js";
import { deepinfra } from "./deepinfra.js";
import { falAi } from "./fal-ai.js";
import { featherlessAi } from "./featherless-ai.js";
import { fireworksAi } from "./fireworks-ai.js";
import { groq } from "./groq.js";
import { hfInference } from "./hf-inference.js";
import { novita } from "./novita.js";
import { nscale } from "./nscale.js";
import { openai } from "./openai.js";
import { ovhcloud } from "./ovhcloud.js";
import { publicai } from "./publicai.js";
import { replicate } from "./replicate.js";
import { scaleway } from "./scaleway.js";
import { together } from "./together.js";
import { wavespeed } from "./wavespeed.js";
import { zaiOrg } from "./zai-org.js";
import type { ProviderDefinition } from "./types.js";

const DEFINITIONS: ProviderDefinition[] = [
  baseten,
  cerebras,
  cohere,
  deepinfra,
  falAi,
  featherlessAi,
  fireworksAi,
  groq,
  hfInference,
  novita,
  nscale,
  openai,
  ovhcloud,
  publicai,
  replicate,
  scaleway,
  together,
  wavespeed,
  zaiOrg,
];

export const PROVIDERS: ReadonlyMap<string, ProviderDefinition> = /* @__PURE__ */ byId(DEFINITIONS);

/* @__NO_SIDE_EFFECTS__ */
function byId(definitions: readonly ProviderDefinition[]): ReadonlyMap<string, ProviderDefinition> {
  return new Map(definitions.map((d) => [d.id, d]));
}

export function getProvider(id: string): ProviderDefinition | undefined {
  return PROVIDERS.get(id);
}

export * from "./types.js";
