/**
 * The routes of the HTTP service, as data: the handler dispatches on this table (404 for a path
 * not in it, 405 with `Allow` for a method a path does not take), and the OpenAPI document is
 * generated from it and from the tool definitions (engine/tools/). A route that names a tool
 * takes the tool's input (the JSON body of a POST; the query and path parameters of a GET) and
 * answers the tool's data. Light: no engine here.
 */
import type { ToolName } from "../tools/contracts/index.js";

export interface RouteSpec {
  method: "GET" | "POST";
  /** The path, with `{name}` for a path parameter (OpenAPI's form) that is the tool argument of that name. */
  path: string;
  operationId: string;
  summary: string;
  /** The tool the route runs; absent for the service's own routes (MCP, the document, health). */
  tool?: ToolName;
  /** Query parameter name → tool argument (GET). A parameter not listed is refused by name. */
  query?: Record<string, string>;
  /** What a success answers: JSON (the tool's data), JSON or Markdown (the tool's text), JSON-RPC (MCP), or text. */
  answers: "json" | "json-or-markdown" | "jsonrpc" | "text";
}

export const ROUTES: readonly RouteSpec[] = [
  {
    method: "POST",
    path: "/v1/snippets",
    operationId: "getSnippets",
    summary: "Code that calls the model through an inference provider, per language and client (the MCP tool get_snippets).",
    tool: "get_snippets",
    answers: "json",
  },
  {
    method: "POST",
    path: "/v1/cards",
    operationId: "getUsageCard",
    summary: "The usage card of a model as data; Accept: text/markdown answers the card's text itself (the MCP tool get_usage_card).",
    tool: "get_usage_card",
    answers: "json-or-markdown",
  },
  {
    method: "POST",
    path: "/v1/local-apps",
    operationId: "listLocalApps",
    summary: "Apps that run the model locally, with the GGUF file (the MCP tool list_local_apps).",
    tool: "list_local_apps",
    answers: "json",
  },
  {
    method: "POST",
    path: "/v1/library-snippets",
    operationId: "getLibrarySnippets",
    summary: "The code that loads the model with its own library.",
    tool: "get_library_snippets",
    answers: "json",
  },
  {
    method: "POST",
    path: "/v1/providers",
    operationId: "listModelProviders",
    summary: "The providers a model is mapped to (the MCP tool list_providers with a model).",
    tool: "list_providers",
    answers: "json",
  },
  {
    method: "GET",
    path: "/v1/providers",
    operationId: "listProviders",
    summary: "Every inference provider Model Atlas knows (the MCP tool list_providers).",
    tool: "list_providers",
    answers: "json",
  },
  {
    method: "GET",
    path: "/v1/tasks",
    operationId: "listTasks",
    summary: "The task catalogue: id, label and summary of each task.",
    tool: "list_tasks",
    answers: "json",
  },
  {
    method: "GET",
    path: "/v1/tasks/{id}",
    operationId: "getTask",
    summary: "One task of the catalogue (the MCP tool get_task).",
    tool: "get_task",
    answers: "json",
  },
  {
    method: "GET",
    path: "/v1/libraries",
    operationId: "findLibraries",
    summary: "Libraries whose id, name or tasks match, a page at a time (the MCP tool find_libraries).",
    tool: "find_libraries",
    query: { q: "query", task: "task", page: "page" },
    answers: "json",
  },
  { method: "POST", path: "/mcp", operationId: "mcp", summary: "MCP over Streamable HTTP, stateless, JSON answers (JSON-RPC 2.0).", answers: "jsonrpc" },
  { method: "GET", path: "/openapi.json", operationId: "openapi", summary: "This document.", answers: "json" },
  { method: "GET", path: "/healthz", operationId: "health", summary: "The process is up.", answers: "text" },
  { method: "GET", path: "/readyz", operationId: "ready", summary: "The service answers requests (not draining).", answers: "text" },
];

/** The route of a path and method: the route, or the methods the path takes (405), or nothing (404). */
export function matchRoute(method: string, pathname: string): { route: RouteSpec; params: Record<string, string> } | { allow: string[] } | undefined {
  const allow: string[] = [];
  const got = pathname.split("/");
  for (const route of ROUTES) {
    const params = matchPath(SEGMENTS.get(route)!, got);
    if (!params) continue;
    // HEAD is GET without the body (the handler sends the headers only).
    if (route.method === method || (method === "HEAD" && route.method === "GET")) return { route, params };
    allow.push(...(route.method === "GET" ? ["GET", "HEAD"] : [route.method]));
  }
  return allow.length ? { allow } : undefined;
}

/** Each route's path cut at its slashes once, not on every request. */
const SEGMENTS = new Map(ROUTES.map((route) => [route, route.path.split("/")]));

function matchPath(want: readonly string[], got: readonly string[]): Record<string, string> | undefined {
  if (want.length !== got.length) return undefined;
  const params: Record<string, string> = {};
  for (let i = 0; i < want.length; i++) {
    const w = want[i]!;
    if (w.startsWith("{")) {
      if (!got[i]) return undefined;
      try {
        params[w.slice(1, -1)] = decodeURIComponent(got[i]!);
      } catch {
        return undefined;
      }
    } else if (w !== got[i]) return undefined;
  }
  return params;
}
