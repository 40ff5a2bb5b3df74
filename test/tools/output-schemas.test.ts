/**
 * Every tool's answer satisfies the output schema it declares, for every real hub record
 * (test/real-records/, test/fixtures/hub-records/) and the arguments that change its shape: the
 * data a REST route answers and MCP's structuredContent, checked as they travel (JSON) with ajv
 * in strict mode against the listing the MCP server and /openapi.json derive from the contracts.
 */
import fs from "node:fs";
import path from "node:path";
import Ajv, { type ValidateFunction } from "ajv";
import { describe, expect, it } from "vitest";
import { TASK_IDS } from "../../engine/catalogue/tasks.js";
import { TOOL_LISTINGS } from "../../engine/generated/tools.js";
import { parseArguments } from "../../engine/tools/arguments.js";
import { ToolArgumentError } from "../../engine/tools/errors.js";
import { toolNamed } from "../../engine/tools/index.js";
import { realRecords } from "../real-records/support.js";
import { ROOT } from "../support/reference.js";

const ajv = new Ajv({ strict: true, allErrors: true, allowUnionTypes: true });
const validators = new Map<string, ValidateFunction>(TOOL_LISTINGS.map((t) => [t.name, ajv.compile(t.outputSchema)]));
const context = { models: new Map() };

const FIXTURES = path.join(ROOT, "test/fixtures/hub-records");
const records = [
  ...realRecords().map((r) => ({ name: r.name, model: r.model as unknown })),
  ...fs
    .readdirSync(FIXTURES)
    .filter((f) => f.endsWith(".json"))
    .map((f) => ({ name: f, model: JSON.parse(fs.readFileSync(path.join(FIXTURES, f), "utf8")) as unknown })),
];

/** The tool's data as it travels, or undefined when the tool refused the arguments (a refusal is checked elsewhere). */
async function answerOf(name: string, args: Record<string, unknown>): Promise<unknown> {
  const tool = toolNamed(name)!;
  try {
    const { data } = await tool.run(parseArguments(tool, args), context);
    return JSON.parse(JSON.stringify(data));
  } catch (error) {
    if (error instanceof ToolArgumentError) return undefined;
    throw error;
  }
}

function problems(name: string, data: unknown): string[] {
  const validate = validators.get(name)!;
  return validate(data) ? [] : (validate.errors ?? []).slice(0, 5).map((e) => `${e.instancePath} ${e.message} ${JSON.stringify(e.params)}`);
}

const MODEL_CALLS: [string, Record<string, unknown>][] = [
  ["get_snippets", {}],
  ["get_snippets", { language: "sh" }],
  ["get_snippets", { language: "text", client: "agent-prompt" }],
  ["get_usage_card", {}],
  ["get_usage_card", { format: "prompt" }],
  ["list_providers", {}],
  ["list_local_apps", {}],
  ["get_library_snippets", {}],
];

describe("every tool answers what its output schema says", () => {
  it(`for the ${records.length} real records, with the arguments that change the answer's shape`, async () => {
    const found: string[] = [];
    let answered = 0;
    for (const record of records) {
      for (const [name, args] of MODEL_CALLS) {
        const data = await answerOf(name, { model: record.model, ...args });
        if (data === undefined) continue;
        answered++;
        for (const p of problems(name, data)) found.push(`${record.name} ${name} ${JSON.stringify(args)}: ${p}`);
      }
    }
    expect(found).toEqual([]);
    // Most calls answer (a record without a task, or a refused language, is the exception).
    expect(answered).toBeGreaterThan(records.length * 5);
  });

  it("for the tools that take no model: every provider, every task, every page of libraries", async () => {
    const found: string[] = [];
    const check = async (name: string, args: Record<string, unknown>) => {
      const data = await answerOf(name, args);
      expect(data, `${name} ${JSON.stringify(args)}`).toBeDefined();
      for (const p of problems(name, data)) found.push(`${name} ${JSON.stringify(args)}: ${p}`);
      return data;
    };
    await check("list_providers", {});
    await check("list_tasks", {});
    for (const id of TASK_IDS) await check("get_task", { id });
    const first = (await check("find_libraries", {})) as { pages: number };
    for (let page = 2; page <= first.pages; page++) await check("find_libraries", { page });
    await check("find_libraries", { query: "llama.cpp" });
    expect(found).toEqual([]);
  });

  it("refuses data the schema does not describe (the check can fail)", () => {
    expect(problems("get_snippets", { plan: {}, snippets: [] }).length).toBeGreaterThan(0);
    expect(problems("find_libraries", { libraries: [], page: 1, pages: 1, total: 0, extra: true }).length).toBeGreaterThan(0);
  });
});
