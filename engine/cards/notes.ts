/**
 * The card's own notes: how to call what the card shows (base model, router suffix, token, keys,
 * bill-to, adapters). What the model is and who serves it is the plan's, with its warnings; the
 * card does not say it again.
 */
import type { ModelPlan } from "../plan/index.js";
import type { ProviderCall } from "./schema.js";

export function cardNotes(plan: ModelPlan, calls: readonly ProviderCall[]): string[] {
  const notes: string[] = [];
  if (plan.kind === "completion") {
    notes.push(
      "This is a base model (no chat template): send a prompt to continue on the completions route, not chat messages; a chat request gives poor answers.",
    );
  }
  if (plan.kind === "chat" && plan.providers.callable.length) {
    notes.push(
      'Through the router the body\'s "model" is "<model id>:<provider>" to pick a provider, or the model id alone to let the router pick (provider auto).',
    );
  }
  if (plan.providers.callable.length) {
    notes.push("HF_TOKEN must be a Hugging Face token allowed to make calls to Inference Providers (a fine-grained token needs that permission).");
    const direct = calls.filter((p) => p.directEnvVar && p.provider !== "auto");
    if (direct.length)
      notes.push(
        `Calling a provider's own API instead of the router takes that provider's key, not HF_TOKEN: ${direct.map((p) => `${p.provider} reads ${p.directEnvVar}`).join(", ")}.`,
      );
    notes.push("To bill an organisation instead of your own account, add the header X-HF-Bill-To: <organisation name> (billTo in the SDKs).");
  }
  if (calls.some((p) => p.adapter))
    notes.push("This is an adapter: the provider loads its weights onto the base model, so call this id, not the base model's.");
  return notes;
}
