/**
 * A circuit breaker in front of a service's hub lookups. When the hub as a whole is failing,
 * sending it every request only adds to its load and makes each caller wait for its deadline:
 * while open, a lookup the cache cannot answer is refused at once (503 with Retry-After); after
 * a pause one probe goes through (half-open), and its outcome closes the breaker or opens it again.
 *
 * It opens on a hub-wide rate only: at least `minLookups` models looked up within `windowMs`,
 * `failureRatio` of them or more failing with a 5xx, a time-out or a cut connection. Each model
 * counts once in the window, by its last outcome, so one model's failures, however many, are one
 * failure and cannot refuse another model. An answer about the model (404, 401, 403), a 429 or an
 * answer that is not a record comes from a hub that works: it counts as a success.
 */
import type { HubError } from "../hub/errors.js";

export interface HubBreakerOptions {
  /** Fewest models looked up within the window before the rate counts (default 20). */
  minLookups?: number;
  /** The window the rate is taken over, in milliseconds (default 30 s). */
  windowMs?: number;
  /** Share of those models whose last lookup failed that opens the breaker (default 0.5). */
  failureRatio?: number;
  /** How long it stays open before a probe, in milliseconds (default 30 s). */
  openMs?: number;
}

/** Whether a lookup may go to the hub: as a probe when half-open, or refused with the seconds to wait. */
export type Admission = { probe: boolean } | { refused: { retryAfterSeconds: number; failed: number; of: number } };

export interface HubBreaker {
  admit(t: number): Admission;
  /** The outcome of a lookup that went to the hub (`probe` as admitted). */
  record(id: string, error: unknown, t: number, probe: boolean): void;
}

/** The hub's own failures; everything else is an answer of a working hub. */
const FAILING = new Set<HubError["kind"]>(["server", "timeout", "network"]);

/** Models kept in the window at most: the rate over the latest ones is as telling, and memory stays bounded. */
const MAX_WINDOW = 10_000;

export function hubBreaker(options: HubBreakerOptions = {}): HubBreaker {
  const minLookups = options.minLookups ?? 20;
  const windowMs = options.windowMs ?? 30_000;
  const ratio = options.failureRatio ?? 0.5;
  const openMs = options.openMs ?? 30_000;
  // Each model's last outcome, oldest first (a Map iterates in insertion order).
  const window = new Map<string, { t: number; failed: boolean }>();
  let failed = 0;
  let openUntil = 0;
  let probing = false;
  let opened = { failed: 0, of: 0 };

  const forget = (id: string) => {
    const last = window.get(id);
    if (!last) return;
    window.delete(id);
    if (last.failed) failed--;
  };
  const open = (t: number) => {
    opened = { failed, of: window.size };
    openUntil = t + openMs;
    window.clear();
    failed = 0;
  };
  const state = (t: number) => (openUntil === 0 ? "closed" : t < openUntil ? "open" : "half-open");

  return {
    admit(t) {
      const now = state(t);
      if (now === "closed") return { probe: false };
      if (now === "half-open" && !probing) {
        probing = true;
        return { probe: true };
      }
      // While the probe is out, ask again shortly; while open, when the probe will go.
      const wait = now === "open" ? Math.ceil((openUntil - t) / 1000) : 1;
      return { refused: { retryAfterSeconds: Math.max(1, wait), ...opened } };
    },
    record(id, error, t, probe) {
      const isFailure = error !== undefined && FAILING.has((error as HubError).kind);
      if (probe) {
        probing = false;
        if (isFailure) open(t);
        else openUntil = 0;
        return;
      }
      // Outcomes of lookups sent before it opened say nothing new.
      if (openUntil !== 0) return;
      forget(id);
      window.set(id, { t, failed: isFailure });
      if (isFailure) failed++;
      for (const [oldest, last] of window) {
        if (last.t > t - windowMs && window.size <= MAX_WINDOW) break;
        forget(oldest);
      }
      // The share against the ratio, not the count against ratio × size: 0.55 × 100 is 55.00000000000001.
      if (window.size >= minLookups && failed / window.size >= ratio) open(t);
    },
  };
}
