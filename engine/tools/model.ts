/**
 * How a call's model (./contracts/model-arg.ts) is resolved: a record checked field by field,
 * one the surface was started with, or an id looked up on the hub when the surface allows it.
 */
import { fetchModelInfo } from "../hub/client.js";
import { HubError } from "../hub/errors.js";
import { HUB_ID_MAX_LENGTH, hubIdProblems } from "../schema/hub-id.js";
import type { ModelRecord } from "../schema/model.js";
import { checkModelRecord } from "../schema/model-check.js";
import type { ToolContext } from "./define.js";
import { MODEL_REQUIRED } from "./contracts/model-arg.js";
import { ToolArgumentError } from "./errors.js";

/** The model of a call: a record, one the surface was started with, or (when allowed) a hub id. */
export async function resolveModel(value: unknown, ctx: ToolContext): Promise<ModelRecord> {
  if (value === undefined) throw new ToolArgumentError("model", `required: ${MODEL_REQUIRED}`);
  if (typeof value === "string") {
    const known = ctx.models.get(value);
    if (known) return known;
    const idProblems = hubIdProblems(value);
    if (idProblems.length) throw new ToolArgumentError("model", `${JSON.stringify(value)} is not a hub id (owner/name): ${idProblems.join("; ")}`);
    if (!ctx.hub) {
      throw new ToolArgumentError(
        "model",
        `${JSON.stringify(value)} is a hub id, and this server is offline: pass the model record as an object instead ({"id": "${value}", "pipeline_tag": ..., "tags": [...], "inferenceProviderMapping": ...}, as https://huggingface.co/api/models/${value} returns it)${ctx.hubSwitch ? `, or start it with ${ctx.hubSwitch} to let it look ids up` : ""}`,
      );
    }
    let record: unknown;
    try {
      record = await (ctx.hub.lookup ?? ((id: string) => fetchModelInfo(id, ctx.hub)))(value);
    } catch (error) {
      // The hub failed, or does not give this model: not a bad argument. Every surface maps the
      // kind (REST a status, MCP a tool error, the CLI an exit code); the text says what to do.
      if (error instanceof HubError) throw error.with({ message: hubFailureText(value, error) });
      throw error;
    }
    return checkedRecord(record, "model (from the hub)");
  }
  if (typeof value !== "object" || value === null || Array.isArray(value))
    throw new ToolArgumentError(
      "model",
      `expected a model record (object) or a hub id (string), got ${value === null ? "null" : Array.isArray(value) ? "an array" : typeof value}`,
    );
  return checkedRecord(value, "model");
}

/**
 * The longest record id a call takes: well above the hub's own limit (96 characters), far below
 * what would make an answer of megabytes (the id is written into every snippet).
 */
export const MAX_MODEL_ID_LENGTH = 256;
/** What a caller reads of a failed lookup: what happened, and whether and when to ask again. */
function hubFailureText(id: string, error: HubError): string {
  const what = `the hub lookup of ${JSON.stringify(id)} failed: ${error.message}`;
  const later = error.retryAfterSeconds === undefined ? "retry later" : `retry after ${error.retryAfterSeconds} s`;
  switch (error.kind) {
    case "not-found":
      return `${what}. Not retryable: check the id (owner/name); a private model needs a token with access (Authorization: Bearer <HF_TOKEN>)`;
    case "unauthorized":
      return `${what}. Not retryable as it is: send a token that has access (Authorization: Bearer <HF_TOKEN>)`;
    case "rate-limited":
      return `${what}. The hub is limiting requests: ${later}`;
    case "timeout":
      return `${what}. The hub did not answer in time: ${later}`;
    case "unavailable":
      return `${what}. The hub is failing for many models: ${later}`;
    default:
      return `${what}. The hub failed, not the request: ${later}`;
  }
}

function checkedRecord(value: unknown, field: string): ModelRecord {
  const id = (value as { id?: unknown }).id;
  if (typeof id === "string" && id.length > MAX_MODEL_ID_LENGTH)
    throw new ToolArgumentError(
      `${field}.id`,
      `${id.length} characters long; a model id has at most ${MAX_MODEL_ID_LENGTH} (the hub's own limit is ${HUB_ID_MAX_LENGTH})`,
    );
  const check = checkModelRecord(value);
  if (check.ok) return check.model;
  const problem = check.problems[0]!;
  throw new ToolArgumentError(problem.path ? `${field}.${problem.path}` : field, problem.message);
}
