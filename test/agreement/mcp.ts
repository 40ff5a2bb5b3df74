/**
 * One `model-atlas mcp` session over stdio, driven by the protocol SDK's client, as an agent
 * runs it (test/mcp/stdio-session.ts does the same against the installed package): here the
 * launcher from the sources, started with the corpus as --models.
 */
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StdioClientTransport } from "@modelcontextprotocol/sdk/client/stdio.js";
import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import { LAUNCHER } from "../cli/spawn-cli.js";
import { ROOT } from "../real-records/support.js";

export interface McpSession {
  call(name: string, args: Record<string, unknown>): Promise<CallToolResult>;
  client: Client;
  stderr(): string;
  close(): Promise<void>;
}

export async function openSession(modelsFile?: string): Promise<McpSession> {
  const err: string[] = [];
  const transport = new StdioClientTransport({
    command: process.execPath,
    args: [LAUNCHER, "mcp", ...(modelsFile ? ["--models", modelsFile] : [])],
    cwd: ROOT,
    stderr: "pipe",
    env: { ...(process.env as Record<string, string>), HF_TOKEN: "" },
  });
  const client = new Client({ name: "atlas-agreement", version: "1" });
  await client.connect(transport);
  transport.stderr?.on("data", (d: Buffer) => err.push(d.toString()));
  return {
    client,
    call: async (name, args) => (await client.callTool({ name, arguments: args })) as CallToolResult,
    stderr: () => err.join(""),
    close: () => client.close(),
  };
}

export const textOf = (result: CallToolResult) => result.content.map((c) => (c.type === "text" ? c.text : "")).join("");
