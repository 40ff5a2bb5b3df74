/**
 * Where a command's model comes from: `-` (JSON on stdin), a JSON file (a path ending in
 * `.json` or starting with `./`, `../` or `/`), or a model id looked up on the hub. Every record
 * is validated by `checkModelRecord` (engine/schema/model-check.ts), so bad input is reported with its field path.
 */
import { readFile } from "node:fs/promises";
import { resolve } from "node:path";
import { fetchModelInfo, type HubClientOptions } from "../hub/client.js";
import { HubError } from "../hub/errors.js";
import type { ModelRecord } from "../schema/model.js";
import { hubIdProblems } from "../schema/hub-id.js";
import { checkModelRecord, problemLine } from "../schema/model-check.js";
import { EXIT } from "./exit-codes.js";
import { describeFsError } from "./fs-errors.js";
import { CliError, readAll, type CliIO } from "./io.js";
import { parseJsonOrThrow } from "./json.js";
import { hubErrorToCli } from "./hub-exit.js";

export function isFileArgument(arg: string): boolean {
  return arg.endsWith(".json") || /^(\.{0,2}\/)/.test(arg);
}

export async function loadModel(arg: string, io: CliIO, hub: HubClientOptions): Promise<ModelRecord> {
  if (arg === "-") return validateModelOrThrow(parseJsonOrThrow(await readAll(io.stdin), "<stdin>"), "<stdin>");
  if (isFileArgument(arg)) {
    let text: string;
    try {
      text = await readFile(resolve(io.cwd, arg), "utf8");
    } catch (error) {
      throw new CliError(EXIT.input, `Cannot read model file ${arg}: ${describeFsError(error)}`);
    }
    return validateModelOrThrow(parseJsonOrThrow(text, arg), arg);
  }
  // The hub's own id rule (engine/schema/hub-id.ts): no part can be `..` and climb the API path.
  const problems = hubIdProblems(arg);
  if (problems.length > 0) {
    throw new CliError(
      EXIT.usage,
      `${JSON.stringify(arg)} is neither a model id (owner/name) nor a JSON file (*.json, ./path) nor - (stdin): as an id, ${problems.join("; ")}`,
    );
  }
  try {
    return validateModelOrThrow(await fetchModelInfo(arg, hub), `${hub.hubUrl ?? "hub"} model ${arg}`);
  } catch (error) {
    if (error instanceof HubError) throw hubErrorToCli(error);
    throw error;
  }
}

function validateModelOrThrow(value: unknown, source: string): ModelRecord {
  const check = checkModelRecord(value);
  if (!check.ok) throw new CliError(EXIT.input, `${source}: invalid model record:\n  ${check.problems.map(problemLine).join("\n  ")}`);
  return check.model;
}
