/**
 * The card's one-paragraph summary as segments: prose we wrote, and values from the record kept
 * apart, so the JSON form gets plain text and the Markdown form puts each value in a code span.
 * It says what the plan says: the task's own name, the providers the plan counts (unknown ones
 * apart), "mapping not given" for a record without a mapping (never "no provider"), and only
 * the sections the card has.
 */
import { PIPELINE_DATA } from "../pipelines/data.js";
import { codeSpan, text } from "./markdown-escape.js";
import type { UsageCard } from "./schema.js";

export type Segment = string | { code: string };

export function summaryText(segments: readonly Segment[]): string {
  return segments.map((s) => (typeof s === "string" ? s : s.code)).join("");
}

export function summaryMarkdown(segments: readonly Segment[]): string {
  return segments.map((s) => (typeof s === "string" ? text(s) : codeSpan(s.code))).join("");
}

/** "a" or "an" by the sound of the word's first letter (labels are English words). */
export const article = (word: string) => (/^[aeiou]/i.test(word) ? "an" : "a");

const ids = (list: readonly { id: string }[]): Segment[] => list.flatMap((p, i) => [...(i ? [", "] : []), { code: p.id }]);

export function summarySegments(card: Pick<UsageCard, "id" | "plan" | "providers" | "librarySnippets" | "local">): Segment[] {
  const { plan } = card;
  const task = plan.task;
  const label = task && (PIPELINE_DATA as Record<string, { name: string } | undefined>)[task.id]?.name;
  const out: Segment[] = [{ code: card.id }];
  if (plan.kind === "chat") out.push(" is a chat model");
  else if (plan.kind === "completion") out.push(" is a text-generation model (base, no chat template)");
  else if (label) out.push(` is ${article(label)} ${label} model`);
  else if (task) out.push(" is a model of the task ", { code: task.id });
  else out.push(" is a model");
  if (plan.library) out.push(" for ", { code: plan.library.id });
  out.push(". ");
  const { callable, unknown } = plan.providers;
  if (callable.length) {
    const request = card.providers[0]?.request;
    if (request) out.push("Call it with POST ", { code: request.url }, " and an Authorization: Bearer $HF_TOKEN header");
    else out.push("Call it through the huggingface_hub or huggingface.js SDK with HF_TOKEN");
    if (plan.mapping === "not-given")
      out.push(
        " (provider auto); the record does not say which providers serve it (mapping not given: the hub sends it with expand[]=inferenceProviderMapping).",
      );
    else {
      const named = callable.filter((p) => p.id !== "auto");
      out.push(
        named.length
          ? `; ${named.length} provider${named.length === 1 ? " serves" : "s serve"} it with code here`
          : "; the router picks among its mapped providers",
      );
      if (unknown.length)
        out.push(`, and ${unknown.length} more ${unknown.length === 1 ? "is" : "are"} mapped that this version does not know (`, ...ids(unknown), ")");
      out.push(".");
    }
    return out;
  }
  if (plan.kind === "none") out.push("Model Atlas has no hosted call for it");
  else if (plan.mapping === "not-given")
    out.push(
      `The record carries no provider mapping, and provider auto (the hub SDKs' own pick) has no ${plan.task?.id ?? ""} call: ask for a provider that serves it (providers)`,
    );
  else if (unknown.length && !plan.providers.unsupported.length)
    out.push("It is mapped only to providers this version does not know (", ...ids(unknown), "), so no code is written for them");
  else if (plan.providers.unsupported.length) out.push("No mapped provider has a call for its task in Model Atlas");
  else out.push("Its provider mapping is empty: no inference provider serves it");
  const ways = [...(card.librarySnippets.length ? ["load it with its library"] : []), ...(card.local?.apps.length ? ["run it in a local app"] : [])];
  out.push(ways.length ? `; ${ways.join(" or ")}.` : ".");
  return out;
}
