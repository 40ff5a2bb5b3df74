/**
 * Every pipeline type's sample input, in all option combinations, against golden files
 * (test/golden/inputs/tasks/<task>.txt). Rewrite them with
 * `npm run golden:update -- test/inputs`.
 */
import { readdirSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { getModelInputData, getModelInputSnippet, NO_INPUT_EXAMPLE, PIPELINE_TYPES } from "../../engine/index.js";
import { CANNED_INPUTS } from "../../engine/inputs/index.js";
import { renderGolden } from "./render-golden.js";
import { expectGolden } from "../support/golden.js";

const GOLDEN_DIR = join(import.meta.dirname, "../golden/inputs/tasks");

describe("sample input of every task", () => {
  it.each(PIPELINE_TYPES)("%s", async (task) => {
    await expectGolden(renderGolden(task, { pipeline_tag: task }), join(GOLDEN_DIR, `${task}.txt`));
  });

  it("has no orphan golden file", () => {
    const expected = new Set(PIPELINE_TYPES.map((t) => `${t}.txt`));
    expect(readdirSync(GOLDEN_DIR).filter((f) => !expected.has(f))).toEqual([]);
  });

  it("only cans inputs for real pipeline types", () => {
    const known = new Set<string>(PIPELINE_TYPES);
    expect(Object.keys(CANNED_INPUTS).filter((t) => !known.has(t))).toEqual([]);
  });

  it("says so when a task has no example, or the model has no task", () => {
    expect(getModelInputSnippet({ pipeline_tag: "robotics" })).toBe(NO_INPUT_EXAMPLE);
    expect(getModelInputSnippet({})).toBe(NO_INPUT_EXAMPLE);
    expect(getModelInputSnippet({ pipeline_tag: "not-a-task" }, { noWrap: true, noQuotes: true })).toBe(NO_INPUT_EXAMPLE);
    expect(getModelInputData({ pipeline_tag: "toString" })).toEqual({ kind: "none", value: NO_INPUT_EXAMPLE });
  });

  it("gives a fresh copy each time, so callers cannot change the canned data", () => {
    const first = getModelInputData({ pipeline_tag: "question-answering" });
    if (first.kind !== "object") throw new Error("expected an object input");
    first.value.question = "changed";
    const second = getModelInputData({ pipeline_tag: "question-answering" });
    expect(second.kind === "object" && second.value.question).not.toBe("changed");
  });
});
