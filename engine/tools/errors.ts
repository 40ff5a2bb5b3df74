/**
 * The errors a tool's handler raises for its caller: a `ToolArgumentError` names the field at
 * fault (a dotted path, `model.inferenceProviderMapping.0.task`) and, where there is a list, the
 * valid values. Every surface renders it: MCP as a tool error result, REST as a 400 problem
 * (422 for a refused provider), the CLI as its invalid-input exit.
 */
export class ToolArgumentError extends Error {
  constructor(
    readonly field: string,
    message: string,
    /** The message already names the field (an engine error: `path: what is wrong`). */
    named = false,
  ) {
    super(named ? message : `${field}: ${message}`);
    this.name = "ToolArgumentError";
  }
}

/**
 * A provider the model plan refuses (engine/plan/provider-ask.ts): not in the record's mapping,
 * mapped but unknown to this version, or without a call for the task. `mapped` lists every
 * provider of the record's mapping; `valid` those that can be called.
 */
export class ProviderRefusedError extends ToolArgumentError {
  constructor(
    message: string,
    readonly refusal: string,
    readonly valid: readonly string[],
    readonly mapped: readonly string[],
  ) {
    super("provider", message);
    this.name = "ProviderRefusedError";
  }
}
