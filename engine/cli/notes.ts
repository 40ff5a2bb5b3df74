/**
 * Notes and warnings of every command go to stderr, one form everywhere: `note: …` for what a
 * user may want to know, `warning: …` for what may make the code fail. stdout holds only what
 * was asked, so `model-atlas snippets … > call.py` writes a program that runs.
 */
import type { ModelPlan } from "../plan/index.js";
import type { PlanWarning } from "../plan/types.js";
import type { SnippetWarning } from "../schema/snippet.js";
import type { CliIO } from "./io.js";

export function note(io: CliIO, message: string): void {
  io.stderr.write(`note: ${message}\n`);
}

export function warn(io: CliIO, message: string): void {
  io.stderr.write(`warning: ${message}\n`);
}

/** Warnings whose code is a note rather than a risk of failure. */
const NOTE_CODES: ReadonlySet<PlanWarning["code"]> = new Set(["no-pipeline-tag", "mapping-not-given"]);

/** The plan's warnings on stderr (each once), plus those of the asked provider. */
export function reportPlan(io: CliIO, plan: ModelPlan, extra: readonly PlanWarning[] = []): void {
  for (const w of [...plan.warnings, ...extra]) (NOTE_CODES.has(w.code) ? note : warn)(io, w.message);
}

/** The warnings the snippets carry (each snippet of a call carries the same ones), each once. */
export function reportSnippetWarnings(io: CliIO, snippets: readonly { warnings?: SnippetWarning[] }[]): void {
  for (const message of new Set(snippets.flatMap((s) => s.warnings ?? []).map((w) => w.message))) warn(io, message);
}
