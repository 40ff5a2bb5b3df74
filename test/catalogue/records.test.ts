/** Every task record against the reference facts: ids, labels, lists and demo structure. */
import { describe, expect, it } from "vitest";
import { TASKS_DATA, TASK_IDS, PIPELINE_TYPES, TaskRecordSchema, type TaskRecord, type DemoItem } from "../../engine/index.js";
import { referenceTaskLibraries, referenceTasks, type RefDemoItem } from "./reference.js";

const byId = TASKS_DATA as Record<string, TaskRecord>;
const ids = (list: Array<{ id: string }> | undefined) => (list ?? []).map((x) => x.id).filter((id) => id !== "");

/** Charts whose labels are the demo's own sentences: only their shape must match. */
const SENTENCE_CHARTS = new Set(["sentence-similarity", "text-ranking"]);

describe("the catalogue", () => {
  it("has one valid record per pipeline type", () => {
    expect([...TASK_IDS].sort()).toEqual([...PIPELINE_TYPES].sort());
    for (const id of TASK_IDS) {
      const { about: _about, ...record } = byId[id]!; // `about` comes from about.md, not the YAML
      expect(TaskRecordSchema.safeParse(record).success, id).toBe(true);
    }
  });

  it("writes a real summary of two to four sentences for every full record", () => {
    for (const task of Object.values(byId).filter((t) => !t.isPlaceholder)) {
      const sentences = task.summary?.split(/(?<=[.!?])\s+(?=[A-Z"(])/) ?? [];
      expect(sentences.length, task.id).toBeGreaterThanOrEqual(2);
      expect(sentences.length, task.id).toBeLessThanOrEqual(4);
    }
  });

  it("describes every dataset, model, space and metric in a sentence of its own", () => {
    for (const task of Object.values(byId)) {
      for (const ref of [...task.datasets, ...task.models, ...task.spaces, ...task.metrics]) {
        expect(ref.description.length, `${task.id} ${ref.id}`).toBeGreaterThan(25);
        expect(ref.description.toLowerCase(), `${task.id} ${ref.id}`).not.toContain(ref.id.toLowerCase() + " is a");
        expect(ref.description, `${task.id} ${ref.id}`).toMatch(/[.)]$/);
      }
    }
  });
});

describe("full records match the reference facts", () => {
  const defined = referenceTasks.tasks.filter((t) => t.defined) ?? [];

  it("covers the 47 defined tasks", () => {
    expect(defined).toHaveLength(47);
    for (const ref of defined) expect(byId[ref.id]?.isPlaceholder, ref.id).toBe(false);
  });

  it.each(defined.map((t) => [t.id, t] as const))("%s", (id, ref) => {
    const task = byId[id]!;
    expect(task.label).toBe(ref.label);
    expect(task.libraries).toEqual(ref.libraries);
    expect(ids(task.datasets)).toEqual(ids(ref.datasets));
    expect(ids(task.models)).toEqual(ids(ref.models));
    expect(ids(task.spaces)).toEqual(ids(ref.spaces));
    expect(ids(task.metrics)).toEqual(ids(ref.metrics));
    expect(task.widgetModels).toEqual((ref.widgetModels ?? []).filter((m) => m !== ""));
    expect(task.youtubeId).toBe(ref.youtubeId ? ref.youtubeId : undefined);
    expect(task.canonicalId).toBe(ref.canonicalId ?? undefined);
    for (const side of ["inputs", "outputs"] as const) {
      const mine = task.demo?.[side] ?? [];
      const theirs = ref.demo?.[side] ?? [];
      expect(
        mine.map((i) => i.type),
        side,
      ).toEqual(theirs.map((i) => i.type));
      mine.forEach((item, n) => expectSameShape(id, item, theirs[n]!));
    }
  });
});

function expectSameShape(task: string, item: DemoItem, ref: RefDemoItem) {
  // Our media are our own files (PNG, WAV, GIF), so file names differ; labels the reference
  // gives on text items are part of the demo's structure and must match.
  if (item.type === "text") expect(item.label ?? "", task).toBe(ref.label ?? "");
  if (item.type === "chart") {
    if (SENTENCE_CHARTS.has(task)) expect(item.data.length, task).toBe(ref.data!.length);
    else expect(item.data, task).toEqual(ref.data);
  }
  if (item.type === "tabular") {
    expect(item.table.length, task).toBe(ref.table!.length);
    item.table.forEach((row, r) => expect(row.length, task).toBe(ref.table![r]!.length));
  }
  if (item.type === "text-with-tokens")
    expect(
      item.tokens.map((t) => t.type),
      task,
    ).toEqual(ref.tokens!.map((t) => t.type));
}

describe("placeholders are honest", () => {
  const undefinedIds = referenceTasks.tasks.filter((t) => !t.defined).map((t) => t.id) ?? [];

  it.each(undefinedIds)("%s", (id) => {
    const task = byId[id]!;
    expect(task.isPlaceholder).toBe(true);
    expect(task.libraries).toEqual(referenceTaskLibraries.taskLibraries[id] ?? []);
    // A placeholder claims nothing it cannot back: no datasets, models, demos or videos.
    expect([task.datasets, task.models, task.spaces, task.metrics, task.widgetModels].every((l) => l.length === 0)).toBe(true);
    expect(task.demo).toBeUndefined();
    expect(task.youtubeId).toBeUndefined();
    expect(task.about).toBeUndefined();
    if (task.canonicalId) expect(byId[task.canonicalId]?.isPlaceholder).toBe(false);
  });

  it("points only text-to-audio at a covering task", () => {
    expect(undefinedIds.filter((id) => byId[id]!.canonicalId)).toEqual(["text-to-audio"]);
  });
});
