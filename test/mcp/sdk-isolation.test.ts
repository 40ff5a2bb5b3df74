/**
 * The MCP SDK belongs to the command line only: no library entry (the root, each subpath)
 * reads a module of it, so importing `model-atlas/inference`, `model-atlas/cards` or any other
 * entry never loads the SDK. The command line's bundle does, which shows the check can see it.
 */
import { readdirSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { bundledSources } from "../../scripts/package/bundle-size.js";

const root = fileURLToPath(new URL("../../", import.meta.url));
const sdkModules = (files: string[]) => files.filter((f) => f.includes("@modelcontextprotocol"));
const ENTRIES = ["./engine/index.ts", ...readdirSync(`${root}engine/entries`).map((f) => `./engine/entries/${f}`)];

describe("the MCP SDK stays out of the library", () => {
  it.each(ENTRIES.map((e) => [e]))("%s reads no module of the SDK", async (entry) => {
    const files = await bundledSources(entry, root);
    expect(files.length).toBeGreaterThan(0);
    expect(sdkModules(files)).toEqual([]);
  });

  it("the MCP server module reads the SDK, so the check sees it", async () => {
    expect(sdkModules(await bundledSources("./engine/mcp/server.ts", root)).length).toBeGreaterThan(0);
  });

  it("model-atlas/server (engine/server/index.ts) is the one exported entry that carries it", async () => {
    expect(sdkModules(await bundledSources("./engine/server/index.ts", root)).length).toBeGreaterThan(0);
  });
});
