/**
 * What can go wrong when asking a hub for a model, each kind with a message a person can act
 * on. The CLI maps `kind` to its exit code. Messages never contain the access token.
 */

export type HubErrorKind =
  | "not-found" // 404: no such model (or the hub hides it from this token)
  | "unauthorized" // 401/403: gated or private; a token with access is needed
  | "timeout" // no answer within the time limit, after every retry
  | "network" // the connection failed (DNS, refused, reset), after every retry
  | "server" // 429 or 5xx after every retry, or another unexpected status
  | "bad-response"; // the answer is not the JSON model record we asked for

export class HubError extends Error {
  readonly kind: HubErrorKind;
  readonly status?: number;
  readonly url: string;

  constructor(kind: HubErrorKind, message: string, url: string, status?: number) {
    super(message);
    this.name = "HubError";
    this.kind = kind;
    this.url = url;
    if (status !== undefined) this.status = status;
  }
}
