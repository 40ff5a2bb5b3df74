/** engine/generated/openapi.ts: the HTTP service's OpenAPI document (engine/server/openapi.ts), written as data so no build step runs at serve time. */
import { buildOpenApi } from "../../engine/server/openapi.js";
import { GENERATED_HEADER, type GeneratedFile } from "./types.js";

export function emitOpenApi(): GeneratedFile {
  return {
    path: "engine/generated/openapi.ts",
    content:
      GENERATED_HEADER("engine/server/routes.ts and engine/cli/mcp/shapes.ts") +
      `export const OPENAPI: Record<string, unknown> = ${JSON.stringify(buildOpenApi(), null, 2)};\n`,
  };
}
