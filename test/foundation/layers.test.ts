/**
 * engine/ in layers by folder: every import (type-only, dynamic `import()` and worker files started
 * with `new URL(…, import.meta.url)` included) goes from a folder to itself or to a folder listed
 * before it in ./layers.ts, so no two folders import each other and a folder can be read knowing
 * only the ones below it.
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { importGraph } from "../support/import-graph.js";
import { ENGINE_LAYERS } from "./layers.js";

/** The folder of engine/ a module belongs to: `engine/render/store.ts` → `render`, `engine/index.ts` → `.`. */
const folderOf = (module: string): string => {
  const parts = module.split("/");
  return parts.length === 2 ? "." : parts[1]!;
};

const { graph } = importGraph(".", "engine");
const edges = [...graph].flatMap(([from, deps]) => deps.map((to) => ({ from, to })));

describe("engine/ layers", () => {
  it("list every folder of engine/ once, and no other", () => {
    const folders = readdirSync("engine").filter((entry) => statSync(`engine/${entry}`).isDirectory());
    const hasOwnFiles = readdirSync("engine").some((entry) => /\.tsx?$/.test(entry));
    expect([...ENGINE_LAYERS].sort()).toEqual([...folders, ...(hasOwnFiles ? ["."] : [])].sort());
    expect(new Set(ENGINE_LAYERS).size).toBe(ENGINE_LAYERS.length);
  });

  it("are listed in the same order, each with its paragraph, in docs/engine-structure.md", () => {
    const doc = readFileSync("docs/engine-structure.md", "utf8");
    const section = doc.slice(doc.indexOf("## Layers, lowest first"), doc.indexOf("\n## ", doc.indexOf("## Layers, lowest first") + 1));
    const listed = [...section.matchAll(/^\d+\. \*\*`([^`]+)`\*\*: \S/gm)].map((m) => (m[1] === "index.ts" ? "." : m[1]!.replace(/\/$/, "")));
    expect(listed).toEqual(ENGINE_LAYERS);
  });

  it("no two folders import each other", () => {
    const pairs = new Set(edges.map(({ from, to }) => `${folderOf(from)} → ${folderOf(to)}`));
    const twoWay = [...pairs].filter((pair) => {
      const [a, b] = pair.split(" → ");
      return a! < b! && pairs.has(`${b} → ${a}`);
    });
    expect(twoWay.map((pair) => pair.replace(" → ", " ↔ "))).toEqual([]);
  });

  it("every import goes to the module's own folder or a folder below it", () => {
    const rank = (module: string) => ENGINE_LAYERS.indexOf(folderOf(module));
    const upward = edges.filter(({ from, to }) => rank(to) > rank(from)).map(({ from, to }) => `${from} → ${to}`);
    expect(upward).toEqual([]);
  });

  it("the check sees type-only, dynamic and worker-file imports", () => {
    expect(graph.get("engine/cli/batch/pool.ts")).toContain("engine/cli/batch/worker.ts");
    expect(graph.get("engine/cli/export/command.ts")).toContain("engine/cli/export/worker.ts");
  });
});
