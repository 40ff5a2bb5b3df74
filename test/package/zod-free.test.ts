/**
 * The subpaths of ZOD_FREE_ENTRIES bundle without zod: their browser bundles, built from the
 * engine's source entries, read no zod module. The root entry, which exports the YAML schemas,
 * still does, which shows the check can see zod when it is there. `npm run size` runs the same
 * check on dist/ (through its source maps).
 */
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { bundledSources, isZodModule, ZOD_FREE_ENTRIES } from "../../scripts/package/bundle-size.js";

const root = fileURLToPath(new URL("../../", import.meta.url));
const zodModules = (files: string[]) => files.filter(isZodModule);

describe("bundles without zod", () => {
  it.each(ZOD_FREE_ENTRIES.map((sub) => [sub]))("model-atlas%s reads no zod module", async (sub) => {
    const files = await bundledSources(`./engine/entries${sub}.ts`, root);
    expect(files.some((f) => f.endsWith(`entries${sub}.ts`))).toBe(true);
    expect(zodModules(files)).toEqual([]);
  });

  it("the root entry still holds zod (for the YAML schemas), so the check sees it", async () => {
    expect(zodModules(await bundledSources("./engine/index.ts", root)).length).toBeGreaterThan(0);
  });
});
