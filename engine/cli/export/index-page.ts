/**
 * The export's `llms.txt`: the index an agent reads first (llmstxt.org): an H1, a blockquote
 * that says what the folder holds, then link lists: the tasks, the providers, the languages and
 * clients of the code, and one link per model. Links are relative, so the folder can be served
 * from anywhere.
 */
import { codeLink, codeSpan, link, text } from "../../cards/markdown-escape.js";
import { getTask } from "../../catalogue/tasks.js";
import { LANGUAGE_PLUGINS } from "../../languages/plugins.js";
import { LANGUAGES } from "../../schema/snippet.js";
import { providerPageMarkdown, taskPageMarkdown, type ModelLink } from "../../cards/pages.js";
import { getProvider } from "../../inference/providers/index.js";
import type { ExportFile, IndexEntry } from "./card-files.js";
import { relativeLink } from "../../cards/paths.js";

/** A task's own record, not the one it points to (summarization's, not text generation's). */
const OWN = { followCanonical: false } as const;

/** llms.txt, and one page per task of the catalogue and per provider the cards use, for the entries in input order. */
export function pageFiles(entries: readonly IndexEntry[]): ExportFile[] {
  const byTask = new Map<string, ModelLink[]>();
  const byProvider = new Map<string, ModelLink[]>();
  for (const e of entries) {
    if (e.task && getTask(e.task, OWN)) push(byTask, e.task, { id: e.id, url: relativeLink(`tasks/${e.task}.md`, `${e.path}.md`) });
    for (const p of e.providers) if (getProvider(p)) push(byProvider, p, { id: e.id, url: relativeLink(`providers/${p}.md`, `${e.path}.md`) });
  }
  const count = (map: Map<string, ModelLink[]>) => new Map([...map].map(([k, v]) => [k, v.length]));
  return [
    ...[...byTask].map(([id, models]) => ({ path: `tasks/${id}.md`, text: taskPageMarkdown(getTask(id, OWN)!, models) })),
    ...[...byProvider].map(([id, models]) => ({ path: `providers/${id}.md`, text: providerPageMarkdown(getProvider(id)!, models) })),
    { path: "llms.txt", text: llmsTxt(entries, count(byTask), count(byProvider)) },
  ];
}

function push<K, V>(map: Map<K, V[]>, key: K, value: V): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

export function llmsTxt(entries: readonly IndexEntry[], tasks: ReadonlyMap<string, number>, providers: ReadonlyMap<string, number>): string {
  const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? "" : "s"}`;
  const parts = [
    "# Model Atlas usage cards",
    `> ${text(`How to call ${plural(entries.length, "model")} through inference providers, load them with their library or run them locally: one Markdown card per model (a JSON twin beside it), with the exact HTTP request, ready-to-run code and notes that prevent failed calls.`)}`,
    text(
      "Each card starts with a summary and the model's plan, then one provider's full call with code, the other providers as one line each, and what it left out with the option that gets it; the tasks and providers pages list the models that have them. Tokens are read from HF_TOKEN.",
    ),
  ];
  if (tasks.size) {
    const lines = [...tasks]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([id, count]) => `- ${link(getTask(id, OWN)?.label ?? id, `tasks/${id}.md`)}: ${plural(count, "model")}`);
    parts.push(`## Tasks\n\n${lines.join("\n")}`);
  }
  if (providers.size) {
    const lines = [...providers]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([id, count]) => `- ${codeLink(id, `providers/${id}.md`)}: ${plural(count, "model")}`);
    parts.push(`## Providers\n\n${lines.join("\n")}`);
  }
  parts.push(`## Languages\n\n${LANGUAGES.map((l) => `- ${codeSpan(l)}: ${LANGUAGE_PLUGINS[l].clients.map(codeSpan).join(", ")}`).join("\n")}`);
  parts.push(
    `## Models\n\n${entries.map((e) => `- ${codeLink(e.id, `${e.path}.md`)}${e.task ? `: ${codeSpan(e.task)}` : ""}${e.kind === "chat" ? " (chat)" : ""}`).join("\n")}`,
  );
  return `${parts.join("\n\n")}\n`;
}
