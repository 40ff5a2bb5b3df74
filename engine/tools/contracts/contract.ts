/**
 * A tool's contract: its name, what it is for, and its input and output as zod schemas. The
 * contracts are light on purpose (zod and the engine's schema modules, no engine code), so the
 * registry build derives the MCP tool list and `/openapi.json` from them before the engine's own
 * generated files exist, and a surface lists tools without loading the engine. Each tool's
 * handler (engine/tools/<name>.ts) takes its contract and adds `run`.
 */
import type * as z from "zod/mini";

export interface ToolContract<I extends z.ZodMiniObject = z.ZodMiniObject, O extends z.ZodMiniType = z.ZodMiniType> {
  name: string;
  title: string;
  /** Written for the agent that calls it: what it returns, when to use it, what to pass. */
  description: string;
  input: I;
  output: O;
  /** Offered as an MCP tool; false for a REST-only operation. */
  mcp: boolean;
}

/** Keeps a contract's schema types (rather than widening them to the interface's). */
export const contract = <I extends z.ZodMiniObject, O extends z.ZodMiniType>(c: ToolContract<I, O>): ToolContract<I, O> => c;

// biome-ignore lint/suspicious/noExplicitAny: a list of contracts of different schemas
export type AnyContract = ToolContract<any, any>;
