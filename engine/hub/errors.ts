/**
 * What can go wrong when asking a hub for a model, each kind with a message a person can act
 * on. The CLI maps `kind` to its exit code, the HTTP service to a status (engine/server/problem.ts).
 * Messages never contain the access token.
 */

export type HubErrorKind =
  | "not-found" // 404: no such model (or the hub hides it from this token)
  | "unauthorized" // 401/403: gated or private; a token with access is needed
  | "timeout" // no answer within the time limit, after every retry
  | "network" // the connection failed (DNS, refused, reset), after every retry
  | "rate-limited" // 429 after every retry (or a Retry-After past the deadline)
  | "server" // 5xx after every retry, or another unexpected status
  | "bad-response" // the answer is not the JSON model record we asked for (or too large)
  | "unavailable"; // a service's circuit breaker is open: the hub failed for many models, lookups are paused

/** Failures of the hub itself, which may pass: worth retrying later. */
const RETRYABLE_KINDS: ReadonlySet<HubErrorKind> = new Set(["timeout", "network", "rate-limited", "server", "bad-response", "unavailable"]);

export class HubError extends Error {
  readonly kind: HubErrorKind;
  readonly status?: number;
  readonly url: string;
  /** Seconds the hub (or a remembered failure) asks the caller to wait before asking again. */
  readonly retryAfterSeconds?: number;

  constructor(kind: HubErrorKind, message: string, url: string, status?: number, retryAfterSeconds?: number) {
    super(message);
    this.name = "HubError";
    this.kind = kind;
    this.url = url;
    if (status !== undefined) this.status = status;
    if (retryAfterSeconds !== undefined) this.retryAfterSeconds = retryAfterSeconds;
  }

  /** True when the hub failed (not the request): asking again later may succeed. */
  get retryable(): boolean {
    return RETRYABLE_KINDS.has(this.kind);
  }

  /** The same failure with another message or wait (a remembered failure, a lookup's own wording). */
  with(change: { message?: string; retryAfterSeconds?: number }): HubError {
    return new HubError(this.kind, change.message ?? this.message, this.url, this.status, change.retryAfterSeconds ?? this.retryAfterSeconds);
  }
}
