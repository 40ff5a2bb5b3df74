/**
 * The OpenAPI 3.1 document of the HTTP service, built from the route table (./routes.ts), the
 * tool contracts (engine/tools/contracts/: each route's body or query and its 200 answer) and the
 * problem kinds (./problem.ts). `npm run registry` writes it to engine/generated/openapi.ts (with
 * a real hub record as the operations' example) and `npm run check-generated` fails when it
 * drifts; the handler serves the generated copy. Nothing here is written per route by hand: the
 * statuses come from what a route is (a POST, a tool with a provider, a path id, MCP).
 */
import { HttpRequestSchema } from "../cards/schema.js";
import { CONTRACTS as TOOLS, type ToolName } from "../tools/contracts/index.js";
import { ModelArg } from "../tools/contracts/model-arg.js";
import { PlanSchema } from "../tools/contracts/outputs.js";
import { jsonSchemaOf, type JsonSchema } from "../tools/json-schema.js";
import { PROBLEMS, type ProblemKind } from "./problem.js";
import { ROUTES, type RouteSpec } from "./routes.js";

const PROBLEM_SCHEMA: JsonSchema = {
  type: "object",
  description: "RFC 9457 problem details; `status` is the HTTP status",
  properties: {
    type: { type: "string", enum: Object.keys(PROBLEMS).map((kind) => `/problems/${kind}`) },
    title: { type: "string" },
    status: { type: "integer" },
    detail: { type: "string", description: "what is wrong and the valid values" },
    field: { type: "string", description: "the request field, query parameter or path parameter at fault" },
    line: { type: "integer", description: "malformed JSON: the line of the fault" },
    column: { type: "integer", description: "malformed JSON: the column of the fault" },
    mapped: { type: "array", items: { type: "string" }, description: "422: every provider the model's mapping lists" },
    valid: { type: "array", items: { type: "string" }, description: "422: the providers that can be named instead" },
    refusal: {
      type: "string",
      enum: ["not-mapped", "none-callable", "mapped-unknown", "task-unsupported"],
      description: "422: why the provider was refused",
    },
  },
  required: ["type", "title", "status", "detail"],
  additionalProperties: false,
};

const JSON_RPC_MESSAGE: JsonSchema = {
  type: "object",
  description: "a JSON-RPC 2.0 request, notification or answer (MCP)",
  properties: {
    jsonrpc: { const: "2.0" },
    id: { type: ["string", "integer", "null"] },
    method: { type: "string" },
    params: { type: "object" },
    result: { type: "object" },
    error: { type: "object", properties: { code: { type: "integer" }, message: { type: "string" }, data: {} }, required: ["code", "message"] },
  },
  required: ["jsonrpc"],
};

const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
const pascal = (name: string) => name.replace(/(^|_)(\w)/g, (_, __, c: string) => c.toUpperCase());

const problemResponse = (kinds: readonly ProblemKind[]) => ({
  description: kinds.map((k) => PROBLEMS[k].title).join("; "),
  content: { "application/problem+json": { schema: ref("Problem") } },
});

/** Every status a route gives, with its cause: the handler's checks in their order, then the tool's. */
function statuses(route: RouteSpec): Record<string, unknown> {
  const tool = route.tool ? TOOLS.find((t) => t.name === route.tool)! : undefined;
  const takes = (field: string) => Boolean(tool && field in tool.input.def.shape);
  const out: Record<string, unknown> = {};
  const bad: ProblemKind[] = [];
  if (route.method === "POST") bad.push("malformed-json", "body-too-deep");
  bad.push("invalid-argument");
  if (route.operationId === "mcp") {
    out["202"] = { description: "the body held only notifications or answers: accepted, nothing to return" };
    out["400"] = { description: "malformed JSON or not JSON-RPC (a JSON-RPC error)", content: { "application/json": { schema: ref("JsonRpcMessage") } } };
    out["406"] = {
      description: "Accept does not list application/json and text/event-stream (a JSON-RPC error)",
      content: { "application/json": { schema: ref("JsonRpcMessage") } },
    };
  } else out["400"] = problemResponse(bad);
  // A model given as a hub id (with `hub`) is looked up: the hub's answers and failures have statuses of their own.
  const hub = takes("model");
  if (hub) out["401"] = problemResponse(["hub-token-needed"]);
  out["403"] = problemResponse(hub ? ["forbidden-host", "hub-token-refused"] : ["forbidden-host"]);
  const missing: ProblemKind[] = [];
  if (route.path.includes("{")) missing.push("not-found");
  if (hub) missing.push("model-not-on-hub");
  if (missing.length) out["404"] = problemResponse(missing);
  out["405"] = problemResponse(["method-not-allowed"]);
  // Node's own refusals on `model-atlas serve`, before the request reaches a route.
  out["408"] = problemResponse(["request-timeout"]);
  out["431"] = problemResponse(["headers-too-large"]);
  if (route.method === "POST") {
    out["413"] = problemResponse(["body-too-large"]);
    out["415"] = problemResponse(["unsupported-media-type"]);
  }
  if (takes("provider")) out["422"] = problemResponse(["provider-not-mapped", "provider-unsupported"]);
  out["500"] = problemResponse(["internal"]);
  if (hub) out["502"] = problemResponse(["hub-failed"]);
  // The probes are never refused for capacity: only /readyz's draining is a 503.
  if (route.operationId === "ready") out["503"] = { description: "draining", content: { "text/plain": { schema: { type: "string" } } } };
  else if (route.operationId !== "health") out["503"] = problemResponse(hub ? ["overloaded", "hub-rate-limited", "hub-unavailable"] : ["overloaded"]);
  if (hub) out["504"] = problemResponse(["hub-timeout"]);
  return out;
}

