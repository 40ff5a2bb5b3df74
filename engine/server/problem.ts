/**
 * Errors of the HTTP service as RFC 9457 `application/problem+json`: a stable `type` per kind,
 * the status, a title, the detail that says what to change, and for a bad argument the field.
 */
import { ProviderRefusedError, type ToolArgumentError } from "../tools/errors.js";
import { jsonAnswer, type Answer } from "./answer.js";

export const PROBLEM_TYPE = "application/problem+json";

export interface Problem {
  type: string;
  title: string;
  status: number;
  detail: string;
  /** The request field at fault (a bad argument). */
  field?: string;
  /** Where in the body (malformed JSON). */
  line?: number;
  column?: number;
  /** Every provider the model's mapping lists, staging ones included (422). */
  mapped?: readonly string[];
  /** The providers that can be named for the model instead (422). */
  valid?: readonly string[];
  /** Why the provider was refused (422): not-mapped, none-callable, mapped-unknown, task-unsupported. */
  refusal?: string;
}

/** Problem `type` URIs: relative references, resolved against the service's own address. */
export const PROBLEMS = {
  "invalid-argument": { status: 400, title: "Invalid argument" },
  "provider-not-mapped": { status: 422, title: "The model's provider mapping leaves this provider out" },
  "provider-unsupported": { status: 422, title: "Mapped, but this version writes no code for this provider" },
  "malformed-json": { status: 400, title: "Malformed JSON" },
  "body-too-deep": { status: 400, title: "Request body nested too deeply" },
  "unsupported-media-type": { status: 415, title: "Unsupported media type" },
  "body-too-large": { status: 413, title: "Request body too large" },
  "not-found": { status: 404, title: "Not found" },
  "method-not-allowed": { status: 405, title: "Method not allowed" },
  "forbidden-host": { status: 403, title: "Host or Origin not allowed" },
  "overloaded": { status: 503, title: "Too many requests in flight" },
  // Node's own refusals before a request reaches the handler (engine/cli/serve/node-http.ts).
  "bad-request": { status: 400, title: "Not a valid HTTP request" },
  "headers-too-large": { status: 431, title: "Request headers too large" },
  "request-timeout": { status: 408, title: "Request timeout" },
  "internal": { status: 500, title: "Internal error" },
} as const;

export type ProblemKind = keyof typeof PROBLEMS;

export function problem(kind: ProblemKind, detail: string, extra: Partial<Problem> = {}, headers: Record<string, string> = {}): Answer {
  const { status, title } = PROBLEMS[kind];
  const body: Problem = { type: `/problems/${kind}`, title, status, detail, ...extra };
  return jsonAnswer(body, status, headers, PROBLEM_TYPE);
}

/**
 * A handler's argument error: 400 naming the field, or 422 when the model plan refuses the
 * provider for this model: `provider-not-mapped` when the mapping leaves it out (or leaves none
 * callable), `provider-unsupported` when it is mapped but this version writes no code for it (a
 * provider it does not know, or no call for the task). Both list the mapping's providers and
 * those that can be named instead.
 */
export function argumentProblem(error: ToolArgumentError): Answer {
  if (error instanceof ProviderRefusedError && error.refusal !== "not-a-provider") {
    const kind = error.refusal === "mapped-unknown" || error.refusal === "task-unsupported" ? "provider-unsupported" : "provider-not-mapped";
    return problem(kind, error.message, { field: error.field, mapped: [...error.mapped], valid: [...error.valid], refusal: error.refusal });
  }
  return problem("invalid-argument", error.message, { field: error.field });
}
