/**
 * Argument parsing for every command: node:util parseArgs in strict mode, with its errors turned
 * into usage errors that point at the command's --help, and the options shared by the commands
 * that talk to a hub.
 */
import { parseArgs, type ParseArgsConfig } from "node:util";
import { EXIT } from "./exit-codes.js";
import { CliError, type CliIO } from "./io.js";
import { DEFAULT_HUB_URL, normaliseHubUrl, type HubClientOptions } from "../hub/client.js";

type Options = NonNullable<ParseArgsConfig["options"]>;

export interface Command {
  name: string;
  /** The full `--help` text: usage, options, examples. */
  help: string;
  run(argv: string[], io: CliIO): Promise<number>;
}

export const HELP_OPTION = { help: { type: "boolean", short: "h" } } as const satisfies Options;

export const HUB_OPTIONS = {
  "hub-url": { type: "string" },
  "timeout": { type: "string" },
  "retries": { type: "string" },
  "hub-timeout": { type: "string" },
} as const satisfies Options;

/** The deadline of a whole lookup when neither --hub-timeout nor a longer --timeout is given. */
export const DEFAULT_LOOKUP_DEADLINE_MS = 10_000;

const HUB_TIMEOUT_HELP = `  --hub-timeout <ms> deadline of the whole lookup, retries and waits included, up to 600000;
                     past it, exit 6 (default 10000, or --timeout when larger)
`;

/** The hub options' help; `serve` describes its own --hub-timeout (a request's deadline) and never uses HF_TOKEN. */
export function hubOptionsHelp(forServe = false): string {
  const token = forServe
    ? "  HF_TOKEN           never used: a caller's own Authorization: Bearer is passed on instead"
    : "  HF_TOKEN           read from the environment for gated and private models; never printed";
  return `Hub options (when a model id is given):
  --hub-url <url>    hub to ask (default: $MODEL_ATLAS_HUB_URL, else ${DEFAULT_HUB_URL})
  --timeout <ms>     time limit of one request, up to 600000 (default 10000)
  --retries <n>      retries on 429, 5xx, timeouts and connection failures, 0 to 10 (default 3)
${forServe ? "" : HUB_TIMEOUT_HELP}${token}`;
}

export const HUB_OPTIONS_HELP = hubOptionsHelp();

/** What parseArgs returns for these options (spelled out so the build can emit declarations). */
type CommandArgs<O extends Options> = ReturnType<typeof parseArgs<{ args: string[]; options: typeof HELP_OPTION & O; allowPositionals: true; strict: true }>>;

export function parseCommandArgs<O extends Options>(command: string, argv: string[], options: O): CommandArgs<O> {
  try {
    return parseArgs({ args: argv, options: { ...HELP_OPTION, ...options }, allowPositionals: true, strict: true });
  } catch (error) {
    // node:util appends advice about '--' to unknown options; our own hint is shorter.
    const message = (error instanceof Error ? error.message : String(error)).replace(/\. To specify a positional argument.*$/s, "");
    throw new CliError(EXIT.usage, `${message}\nRun 'model-atlas ${command} --help' for usage.`);
  }
}

export function expectPositionals(command: string, positionals: string[], names: string[], optional = 0): void {
  const min = names.length - optional;
  if (positionals.length < min) {
    throw new CliError(EXIT.usage, `${command}: missing <${names[positionals.length]}>\nRun 'model-atlas ${command} --help' for usage.`);
  }
  if (positionals.length > names.length) {
    throw new CliError(
      EXIT.usage,
      `${command}: unexpected argument ${JSON.stringify(positionals[names.length])}\nRun 'model-atlas ${command} --help' for usage.`,
    );
  }
}

/** Reads a whole-number option in [min, max]; `undefined` when absent. */
export function intOption(name: string, value: string | undefined, min: number, max = Number.MAX_SAFE_INTEGER): number | undefined {
  if (value === undefined) return undefined;
  if (!/^\d+$/.test(value) || Number(value) < min || Number(value) > max) {
    const range = max === Number.MAX_SAFE_INTEGER ? `of at least ${min}` : `from ${min} to ${max}`;
    throw new CliError(EXIT.usage, `--${name} expects a whole number ${range}, got ${JSON.stringify(value)}`);
  }
  return Number(value);
}

export function hubClientOptions(values: { "hub-url"?: string; timeout?: string; retries?: string; "hub-timeout"?: string }, io: CliIO): HubClientOptions {
  const hubUrl = values["hub-url"] ?? (io.env.MODEL_ATLAS_HUB_URL || DEFAULT_HUB_URL);
  try {
    normaliseHubUrl(hubUrl);
  } catch (error) {
    const from = values["hub-url"] !== undefined ? "--hub-url" : "MODEL_ATLAS_HUB_URL";
    throw new CliError(EXIT.usage, `${from}: ${(error as Error).message}`);
  }
  const options: HubClientOptions = { hubUrl };
  if (io.env.HF_TOKEN) options.token = io.env.HF_TOKEN;
  // Bounded, so a slip of the keyboard cannot make one lookup wait for hours.
  const timeout = intOption("timeout", values.timeout, 1, 600_000);
  const retries = intOption("retries", values.retries, 0, 10);
  const deadline = intOption("hub-timeout", values["hub-timeout"], 1, 600_000);
  if (timeout !== undefined) options.timeoutMs = timeout;
  if (retries !== undefined) options.retries = retries;
  // One deadline for the whole lookup, so retries of a silent hub cannot add up to minutes.
  options.deadlineMs = deadline ?? Math.max(DEFAULT_LOOKUP_DEADLINE_MS, timeout ?? 0);
  return options;
}

/** Rejects a value outside `valid`, listing the valid values. */
export function oneOf(option: string, value: string, valid: readonly string[]): string {
  if (!valid.includes(value)) {
    throw new CliError(EXIT.usage, `Unknown ${option} ${JSON.stringify(value)}; valid values: ${valid.join(", ")}`);
  }
  return value;
}

export function printHelp(io: CliIO, text: string): number {
  io.stdout.write(`${text}\n`);
  return 0;
}
