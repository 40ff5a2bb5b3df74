/**
 * A tool's input and output as plain JSON Schema (draft-07, which the MCP SDK client's validator
 * reads; no `$schema` key, which makes it throw), for the MCP tool list and the OpenAPI document.
 */
import * as z from "zod/mini";
import type { JsonSchema, ToolListing } from "../schema/tool-listing.js";
import type { AnyContract } from "./contracts/contract.js";

export type { JsonSchema };

export function jsonSchemaOf(schema: z.ZodMiniType, io: "input" | "output"): JsonSchema {
  const { $schema: _, ...rest } = z.toJSONSchema(schema, { target: "draft-7", io, unrepresentable: "any" }) as JsonSchema;
  return rest;
}

/** A schema without its descriptions: what a client validates with, not what an agent reads. */
function bare(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(bare);
  if (schema === null || typeof schema !== "object") return schema;
  return Object.fromEntries(
    Object.entries(schema).flatMap(([keyword, value]) => {
      if (keyword === "description") return [];
      // Under these keywords the keys are names (a property may be called "description"), the values schemas.
      if (keyword === "properties" || keyword === "patternProperties" || keyword === "definitions" || keyword === "$defs")
        return [[keyword, Object.fromEntries(Object.entries(value as object).map(([name, sub]) => [name, bare(sub)]))]];
      return [[keyword, bare(value)]];
    }),
  );
}

export function toolListing(tool: AnyContract): ToolListing {
  // Clients put the tool list in the model's context: the output's field descriptions (in
  // /openapi.json) would triple its size for no use there, so the MCP listing leaves them out.
  const output = bare(jsonSchemaOf(tool.output, "output")) as JsonSchema;
  return {
    name: tool.name,
    mcp: tool.mcp,
    title: tool.title,
    description: tool.description,
    inputSchema: jsonSchemaOf(tool.input, "input"),
    // MCP wants an object schema at the top: a tool that answers two shapes is an object of either.
    outputSchema: "type" in output ? output : { type: "object", ...output },
  };
}
