/**
 * The REST routes: thin adapters over the MCP tools' handlers (../cli/mcp/tools.ts), so a route
 * answers what its tool answers (the `structured` part as JSON, or the text as Markdown) and
 * refuses what it refuses. Only `/v1/tasks` and `/v1/library-snippets`, which no tool has,
 * call the engine themselves, through the same argument checks.
 */
import { listTasks } from "../catalogue/tasks.js";
import { getLibrarySnippets } from "../library-snippets/index.js";
import { argumentsOf, ToolArgumentError } from "../cli/mcp/arguments.js";
import { argumentNames } from "../cli/mcp/shapes.js";
import { HANDLERS, resolveModel, type ToolContext } from "../cli/mcp/tools.js";
import { answer, jsonAnswer, type Answer } from "./answer.js";
import { argumentProblem, problem } from "./problem.js";
import type { RouteSpec } from "./routes.js";

export interface RestCall {
  route: RouteSpec;
  params: Record<string, string>;
  /** The parsed JSON body of a POST. */
  body?: unknown;
  url: URL;
  accept: string;
  context: ToolContext;
}

const json = (value: unknown) => jsonAnswer(value);
const markdown = (text: string) => answer(200, { "content-type": "text/markdown; charset=utf-8" }, text);

export async function restCall(call: RestCall): Promise<Answer> {
  try {
    return await routeAnswer(call);
  } catch (error) {
    if (error instanceof ToolArgumentError) {
      // An unknown task in the path is a missing resource, not a bad body.
      if (call.route.operationId === "getTask") return problem("not-found", error.message, { field: "id" });
      return argumentProblem(error);
    }
    throw error;
  }
}

async function routeAnswer({ route, params, body, url, accept, context }: RestCall): Promise<Answer> {
  switch (route.operationId) {
    case "getSnippets":
      return json((await HANDLERS.get_snippets!(body, context)).structured);
    case "getUsageCard": {
      const result = await HANDLERS.get_usage_card!(body, context);
      const format = (body as { format?: string }).format ?? "markdown";
      if (format !== "json" && prefersMarkdown(accept)) return markdown(result.text);
      return json(format === "json" ? result.structured : { format, text: result.text, ...(format === "prompt" ? result.structured : {}) });
    }
    case "listLocalApps":
      return json((await HANDLERS.list_local_apps!(body, context)).structured);
    case "listModelProviders":
      return json((await HANDLERS.list_providers!(body, context)).structured);
    case "listProviders":
      return json((await HANDLERS.list_providers!(queryArgs(route, url), context)).structured);
    case "getLibrarySnippets": {
      const args = argumentsOf(body, argumentNames("get_library_snippets"));
      const model = await resolveModel(args, context);
      return json({ model: model.id, snippets: getLibrarySnippets(model) });
    }
    case "listTasks":
      queryArgs(route, url);
      return json({ tasks: listTasks().map((t) => ({ id: t.id, label: t.label, summary: t.summary })) });
    case "getTask":
      return json((await HANDLERS.get_task!({ ...queryArgs(route, url), id: params.id }, context)).structured);
    case "findLibraries":
      return json((await HANDLERS.find_libraries!(queryArgs(route, url), context)).structured);
  }
  throw new Error(`no REST adapter for ${route.operationId}`);
}

/** The query as tool arguments, renamed by the route's table; a parameter it does not take is refused by name. */
function queryArgs(route: RouteSpec, url: URL): Record<string, string> {
  const args: Record<string, string> = {};
  for (const [name, value] of url.searchParams) {
    const field = route.query?.[name];
    if (!field)
      throw new ToolArgumentError(
        name,
        `not a query parameter of ${route.path}${route.query ? ` (parameters: ${Object.keys(route.query).join(", ")})` : " (it takes none)"}`,
      );
    if (value !== "") args[field] = value;
  }
  return args;
}

function prefersMarkdown(accept: string): boolean {
  return /\btext\/markdown\b/i.test(accept) && !/\bapplication\/json\b/i.test(accept.split(/,\s*/)[0] ?? "");
}