function success(route: RouteSpec): Record<string, unknown> {
  const output = route.tool ? ref(`${pascal(route.tool)}Output`) : undefined;
  switch (route.answers) {
    case "json-or-markdown":
      return {
        description: "the tool's data as JSON, or its text as Markdown (Accept: text/markdown)",
        content: { "application/json": { schema: output }, "text/markdown": { schema: { type: "string" } } },
      };
    case "text":
      return { description: "ok", content: { "text/plain": { schema: { type: "string" } } } };
    case "jsonrpc":
      return {
        description: "the JSON-RPC answers: one object for one request, an array for a batch",
        content: { "application/json": { schema: { oneOf: [ref("JsonRpcMessage"), { type: "array", items: ref("JsonRpcMessage") }] } } },
      };
    default:
      return { description: "the answer", content: { "application/json": { schema: output ?? { type: "object", description: "this document" } } } };
  }
}

function operation(route: RouteSpec, examples: OpenApiExamples): Record<string, unknown> {
  const tool = route.tool ? TOOLS.find((t) => t.name === route.tool)! : undefined;
  const input = tool ? jsonSchemaOf(tool.input, "input") : undefined;
  const properties = (input?.properties ?? {}) as Record<string, JsonSchema>;
  const parameters: unknown[] = [];
  for (const name of route.path.match(/\{(\w+)\}/g) ?? []) {
    const field = name.slice(1, -1);
    parameters.push({ name: field, in: "path", required: true, schema: properties[field] ?? { type: "string" }, example: examples.path[field] });
  }
  for (const [name, field] of Object.entries(route.query ?? {}))
    parameters.push({
      name,
      in: "query",
      required: false,
      schema: properties[field] ?? { type: "string" },
      ...(examples.query[name] ? { example: examples.query[name] } : {}),
    });
  const body =
    route.method !== "POST"
      ? undefined
      : route.answers === "jsonrpc"
        ? { oneOf: [ref("JsonRpcMessage"), { type: "array", items: ref("JsonRpcMessage") }] }
        : ref(`${pascal(route.tool!)}Input`);
  const example = route.tool ? examples.body[route.tool] : route.answers === "jsonrpc" ? examples.mcp : undefined;
  return {
    operationId: route.operationId,
    summary: route.summary,
    ...(tool ? { description: tool.description } : {}),
    ...(parameters.length ? { parameters } : {}),
    ...(body ? { requestBody: { required: true, content: { "application/json": { schema: body, ...(example ? { example } : {}) } } } } : {}),
    responses: { "200": success(route), ...statuses(route) },
  };
}

/** Example values for the operations: request bodies per tool (from a real record), query and path values. */
export interface OpenApiExamples {
  body: Partial<Record<ToolName, unknown>>;
  mcp: unknown;
  query: Record<string, string>;
  path: Record<string, string>;
}

/** Replaces every copy of a shared schema (the model, the plan) with a reference to its component. */
function shared(value: unknown, components: ReadonlyMap<string, string>): unknown {
  if (Array.isArray(value)) return value.map((v) => shared(v, components));
  if (value === null || typeof value !== "object") return value;
  const name = components.get(JSON.stringify(value));
  if (name) return ref(name);
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, shared(v, components)]));
}

export function buildOpenApi(examples: OpenApiExamples): Record<string, unknown> {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const route of ROUTES) (paths[route.path] ??= {})[route.method.toLowerCase()] = operation(route, examples);
  // Schemas several operations or fields share: written once, referenced everywhere else.
  const common = { Model: jsonSchemaOf(ModelArg, "input"), Plan: jsonSchemaOf(PlanSchema, "output"), HttpRequest: jsonSchemaOf(HttpRequestSchema, "output") };
  const components = new Map(Object.entries(common).map(([name, schema]) => [JSON.stringify(schema), name]));
  const schemas: Record<string, unknown> = { Problem: PROBLEM_SCHEMA, JsonRpcMessage: JSON_RPC_MESSAGE, ...common };
  for (const tool of TOOLS) {
    if (!ROUTES.some((r) => r.tool === tool.name)) continue;
    schemas[`${pascal(tool.name)}Input`] = shared(jsonSchemaOf(tool.input, "input"), components);
    schemas[`${pascal(tool.name)}Output`] = shared(jsonSchemaOf(tool.output, "output"), components);
  }
  return {
    openapi: "3.1.0",
    info: {
      title: "Model Atlas",
      version: "0.0.0",
      description:
        "Inference snippets, usage cards, local apps, tasks and libraries for hub models; the same tools over MCP at /mcp. Errors are RFC 9457 problems (application/problem+json) whose `field` names what to change.",
    },
    servers: [{ url: "http://localhost:8080", description: "`npx model-atlas serve --port 8080`" }],
    paths: shared(paths, components),
    components: { schemas },
  };
}
