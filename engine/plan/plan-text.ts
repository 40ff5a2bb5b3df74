/**
 * The model plan as lines of text, the same lines in every text surface (the CLI's `plan`, the
 * card's Plan section, the prompt's head, the MCP answers, the viewer): one prefix each, so a
 * person reads them and a program finds them.
 */
import { mappingHowTo } from "./warnings.js";
import type { ModelPlan } from "./types.js";

const list = (ids: readonly string[]) => (ids.length ? ids.join(", ") : "none");

export function planLines(plan: ModelPlan): string[] {
  const { task, providers } = plan;
  const lines = [
    task ? `Task: ${task.id} (${task.label}), from ${task.source}` : "Task: none",
    `Kind: ${plan.kind}`,
    `Callable providers: ${list(providers.callable.map((p) => p.id))}`,
    plan.mapping === "given" ? "Mapping: given" : `Mapping: not given (${mappingHowTo(plan.id)})`,
  ];
  if (providers.unknown.length) lines.push(`Unknown providers: ${list(providers.unknown.map((p) => p.id))}`);
  if (providers.unsupported.length) lines.push(`Providers without a call for this task: ${providers.unsupported.map((p) => `${p.id} (${p.task})`).join(", ")}`);
  const library = plan.absent.find((a) => a.what === "library");
  lines.push(library ? `Library: none (${library.reason})` : `Library: ${plan.library!.id}`);
  const local = plan.absent.find((a) => a.what === "local");
  lines.push(local ? `Local apps: none (${local.reason})` : `Local apps: ${list(plan.localApps)}`);
  const hosted = plan.absent.find((a) => a.what === "hosted");
  if (hosted) lines.push(`Hosted call: none (${hosted.reason})`);
  for (const w of plan.warnings) lines.push(`Warning (${w.code}): ${w.message}`);
  return lines;
}
