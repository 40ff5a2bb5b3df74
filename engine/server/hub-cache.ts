/**
 * Hub lookups for a shared service: a found record is kept (LRU with a time to live, bounded by
 * count and by bytes, each record counted as the size of the hub's answer), a failed
 * lookup is remembered for a shorter time (so a client that retries at once costs neither the hub
 * nor the service again), and concurrent asks for one id share one lookup, retries included.
 * Each caller waits at most until its own request's deadline, whatever the shared lookup does.
 *
 * Keys are per id and token class. Anonymous lookups are shared, and both their records and their
 * failures kept. A lookup with a caller's token (a gated or private model) is never shared and its
 * record never kept, so it is never handed to another caller; of its failures only the hub's own
 * (5xx, 429, time-out, cut connection, unreadable answer) are remembered, never a 401, 403 or 404,
 * which depend on the token. A circuit breaker (./hub-breaker.ts) refuses lookups at once while
 * the hub as a whole is failing; kept records are still served.
 */
import { fetchModelAnswer, modelApiUrl, DEFAULT_HUB_URL, type HubClientOptions } from "../hub/client.js";
import { HubError } from "../hub/errors.js";
import { hubBreaker, type HubBreakerOptions } from "./hub-breaker.js";

export interface HubCacheOptions {
  /** How many records (and, apart, failures) are kept (default 1,000). */
  size?: number;
  /** Bytes of kept records, each counted as the size of the hub's answer (default 16 MB); a larger record is not kept. */
  maxBytes?: number;
  /** How long a record is kept, in milliseconds (default 10 minutes). */
  ttlMs?: number;
  /** How long a failed lookup is remembered, in milliseconds (default 30 s; a 429's Retry-After instead when given). */
  failureTtlMs?: number;
  /** The circuit breaker's thresholds (./hub-breaker.ts), or false for none. */
  breaker?: HubBreakerOptions | false;
  /** The clock of the times to live and of the breaker (tests move it). */
  now?: () => number;
}

/** The default byte bound of the kept records. */
export const DEFAULT_HUB_CACHE_BYTES = 16 * 1024 * 1024;

export interface HubLookups {
  /** One caller's lookup: its client options (token, lookup deadline) and its request's deadline. */
  lookup(id: string, client: HubClientOptions, deadline: { at: number; ms: number }): Promise<unknown>;
  /** Lookups sent to the hub (not answered from the cache, a remembered failure or a shared lookup). */
  readonly sent: number;
  /** The records kept now and their bytes. */
  readonly kept: { records: number; bytes: number };
}

interface Entry<T> {
  value: T;
  expires: number;
}

