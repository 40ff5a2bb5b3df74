/** What the generator knows about one call when it builds a template's context (./context.ts). */
import type { ResolvedSnippetRequest } from "../schema/snippet.js";
import type { TaskInputs } from "./call-types.js";
import type { HttpPlan } from "./http.js";
import type { ChatModes } from "./plugin-contract.js";
import type { TokenSource } from "./tokens.js";

export interface CallFacts {
  task: string;
  hubModelId: string;
  /** "auto" or a provider id. */
  providerId: string;
  request: ResolvedSnippetRequest;
  call: TaskInputs;
  token: TokenSource;
  /** The raw request; absent for "auto" outside chat (only SDKs are offered). */
  plan?: HttpPlan;
  /** The provider's own model id (fal_client calls the provider's app by it). */
  providerModelId?: string;
  /** Hub SDK clients that cannot make this call (see `ProviderTask.hubSdk`). */
  hubSdkRefused?: readonly ("huggingface_hub" | "huggingface.js")[];
  /** The chat-modes plugin, when the caller gave it (./plugin-contract.ts). */
  modes?: ChatModes;
  /**
   * The provider's chat URL when the task is served on it (`ProviderTask.servedAsChat`): the hub
   * SDKs call it as their endpoint, with the provider's model id, instead of routing by provider.
   */
  chatRoute?: string;
}
