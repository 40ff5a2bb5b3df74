/**
 * `model-atlas mcp`: the MCP server (engine/mcp/server.ts) on stdio. Offline unless --hub (or
 * MODEL_ATLAS_MCP_HUB=1) allows looking model ids up on the hub; --models serves the records of a
 * JSONL file as card resources. Runs until stdin closes, then exits 0.
 */
import { readFile } from "node:fs/promises";
import { resolve } from "node:path";
import { config as zodConfig } from "zod/mini";
import { HUB_OPTIONS, HUB_OPTIONS_HELP, expectPositionals, hubClientOptions, parseCommandArgs, printHelp, type Command } from "../args.js";
import { EXIT } from "../exit-codes.js";
import { describeFsError } from "../fs-errors.js";
import { CliError, type CliIO } from "../io.js";
import type { ModelRecord } from "../../schema/model.js";
import { VERSION } from "../version.js";
import { TOOL_LISTINGS } from "../../generated/tools.js";

const OPTIONS = { ...HUB_OPTIONS, hub: { type: "boolean" }, models: { type: "string" } } as const;

export const mcpCommand: Command = {
  name: "mcp",
  help: `Usage: model-atlas mcp [--hub] [--models models.jsonl]

Runs a Model Context Protocol server on stdin/stdout for coding agents. Tools:
${TOOL_LISTINGS.filter((t) => t.mcp)
  .map((t) => `  ${t.name.padEnd(16)} ${t.title}`)
  .join("\n")}
Resources: model-atlas://cards/<model id> and model-atlas://tasks/<task id>.

The server is offline: a model is passed as its record. With --hub (or MODEL_ATLAS_MCP_HUB=1)
a model id string is looked up on the hub. It exits with code 0 when stdin closes.

Options:
  --hub                 allow hub lookups of model ids
  --models <file>       serve the cards of these records (JSONL, one record a line)

${HUB_OPTIONS_HELP}

Agent configuration (e.g. .mcp.json, claude_desktop_config.json, .cursor/mcp.json):
  { "mcpServers": { "model-atlas": { "command": "npx", "args": ["-y", "model-atlas", "mcp"] } } }`,

  async run(argv, io) {
    const { values, positionals } = parseCommandArgs("mcp", argv, OPTIONS);
    if (values.help) return printHelp(io, this.help);
    expectPositionals("mcp", positionals, []);
    const allowHub = values.hub === true || io.env.MODEL_ATLAS_MCP_HUB === "1";
    const models = values.models === undefined ? [] : await readModels(values.models, io);
    // The SDK checks each message with zod; compiling a fast parser per schema (zod's JIT) costs
    // more at start-up than a session of tool calls gains from it. Zod reads the setting when a
    // schema is built, and the SDK builds its protocol schemas when its modules are evaluated:
    // so the setting comes first and the SDK (engine/mcp/server.ts, the stdio transport) is imported after it.
    zodConfig({ jitless: true });
    const [{ createAtlasServer }, { StdioServerTransport }] = await Promise.all([
      import("../../mcp/server.js"),
      import("@modelcontextprotocol/sdk/server/stdio.js"),
    ]);
    const server = createAtlasServer({
      version: VERSION,
      models,
      hubSwitch: "--hub (or MODEL_ATLAS_MCP_HUB=1)",
      ...(allowHub ? { hub: hubClientOptions(values, io) } : {}),
    });
    const transport = new StdioServerTransport();
    const closed = new Promise<void>((done) => {
      server.onclose = done;
    });
    // A line that is not JSON-RPC is reported on stderr; the server reads on.
    server.onerror = (error) => io.stderr.write(`model-atlas mcp: ${error.message}\n`);
    await server.connect(transport);
    // The SDK's transport does not end on end of input: answer what is in flight, then close, which ends the run.
    process.stdin.once("end", () => void server.whenIdle().then(() => server.close()));
    await closed;
    return EXIT.ok;
  },
};

async function readModels(file: string, io: CliIO): Promise<ModelRecord[]> {
  let text: string;
  try {
    text = await readFile(resolve(io.cwd, file), "utf8");
  } catch (error) {
    throw new CliError(EXIT.input, `Cannot read ${file}: ${describeFsError(error)}`);
  }
  // Loaded only with --models: a plain start stays light.
  const { checkModelRecord, problemLine } = await import("../../schema/model-check.js");
  const { jsonErrorMessage, tryParseJson } = await import("../json.js");
  const models: ModelRecord[] = [];
  text.split("\n").forEach((line, i) => {
    if (!line.trim()) return;
    const parsed = tryParseJson(line);
    if (!parsed.ok) throw new CliError(EXIT.input, jsonErrorMessage(parsed, file, i));
    const check = checkModelRecord(parsed.value);
    if (!check.ok) throw new CliError(EXIT.input, `${file}:${i + 1}: invalid model record: ${check.problems.map(problemLine).join("; ")}`);
    models.push(check.model);
  });
  return models;
}
