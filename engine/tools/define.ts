/**
 * A tool is one definition: its contract (./contracts/: name, description, input and output as
 * zod schemas) and its handler, which returns typed data and the text an agent reads. Every
 * surface derives from it: the MCP tool list (`inputSchema`, `outputSchema`) and
 * `structuredContent`, the REST route's body or query and its 200 answer, `/openapi.json`,
 * argument errors, and `mcp --help`.
 */
import type * as z from "zod/mini";
import type { HubClientOptions } from "../hub/client.js";
import type { ModelRecord } from "../schema/model.js";
import type { ToolContract } from "./contracts/contract.js";

/** What a handler may use besides its arguments. */
export interface ToolContext {
  /** Hub lookups of id strings; undefined when the surface is offline (the default). */
  hub?: HubClientOptions;
  /** Records the surface was started with (--models), by id: found without the hub. */
  models: ReadonlyMap<string, ModelRecord>;
  /** How the surface enables hub lookups, for the refusal of an id string when it is offline. */
  hubSwitch?: string;
  /** The caller reads only `data` (a REST route answering JSON): a tool may then leave `text` empty instead of writing it. */
  dataOnly?: boolean;
}

/** A handler's result: `data` satisfies the tool's output schema; `text` is for an agent to read. */
export interface ToolResult<O> {
  text: string;
  data: O;
  /** The ids the text holds (a model's, a provider's): an MCP answer writes a text of the same shape with other ids from the escaped pieces it kept (engine/mcp/text-json.ts). */
  ids?: readonly string[];
}

export interface Tool<I extends z.ZodMiniObject = z.ZodMiniObject, O extends z.ZodMiniType = z.ZodMiniType> extends ToolContract<I, O> {
  run(args: z.output<I>, ctx: ToolContext): Promise<ToolResult<z.output<O>>>;
}

/** A contract with its handler; keeps the handler's argument and result types tied to the schemas. */
export const defineTool = <I extends z.ZodMiniObject, O extends z.ZodMiniType>(
  c: ToolContract<I, O>,
  run: (args: z.output<I>, ctx: ToolContext) => Promise<ToolResult<z.output<O>>>,
): Tool<I, O> => ({ ...c, run });

/** Any tool, whatever its schemas (the lists and surfaces hold tools of every shape). */
// biome-ignore lint/suspicious/noExplicitAny: a list of tools of different schemas
export type AnyTool = Tool<any, any>;