export function hubLookups(options: HubCacheOptions & { fetchRecord?: typeof fetchModelAnswer } = {}): HubLookups {
  const size = options.size ?? 1000;
  const maxBytes = options.maxBytes ?? DEFAULT_HUB_CACHE_BYTES;
  const ttl = options.ttlMs ?? 10 * 60_000;
  const failureTtl = options.failureTtlMs ?? 30_000;
  const now = options.now ?? Date.now;
  const fetchRecord = options.fetchRecord ?? fetchModelAnswer;
  const breaker = options.breaker === false ? undefined : hubBreaker(options.breaker);
  const records = recordStore(size, maxBytes);
  const failures = new Map<string, Entry<HubError>>();
  const inFlight = new Map<string, Promise<unknown>>();
  let sent = 0;

  // A Map iterates in insertion order: deleting and setting again moves a key to the end, so the first key is the least recently used.
  const keep = <T>(map: Map<string, Entry<T>>, key: string, entry: Entry<T>) => {
    map.delete(key);
    map.set(key, entry);
    while (map.size > size) map.delete(map.keys().next().value!);
  };

  const remembered = (key: string, t: number): HubError | undefined => {
    const failed = failures.get(key);
    if (!failed) return undefined;
    if (failed.expires <= t) {
      failures.delete(key);
      return undefined;
    }
    // Asking again before it is forgotten gets the same answer: say when that will be.
    return failed.value.retryable ? failed.value.with({ retryAfterSeconds: Math.max(1, Math.ceil((failed.expires - t) / 1000)) }) : failed.value;
  };

  const start = (id: string, key: string, client: HubClientOptions, anonymous: boolean, probe: boolean): Promise<unknown> => {
    sent++;
    const { lookup: _lookup, ...plain } = client;
    const answer = fetchRecord(id, plain);
    const shared = answer.then((a) => a.record);
    if (anonymous) inFlight.set(key, shared);
    answer.then(
      (got) => {
        inFlight.delete(key);
        breaker?.record(id, undefined, now(), probe);
        if (anonymous) records.keep(id, { value: got.record, expires: now() + ttl, bytes: got.bytes });
      },
      (error: unknown) => {
        inFlight.delete(key);
        breaker?.record(id, error, now(), probe);
        if (!(error instanceof HubError) || (!anonymous && !error.retryable)) return;
        const wait = error.retryAfterSeconds === undefined ? failureTtl : Math.max(1000, error.retryAfterSeconds * 1000);
        keep(failures, key, { value: error, expires: now() + wait });
      },
    );
    return shared;
  };

  return {
    lookup(id, client, deadline) {
      const anonymous = !client.token;
      const key = `${anonymous ? "anonymous" : "token"} ${id}`;
      const t = now();
      const record = anonymous ? records.fresh(id, t) : undefined;
      if (record) return Promise.resolve(record);
      const failed = remembered(key, t);
      if (failed) return Promise.reject(failed);
      const url = modelApiUrl(client.hubUrl ?? DEFAULT_HUB_URL, id);
      let shared = anonymous ? inFlight.get(key) : undefined;
      if (!shared) {
        const admitted = breaker?.admit(t) ?? { probe: false };
        if ("refused" in admitted) return Promise.reject(pausedError(admitted.refused, url));
        shared = start(id, key, client, anonymous, admitted.probe);
      }
      // A failure just remembered is reported as a remembered one: with how long asking again gets the same answer.
      return withinDeadline(shared, deadline, url).catch((error: unknown) => {
        throw (error instanceof HubError && remembered(key, now())) || error;
      });
    },
    get sent() {
      return sent;
    },
    get kept() {
      return records.kept();
    },
  };
}

/**
 * Found records, least recently used first out, within a count and a byte bound (each counted as
 * the size of the hub's answer: the parsed record is larger, but in proportion).
 */
function recordStore(size: number, maxBytes: number) {
  const records = new Map<string, Entry<unknown> & { bytes: number }>();
  let bytes = 0;
  const drop = (id: string) => {
    const entry = records.get(id);
    if (!entry) return;
    records.delete(id);
    bytes -= entry.bytes;
  };
  return {
    /** The record while it lasts, moved to the most recently used end. */
    fresh(id: string, t: number): unknown {
      const entry = records.get(id);
      if (!entry) return undefined;
      records.delete(id);
      if (entry.expires <= t) {
        bytes -= entry.bytes;
        return undefined;
      }
      records.set(id, entry);
      return entry.value;
    },
    keep(id: string, entry: Entry<unknown> & { bytes: number }) {
      drop(id);
      // One record over the whole bound would only push everything else out.
      if (entry.bytes > maxBytes) return;
      records.set(id, entry);
      bytes += entry.bytes;
      while (records.size > size || bytes > maxBytes) drop(records.keys().next().value!);
    },
    kept: () => ({ records: records.size, bytes }),
  };
}

/** The breaker's refusal: what the hub did lately, and when a lookup goes to it again. */
function pausedError(refused: { retryAfterSeconds: number; failed: number; of: number }, url: string): HubError {
  const { origin } = new URL(url);
  return new HubError(
    "unavailable",
    `${origin} is failing: ${refused.failed} of the ${refused.of} models last asked of it failed (5xx, time-out or cut connection), so lookups of models not kept here are paused`,
    url,
    undefined,
    refused.retryAfterSeconds,
  );
}

/** The shared lookup, or a time-out at this caller's deadline, whichever comes first. */
function withinDeadline(shared: Promise<unknown>, deadline: { at: number; ms: number }, url: string): Promise<unknown> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new HubError("timeout", `No answer from ${url} within the request's deadline of ${deadline.ms} ms`, url)),
      Math.max(0, deadline.at - Date.now()),
    );
  });
  return Promise.race([shared, late]).finally(() => clearTimeout(timer));
}
