/**
 * The Markdown pages beside the model cards: one per task (what it is, its libraries, the models
 * of the export that have it) and one per provider (its routes, key variable, tasks, models),
 * after the same llms.txt conventions as the cards. Catalogue text is ours; a model id or a
 * provider model id is a value and goes into a code span or a link's text as a code span.
 */
import type { ProviderDefinition } from "../inference/providers/types.js";
import type { TaskRecord } from "../schema/task.js";
import { codeLink, codeSpan, text } from "./markdown-escape.js";

export interface ModelLink {
  id: string;
  /** Where the model's card is, relative to the page. */
  url: string;
}

/** One sentence of a long text: the blockquote of a page. */
const firstSentence = (value: string) => /^.*?[.!?](\s|$)/s.exec(value)?.[0].trim() ?? value;

export function taskPageMarkdown(task: TaskRecord, models: readonly ModelLink[] = []): string {
  const parts = [`# ${text(task.label)}`, `> ${text(firstSentence(task.summary ?? `${task.label} models.`))}`];
  const facts = [`- Task id: ${codeSpan(task.id)}`];
  if (task.canonicalId) facts.push(`- Covered by the task ${codeSpan(task.canonicalId)}: its page has the models and libraries`);
  if (task.libraries.length) facts.push(`- Libraries: ${task.libraries.map(codeSpan).join(", ")}`);
  parts.push(facts.join("\n"));
  if (task.summary) parts.push(`## About\n\n${text(task.summary)}`);
  if (task.models.length) parts.push(`## Suggested models\n\n${task.models.map((m) => `- ${codeSpan(m.id)}: ${text(m.description)}`).join("\n")}`);
  if (models.length) parts.push(`## Models in this export\n\n${models.map((m) => `- ${codeLink(m.id, m.url)}`).join("\n")}`);
  return `${parts.join("\n\n")}\n`;
}

export function providerPageMarkdown(provider: ProviderDefinition, models: readonly ModelLink[] = []): string {
  const tasks = Object.keys(provider.tasks).sort();
  const routed = !provider.clientSideRoutingOnly;
  const parts = [
    `# ${codeSpan(provider.id)}`,
    `> ${text(routed ? `An inference provider reached through the Hugging Face router with HF_TOKEN, or on its own API with ${provider.keyEnvVar}.` : `An inference provider called on its own API with ${provider.keyEnvVar} (the router does not serve it).`)}`,
  ];
  const facts = [
    ...(routed ? [`- Router base: ${codeSpan(provider.routedBaseUrl)} (token ${codeSpan("HF_TOKEN")})`] : []),
    `- Own API: ${codeSpan(provider.directBaseUrl)} (key ${codeSpan(provider.keyEnvVar)}, header ${codeSpan(`${provider.directAuth.header}: ${provider.directAuth.prefix ? `${provider.directAuth.prefix} ` : ""}$${provider.keyEnvVar}`)})`,
    `- Tasks: ${tasks.map(codeSpan).join(", ")}`,
  ];
  parts.push(facts.join("\n"));
  if (tasks.includes("conversational")) {
    parts.push(`## Chat\n\n${text(`Chat goes to https://router.huggingface.co/v1/chat/completions with "model" set to "<model id>:${provider.id}".`)}`);
  }
  if (models.length) parts.push(`## Models in this export\n\n${models.map((m) => `- ${codeLink(m.id, m.url)}`).join("\n")}`);
  return `${parts.join("\n\n")}\n`;
}
