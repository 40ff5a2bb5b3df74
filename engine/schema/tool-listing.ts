/**
 * What `tools/list` shows of a tool: its name, texts and input and output as plain JSON Schema.
 * The registry build writes every tool's listing to engine/generated/tools.ts, typed by this.
 */

export type JsonSchema = Record<string, unknown>;

/** What `tools/list` shows of a tool, and whether MCP offers it (false: a REST-only operation). */
export interface ToolListing {
  name: string;
  mcp: boolean;
  title: string;
  description: string;
  inputSchema: JsonSchema;
  outputSchema: JsonSchema;
}
