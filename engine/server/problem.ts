/**
 * Errors of the HTTP service as RFC 9457 `application/problem+json`: a stable `type` per kind,
 * the status, a title, the detail that says what to change, and for a bad argument the field.
 */
import type { HubError } from "../hub/errors.js";
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
  "model-not-on-hub": { status: 404, title: "The hub has no such model" },
  "hub-token-needed": { status: 401, title: "Gated or private model: a token with access is needed" },
  "hub-token-refused": { status: 403, title: "Gated or private model: the token has no access" },
  "hub-failed": { status: 502, title: "The hub failed (5xx, cut connection or unreadable answer)" },
  "hub-rate-limited": { status: 503, title: "The hub is limiting requests" },
  "hub-timeout": { status: 504, title: "No answer from the hub within the deadline" },
  "hub-unavailable": { status: 503, title: "The hub is failing for many models: lookups are paused" },
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

/**
 * A failed hub lookup: the model's absence (404) or its gate (401 without a token, 403 with one
 * that lacks access) is an answer about the model; the hub's own failures are 502 (5xx, a cut
 * connection, an answer that is not a record), 503 (429, its Retry-After passed on) and 504 (no
 * answer within the deadline); while the circuit breaker is open, 503 too. Retryable ones carry
 * Retry-After when the hub, a remembered failure or the breaker says how long to wait.
 */
export function hubProblem(error: HubError, withToken: boolean): Answer {
  const kind: ProblemKind =
    error.kind === "not-found"
      ? "model-not-on-hub"
      : error.kind === "unauthorized"
        ? withToken
          ? "hub-token-refused"
          : "hub-token-needed"
        : error.kind === "rate-limited"
          ? "hub-rate-limited"
          : error.kind === "timeout"
            ? "hub-timeout"
            : error.kind === "unavailable"
              ? "hub-unavailable"
              : "hub-failed";
  const headers: Record<string, string> = {};
  if (error.retryable && error.retryAfterSeconds !== undefined) headers["retry-after"] = String(error.retryAfterSeconds);
  if (kind === "hub-token-needed") headers["www-authenticate"] = 'Bearer realm="hub"';
  return problem(kind, error.message, kind === "model-not-on-hub" ? { field: "model" } : {}, headers);
}
