/** An engine call whose input errors (bad request fields, as AtlasError) become the tool's argument errors. */
import { AtlasError } from "../errors/atlas-error.js";
import { ToolArgumentError } from "./errors.js";

export function engineCall<T>(call: () => T): T {
  try {
    return call();
  } catch (error) {
    if (error instanceof AtlasError) throw new ToolArgumentError(error.problems[0]?.path || "arguments", error.message, true);
    throw error;
  }
}
