/**
 * The Markdown form of a usage card, after the llms.txt conventions (llmstxt.org): an H1 with
 * the model id, a blockquote summary, then sections of short facts and fenced code. Rendered
 * from the card data alone. Every value that comes from a record is written with
 * ./markdown-escape.ts (a code span, an encoded link), so it stays inside its span.
 */
import { planLines } from "../plan/plan-text.js";
import { codeLink, codeSpan, fence, link, plainOrCode, text } from "./markdown-escape.js";
import type { ChatModeCall, CodeSample, HttpRequestCard, OtherProvider, ProviderCall, UsageCard } from "./schema.js";
import { summaryMarkdown, summarySegments } from "./summary.js";

export interface MarkdownOptions {
  /** Where a task's page is (the export links its own files); none or undefined: the task is not linked. */
  taskUrl?(taskId: string): string | undefined;
  /** Where a provider's page is. */
  providerUrl?(providerId: string): string;
}

/** Info strings of the fences: the language ids are the usual names, but keep the table explicit. */
const FENCE_LANGUAGE: Readonly<Record<string, string>> = {
  python: "python",
  js: "js",
  sh: "sh",
  go: "go",
  ruby: "ruby",
  php: "php",
  java: "java",
  json: "json",
};

const fenced = (code: string, language: string) => fence(code, FENCE_LANGUAGE[language] ?? "text");

export function usageCardMarkdown(card: UsageCard, options: MarkdownOptions = {}): string {
  const parts: string[] = [`# ${codeSpan(card.id)}`, `> ${summaryMarkdown(summarySegments(card))}`, facts(card, options), planSection(card)];
  if (card.providers.length || card.otherProviders.length) parts.push(providersSection(card, options));
  if (card.chatModes.length) parts.push(modesSection(card.chatModes));
  if (card.librarySnippets.length) parts.push(librarySection(card));
  if (card.local) parts.push(localSection(card.local));
  parts.push(sampleSection(card));
  if (card.notes.length) parts.push(notesSection(card));
  if (card.omitted.length) parts.push(leftOutSection(card));
  return `${parts.join("\n\n")}\n`;
}

function facts(card: UsageCard, options: MarkdownOptions): string {
  const lines = [`- Model page: ${codeLink(card.url, card.url)}`];
  if (card.task) {
    const url = options.taskUrl?.(card.task.id);
    lines.push(`- Task: ${url ? codeLink(card.task.id, url) : codeSpan(card.task.id)}`);
  }
  if (card.library) lines.push(`- Library: ${codeSpan(card.library.id)}`);
  lines.push(`- Card format: ${codeSpan(card.format)}`);
  return lines.join("\n");
}

/** The plan's lines, one bullet each, as written (a line holding a hostile value becomes a code span). */
function planSection(card: UsageCard): string {
  return `## Plan\n\n${planLines(card.plan)
    .map((line) => `- ${plainOrCode(line)}`)
    .join("\n")}`;
}

function providersSection(card: UsageCard, options: MarkdownOptions): string {
  const out = [
    "## Call it through an inference provider",
    text(
      "Each request goes through the Hugging Face router and carries the token of the environment variable HF_TOKEN; each snippet below runs as pasted once it is set.",
    ),
  ];
  for (const call of card.providers) out.push(providerBlock(call, options));
  if (card.otherProviders.length) out.push(othersBlock(card.otherProviders, options));
  return out.join("\n\n");
}

/** What a group of other providers changes in the first call's code, said once for the group. */
function ruleText(p: OtherProvider): string {
  const suffix = `${text("the provider suffix")} ${codeSpan(":<provider>")} ${text("in the model field")}`;
  const argument = text("the provider argument");
  if (p.rule === "suffix") return `${text("Identical code but for")} ${suffix}:`;
  if (p.rule === "argument") return `${text("Identical code but for")} ${argument}:`;
  return `${text("Identical code but for")} ${suffix} (${(p.suffixIn ?? []).map(codeSpan).join(", ")}) ${text("or")} ${argument} (${(p.argumentIn ?? []).map(codeSpan).join(", ")}):`;
}

/** The other callable providers, grouped by how their code differs from the first call's. */
function othersBlock(others: readonly OtherProvider[], options: MarkdownOptions): string {
  const name = (p: OtherProvider) =>
    options.providerUrl && p.provider !== "auto" ? codeLink(p.provider, options.providerUrl(p.provider)) : codeSpan(p.provider);
  const at = (p: OtherProvider) =>
    p.providerModelId ? ` (model id there ${codeSpan(p.providerModelId)}${p.status && p.status !== "live" ? `, ${codeSpan(p.status)}` : ""})` : "";
  const out = [`### ${text("Other providers")}`, text("Ask with providers for a provider's full call.")];
  const groups = new Map<string, OtherProvider[]>();
  for (const p of others) {
    const key = p.rule === "suffix-or-argument" ? `${p.rule} ${p.suffixIn?.join()} ${p.argumentIn?.join()}` : p.rule;
    groups.set(key, [...(groups.get(key) ?? []), p]);
  }
  for (const group of groups.values()) {
    const first = group[0]!;
    if (first.rule === "own") {
      out.push(
        `${text("Each with its own code:")}\n\n${group.map((p) => `- ${name(p)}${at(p)}: ${p.route ? `${text("its own code,")} ${codeSpan(p.route)}` : text("its own code (SDKs only)")}`).join("\n")}`,
      );
    } else out.push(`${ruleText(first)}\n\n${group.map((p) => `- ${name(p)}${at(p)}`).join("\n")}`);
  }
  return out.join("\n\n");
}

