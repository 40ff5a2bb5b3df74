/**
 * Every surface's statement about every record, read from its rendered output: the built CLI
 * (plan as JSON and text, snippets), the usage card's three forms, export's files, MCP answers
 * over stdio, and the viewer's model page. Nothing here asks the engine what a model is.
 */
import { spawnSync } from "node:child_process";
import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import { getUsageCard, usageCardMarkdown, usageCardPrompt } from "../../engine/entries/cards.js";
import type { ModelRecordInput } from "../../engine/schema/model.js";
import { exportCards, planJsonArgv, planTextArgv, runLauncher, runMany, snippetArgv, type CliRun } from "./cli.js";
import { planTextFormat, snippetsStated, snippetsWanted, warningsStated, warningsWanted } from "./cli-checks.js";
import { expectedPlan, type Expected } from "./expect.js";
import { openSession, textOf } from "./mcp.js";
import { expectedValues, JSON_ONLY, readPlanJson, readPlanLines, section, type Stated } from "./read-plan.js";
import type { AgreementRecord } from "./records.js";
import type { Reading } from "./report.js";
import { noCodeCases, noCodeReading, type NoCodeCase } from "./no-code.js";
import { elementWith, noticesOf, renderModelPage, textLines } from "./viewer.js";

/** Words by which a text denies that any provider serves the model. */
const DENIES = /no inference provider (?:serves|is mapped)|mapped to no provider|no hosted HTTP call|call through the router would fail/i;

const without = (values: Stated, ...fields: string[]) => Object.fromEntries(Object.entries(values).filter(([k]) => !fields.includes(k)));

function fromText(surface: string, text: string | undefined, want: Stated, why: string, extra: (text: string) => Stated = () => ({})): Reading {
  const got = text === undefined ? undefined : readPlanLines(text);
  if (!got) return { surface, absent: text === undefined ? why : `no plan lines (${why})` };
  return { surface, want, got: { ...got, ...extra(text!) } };
}

function fromJson(surface: string, plan: unknown, want: Stated, why: string): Reading {
  const got = readPlanJson(plan);
  return got ? { surface, want, got } : { surface, absent: why };
}

function attempt(surface: string, read: () => Reading): Reading {
  try {
    return read();
  } catch (error) {
    return { surface, absent: `threw: ${error instanceof Error ? error.message.split("\n")[0] : String(error)}` };
  }
}

/** Whether each source parses as Python ("ok" or the error), in one python3 run. */
function pythonParses(sources: string[]): string[] {
  const script =
    "import ast,json,sys\nout=[]\nfor s in json.load(sys.stdin):\n  try:\n    ast.parse(s); out.append('ok')\n  except SyntaxError as e:\n    out.append(f'line {e.lineno}: {e.msg}')\nprint(json.dumps(out))";
  const run = spawnSync("python3", ["-c", script], { input: JSON.stringify(sources), encoding: "utf8" });
  if (run.status !== 0) return sources.map(() => `python3 failed: ${run.error?.message ?? run.stderr}`);
  return JSON.parse(run.stdout) as string[];
}

/**
 * Finding 1 of the issue: a text that says no provider serves a model that has callable
 * providers. Read apart from the plan lines, so today's texts (which have none) are checked too.
 */
function denies(surface: string, text: string | undefined, e: Expected): Reading[] {
  if (!e.callable.length || text === undefined) return [];
  return [{ surface, want: { "denies providers": "no" }, got: { "denies providers": DENIES.exec(text)?.[0] ?? "no" } }];
}

