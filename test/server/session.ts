/**
 * A short real session of the MCP SDK's client over Streamable HTTP: initialize, tools/list,
 * a tool call and a bad call. Returns the transcript (docs/server-transcript.md is written from
 * it by scripts/server-transcript.ts) and lets the tests check each step.
 */
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";

export interface SessionStep {
  step: string;
  request: unknown;
  answer: unknown;
}

const MODEL = { id: "acme/fill", pipeline_tag: "fill-mask", mask_token: "[MASK]" };
const textOf = (result: CallToolResult) => result.content.map((c) => (c.type === "text" ? c.text : "")).join("");

export async function mcpSession(url: string): Promise<SessionStep[]> {
  const client = new Client({ name: "transcript", version: "1" });
  await client.connect(new StreamableHTTPClientTransport(new URL(url)));
  try {
    const steps: SessionStep[] = [];
    steps.push({
      step: "initialize",
      request: { clientInfo: { name: "transcript", version: "1" } },
      answer: { serverInfo: client.getServerVersion(), capabilities: client.getServerCapabilities() },
    });
    const { tools } = await client.listTools();
    steps.push({ step: "tools/list", request: {}, answer: tools.map((t) => t.name) });
    const good = { name: "get_snippets", arguments: { model: MODEL, provider: "hf-inference", language: "sh", client: "curl" } };
    const result = (await client.callTool(good)) as CallToolResult;
    steps.push({ step: "tools/call", request: good, answer: { isError: result.isError ?? false, text: textOf(result) } });
    const bad = { name: "get_snippets", arguments: { model: MODEL, language: "rust" } };
    const refused = (await client.callTool(bad)) as CallToolResult;
    steps.push({ step: "tools/call (bad)", request: bad, answer: { isError: refused.isError ?? false, text: textOf(refused) } });
    return steps;
  } finally {
    await client.close();
  }
}

/** The checks every session must pass, on Node and on workerd. */
export function checkSession(steps: SessionStep[]): string[] {
  const problems: string[] = [];
  const [init, list, call, bad] = steps as [SessionStep, SessionStep, SessionStep, SessionStep];
  if ((init.answer as { serverInfo?: { name?: string } }).serverInfo?.name !== "model-atlas") problems.push("initialize: not model-atlas");
  if ((list.answer as string[]).length !== 6) problems.push("tools/list: not six tools");
  if (!(call.answer as { text: string }).text.includes("https://router.huggingface.co/hf-inference/models/acme/fill"))
    problems.push("tools/call: no curl call of the model");
  if (!/language: string "rust" is not valid/.test((bad.answer as { text: string }).text) || !(bad.answer as { isError: boolean }).isError)
    problems.push("bad call: no error naming the field");
  return problems;
}
