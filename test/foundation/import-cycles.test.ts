/**
 * Dependencies in engine/, viewer/src/ and scripts/ point one way: no module imports itself back
 * through others (type-only imports count: they tie the modules' meaning together just the same),
 * and the inference core owns the plugin contract, so nothing in engine/inference/ imports a language.
 */
import { describe, expect, it } from "vitest";
import { findCycles, importGraph, importsBetween, type ImportGraph } from "../support/import-graph.js";

const graphOf = (edges: Record<string, string[]>): ImportGraph => new Map(Object.entries(edges));

describe("import graph checker", () => {
  it("finds each cycle once, as a path from its first module back to it", () => {
    const graph = graphOf({ a: ["b"], b: ["c", "d"], c: ["a"], d: [], e: ["e"], f: ["g"], g: ["f", "a"] });
    expect(findCycles(graph)).toEqual([
      ["a", "b", "c", "a"],
      ["e", "e"],
      ["f", "g", "f"],
    ]);
    expect(findCycles(graphOf({ a: ["b", "c"], b: ["c"], c: [] }))).toEqual([]);
  });

  it("reads type-only imports, re-exports, dynamic imports and worker URLs, and resolves .js specifiers to .ts modules", () => {
    const { graph, unresolved } = importGraph(".", "test/fixtures/import-graph");
    expect(unresolved).toEqual(["test/fixtures/import-graph/c.ts: ./missing.js"]);
    expect(Object.fromEntries(graph)).toEqual({
      "test/fixtures/import-graph/a.ts": ["test/fixtures/import-graph/b.ts"],
      "test/fixtures/import-graph/b.ts": [
        "test/fixtures/import-graph/c.ts",
        "test/fixtures/import-graph/sub/index.ts",
        "test/fixtures/import-graph/sub/worker.ts",
      ],
      "test/fixtures/import-graph/c.ts": ["test/fixtures/import-graph/a.ts"],
      "test/fixtures/import-graph/sub/index.ts": [],
      "test/fixtures/import-graph/sub/worker.ts": [],
    });
    expect(findCycles(graph)).toEqual([
      ["test/fixtures/import-graph/a.ts", "test/fixtures/import-graph/b.ts", "test/fixtures/import-graph/c.ts", "test/fixtures/import-graph/a.ts"],
    ]);
  });
});

describe.each([
  ["engine", 100],
  ["viewer/src", 40],
  ["scripts", 30],
])("%s/ imports", (folder, atLeast) => {
  const { graph, unresolved } = importGraph(".", folder);

  it(`every relative import names a module of ${folder}/`, () => {
    expect(graph.size).toBeGreaterThan(atLeast);
    expect(unresolved).toEqual([]);
  });

  it("have no cycle", () => {
    expect(findCycles(graph).map((cycle) => cycle.join(" → "))).toEqual([]);
  });
});

describe("engine/inference/", () => {
  const { graph } = importGraph(".", "engine");

  it("never imports from engine/languages/ (the core owns the contract the languages implement)", () => {
    expect(importsBetween(graph, "engine/inference/", "engine/languages/")).toEqual([]);
  });
});

describe("the command line's modules", () => {
  it("are imported by no module of viewer/src/ or engine/server/ (type and dynamic imports count)", () => {
    const viewer = importGraph(".", "viewer/src", ["engine"]).graph;
    const engine = importGraph(".", "engine").graph;
    expect([...importsBetween(viewer, "viewer/src/", "engine/cli/"), ...importsBetween(engine, "engine/server/", "engine/cli/")]).toEqual([]);
  });

  it("the check sees imports that leave the folder", () => {
    expect(importsBetween(importGraph(".", "engine/cli/export", ["engine"]).graph, "engine/cli/export/", "engine/cards/")).toContain(
      "engine/cli/export/card-files.ts → engine/cards/paths.ts",
    );
  });
});
