/**
 * The routes of the HTTP service, as data: the handler dispatches on this table (404 for a path
 * not in it, 405 with `Allow` for a method a path does not take), and the OpenAPI document is
 * generated from it and from the request shapes (../cli/mcp/shapes.ts). Light: no engine here.
 */
import type { ShapeName } from "../cli/mcp/shapes.js";

export interface RouteSpec {
  method: "GET" | "POST";
  /** The path, with `{name}` for a path parameter (OpenAPI's form). */
  path: string;
  operationId: string;
  summary: string;
  /** The request shape: the JSON body of a POST, the query of a GET (with `query` renaming fields). */
  shape?: ShapeName;
  /** Query parameter name → shape field (GET). */
  query?: Record<string, string>;
  /** What a success answers: JSON, Markdown, or JSON-RPC (MCP). */
  answers: "json" | "json-or-markdown" | "jsonrpc" | "text";
}

export const ROUTES: readonly RouteSpec[] = [
  {
    method: "POST",
    path: "/v1/snippets",
    operationId: "getSnippets",
    summary: "Code that calls the model through an inference provider, per language and client (the MCP tool get_snippets).",
    shape: "get_snippets",
    answers: "json",
  },
  {
    method: "POST",
    path: "/v1/cards",
    operationId: "getUsageCard",
    summary: "The usage card of a model (markdown, json or prompt); Accept: text/markdown answers the Markdown itself (the MCP tool get_usage_card).",
    shape: "get_usage_card",
    answers: "json-or-markdown",
  },
  {
    method: "POST",
    path: "/v1/local-apps",
    operationId: "listLocalApps",
    summary: "Apps that run the model locally, with the GGUF file (the MCP tool list_local_apps).",
    shape: "list_local_apps",
    answers: "json",
  },
  {
    method: "POST",
    path: "/v1/library-snippets",
    operationId: "getLibrarySnippets",
    summary: "The code that loads the model with its own library.",
    shape: "get_library_snippets",
    answers: "json",
  },
  {
    method: "POST",
    path: "/v1/providers",
    operationId: "listModelProviders",
    summary: "The providers a model is mapped to (the MCP tool list_providers with a model).",
    shape: "list_providers",
    answers: "json",
  },
  {
    method: "GET",
    path: "/v1/providers",
    operationId: "listProviders",
    summary: "Every inference provider Model Atlas knows (the MCP tool list_providers).",
    answers: "json",
  },
  { method: "GET", path: "/v1/tasks", operationId: "listTasks", summary: "The task catalogue: id, label and summary of each task.", answers: "json" },
  {
    method: "GET",
    path: "/v1/tasks/{id}",
    operationId: "getTask",
    summary: "One task of the catalogue (the MCP tool get_task).",
    shape: "get_task",
    answers: "json",
  },
  {
    method: "GET",
    path: "/v1/libraries",
    operationId: "findLibraries",
    summary: "Libraries whose id, name or tasks match (the MCP tool find_libraries).",
    shape: "find_libraries",
    query: { q: "query", task: "task" },
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
  for (const route of ROUTES) {
    const params = matchPath(route.path, pathname);
    if (!params) continue;
    if (route.method === method) return { route, params };
    allow.push(route.method);
  }
  return allow.length ? { allow } : undefined;
}

function matchPath(pattern: string, pathname: string): Record<string, string> | undefined {
  const want = pattern.split("/");
  const got = pathname.split("/");
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
