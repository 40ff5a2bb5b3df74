/**
 * `model-atlas`: the command line. `main(argv, io)` runs one command and returns its exit
 * code; it never calls process.exit, so tests run it in-process with fake streams.
 */
import { AtlasError } from "../errors/atlas-error.js";
import { HubError } from "../hub/errors.js";
import { closest } from "../load/suggest.js";
import type { Command } from "./args.js";
import { EXIT, EXIT_CODES_HELP } from "./exit-codes.js";
import { CliError, processIO, type CliIO } from "./io.js";
import { hubErrorToCli } from "./hub-exit.js";

export interface CommandEntry {
  name: string;
  /** One line for the command list. */
  summary: string;
  /** Loaded on use: `batch` then starts without the engine in its main thread, `gguf` starts fast. */
  load(): Promise<Command>;
}

export const COMMANDS: readonly CommandEntry[] = [
  {
    name: "snippets",
    summary: "print code that calls a model through an inference provider",
    load: async () => (await import("./commands/snippets.js")).snippetsCommand,
  },
  {
    name: "plan",
    summary: "say what a model is and who serves it (task, providers, library, local apps)",
    load: async () => (await import("./commands/plan.js")).planCommand,
  },
  {
    name: "library-snippets",
    summary: "print the code that loads a model with its library (transformers, diffusers, …)",
    load: async () => (await import("./commands/library-snippets.js")).librarySnippetsCommand,
  },
  { name: "inputs", summary: "print the sample input of a model's task", load: async () => (await import("./commands/inputs.js")).inputsCommand },
  { name: "tasks", summary: "list the task catalogue, or show one task", load: async () => (await import("./commands/tasks.js")).tasksCommand },
  {
    name: "libraries",
    summary: "list the library registry, or show one library",
    load: async () => (await import("./commands/libraries.js")).librariesCommand,
  },
  {
    name: "gguf",
    summary: "read the quantization label (and file-type code) from a GGUF file name",
    load: async () => (await import("./commands/gguf.js")).ggufCommand,
  },
  {
    name: "local-apps",
    summary: "list the apps that run a model locally (llama.cpp, Ollama, LM Studio, vLLM, …)",
    load: async () => (await import("./commands/local-apps.js")).localAppsCommand,
  },
  {
    name: "batch",
    summary: "write every snippet of every model in a JSONL file, in parallel",
    load: async () => (await import("./batch/command.js")).batchCommand,
  },
  {
    name: "export",
    summary: "write llms.txt and a usage card per model for coding agents",
    load: async () => (await import("./export/command.js")).exportCommand,
  },
  {
    name: "mcp",
    summary: "serve usage cards and snippets to coding agents over MCP (stdio)",
    load: async () => (await import("./mcp/command.js")).mcpCommand,
  },
  {
    name: "serve",
    summary: "serve REST, OpenAPI and MCP over HTTP (one stateless service)",
    load: async () => (await import("./serve/command.js")).serveCommand,
  },
];

export function topLevelHelp(): string {
  const width = Math.max(...COMMANDS.map((c) => c.name.length));
  const list = COMMANDS.map((c) => `  ${c.name.padEnd(width)}  ${c.summary}`).join("\n");
  return `model-atlas: inference snippets, sample inputs, tasks and libraries for model-hub models

Usage: model-atlas <command> [arguments] [options]
       model-atlas <command> --help
       model-atlas --version

Commands:
${list}

A <model> is a hub model id (owner/name, looked up on the hub), a JSON file with the
model record (*.json or a ./path), or - for JSON on stdin.

Environment:
  HF_TOKEN              token for gated and private models (never printed)
  MODEL_ATLAS_HUB_URL   hub to ask instead of https://huggingface.co

Examples:
  model-atlas snippets meta-llama/Llama-3.1-8B-Instruct --language python
  model-atlas inputs ./model.json --no-wrap
  model-atlas tasks text-to-image
  model-atlas libraries --filter
  model-atlas gguf Mistral-7B-Instruct-v0.3-Q4_K_M.gguf
  model-atlas batch models.jsonl --out snippets.jsonl --jobs 4
  model-atlas export models.jsonl --out cards/
  model-atlas mcp
  model-atlas serve --port 8080

${EXIT_CODES_HELP}`;
}

export async function main(argv: string[], io: CliIO = processIO()): Promise<number> {
  const [name, ...rest] = argv;
  if (name === undefined || name === "--help" || name === "-h" || name === "help") {
    const entry = name === "help" && rest[0] !== undefined ? findCommand(rest[0]) : undefined;
    if (name === "help" && rest[0] !== undefined && !entry) return fail(io, unknownCommand(rest[0]));
    io.stdout.write(`${entry ? (await entry.load()).help : topLevelHelp()}\n`);
    return EXIT.ok;
  }
  if (name === "--version" || name === "-V" || name === "version") {
    io.stdout.write(`${(await import("./version.js")).VERSION}\n`);
    return EXIT.ok;
  }
  const entry = findCommand(name);
  if (!entry) return fail(io, unknownCommand(name));
  try {
    return await (await entry.load()).run(rest, io);
  } catch (error) {
    return fail(io, error);
  }
}

function findCommand(name: string): CommandEntry | undefined {
  return COMMANDS.find((c) => c.name === name);
}

function unknownCommand(name: string): CliError {
  const guess = closest(
    name,
    COMMANDS.map((c) => c.name),
  );
  return new CliError(
    EXIT.usage,
    `Unknown command ${JSON.stringify(name)}${guess ? `; did you mean "${guess}"?` : ""}\nRun 'model-atlas --help' for the list of commands.`,
  );
}

function fail(io: CliIO, error: unknown): number {
  const known =
    error instanceof CliError
      ? error
      : error instanceof HubError
        ? hubErrorToCli(error)
        : error instanceof AtlasError
          ? new CliError(EXIT.input, error.message)
          : undefined;
  if (known) {
    io.stderr.write(`model-atlas: ${known.message}\n`);
    return known.exitCode;
  }
  const detail = error instanceof Error ? (error.stack ?? error.message) : String(error);
  io.stderr.write(`model-atlas: internal error (please report it):\n${detail}\n`);
  return EXIT.internal;
}
