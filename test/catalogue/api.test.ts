/** The catalogue API: lookups, canonical links, modality groups and token spans. */
import { describe, expect, it } from "vitest";
import { getTask, isTaskId, listTasks, tasksByModality, PIPELINE_DATA, TaskRecordSchema, TASK_IDS } from "../../engine/index.js";

describe("getTask", () => {
  it("returns a task's own record when it has no canonical id", () => {
    expect(getTask("image-classification")?.id).toBe("image-classification");
  });

  it("follows canonicalId to the task that covers it", () => {
    expect(getTask("translation")?.id).toBe("text-generation");
    expect(getTask("summarization")?.id).toBe("text-generation");
    expect(getTask("text-to-audio")?.id).toBe("text-to-speech");
  });

  it("does not follow a canonical link onto a placeholder", () => {
    expect(getTask("text-to-speech", { followCanonical: false })?.canonicalId).toBe("text-to-audio");
    expect(getTask("text-to-speech")?.id).toBe("text-to-speech");
  });

  it("gives the stored record with followCanonical: false", () => {
    expect(getTask("translation", { followCanonical: false })?.id).toBe("translation");
  });

  it("returns undefined for unknown ids, including inherited object keys", () => {
    expect(getTask("text-2-image")).toBeUndefined();
    expect(getTask("constructor")).toBeUndefined();
    expect(isTaskId("toString")).toBe(false);
    expect(isTaskId("fill-mask")).toBe(true);
  });
});

describe("listTasks and tasksByModality", () => {
  it("lists every task, or only full records or only placeholders", () => {
    expect(listTasks()).toHaveLength(TASK_IDS.length);
    expect(listTasks({ placeholders: false })).toHaveLength(47);
    expect(listTasks({ placeholders: true }).map((t) => t.id)).toContain("graph-ml");
  });

  it("puts every task in exactly one group, the one of its pipeline's modality", () => {
    const groups = tasksByModality();
    const all = groups.flatMap((g) => g.tasks.map((t) => t.id));
    expect(all.sort()).toEqual([...TASK_IDS].sort());
    for (const g of groups) for (const t of g.tasks) expect(PIPELINE_DATA[t.id as keyof typeof PIPELINE_DATA].modality).toBe(g.modality);
    expect(groups[0]).toMatchObject({ modality: "multimodal", label: "Multimodal" });
  });

  it("can leave placeholders out of the index", () => {
    expect(tasksByModality({ placeholders: false }).flatMap((g) => g.tasks)).toHaveLength(47);
  });
});

describe("token spans", () => {
  it("cut real words out of their text", () => {
    for (const task of listTasks()) {
      for (const item of [...(task.demo?.inputs ?? []), ...(task.demo?.outputs ?? [])]) {
        if (item.type !== "text-with-tokens") continue;
        for (const token of item.tokens) {
          const word = item.content.slice(token.start, token.end);
          expect(token.end).toBeLessThanOrEqual(item.content.length);
          expect(word, task.id).toMatch(/^\p{Lu}[\p{L}\p{M}'-]*$/u);
          // A span covers whole words: it never starts or ends inside one.
          expect(item.content[token.start - 1] ?? " ", word).toMatch(/[\s(]/);
          expect(item.content[token.end] ?? " ", word).toMatch(/[\s.,;:!?)]/);
        }
      }
    }
    expect(getTask("token-classification")?.demo?.outputs[0]).toMatchObject({ type: "text-with-tokens" });
  });

  it("are rejected by the schema when they leave the text", () => {
    const record = {
      id: "token-classification",
      label: "Token Classification",
      demo: { inputs: [], outputs: [{ type: "text-with-tokens", content: "Ada wrote", tokens: [{ type: "PERSON", start: 4, end: 40 }] }] },
    };
    const result = TaskRecordSchema.safeParse(record);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({ path: ["demo", "outputs", 0, "tokens", 0], message: "span 4..40 is not inside the 9-character content" });
  });
});
