/**
 * Every MCP tool and resource answer with its fewest arguments, for every corpus record: what an
 * agent gets before it narrows anything. Shared by the budget test and scripts/answer-sizes.ts.
 * The server is started with the corpus as --models, so it lists a card resource per record id.
 */
import fs from "node:fs";
import path from "node:path";
import { openSession, textOf } from "./mcp.js";
import { jsonl, type AgreementRecord } from "./records.js";

export const BUDGET = 16_000;

export interface Answer {
  /** The tool and the arguments' names (`get_snippets {model}`), or `resource cards/<id>`. */
  call: string;
  /** The record (file label) or argument value the answer is for. */
  subject: string;
  record?: AgreementRecord;
  text: string;
  /** JSON.stringify(structuredContent); undefined for resources, which have none. */
  structured?: string;
  isError: boolean;
}

const CARD = "model-atlas://cards/";
const TASK = "model-atlas://tasks/";

export async function defaultAnswers(records: readonly AgreementRecord[], tmp: string): Promise<Answer[]> {
  const models = path.join(tmp, "corpus.jsonl");
  fs.writeFileSync(models, jsonl(records));
  const session = await openSession(models);
  const answers: Answer[] = [];
  const call = async (name: string, args: Record<string, unknown>, shape: string, subject: string, record?: AgreementRecord) => {
    const result = await session.call(name, args);
    answers.push({
      call: `${name} ${shape}`,
      subject,
      ...(record ? { record } : {}),
      text: textOf(result),
      structured: result.structuredContent === undefined ? undefined : JSON.stringify(result.structuredContent),
      isError: result.isError === true,
    });
  };
  try {
    for (const r of records) {
      await call("get_usage_card", { model: r.raw }, "{model}", r.label, r);
      await call("get_snippets", { model: r.raw }, "{model}", r.label, r);
      await call("list_providers", { model: r.raw }, "{model}", r.label, r);
      await call("list_local_apps", { model: r.raw }, "{model}", r.label, r);
    }
    await call("list_providers", {}, "{}", "-");
    await call("find_libraries", {}, "{}", "-");
    const { resources } = await session.client.listResources();
    for (const uri of resources.map((r) => r.uri).filter((u) => u.startsWith(TASK)))
      await call("get_task", { id: uri.slice(TASK.length) }, "{id}", uri.slice(TASK.length));
    // --models keeps the last record of an id; that record is the card's.
    const byId = new Map(records.map((r) => [r.id, r]));
    for (const { uri } of resources) {
      const kind = uri.startsWith(CARD) ? "cards" : "tasks";
      const subject = uri.slice((kind === "cards" ? CARD : TASK).length);
      const record = kind === "cards" ? byId.get(decodeURIComponent(subject)) : undefined;
      try {
        const read = await session.client.readResource({ uri });
        const text = read.contents.map((c) => ("text" in c ? String(c.text) : "")).join("");
        answers.push({
          call: `resource ${kind}/<${kind === "cards" ? "model id" : "task id"}>`,
          subject: record?.label ?? subject,
          ...(record ? { record } : {}),
          text,
          isError: false,
        });
      } catch (error) {
        answers.push({ call: `resource ${kind}/<id>`, subject, text: (error as Error).message, isError: true });
      }
    }
  } finally {
    await session.close();
  }
  return answers;
}

export interface Largest {
  call: string;
  answers: number;
  text: number;
  textSubject: string;
  structured: number;
  structuredSubject: string;
  over: number;
}

/** The largest text and structuredContent per call, and how many answers exceed the budget. */
export function largestPerCall(answers: readonly Answer[]): Largest[] {
  const out = new Map<string, Largest>();
  for (const a of answers) {
    const row = out.get(a.call) ?? { call: a.call, answers: 0, text: 0, textSubject: "", structured: 0, structuredSubject: "", over: 0 };
    row.answers++;
    if (a.text.length > row.text) Object.assign(row, { text: a.text.length, textSubject: a.subject });
    if ((a.structured?.length ?? 0) > row.structured) Object.assign(row, { structured: a.structured!.length, structuredSubject: a.subject });
    if (a.text.length > BUDGET || (a.structured?.length ?? 0) > BUDGET) row.over++;
    out.set(a.call, row);
  }
  return [...out.values()];
}

export function sizeTable(rows: readonly Largest[]): string {
  const cells = [
    ["call", "answers", "largest text", "for", "largest structuredContent", "for", `over ${BUDGET}`],
    ...rows.map((r) => [
      r.call,
      String(r.answers),
      String(r.text),
      short(r.textSubject),
      r.structured ? String(r.structured) : "-",
      short(r.structuredSubject) || "-",
      String(r.over),
    ]),
  ];
  const widths = cells[0]!.map((_, i) => Math.max(...cells.map((c) => c[i]!.length)));
  const line = (c: string[]) => `| ${c.map((v, i) => v.padEnd(widths[i]!)).join(" | ")} |`;
  return [line(cells[0]!), `|${widths.map((w) => "-".repeat(w + 2)).join("|")}|`, ...cells.slice(1).map(line)].join("\n");
}

const short = (subject: string) => subject.replace(/^real-records\//, "").replace(/\.json$/, "");

/** A fenced block that calls something: a URL (the router, a provider) or an SDK client. */
export function hasRunnableCall(text: string): boolean {
  const blocks = [...text.matchAll(/^(`{3,}|~{3,})[^\n]*\n([\s\S]*?)^\1/gm)].map((m) => m[2]!);
  return blocks.some((code) => /https?:\/\/\S+|InferenceClient\(|new InferenceClient|OpenAI\(|\bclient\.[\w.]+\(/.test(code));
}

const LEFT_OUT = /left out|leaves? out|not shown|omitted|not included/i;

/** Whether a line says something was left out and names one of `args` as the argument that gets it. */
export function namesLeftOut(text: string, args: readonly string[]): boolean {
  const arg = new RegExp(`[\`"'](?:${args.join("|")})[\`"']|\\b(?:${args.join("|")})\\s*[:=]`);
  // A line says it when it says "left out" itself, or stands in a section headed so (a card's "## Left out").
  let inSection = false;
  return text.split("\n").some((line) => {
    if (/^#{1,6} /.test(line)) inSection = LEFT_OUT.test(line);
    return (inSection || LEFT_OUT.test(line)) && arg.test(line);
  });
}