function providerBlock(call: ProviderCall, options: MarkdownOptions): string {
  const name =
    call.provider === "auto"
      ? `${codeSpan("auto")} ${text("(the router picks a provider)")}`
      : options.providerUrl
        ? codeLink(call.provider, options.providerUrl(call.provider))
        : codeSpan(call.provider);
  const lines: string[] = [];
  if (call.providerModelId) lines.push(`- Model id at the provider: ${codeSpan(call.providerModelId)}`);
  if (call.status) lines.push(`- Mapping status: ${codeSpan(call.status)}`);
  if (call.adapter) lines.push(`- Adapter: ${codeSpan(call.adapter.kind)}${call.adapter.weights ? `, weights ${codeSpan(call.adapter.weights)}` : ""}`);
  lines.push(
    `- Token: ${codeSpan(call.envVar)}${call.directEnvVar && call.directEnvVar !== call.envVar ? `; the provider's own API (${codeSpan(call.directBaseUrl ?? "")}) takes ${codeSpan(call.directEnvVar)} instead` : ""}`,
  );
  if (call.request) lines.push(...requestLines(call.request));
  else lines.push(`- Route: ${text("the SDKs below resolve it themselves (no raw HTTP call for this provider choice)")}`);
  lines.push(
    `- Streaming: ${call.streaming ? `${text("yes: add")} ${codeSpan('"stream": true')} ${text("to the body (streaming=True / stream: true in the SDKs)")}` : "no"}`,
  );
  return [`### Provider ${name}`, lines.join("\n"), ...samples(call.snippets)].join("\n\n");
}

function requestLines(request: HttpRequestCard): string[] {
  const lines = [`- Route: ${codeSpan(`${request.method} ${request.url}`)}`];
  const extra = request.headers.filter((h) => h.name !== "Authorization" && h.name !== "Content-Type");
  if (extra.length) lines.push(`- Extra headers: ${extra.map((h) => codeSpan(`${h.name}: ${h.value}`)).join(", ")}`);
  lines.push(`- Answer: ${text(request.answer.description)}`);
  for (const step of request.answer.steps ?? []) lines.push(`  - ${text(step)}`);
  return lines;
}

/** One sub-heading and fence per language and client. */
function samples(snippets: readonly CodeSample[]): string[] {
  return snippets.map((s) => `#### ${codeSpan(s.language)}, ${codeSpan(s.client)}${s.title ? ` (${codeSpan(s.title)})` : ""}\n\n${fenced(s.code, s.language)}`);
}

function modesSection(modes: readonly ChatModeCall[]): string {
  const out = ["## Chat modes", text("Through the router (provider auto); the same request with a :provider suffix on the model picks a provider.")];
  for (const mode of modes) {
    out.push(`### ${text(mode.label)}`, [text(mode.description), ...(mode.request ? requestLines(mode.request) : [])].join("\n\n"), ...samples(mode.snippets));
  }
  return out.join("\n\n");
}

function librarySection(card: UsageCard): string {
  return [
    "## Load it with its library",
    text("Runs on your own machine; the library's install command comes first where it needs one."),
    ...samples(card.librarySnippets),
  ].join("\n\n");
}

function localSection(local: NonNullable<UsageCard["local"]>): string {
  const out = ["## Run it locally"];
  const facts: string[] = [];
  if (local.file) facts.push(`- File: ${codeSpan(local.file)}${local.quant ? ` (${codeSpan(local.quant)})` : ""}`);
  if (local.files.length > 1)
    facts.push(
      `- Other files: ${local.files
        .filter((f) => f !== local.file)
        .map(codeSpan)
        .join(", ")}`,
    );
  if (local.choose)
    facts.push(
      `- Another file: ${codeSpan("getUsageCard(model, { file })")} ${text("or")} ${codeSpan("model-atlas local-apps <model> --file NAME.gguf")} ${text("loads another file of the list; Q4_K_M is suggested when there is one, else the nearest size")}`,
    );
  if (facts.length) out.push(facts.join("\n"));
  for (const app of local.apps) {
    const lines = [`- Documentation: ${link(app.label, app.docsUrl)}`];
    if (app.url) lines.push(`- Open: ${codeLink(app.url, app.url)}`);
    if (app.macOSOnly) lines.push("- macOS only");
    out.push(`### ${text(app.label)}`, lines.join("\n"));
    for (const step of app.steps) {
      out.push(`#### ${text(step.title)}`);
      if (step.setup) out.push(fenced(step.setup, "sh"));
      out.push(fenced(step.code, "sh"));
    }
  }
  return out.join("\n\n");
}

function sampleSection(card: UsageCard): string {
  const out = ["## Sample input and answer"];
  if (card.sample.input !== null && card.sample.input !== undefined) out.push(fenced(JSON.stringify(card.sample.input, null, 2), "json"));
  out.push(`${text("Answer:")} ${text(card.sample.answer)}`);
  return out.join("\n\n");
}

function notesSection(card: UsageCard): string {
  return `## Notes\n\n${card.notes.map((note) => `- ${text(note)}`).join("\n")}`;
}

/** What the card left out to stay short, and the option or argument that gets each. */
function leftOutSection(card: UsageCard): string {
  return `## Left out\n\n${card.omitted.map((o) => `- ${text(o.what)}: ask with ${codeSpan(o.argument)}`).join("\n")}`;
}
