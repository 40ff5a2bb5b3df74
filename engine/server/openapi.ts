/**
 * The OpenAPI 3.1 document of the HTTP service, built from the route table (./routes.ts) and the
 * request shapes (../cli/mcp/shapes.ts). `npm run registry` writes it to engine/generated/openapi.ts
 * and `npm run check-generated` fails when it drifts; the handler serves the generated copy.
 */
import { MODEL, SHAPES, type JsonSchema } from "../cli/mcp/shapes.js";
import { PROBLEMS } from "./problem.js";
import { ROUTES, type RouteSpec } from "./routes.js";

const PROBLEM_SCHEMA: JsonSchema = {
  type: "object",
  description: "RFC 9457 problem details",
  properties: {
    type: { type: "string" },
    title: { type: "string" },
    status: { type: "integer" },
    detail: { type: "string", description: "what is wrong and the valid values" },
    field: { type: "string", description: "the request field at fault" },
    line: { type: "integer" },
    column: { type: "integer" },
    mapped: { type: "array", items: { type: "string" }, description: "the providers the model's mapping lists (422)" },
  },
  required: ["type", "title", "status", "detail"],
};

const problemResponse = (description: string) => ({
  description,
  content: { "application/problem+json": { schema: { $ref: "#/components/schemas/Problem" } } },
});

function operation(route: RouteSpec): Record<string, unknown> {
  const shape = route.shape ? SHAPES[route.shape] : undefined;
  const parameters: unknown[] = [];
  if (route.path.includes("{id}"))
    parameters.push({ name: "id", in: "path", required: true, schema: { type: "string" }, description: "task id, e.g. text-to-image" });
  for (const [name, field] of Object.entries(route.query ?? {})) {
    parameters.push({
      name,
      in: "query",
      required: false,
      schema: (shape?.properties as Record<string, JsonSchema> | undefined)?.[field] ?? { type: "string" },
    });
  }
  const responses: Record<string, unknown> = {};
  if (route.answers === "json-or-markdown") {
    responses["200"] = {
      description: "the card",
      content: { "application/json": { schema: { type: "object" } }, "text/markdown": { schema: { type: "string" } } },
    };
  } else if (route.answers === "text") {
    responses["200"] = { description: "ok", content: { "text/plain": { schema: { type: "string" } } } };
  } else {
    responses["200"] = {
      description: route.answers === "jsonrpc" ? "a JSON-RPC answer" : "the answer",
      content: { "application/json": { schema: { type: "object" } } },
    };
  }
  if (route.method === "POST") {
    responses["400"] = problemResponse(
      `${PROBLEMS["invalid-argument"].title} or ${PROBLEMS["malformed-json"].title.toLowerCase()} (the field and the valid values are named)`,
    );
    responses["413"] = problemResponse(PROBLEMS["body-too-large"].title);
    responses["415"] = problemResponse(PROBLEMS["unsupported-media-type"].title);
  } else if (parameters.length) responses["400"] = problemResponse(PROBLEMS["invalid-argument"].title);
  if (shape && "provider" in shape.properties) responses["422"] = problemResponse(PROBLEMS["unmapped-provider"].title);
  if (route.path.includes("{id}")) responses["404"] = problemResponse("no such task (the valid ids are named)");
  responses["503"] = problemResponse(PROBLEMS.overloaded.title);
  return {
    operationId: route.operationId,
    summary: route.summary,
    ...(parameters.length ? { parameters } : {}),
    ...(route.method === "POST" && shape
      ? { requestBody: { required: true, content: { "application/json": { schema: { $ref: `#/components/schemas/${route.shape}` } } } } }
      : {}),
    ...(route.answers === "jsonrpc"
      ? {
          requestBody: {
            required: true,
            content: { "application/json": { schema: { type: "object", description: "a JSON-RPC 2.0 request or notification" } } },
          },
        }
      : {}),
    responses,
  };
}

export function buildOpenApi(): Record<string, unknown> {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const route of ROUTES) (paths[route.path] ??= {})[route.method.toLowerCase()] = operation(route);
  const schemas: Record<string, unknown> = { Problem: PROBLEM_SCHEMA, Model: MODEL };
  for (const route of ROUTES) if (route.shape && route.method === "POST") schemas[route.shape] = SHAPES[route.shape];
  return {
    openapi: "3.1.0",
    info: {
      title: "Model Atlas",
      version: "0.0.0",
      description: "Inference snippets, usage cards, local apps, tasks and libraries for hub models. The same tools over MCP at /mcp.",
    },
    paths,
    components: { schemas },
  };
}
