/**
 * engine/generated/openapi.ts: the HTTP service's OpenAPI document (engine/server/openapi.ts),
 * written as data so no build step runs at serve time. The operations' example bodies use a real
 * hub record: ./openapi-example-record.json, a byte-for-byte copy of
 * test/real-records/meta-llama--Llama-3.1-8B-Instruct--mapping.json (its source is in SOURCES.md
 * there; test/server/handler.test.ts checks the copy), kept beside this script so that a build in
 * any tree (the registry tests build throwaway ones) has it.
 */
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { buildOpenApi, type OpenApiExamples } from "../../engine/server/openapi.js";
import { GENERATED_HEADER, type GeneratedFile } from "./types.js";

/** meta-llama/Llama-3.1-8B-Instruct as the hub answers `?expand=inferenceProviderMapping`. */
const EXAMPLE_RECORD = new URL("./openapi-example-record.json", import.meta.url);

function examples(): OpenApiExamples {
  const model = JSON.parse(readFileSync(fileURLToPath(EXAMPLE_RECORD), "utf8")) as unknown;
  return {
    body: {
      get_snippets: { model, provider: "fireworks-ai", language: "python" },
      get_usage_card: { model, format: "json" },
      list_local_apps: { model },
      get_library_snippets: { model },
      list_providers: { model },
    },
    mcp: { jsonrpc: "2.0", id: 1, method: "tools/call", params: { name: "get_snippets", arguments: { model, language: "sh" } } },
    query: { q: "diffusers", page: "1" },
    path: { id: "text-to-image" },
  };
}

export function emitOpenApi(): GeneratedFile {
  return {
    path: "engine/generated/openapi.ts",
    content:
      GENERATED_HEADER("engine/server/routes.ts and the tool contracts of engine/tools/contracts/") +
      `export const OPENAPI: Record<string, unknown> = ${JSON.stringify(buildOpenApi(examples()), null, 2)};\n`,
  };
}
