/**
 * `model-atlas`: the command line. `main(argv, io)` runs one command and returns its exit
 * code; it never calls process.exit, so tests run it in-process with fake streams.
 */
import { AtlasError } from "../errors.js";
import { HubError } from "../hub/errors.js";
import { closest } from "../load/suggest.js";
import type { Command } from "./args.js";
import { batchCommand } from "./batch/command.js";
import { ggufCommand } from "./commands/gguf.js";
import { inputsCommand } from "./commands/inputs.js";
import { librariesCommand } from "./commands/libraries.js";
import { librarySnippetsCommand } from "./commands/library-snippets.js";
import { snippetsCommand } from "./commands/snippets.js";
import { tasksCommand } from "./commands/tasks.js";
import { EXIT, EXIT_CODES_HELP } from "./exit-codes.js";
import { CliError, processIO, type CliIO } from "./io.js";
import { hubErrorToCli } from "./model-source.js";

export const COMMANDS: readonly Command[] = [
  snippetsCommand,
  librarySnippetsCommand,
  inputsCommand,
  tasksCommand,
  librariesCommand,
  ggufCommand,
  batchCommand,
];

export function topLevelHelp(): string {
  const width = Math.max(...COMMANDS.map((c) => c.name.length));
  const list = COMMANDS.map((c) => `  ${c.name.padEnd(width)}  ${c.summary}`).join("\n");
  return `model-atlas: inference snippets, sample inputs, tasks and libraries for model-hub models

Usage: model-atlas <command> [arguments] [options]
       model-atlas <command> --help

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

${EXIT_CODES_HELP}`;
}

export async function main(argv: string[], io: CliIO = processIO()): Promise<number> {
  const [name, ...rest] = argv;
  if (name === undefined || name === "--help" || name === "-h" || name === "help") {
    const command = name === "help" && rest[0] !== undefined ? findCommand(rest[0]) : undefined;
    if (name === "help" && rest[0] !== undefined && !command) return fail(io, unknownCommand(rest[0]));
    io.stdout.write(`${command ? command.help : topLevelHelp()}\n`);
    return EXIT.ok;
  }
  const command = findCommand(name);
  if (!command) return fail(io, unknownCommand(name));
  try {
    return await command.run(rest, io);
  } catch (error) {
    return fail(io, error);
  }
}

function findCommand(name: string): Command | undefined {
  return COMMANDS.find((c) => c.name === name);
}

function unknownCommand(name: string): CliError {
  const guess = closest(name, COMMANDS.map((c) => c.name));
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
