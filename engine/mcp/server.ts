/**
 * The Model Atlas MCP server on the official TypeScript SDK's low-level `Server`: the tools of
 * engine/tools/ (listed from their generated JSON Schemas, engine/generated/tools.ts, with
 * `outputSchema`; each answer's `structuredContent` is the tool's typed data), and resources for
 * the usage cards (models the server was started with) and the task pages. Every tool call is
 * answered: a bad argument is a tool error result naming the field and the valid values, any
 * other failure a tool error saying what broke; nothing a client sends can throw out of a
 * handler. The engine is loaded on the first call, so `initialize` and `tools/list` answer at
 * once. Used by `model-atlas mcp` (stdio) and the HTTP service's `/mcp`.
 */
import { taskCatalogue } from "../catalogue/on-demand.js";
import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import {
  CallToolRequestSchema,
  ErrorCode,
  ListResourcesRequestSchema,
  ListResourceTemplatesRequestSchema,
  ListToolsRequestSchema,
  ReadResourceRequestSchema,
  type CallToolResult,
} from "@modelcontextprotocol/sdk/types.js";
import { TOOL_LISTINGS } from "../generated/tools.js";
import type { HubClientOptions } from "../hub/client.js";
import type { ModelRecord } from "../schema/model.js";
import type { ToolContext } from "../tools/define.js";
import { ToolArgumentError } from "../tools/errors.js";

export const SERVER_NAME = "model-atlas";

export interface AtlasServerOptions {
  version: string;
  /** Allow hub lookups of id strings with these options; offline when absent. */
  hub?: HubClientOptions;
  /** How the surface enables hub lookups (`--hub`), named when an id string is refused offline. */
  hubSwitch?: string;
  /** Model records served as card resources and found by id without the hub. */
  models?: readonly ModelRecord[];
  /** Text documents the operator adds to the resources (a usage policy, notes for agents), by URI. */
  documents?: readonly TextDocument[];
}

/** A text resource given whole: its URI, name, media type and text. */
export interface TextDocument {
  uri: string;
  name: string;
  mimeType: string;
  text: string;
}

const CARD_PREFIX = "model-atlas://cards/";
const TASK_PREFIX = "model-atlas://tasks/";

/** The tools MCP offers, as `tools/list` shows them. */
export const MCP_TOOLS = TOOL_LISTINGS.filter((t) => t.mcp).map(({ mcp: _, ...listing }) => listing);
const TOOL_NAMES = MCP_TOOLS.map((t) => t.name);

let tools: Promise<[typeof import("../tools/index.js"), typeof import("../tools/arguments.js")]> | undefined;
const loadTools = () => (tools ??= Promise.all([import("../tools/index.js"), import("../tools/arguments.js")]));

/** Runs a tool by name (its arguments parsed by its schema) and gives its text and data. */
async function runTool(name: string, args: unknown, context: ToolContext) {
  const [{ toolNamed }, { parseArguments }] = await loadTools();
  const tool = toolNamed(name)!;
  return tool.run(parseArguments(tool, args), context);
}

/** What the tools may use, from the server's options. */
export function toolContext(options: AtlasServerOptions): ToolContext {
  return {
    ...(options.hub ? { hub: options.hub } : {}),
    ...(options.hubSwitch ? { hubSwitch: options.hubSwitch } : {}),
    models: new Map((options.models ?? []).map((m) => [m.id, m])),
  };
}

/** The answer of `tools/list`. */
export const listTools = () => ({ tools: MCP_TOOLS.map((t) => ({ ...t })) });

/**
 * The answer of `tools/call`: the tool's text and data, or a tool error result naming what is
 * wrong; it never throws. The one tool-call code of the SDK server below and of the HTTP
 * service's stateless path (./stateless.ts).
 */
export async function callTool(name: string, args: unknown, context: ToolContext): Promise<CallToolResult> {
  if (!TOOL_NAMES.includes(name)) return toolError(`Unknown tool ${JSON.stringify(name)}; tools: ${TOOL_NAMES.join(", ")}`);
  try {
    const answer = await runTool(name, args, context);
    const item = { type: "text" as const, text: answer.text };
    if (answer.ids) TEXT_IDS.set(item, answer.ids);
    return { content: [item], structuredContent: answer.data as Record<string, unknown> };
  } catch (error) {
    if (error instanceof ToolArgumentError) return toolError(`${name}: ${error.message}`);
    return toolError(`${name} failed: ${error instanceof Error ? error.message : String(error)}`);
  }
}

/**
 * The ids in the text items `callTool` made, for tools that name them: the stateless path
 * (./stateless.ts) writes such a text's JSON from the kept pieces of the last one of its shape
 * (./text-json.ts); the SDK path writes its answers itself and never asks.
 */
export const TEXT_IDS = new WeakMap<object, readonly string[]>();

/** The server, and a promise that settles once no request is in flight (the command waits for it at end of input). */
export type AtlasServer = Server & { whenIdle(): Promise<void> };

