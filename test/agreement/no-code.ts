/**
 * No code, one sentence everywhere: for every corpus record with no hosted call, and
 * every one where provider auto outside chat is asked for code only the SDKs write (curl), the
 * CLI's stderr, the viewer's notices and the MCP get_snippets text say the same `No code:
 * <reason>.`, and it is the sentence of the engine's `noCodeReason`. Which records are such
 * cases comes from ./expect.ts; the sentence itself is the engine's on purpose: what is checked
 * here is that no surface words it on its own.
 */
import { noCodeReason, noCodeSentence, planModel } from "../../engine/plan/index.js";
import { checkModelRecord } from "../../engine/schema/model-check.js";
import type { CliRun } from "./cli.js";
import { expectedPlan } from "./expect.js";
import type { AgreementRecord } from "./records.js";
import type { Reading } from "./report.js";
import { noticesOf, renderModelPage } from "./viewer.js";

export interface NoCodeCase {
  record: AgreementRecord;
  /** The CLI run (provider auto, the default). */
  argv: string[];
  /** The same choice on the model page, and as get_snippets arguments besides the model. */
  query: string;
  args: Record<string, unknown>;
}

/** The corpus records whose answer with provider auto is "no code", and how each surface is asked. */
export function noCodeCases(records: readonly AgreementRecord[]): NoCodeCase[] {
  return records
    .filter((r) => r.label.startsWith("real-records/"))
    .flatMap((record): NoCodeCase[] => {
      const e = expectedPlan(record.raw);
      if (!e.callable.length) return [{ record, argv: ["snippets", record.file], query: "", args: {} }];
      if (e.kind !== "chat" && e.callable.some((c) => c.id !== "auto"))
        return [{ record, argv: ["snippets", record.file, "--language", "sh"], query: "?provider=auto&language=sh", args: { language: "sh" } }];
      return [];
    });
}

/** The sentence every surface should show: the engine's. */
function engineSentence(c: NoCodeCase): string {
  const check = checkModelRecord(c.record.raw);
  if (!check.ok) return `(record does not validate: ${check.problems[0]?.message})`;
  return noCodeSentence(noCodeReason(planModel(check.model), "auto"));
}

const firstNoCode = (lines: readonly string[]) => lines.find((l) => l.startsWith("No code:")) ?? "(no 'No code:' line)";

export function noCodeReading(c: NoCodeCase, cli: CliRun | undefined, mcpText: string | undefined): Reading {
  const want = engineSentence(c);
  const notices = noticesOf(renderModelPage(c.record.raw, c.query));
  return {
    surface: `no code (${c.argv.slice(2).join(" ") || "default"})`,
    want: { "cli exit": "7", "cli stderr": want, "viewer notice": want, "mcp get_snippets": want },
    got: {
      "cli exit": String(cli?.code ?? "(not run)"),
      "cli stderr": cli ? firstNoCode(cli.stderr.split("\n")) : "(not run)",
      "viewer notice": firstNoCode(notices),
      "mcp get_snippets": mcpText === undefined ? "(not asked)" : firstNoCode(mcpText.split("\n")),
    },
  };
}
