/**
 * The real libraries/ folder: every file validates, the listing is kept as a golden text
 * file (so review shows any change to ids, labels, filters or tasks), and the API answers
 * from the compiled registry.
 */
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { getLibrary, isLibraryId, librariesForTask, listLibraries, LIBRARY_IDS, tasksForLibrary } from "../../engine/index.js";
import { compareNames, formatProblem } from "../../engine/errors/atlas-error.js";
import { LIBRARY_TASKS, TASK_LIBRARIES_FROM_TAGS } from "../../engine/registry/libraries.js";
import { LIBRARY_CATALOGUE_TASKS } from "../../engine/generated/library-catalogue-tasks.js";
import { readRegistry } from "../../scripts/registry/build.js";
import { ROOT } from "../support/reference.js";
import { expectGolden } from "../support/golden.js";

describe("libraries/*.yaml", () => {
  it("every library file validates", () => {
    const { libraries, problems } = readRegistry(ROOT);
    const ours = problems.filter((p) => p.file?.startsWith("libraries/"));
    expect(ours.map(formatProblem)).toEqual([]);
    const files = fs.readdirSync(path.join(ROOT, "libraries")).filter((f) => f.endsWith(".yaml") && !f.startsWith("_"));
    expect(libraries.map((l) => `${l.entry.id}.yaml`).sort()).toEqual(files.sort());
  });

  it("the compiled registry holds every file, sorted by id", () => {
    const ids = listLibraries().map((l) => l.id);
    expect(ids).toEqual([...LIBRARY_IDS]);
    expect(ids.length).toBe(fs.readdirSync(path.join(ROOT, "libraries")).filter((f) => /^[^_].*\.yaml$/.test(f)).length);
    expect([...ids].sort(compareNames)).toEqual(ids);
  });

  it("the listing (id, label, filter, tasks from pipelineTags) matches its golden file", async () => {
    const lines = listLibraries().map((l) => [l.id, l.prettyLabel, l.filter ? "filter" : "-", l.pipelineTags.join(",") || "-"].join(" | "));
    await expectGolden(`id | prettyLabel | filter | pipelineTags\n${lines.join("\n")}\n`, path.join(ROOT, "test/golden/registry/listing.txt"));
  });
});

describe("registry API", () => {
  it("getLibrary finds ids exactly and nothing else", () => {
    expect(getLibrary("transformers")?.prettyLabel).toBe("Transformers");
    expect(getLibrary("PaddleOCR")?.id).toBe("PaddleOCR");
    expect(getLibrary("paddleocr")).toBeUndefined();
    expect(getLibrary("constructor")).toBeUndefined();
    expect(isLibraryId("timm")).toBe(true);
    expect(isLibraryId("__proto__")).toBe(false);
  });

  it("listLibraries({filter}) splits the registry by the filter flag", () => {
    const on = listLibraries({ filter: true });
    const off = listLibraries({ filter: false });
    expect(on.every((l) => l.filter)).toBe(true);
    expect(off.every((l) => !l.filter)).toBe(true);
    expect(on.length + off.length).toBe(listLibraries().length);
    expect(on.map((l) => l.id)).toContain("transformers");
  });

  it("librariesForTask is the sorted union of pipelineTags and task records", () => {
    const tasks = new Set([...Object.keys(TASK_LIBRARIES_FROM_TAGS), ...Object.values(LIBRARY_CATALOGUE_TASKS).flat()]);
    expect(tasks.size).toBeGreaterThan(0);
    for (const task of tasks) {
      const expected = new Set<string>(TASK_LIBRARIES_FROM_TAGS[task] ?? []);
      for (const [lib, list] of Object.entries(LIBRARY_CATALOGUE_TASKS)) if ((list as readonly string[]).includes(task)) expected.add(lib);
      const ids = librariesForTask(task).map((l) => l.id);
      expect(ids).toEqual(LIBRARY_IDS.filter((id) => expected.has(id)));
    }
    expect(librariesForTask("text-to-image").map((l) => l.id)).toContain("diffusers");
    expect(librariesForTask("no-such-task")).toEqual([]);
    expect(librariesForTask("constructor")).toEqual([]);
  });

  it("tasksForLibrary and librariesForTask agree", () => {
    for (const lib of listLibraries()) {
      for (const task of tasksForLibrary(lib.id)) expect(librariesForTask(task)).toContain(lib);
    }
    expect(tasksForLibrary("no-such-library")).toEqual([]);
    expect(tasksForLibrary("diffusers")).toEqual(expect.arrayContaining(["image-to-image", "text-to-image"]));
  });

  it("LIBRARY_TASKS comes from pipelineTags and TASK_LIBRARIES_FROM_TAGS is its inverse", () => {
    for (const lib of listLibraries()) {
      expect((LIBRARY_TASKS as Record<string, readonly string[]>)[lib.id] ?? []).toEqual([...lib.pipelineTags].sort());
    }
    for (const [task, ids] of Object.entries(TASK_LIBRARIES_FROM_TAGS)) {
      for (const id of ids) expect(getLibrary(id)!.pipelineTags).toContain(task);
    }
  });
});
