/**
 * Why a call gives no code, in one sentence every surface shows alike (REST, MCP, the CLI, the
 * viewer): a typed reason with the providers to name instead. Two cases: the model has no hosted
 * call (no provider can take its task), or provider `auto` outside chat, which only the hub SDKs
 * take, asked for code they do not write (raw HTTP, another language).
 */
import type { ModelPlan } from "./types.js";

export interface NoCode {
  code: "no-hosted-call" | "name-a-provider";
  reason: string;
  /** Providers to name instead (callable, `auto` left out); empty when none can be called. */
  valid: string[];
}

export function noCodeReason(plan: ModelPlan, provider: string): NoCode {
  const named = plan.providers.callable.map((p) => p.id).filter((id) => id !== "auto");
  if (provider === "auto" && plan.kind !== "chat" && named.length)
    return {
      code: "name-a-provider",
      reason: `outside chat, provider auto is the huggingface_hub and huggingface.js SDKs' own pick and only they take it: name a provider for other code (${named.join(", ")})`,
      valid: named,
    };
  const hosted = plan.absent.find((a) => a.what === "hosted")?.reason;
  return { code: "no-hosted-call", reason: hosted ?? `Model Atlas has no ${provider} call for ${plan.id}'s task`, valid: named };
}

/**
 * A snippet call that gave nothing, answered "no code" or not: no code at all for the provider,
 * or provider auto outside chat asked for code only the SDKs write (unless a custom endpoint is
 * called instead). Undefined when the model has code and the language or client asked for is
 * simply not among it: that is the caller's mistake, not an outcome of the model.
 */
export function noCodeFor(plan: ModelPlan, provider: string, call: { offered: number; endpointUrl?: string }): NoCode | undefined {
  const noCode = noCodeReason(plan, provider);
  if (!call.offered) return noCode;
  return call.endpointUrl === undefined && noCode.code === "name-a-provider" ? noCode : undefined;
}

/** The sentence every surface shows for a no-code answer. */
export const noCodeSentence = (noCode: NoCode) => `No code: ${noCode.reason}.`;
