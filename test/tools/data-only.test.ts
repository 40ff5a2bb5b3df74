/**
 * A REST route answering JSON reads only a tool's data, so it runs the tool with `dataOnly`, and
 * the tools whose text costs most (get_snippets' fenced code, get_usage_card's Markdown card,
 * get_task's page) skip writing it. The data must be the same either way, for every real record,
 * provider and language; only an MCP or Markdown caller gets the text.
 */
import { describe, expect, it } from "vitest";
import { getSnippets } from "../../engine/tools/get-snippets.js";
import { getUsageCardTool } from "../../engine/tools/get-usage-card.js";
import { getTaskTool } from "../../engine/tools/get-task.js";
import type { AnyTool } from "../../engine/tools/define.js";
import { LANGUAGES } from "../../engine/schema/snippet.js";
import { TASK_IDS } from "../../engine/catalogue/tasks.js";
import { validModelRecord } from "../../engine/schema/model-check.js";
import { providersOf, realRecords } from "../real-records/support.js";

const WITH_TEXT = { models: new Map() };
const DATA_ONLY = { ...WITH_TEXT, dataOnly: true };

async function run(tool: AnyTool, args: Record<string, unknown>, context: typeof WITH_TEXT) {
  try {
    return await tool.run(args, context);
  } catch (error) {
    return { error: error instanceof Error ? error.message : String(error) };
  }
}

/** Runs `args` both ways: the same data (or the same error), and no text for the data-only caller. True when there was text to skip. */
async function same(tool: AnyTool, args: Record<string, unknown>, label: string): Promise<boolean> {
  const full = await run(tool, args, WITH_TEXT);
  const bare = await run(tool, args, DATA_ONLY);
  if ("error" in full) {
    expect(bare, label).toEqual(full);
    return false;
  }
  expect("data" in bare && bare.data, label).toStrictEqual(full.data);
  expect("text" in bare && bare.text, label).toBe("");
  return full.text.length > 0;
}

describe("tools for a caller that reads only the data", () => {
  it("get_snippets: the same data without the text, for every real record, provider and language", async () => {
    let compared = 0;
    for (const { name, model: input } of realRecords()) {
      const model = validModelRecord(input);
      for (const provider of providersOf(model))
        for (const language of [undefined, ...LANGUAGES]) {
          const args = { model, provider, allowUnmappedProvider: true, ...(language ? { language } : {}) };
          const full = await run(getSnippets, args, WITH_TEXT);
          // A no-code answer is short and keeps its sentence; the prompt is the text itself.
          const code = "data" in full && full.data.snippets.length > 0 && full.data.snippets[0].language !== "text";
          if (!code) continue;
          if (await same(getSnippets, args, `${name} ${provider} ${language}`)) compared++;
        }
    }
    expect(compared).toBeGreaterThan(300);
  });

  it("get_usage_card and get_task: the same data without the card or the page", async () => {
    let compared = 0;
    for (const { name, model } of realRecords())
      for (const format of ["markdown", "json", "prompt"])
        if (await same(getUsageCardTool, { model: validModelRecord(model), format }, `${name} ${format}`)) compared++;
    for (const id of TASK_IDS) if (await same(getTaskTool, { id }, id)) compared++;
    expect(compared).toBeGreaterThan(100);
  });
});
