/**
 * The hub client's `fetch` for a shared service: answers to anonymous requests are kept (LRU with
 * a time to live), and concurrent asks for one URL share one request in flight. A request that
 * carries a caller's Authorization (a gated or private model) bypasses both, so its answer is
 * never kept and never handed to another caller.
 */
export interface HubCacheOptions {
  /** How many answers are kept (default 1,000). */
  size?: number;
  /** How long an answer is kept, in milliseconds (default 10 minutes). */
  ttlMs?: number;
  /** The fetch underneath (tests pass their own). */
  fetch?: typeof fetch;
  /** The clock (tests move it). */
  now?: () => number;
}

interface Kept {
  status: number;
  headers: [string, string][];
  body: string;
  expires: number;
}

export interface CachedFetch {
  fetch: typeof fetch;
  /** Requests sent to the hub (not answered from the cache or a shared request). */
  readonly sent: number;
}

export function cachedHubFetch(options: HubCacheOptions = {}): CachedFetch {
  const size = options.size ?? 1000;
  const ttl = options.ttlMs ?? 10 * 60_000;
  const now = options.now ?? Date.now;
  const base = options.fetch ?? ((input, init) => fetch(input, init));
  // A Map iterates in insertion order: deleting and setting again moves a key to the end, so the first key is the least recently used.
  const kept = new Map<string, Kept>();
  const inFlight = new Map<string, Promise<Kept>>();
  let sent = 0;

  const replay = (k: Kept) => new Response(k.body, { status: k.status, headers: k.headers });

  const cachedFetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input instanceof Request ? input.url : input);
    const headers = new Headers(init?.headers);
    if (headers.has("authorization")) {
      sent++;
      return base(input, init);
    }
    const hit = kept.get(url);
    if (hit && hit.expires > now()) {
      kept.delete(url);
      kept.set(url, hit);
      return replay(hit);
    }
    kept.delete(url);
    let shared = inFlight.get(url);
    if (!shared) {
      sent++;
      // The shared request is not tied to the first caller's time limit: each caller keeps its own below.
      const { signal: _signal, ...rest } = init ?? {};
      shared = base(url, rest).then(async (response) => ({
        status: response.status,
        headers: [...response.headers],
        body: await response.text(),
        expires: now() + ttl,
      }));
      inFlight.set(url, shared);
      void shared.then(
        (answer) => {
          inFlight.delete(url);
          // Only found records are kept: a 404, 429 or 5xx may change at the next ask.
          if (answer.status !== 200) return;
          kept.set(url, answer);
          while (kept.size > size) kept.delete(kept.keys().next().value!);
        },
        () => inFlight.delete(url),
      );
    }
    const signal = init?.signal;
    const answer = signal ? await Promise.race([shared, aborted(signal)]) : await shared;
    return replay(answer);
  }) as typeof fetch;

  return {
    fetch: cachedFetch,
    get sent() {
      return sent;
    },
  };
}

function aborted(signal: AbortSignal): Promise<never> {
  return new Promise((_, reject) => {
    if (signal.aborted) reject(signal.reason);
    signal.addEventListener("abort", () => reject(signal.reason), { once: true });
  });
}