function cardReadings(r: AgreementRecord, e: Expected, base: Stated): Reading[] {
  const textWant = without(base, ...JSON_ONLY);
  let card: ReturnType<typeof getUsageCard>;
  try {
    card = getUsageCard(r.raw as unknown as ModelRecordInput);
  } catch (error) {
    return ["card json", "card markdown", "card prompt"].map((surface) => ({
      surface,
      absent: `getUsageCard threw: ${(error as Error).message.split("\n")[0]}`,
    }));
  }
  const markdown = usageCardMarkdown(card);
  const prompt = usageCardPrompt(card);
  return [
    fromJson("card json", (card as unknown as { plan?: unknown }).plan, base, "no plan field"),
    fromText("card markdown", section(markdown, /^## Plan$/), textWant, "no ## Plan section"),
    ...denies("card markdown", markdown, e),
    fromText("card prompt", prompt, textWant, "prompt"),
    ...denies("card prompt", prompt, e),
  ];
}

function exportReadings(card: { markdown?: string; json?: string; problem?: string } | undefined, e: Expected, base: Stated): Reading[] {
  if (!card || card.problem) return ["export md", "export json"].map((surface) => ({ surface, absent: card?.problem ?? "not exported" }));
  return [
    fromText("export md", section(card.markdown!, /^## Plan$/), without(base, ...JSON_ONLY), "no ## Plan section"),
    ...denies("export md", card.markdown, e),
    attempt("export json", () => fromJson("export json", (JSON.parse(card.json!) as { plan?: unknown }).plan, base, "no plan field")),
  ];
}

function mcpReadings(providers: CallToolResult, snippets: CallToolResult, e: Expected, base: Stated): Reading[] {
  const out: Reading[] = [];
  const text = textOf(providers);
  if (providers.isError) out.push({ surface: "mcp list_providers", absent: `tool error: ${text.slice(0, 120)}` });
  else {
    const want = { ...without(base, ...JSON_ONLY), "lines first": "yes" };
    out.push(
      fromText("mcp list_providers", text, want, "text", (t) => ({
        "lines first": /^\s*Task:/.test(t) ? "yes" : `no: "${t.trim().split("\n")[0]!.slice(0, 60)}"`,
      })),
    );
    out.push(...denies("mcp list_providers", text, e));
    out.push(
      fromJson("mcp list_providers structured", (providers.structuredContent as { plan?: unknown } | undefined)?.plan, base, "no structuredContent.plan"),
    );
  }
  // A model without a hosted call may be refused by get_snippets; that refusal is not a disagreement.
  if (snippets.isError) {
    if (e.callable.length) out.push({ surface: "mcp get_snippets structured", absent: `tool error: ${textOf(snippets).slice(0, 120)}` });
  } else
    out.push(fromJson("mcp get_snippets structured", (snippets.structuredContent as { plan?: unknown } | undefined)?.plan, base, "no structuredContent.plan"));
  return out;
}

function viewerReadings(r: AgreementRecord, e: Expected, base: Stated): Reading[] {
  let html: string;
  try {
    html = renderModelPage(r.raw);
  } catch (error) {
    return [{ surface: "viewer model page", absent: `threw: ${error instanceof Error ? error.message.split("\n")[0] : String(error)}` }];
  }
  const element = elementWith(html, 'data-testid="model-plan"');
  return [
    fromText("viewer model page", element === undefined ? undefined : textLines(element), without(base, ...JSON_ONLY), 'no data-testid="model-plan" element'),
    // Every notice of the page, not only the plan's lines: none may deny the providers the plan lists.
    ...denies("viewer notices", noticesOf(html).join("\n"), e),
  ];
}

/** Two records (one without mapping, one with) through the real launcher, to compare with the in-process runs. */
function launcherSample(records: readonly AgreementRecord[]): AgreementRecord[] {
  const withMapping = records.find((r) => r.raw.inferenceProviderMapping !== undefined);
  const without = records.find((r) => r.raw.inferenceProviderMapping === undefined && r.raw.pipeline_tag === "text-generation");
  return [withMapping, without].filter((r): r is AgreementRecord => r !== undefined);
}

/** The launcher itself prints what the in-process runs printed. */
function launcherReadings(
  sample: readonly AgreementRecord[],
  runs: readonly { code: number | null; stdout: string; stderr: string }[],
  inProcess: Map<string, CliRun>,
): Map<AgreementRecord, Reading[]> {
  const out = new Map<AgreementRecord, Reading[]>();
  sample.forEach((r, i) => {
    const got: Stated = {};
    const want: Stated = {};
    [planTextArgv(r), snippetArgv(r)].forEach((argv, j) => {
      const a = runs[2 * i + j]!;
      const b = inProcess.get(JSON.stringify(argv))!;
      const field = `${argv[0]} as in-process`;
      want[field] = "same";
      got[field] =
        a.code !== b.code ? `exit ${a.code} vs ${b.code}` : a.stdout !== b.stdout ? "stdout differs" : a.stderr !== b.stderr ? "stderr differs" : "same";
    });
    out.set(r, [{ surface: "cli launcher", want, got }]);
  });
  return out;
}

export async function surfaceReadings(records: readonly AgreementRecord[], tmp: string): Promise<Map<AgreementRecord, Reading[]>> {
  const expected = new Map(records.map((r) => [r, expectedPlan(r.raw)]));
  const session = await openSession();
  const timed = async <T>(name: string, work: Promise<T>): Promise<T> => {
    const start = performance.now();
    const result = await work;
    if (process.env.AGREEMENT_TIMING) console.log(`${name}: ${Math.round(performance.now() - start)} ms`);
    return result;
  };
  const sample = launcherSample(records);
  const noCode = noCodeCases(records);
  const [cli, exported, mcp, launched] = await Promise.all([
    timed("cli", runMany([...records.map(planJsonArgv), ...records.map(planTextArgv), ...records.map(snippetArgv), ...noCode.map((c) => c.argv)], tmp, "cli")),
    timed("export", exportCards(records, tmp)),
    timed(
      "mcp",
      (async () => {
        const answers: [CallToolResult, CallToolResult][] = [];
        for (const r of records) answers.push([await session.call("list_providers", { model: r.raw }), await session.call("get_snippets", { model: r.raw })]);
        // The no-code cases asked with more than the model (auto asked for curl): one more call each.
        const more = new Map<NoCodeCase, string>();
        for (const c of noCode) if (Object.keys(c.args).length) more.set(c, textOf(await session.call("get_snippets", { model: c.record.raw, ...c.args })));
        await session.close();
        return { answers, more };
      })(),
    ),
    timed("launcher", runLauncher(sample.flatMap((r) => [planTextArgv(r), snippetArgv(r)]))),
  ]);
  const n = records.length;
  const byArgv = new Map(cli.map((run) => [JSON.stringify(run.argv), run]));
  const launcher = launcherReadings(sample, launched, byArgv);
  const snippetRuns = cli.slice(2 * n, 3 * n);
  const noCodeRuns = cli.slice(3 * n);
  // Only the Python runs are parsed here (a task whose sole SDK is huggingface.js asks for JS; the syntax tests check that).
  const python = pythonParses(snippetRuns.map((run) => (run.argv.includes("python") ? run.stdout : "")));
  const parses = snippetRuns.map((run, i) => (run.argv.includes("python") ? python[i]! : "ok"));
  const out = new Map<AgreementRecord, Reading[]>();
  records.forEach((r, i) => {
    const e = expected.get(r)!;
    const base = expectedValues(e);
    const planJson = cli[i]!;
    const planText = cli[n + i]!;
    let parsedPlan: unknown;
    try {
      parsedPlan = JSON.parse(planJson.stdout);
    } catch {
      parsedPlan = undefined;
    }
    const planFromJson = (parsedPlan as { plan?: unknown } | undefined)?.plan ?? parsedPlan;
    out.set(r, [
      planJson.code === 0
        ? fromJson("cli plan --format json", planFromJson, base, "stdout is not a plan")
        : { surface: "cli plan --format json", absent: `exit ${planJson.code}: ${planJson.stderr.trim().split("\n")[0]}` },
      planText.code === 0
        ? fromText("cli plan", planText.stdout, { ...without(base, ...JSON_ONLY), format: "ok", ...warningsWanted(e) }, "stdout", (t) => ({
            format: planTextFormat(planText),
            ...warningsStated(t, e),
          }))
        : { surface: "cli plan", absent: `exit ${planText.code}: ${planText.stderr.trim().split("\n")[0]}` },
      { surface: "cli snippets", want: snippetsWanted(e), got: snippetsStated(snippetRuns[i]!, e, parses[i]!) },
      ...(launcher.get(r) ?? []),
      ...cardReadings(r, e, base),
      ...exportReadings(exported.get(r), e, base),
      ...mcpReadings(mcp.answers[i]![0], mcp.answers[i]![1], e, base),
      ...viewerReadings(r, e, base),
      ...noCode.flatMap((c, j) =>
        c.record === r ? [attempt("no code", () => noCodeReading(c, noCodeRuns[j], mcp.more.get(c) ?? textOf(mcp.answers[i]![1])))] : [],
      ),
    ]);
  });
  return out;
}
