/**
 * `model-atlas/server`: the HTTP service as one web-standard handler (REST, OpenAPI, MCP over
 * Streamable HTTP). Its bundle carries the MCP SDK; the other entries never load it.
 */
export { createAtlasHandler, type AtlasHandler, type AtlasHandlerOptions, type StaticFile } from "./handler.js";
export { LOCAL_HOSTS, type AccessOptions } from "./access.js";
export type { HubCacheOptions } from "./hub-cache.js";
export type { AnswerCacheOptions } from "./answer-cache.js";
export type { Problem } from "./problem.js";
export type { TextDocument } from "../mcp/server.js";
