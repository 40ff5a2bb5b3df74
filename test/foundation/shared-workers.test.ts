/**
 * Most test files share one module graph per vitest worker (vitest.config.ts, `isolate: false`),
 * so a file must not change what the files after it see. This test reads every such file and the
 * test modules it imports (transitively) for the ways a file can do that: a module mock, a
 * process-wide variable, working folder or global object set, or fake timers left on. A file that
 * needs one belongs in vitest.config.ts's ISOLATED list.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ISOLATED } from "../../vitest.config.js";
import { importGraph } from "../support/import-graph.js";

const ROOT = path.resolve(import.meta.dirname, "../..");

/** What leaks from one file into the next, with a name for the report. */
const LEAKS: [string, RegExp][] = [
  ["module mock", /\bvi\.(mock|doMock|unmock)\(/],
  ["stubbed global or variable", /\bvi\.(stubGlobal|stubEnv)\(/],
  ["process variable set", /\bprocess\.env(\.\w+|\[[^\]]+\])\s*=(?!=)|\bdelete process\.env\b|Object\.assign\(process\.env\b/],
  ["working folder changed", /\bprocess\.chdir\(/],
  ["global object set", /\b(globalThis|global)\.\w+\s*=(?!=)/],
];

/** The leaks found in a source text; fake timers count only when nothing turns them off again. */
function leaksIn(source: string): string[] {
  const found = LEAKS.filter(([, pattern]) => pattern.test(source)).map(([name]) => name);
  if (/\bvi\.useFakeTimers\(/.test(source) && !/\bvi\.useRealTimers\(/.test(source)) found.push("fake timers left on");
  return found;
}

describe("files that share a worker", () => {
  it("recognises each kind of leak, and fake timers that are turned off again are none", () => {
    expect(leaksIn('vi.mock("x", () => ({}));')).toEqual(["module mock"]);
    expect(leaksIn('vi.stubEnv("A", "1");')).toEqual(["stubbed global or variable"]);
    expect(leaksIn('process.env.HF_TOKEN = "x";')).toEqual(["process variable set"]);
    expect(leaksIn('process.env["HF_TOKEN"] = "x";')).toEqual(["process variable set"]);
    expect(leaksIn("delete process.env.HF_TOKEN;")).toEqual(["process variable set"]);
    expect(leaksIn('if (process.env.CI === "1") skip();')).toEqual([]);
    expect(leaksIn('process.chdir("/tmp");')).toEqual(["working folder changed"]);
    expect(leaksIn("globalThis.fetch = fake;")).toEqual(["global object set"]);
    expect(leaksIn("vi.useFakeTimers();")).toEqual(["fake timers left on"]);
    expect(leaksIn("vi.useFakeTimers(); afterEach(() => vi.useRealTimers());")).toEqual([]);
  });

  // The graph of every test module, built once (it parses each file), and each module's leaks, read once.
  let graph: ReturnType<typeof importGraph>["graph"] | undefined;
  const testGraph = () => (graph ??= importGraph(ROOT, "test").graph);
  const leaks = new Map<string, string[]>();
  const leaksOf = (module: string) => {
    let found = leaks.get(module);
    if (!found) leaks.set(module, (found = leaksIn(readFileSync(path.join(ROOT, module), "utf8"))));
    return found;
  };

  it("lists only test files that exist", () => {
    const graph = testGraph();
    expect(ISOLATED.filter((file) => !graph.has(file))).toEqual([]);
  });

  it("change nothing the next file would see (or are in the ISOLATED list)", () => {
    const graph = testGraph();
    const isolated = new Set(ISOLATED);
    const problems: string[] = [];
    for (const file of graph.keys()) {
      if (!/\.test\.tsx?$/.test(file) || isolated.has(file)) continue;
      const seen = new Set<string>();
      const queue = [file];
      while (queue.length) {
        const module = queue.pop()!;
        if (seen.has(module)) continue;
        seen.add(module);
        queue.push(...(graph.get(module) ?? []));
        // This file names the patterns it looks for.
        if (module === "test/foundation/shared-workers.test.ts") continue;
        for (const leak of leaksOf(module)) problems.push(`${file}: ${leak} (${module})`);
      }
    }
    expect(problems).toEqual([]);
  });
});
