/**
 * engine/generated/tools.ts: every tool's listing (name, description, input and output JSON
 * Schema) derived from its contract in engine/tools/contracts/, written as data so that an MCP server
 * answers `tools/list` without loading the engine or zod.
 */
import { CONTRACTS } from "../../engine/tools/contracts/index.js";
import { toolListing } from "../../engine/tools/json-schema.js";
import { GENERATED_HEADER, type GeneratedFile } from "./types.js";

export function emitTools(): GeneratedFile {
  return {
    path: "engine/generated/tools.ts",
    content:
      GENERATED_HEADER("the tool contracts of engine/tools/contracts/") +
      'import type { ToolListing } from "../schema/tool-listing.js";\n\n' +
      `export const TOOL_LISTINGS: readonly ToolListing[] = ${JSON.stringify(CONTRACTS.map(toolListing))};\n`,
  };
}