const INSTRUCTIONS =
  "Model Atlas writes working code that calls Hugging Face models. Before writing code that uses a model, call get_usage_card (or get_snippets for one language and client). Pass the model as its hub record when you have it; an id string is looked up on the hub only when the server allows it.";

export function createAtlasServer(options: AtlasServerOptions): AtlasServer {
  const context = toolContext(options);
  const documents = options.documents ?? [];
  const server = new Server(
    { name: SERVER_NAME, title: "Model Atlas", version: options.version },
    { capabilities: { tools: {}, resources: {} }, instructions: INSTRUCTIONS },
  );
  const { counted, whenIdle } = inFlightCounter();

  server.setRequestHandler(ListToolsRequestSchema, async () => listTools());
  server.setRequestHandler(
    CallToolRequestSchema,
    counted(async (request) => callTool(request.params.name, request.params.arguments, context)),
  );
  server.setRequestHandler(
    ListResourcesRequestSchema,
    counted(async () => listResources(documents, context)),
  );
  server.setRequestHandler(ListResourceTemplatesRequestSchema, async () => ({ resourceTemplates: RESOURCE_TEMPLATES }));
  server.setRequestHandler(
    ReadResourceRequestSchema,
    counted(async (request) => readResource(request.params.uri, documents, context)),
  );
  return Object.assign(server, { whenIdle });
}

/**
 * Every handler is counted while it runs, so end of input can wait for the answers still owed:
 * `counted` wraps a handler, `whenIdle` settles once none is running.
 */
function inFlightCounter() {
  let inFlight = 0;
  const idle: (() => void)[] = [];
  const counted =
    <A extends unknown[], R>(handler: (...args: A) => Promise<R>) =>
    async (...args: A): Promise<R> => {
      inFlight++;
      try {
        return await handler(...args);
      } finally {
        if (--inFlight === 0) for (const done of idle.splice(0)) setImmediate(done);
      }
    };
  const whenIdle = () => (inFlight === 0 ? new Promise<void>((done) => setImmediate(done)) : new Promise<void>((done) => idle.push(done)));
  return { counted, whenIdle };
}

/** The answer of `resources/list`: the operator's documents, the cards of the models the server was started with, the task pages. */
async function listResources(documents: readonly TextDocument[], context: ToolContext) {
  const { TASK_IDS } = await taskCatalogue();
  return {
    resources: [
      ...documents.map(({ uri, name, mimeType }) => ({ uri, name, mimeType })),
      ...[...context.models.keys()].map((id) => ({ uri: `${CARD_PREFIX}${id}`, name: id, title: `Usage card of ${id}`, mimeType: "text/markdown" })),
      ...TASK_IDS.map((id) => ({ uri: `${TASK_PREFIX}${id}`, name: `task ${id}`, mimeType: "text/markdown" })),
    ],
  };
}

const RESOURCE_TEMPLATES = [
  {
    uriTemplate: `${CARD_PREFIX}{+id}`,
    name: "usage card",
    description: "The usage card (Markdown) of a model: one the server was started with, or any hub id when hub lookups are allowed.",
    mimeType: "text/markdown",
  },
  { uriTemplate: `${TASK_PREFIX}{id}`, name: "task", description: "A task of the catalogue (Markdown).", mimeType: "text/markdown" },
];

/** The answer of `resources/read`; an unknown URI, or a card or task the tools cannot give, is an invalid-params error. */
async function readResource(uri: string, documents: readonly TextDocument[], context: ToolContext) {
  const document = documents.find((d) => d.uri === uri);
  if (document) return { contents: [{ uri, mimeType: document.mimeType, text: document.text }] };
  try {
    if (uri.startsWith(CARD_PREFIX)) {
      const answer = await runTool("get_usage_card", { model: decodeURIComponent(uri.slice(CARD_PREFIX.length)) }, context);
      return { contents: [{ uri, mimeType: "text/markdown", text: answer.text }] };
    }
    if (uri.startsWith(TASK_PREFIX)) {
      const answer = await runTool("get_task", { id: uri.slice(TASK_PREFIX.length) }, context);
      return { contents: [{ uri, mimeType: "text/markdown", text: answer.text }] };
    }
  } catch (error) {
    throw invalidParams(`${uri}: ${error instanceof Error ? error.message : String(error)}`);
  }
  throw invalidParams(`Unknown resource ${uri}: resources are ${CARD_PREFIX}<model id> and ${TASK_PREFIX}<task id>`);
}

/**
 * A JSON-RPC "invalid params" error. Not an `McpError`: its message already starts with
 * "MCP error -32602:", the SDK sends the message as it is, and the client's `McpError` adds the
 * prefix again.
 */
function invalidParams(message: string): Error & { code: number } {
  return Object.assign(new Error(message), { code: ErrorCode.InvalidParams });
}

function toolError(text: string): CallToolResult {
  return { content: [{ type: "text", text }], isError: true };
}
