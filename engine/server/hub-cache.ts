/**
 * Hub lookups for a shared service: a found record is kept (LRU with a time to live), a failed
 * lookup is remembered for a shorter time (so a client that retries at once costs neither the hub
 * nor the service again), and concurrent asks for one id share one lookup, retries included.
 * Each caller waits at most until its own request's deadline, whatever the shared lookup does.
 *
 * Keys are per id and token class. Anonymous lookups are shared, and both their records and their
 * failures kept. A lookup with a caller's token (a gated or private model) is never shared and its
 * record never kept, so it is never handed to another caller; of its failures only the hub's own
 * (5xx, 429, time-out, cut connection, unreadable answer) are remembered, never a 401, 403 or 404,
 * which depend on the token.
 */
import { fetchModelInfo, modelApiUrl, DEFAULT_HUB_URL, type HubClientOptions } from "../hub/client.js";
import { HubError } from "../hub/errors.js";

export interface HubCacheOptions {
  /** How many records (and, apart, failures) are kept (default 1,000). */
  size?: number;
  /** How long a record is kept, in milliseconds (default 10 minutes). */
  ttlMs?: number;
  /** How long a failed lookup is remembered, in milliseconds (default 30 s; a 429's Retry-After instead when given). */
  failureTtlMs?: number;
  /** The clock of the times to live (tests move it). */
  now?: () => number;
}

export interface HubLookups {
  /** One caller's lookup: its client options (token, lookup deadline) and its request's deadline. */
  lookup(id: string, client: HubClientOptions, deadline: { at: number; ms: number }): Promise<unknown>;
  /** Lookups sent to the hub (not answered from the cache, a remembered failure or a shared lookup). */
  readonly sent: number;
}

interface Entry<T> {
  value: T;
  expires: number;
}

export function hubLookups(options: HubCacheOptions & { fetchRecord?: typeof fetchModelInfo } = {}): HubLookups {
  const size = options.size ?? 1000;
  const ttl = options.ttlMs ?? 10 * 60_000;
  const failureTtl = options.failureTtlMs ?? 30_000;
  const now = options.now ?? Date.now;
  const fetchRecord = options.fetchRecord ?? fetchModelInfo;
  const records = new Map<string, Entry<unknown>>();
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

  const start = (id: string, key: string, client: HubClientOptions, anonymous: boolean): Promise<unknown> => {
    sent++;
    const { lookup: _lookup, ...plain } = client;
    const shared = fetchRecord(id, plain);
    if (anonymous) inFlight.set(key, shared);
    shared.then(
      (record) => {
        inFlight.delete(key);
        if (anonymous) keep(records, id, { value: record, expires: now() + ttl });
      },
      (error: unknown) => {
        inFlight.delete(key);
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
      const record = anonymous ? records.get(id) : undefined;
      if (record && record.expires > t) {
        keep(records, id, record);
        return Promise.resolve(record.value);
      }
      const failed = remembered(key, t);
      if (failed) return Promise.reject(failed);
      const shared = (anonymous ? inFlight.get(key) : undefined) ?? start(id, key, client, anonymous);
      // A failure just remembered is reported as a remembered one: with how long asking again gets the same answer.
      return withinDeadline(shared, deadline, modelApiUrl(client.hubUrl ?? DEFAULT_HUB_URL, id)).catch((error: unknown) => {
        throw (error instanceof HubError && remembered(key, now())) || error;
      });
    },
    get sent() {
      return sent;
    },
  };
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
