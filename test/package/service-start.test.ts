/**
 * What the service loads before its first answer: the modules its bundle's entry reaches through
 * static imports, built as `model-atlas serve` builds it (scripts/package/command-line-bundle.mjs).
 * The task catalogue (get_task, list_tasks, find_libraries), the OpenAPI document and the MCP SDK
 * load when first used, so a service that writes snippets starts without compiling them.
 */
import path from "node:path";
import { fileURLToPath } from "node:url";
import * as esbuild from "esbuild";
import { describe, expect, it } from "vitest";
import { serviceBundle } from "../../scripts/package/service-bundle.mjs";

const root = fileURLToPath(new URL("../../", import.meta.url));

/** The source modules in the chunks the entry reaches by static imports, and those only reached dynamically. */
async function startModules(): Promise<{ atStart: string[]; later: string[] }> {
  const result = await esbuild.build({
    ...serviceBundle,
    minify: false,
    entryPoints: { index: path.join(root, "engine/server/index.ts") },
    outdir: path.join(root, ".tmp/service-start"),
    splitting: true,
    write: false,
    metafile: true,
    define: { MODEL_ATLAS_VERSION: '"test"' },
  });
  const outputs = result.metafile!.outputs;
  const entry = Object.keys(outputs).find((o) => outputs[o]!.entryPoint !== undefined && o.endsWith(".js"))!;
  const reached = new Set<string>();
  const walk = (out: string) => {
    if (reached.has(out)) return;
    reached.add(out);
    for (const i of outputs[out]!.imports) if (i.kind === "import-statement") walk(i.path);
  };
  walk(entry);
  const sources = (outs: string[]) => outs.filter((o) => o.endsWith(".js")).flatMap((o) => Object.keys(outputs[o]!.inputs));
  return { atStart: sources([...reached]), later: sources(Object.keys(outputs).filter((o) => !reached.has(o))) };
}

describe("the service at start", () => {
  it("loads the snippet engine but not the task catalogue, the OpenAPI document or the MCP SDK, which load when first used", async () => {
    const { atStart, later } = await startModules();
    const has = (list: string[], part: string) => list.some((m) => m.includes(part));
    expect(has(atStart, "engine/generated/inference-templates")).toBe(true);
    expect(has(atStart, "engine/generated/tasks.ts")).toBe(false);
    expect(has(later, "engine/generated/tasks.ts")).toBe(true);
    expect(has(atStart, "engine/generated/openapi.ts")).toBe(false);
    expect(has(later, "engine/generated/openapi.ts")).toBe(true);
    expect(has(atStart, "@modelcontextprotocol/sdk")).toBe(false);
    expect(has(later, "@modelcontextprotocol/sdk")).toBe(true);
  });
});
