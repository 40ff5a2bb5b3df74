/**
 * The REST routes: each runs its tool (engine/tools/) on the JSON body (POST) or on the query and
 * path parameters (GET), and answers the tool's data as JSON, or its text as Markdown where the
 * route offers it and the caller prefers it. A tool's argument error is a 400 problem naming the
 * field; a refused provider a 422; an unknown id in the path a 404; a failed hub lookup the
 * status of its kind (./problem.ts `hubProblem`).
 */
import type * as z from "zod/mini";
import { parseArguments } from "../tools/arguments.js";
import type { AnyTool, ToolContext } from "../tools/define.js";
import { HubError } from "../hub/errors.js";
import { ToolArgumentError } from "../tools/errors.js";
import { toolNamed } from "../tools/index.js";
import { answer, jsonAnswer, type Answer } from "./answer.js";
import { preferred } from "./accept.js";
import { argumentProblem, hubProblem, problem } from "./problem.js";
import type { RequestUrl } from "./request-url.js";
import type { RouteSpec } from "./routes.js";

export interface RestCall {
  route: RouteSpec;
  params: Record<string, string>;
  /** The parsed JSON body of a POST. */
  body?: unknown;
  url: RequestUrl;
  accept: string;
  context: ToolContext;
}

export async function restCall(call: RestCall): Promise<Answer> {
  try {
    return await routeAnswer(call);
  } catch (error) {
    if (error instanceof ToolArgumentError) {
      // An unknown id in the path is a missing resource, not a bad request.
      if (error.field in call.params) return problem("not-found", error.message, { field: error.field });
      return argumentProblem(error);
    }
    if (error instanceof HubError) return hubProblem(error, Boolean(call.context.hub?.token));
    throw error;
  }
}

async function routeAnswer({ route, params, body, url, accept, context }: RestCall): Promise<Answer> {
  const tool = toolNamed(route.tool!)!;
  const query = queryArgs(route, url, tool);
  const raw = route.method === "POST" ? body : { ...query, ...params };
  const markdown = route.answers === "json-or-markdown" && preferred(accept, ["application/json", "text/markdown"]) === "text/markdown";
  // A JSON answer is the tool's data: the tool need not write the text an agent would read.
  const result = await tool.run(parseArguments(tool, raw), markdown ? context : { ...context, dataOnly: true });
  return markdown ? answer(200, { "content-type": "text/markdown; charset=utf-8" }, result.text) : jsonAnswer(result.data);
}

/**
 * The query as tool arguments, renamed by the route's table; a parameter the route does not take
 * is refused by name (a POST takes none: its arguments are the body). A whole number where the
 * tool wants an integer is read as one.
 */
export function queryArgs(route: RouteSpec, url: RequestUrl, tool?: AnyTool): Record<string, unknown> {
  const args: Record<string, unknown> = {};
  for (const [name, value] of url.searchParams) {
    const field = route.query?.[name];
    if (!field) {
      const takes = route.query
        ? `parameters: ${Object.keys(route.query).join(", ")}`
        : route.method === "POST"
          ? "it takes none: send the arguments as the JSON body"
          : "it takes none";
      throw new ToolArgumentError(name, `not a query parameter of ${route.path} (${takes})`);
    }
    if (value === "") continue;
    args[field] = tool && wantsInteger(tool, field) && /^\d+$/.test(value) ? Number(value) : value;
  }
  return args;
}

function wantsInteger(tool: AnyTool, field: string): boolean {
  let schema = (tool.input.def.shape as Record<string, z.ZodMiniType>)[field];
  while (schema && schema.def.type === "optional") schema = (schema.def as unknown as { innerType: z.ZodMiniType }).innerType;
  return schema?.def.type === "number";
}
