/** Pure choices behind the snippet area's controls, kept apart from React so tests can check them. */
import { LANGUAGE_PLUGINS, type ModelRecordInput, type Snippet } from "../../../engine/index.js";
import { planIfValid } from "./model-plan.js";

/** The engine's language list (engine/languages/plugins.ts), in its order, with each language's menu label. */
export const LANGUAGE_ORDER = Object.keys(LANGUAGE_PLUGINS) as (keyof typeof LANGUAGE_PLUGINS)[];
export const LANGUAGE_LABELS: Record<string, string> = Object.fromEntries(Object.entries(LANGUAGE_PLUGINS).map(([id, p]) => [id, p.label]));

/**
 * "auto" first, then the providers the plan writes code for (engine/plan/). A mapped provider
 * this version does not know gets no option (there is no code to show for it), and a model
 * with no mapping gets only "auto": naming a provider that does not serve it (say hf-inference
 * for a GGUF repo) would show a snippet that looks ready to run and is not.
 */
export function providerOptions(model: ModelRecordInput): string[] {
  return ["auto", ...(planIfValid(model)?.providers.callable ?? []).map((p) => p.id).filter((id) => id !== "auto")];
}

export function defaultProvider(model: ModelRecordInput): string {
  return providerOptions(model)[1] ?? "auto";
}

export function isChatModel(model: ModelRecordInput): boolean {
  return planIfValid(model)?.kind === "chat";
}

export function clientsFor(snippets: Snippet[], language: string): string[] {
  return [...new Set(snippets.filter((s) => s.language === language).map((s) => s.client))];
}

/** The requested value when it is one of the options, otherwise the first option. */
export function pick(requested: string | null | undefined, options: readonly string[]): string {
  return requested && options.includes(requested) ? requested : (options[0] ?? "");
}

/** What a pasted token looks like on screen: its first three characters, then stars. */
export function maskToken(token: string): string {
  return `${token.slice(0, 3)}${"*".repeat(Math.max(4, Math.min(token.length - 3, 12)))}`;
}
