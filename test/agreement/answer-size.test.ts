/**
 * Agent answers within budget: every MCP tool and resource, called with its fewest
 * arguments for every corpus record, answers with text and structuredContent of at most 16,000
 * characters each; where the model has a callable provider the answer still holds one complete
 * runnable call; and what it leaves out it names, with the argument that gets it. Prints the
 * largest answer per call (the closing note's before/after figures; scripts/answer-sizes.ts
 * prints the same table).
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { BUDGET, defaultAnswers, hasRunnableCall, largestPerCall, namesLeftOut, sizeTable, type Answer } from "./answers.js";
import { expectedPlan } from "./expect.js";
import { corpusRecords } from "./records.js";
import { ROOT } from "../real-records/support.js";

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "atlas-answer-size-"));
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

/** Answers that carry code for the model. */
const CODE_CALLS = ["get_usage_card {model}", "get_snippets {model}", "resource cards/<model id>"];

const libraryCount = fs.readdirSync(path.join(ROOT, "libraries")).filter((f) => f.endsWith(".yaml") && !f.startsWith("_")).length;

function problemsOf(a: Answer): string[] {
  const e = a.record ? expectedPlan(a.record.raw) : undefined;
  if (a.isError) return a.call === "get_snippets {model}" && e?.kind === "none" ? [] : [`error: ${a.text.slice(0, 100)}`];
  const out: string[] = [];
  if (a.text.length > BUDGET) out.push(`text ${a.text.length} > ${BUDGET}`);
  if ((a.structured?.length ?? 0) > BUDGET) out.push(`structuredContent ${a.structured!.length} > ${BUDGET}`);
  if (CODE_CALLS.includes(a.call) && e && e.callable.length) {
    if (!hasRunnableCall(a.text)) out.push("no complete runnable call (a fenced block with a URL or an SDK call)");
    // Chat modes (tools, structured output, the Responses API) come only when asked.
    // Each tool names its own argument: get_snippets `mode` and `provider`, cards `modes` and `providers`.
    if (e.kind === "chat" && !namesLeftOut(a.text, ["mode", "modes"])) out.push("does not say the chat modes were left out and the `mode` argument");
    const named = e.callable.filter((c) => c.id !== "auto" && !a.text.includes(c.id));
    if (named.length && !namesLeftOut(a.text, ["provider", "providers"]))
      out.push(`providers ${named.map((c) => c.id).join(", ")} neither shown nor said left out with the \`provider\` argument`);
  }
  if (a.call === "find_libraries {}") {
    const listed = (JSON.parse(a.structured ?? "{}") as { libraries?: unknown[] }).libraries?.length ?? 0;
    if (listed < libraryCount && !namesLeftOut(a.text, ["query", "task", "page"]))
      out.push(`${listed} of ${libraryCount} libraries without saying the rest was left out and how to get it`);
  }
  return out;
}

describe("MCP answers with their fewest arguments", () => {
  it("fit 16,000 characters, keep one runnable call, and say what they left out", { timeout: 600_000 }, async () => {
    const answers = await defaultAnswers(corpusRecords(), tmp);
    console.log(`Largest default answer per call over ${corpusRecords().length} corpus records:\n${sizeTable(largestPerCall(answers))}`);
    const problems = answers.flatMap((a) => problemsOf(a).map((p) => `| ${a.call} | ${a.subject.replace(/^real-records\//, "")} | ${p} |`));
    if (problems.length)
      expect.fail(`${problems.length} problems in ${answers.length} answers:\n| call | subject | problem |\n|---|---|---|\n${problems.join("\n")}`);
  });
});
