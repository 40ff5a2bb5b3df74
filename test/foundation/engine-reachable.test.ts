/**
 * Every module of engine/ is part of the product: reached, through imports (type-only, dynamic
 * and worker files count), from a public entry of package.json's "exports", the command
 * (package.json "bin"), or a program (scripts/, the viewer, the workerd host). A module only
 * tests import belongs in test/support/.
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { importGraph, type ImportGraph } from "../support/import-graph.js";

interface PackageJson {
  main: string;
  bin: Record<string, string>;
  exports: Record<string, string | { import: string }>;
}

const pkg = JSON.parse(readFileSync("package.json", "utf8")) as PackageJson;

/** `./dist/entries/inference.js` → `engine/entries/inference.ts` (tsconfig.build.json: rootDir engine, outDir dist). */
const sourceOf = (built: string): string => built.replace(/^(\.\/)?dist\//, "engine/").replace(/\.js$/, ".ts");

/** The public entries and the compiled command the bin scripts load. */
function packageRoots(): string[] {
  const modules = Object.values(pkg.exports).flatMap((entry) => (typeof entry === "string" ? [] : [entry.import]));
  const entries = [pkg.main, ...modules].map(sourceOf);
  const commands = Object.values(pkg.bin).flatMap((bin) => [...readFileSync(bin, "utf8").matchAll(/dist\/[\w/-]+\.js/g)].map((m) => sourceOf(m[0])));
  return [...entries, ...commands];
}

const PROGRAMS = ["scripts", "viewer", "workerd"];

function reachable(graph: ImportGraph, roots: readonly string[]): Set<string> {
  const seen = new Set<string>();
  const queue = [...roots];
  while (queue.length) {
    const module = queue.pop()!;
    if (seen.has(module)) continue;
    seen.add(module);
    queue.push(...(graph.get(module) ?? []));
  }
  return seen;
}

describe("engine/ modules", () => {
  const engine = importGraph(".", "engine").graph;
  const programs = PROGRAMS.map((folder) => importGraph(".", folder, ["engine"]).graph);
  const graph: ImportGraph = new Map([...engine, ...programs.flatMap((g) => [...g])]);
  const roots = [...packageRoots(), ...programs.flatMap((g) => [...g.keys()])];

  it("start from the entries package.json names, each a module of engine/", () => {
    expect(packageRoots().filter((root) => !engine.has(root))).toEqual([]);
    expect(packageRoots()).toContain("engine/cli/bin.ts");
  });

  it("are each reached from a public entry, the command or a program", () => {
    const seen = reachable(graph, roots);
    expect([...engine.keys()].filter((module) => !seen.has(module))).toEqual([]);
  });

  it("the check finds a module nothing imports", () => {
    const island = new Map([...graph, ["engine/island.ts", []]]);
    expect(reachable(island, roots).has("engine/island.ts")).toBe(false);
  });
});
