/**
 * The chat-mode options of `model-atlas snippets`: tools and a response format read from JSON
 * files (or `sample` for ours), the Responses API, local images, a system prompt and a seed.
 * The values are checked by the snippet request's schema; here only reading and number parsing.
 */
import { readFile } from "node:fs/promises";
import { resolve } from "node:path";
import type { SnippetRequest } from "../schema/snippet.js";
import { CHAT_APIS } from "../schema/chat-request.js";
import { oneOf } from "./args.js";
import { EXIT } from "./exit-codes.js";
import { describeFsError } from "./fs-errors.js";
import { CliError, type CliIO } from "./io.js";
import { parseJsonOrThrow } from "./json.js";

export const CHAT_OPTIONS = {
  tools: { type: "string" },
  "response-format": { type: "string" },
  api: { type: "string" },
  "image-file": { type: "boolean" },
  system: { type: "string" },
  seed: { type: "string" },
} as const;

export const CHAT_OPTIONS_HELP = `Chat models:
  --tools <file.json>    tool calling: a JSON array of tools ({"type": "function",
                         "function": {"name", "description", "parameters"}}), or 'sample'
  --response-format <file.json>
                         structured output: {"type": "json_schema", "json_schema":
                         {"name", "schema", "strict"}} or {"type": "json_object"}, or 'sample'
  --api <api>            chat-completions (default) or responses (the Responses API)
  --image-file           vision models: read the images from local files (data URLs)
  --system <text>        a system prompt
  --seed <n>             a sampling seed (an integer)`;

interface ChatValues {
  tools?: string;
  "response-format"?: string;
  api?: string;
  "image-file"?: boolean;
  system?: string;
  seed?: string;
}

export async function chatRequestOptions(values: ChatValues, io: CliIO): Promise<Partial<SnippetRequest>> {
  const out: Partial<SnippetRequest> = {};
  if (values.tools !== undefined) out.tools = (await jsonOption("--tools", values.tools, io)) as SnippetRequest["tools"];
  if (values["response-format"] !== undefined)
    out.response_format = (await jsonOption("--response-format", values["response-format"], io)) as SnippetRequest["response_format"];
  if (values.api !== undefined) out.api = oneOf("api", values.api, CHAT_APIS) as SnippetRequest["api"];
  if (values["image-file"]) out.imageSource = "file";
  if (values.system !== undefined) out.system = values.system;
  if (values.seed !== undefined) {
    if (!/^-?\d+$/.test(values.seed)) throw new CliError(EXIT.usage, `--seed expects an integer, got ${JSON.stringify(values.seed)}`);
    out.seed = Number(values.seed);
  }
  return out;
}

/** `sample` asks for our sample; anything else is a JSON file, relative to the working directory. */
async function jsonOption(option: string, value: string, io: CliIO): Promise<unknown> {
  if (value === "sample") return true;
  let text: string;
  try {
    text = await readFile(resolve(io.cwd, value), "utf8");
  } catch (error) {
    throw new CliError(EXIT.input, `${option}: cannot read ${JSON.stringify(value)}: ${describeFsError(error)}`);
  }
  return parseJsonOrThrow(text, value);
}
