/**
 * A small client for a hub's model API (`GET <hub>/api/models/<id>`), asking for the fields the
 * snippet generators read, the inference-provider mapping included.
 *
 * - Each attempt has its own time limit (`timeoutMs`); `deadlineMs` bounds the whole lookup,
 *   retries, waits and reading the answer included (no deadline when absent).
 * - 429, 5xx, timeouts and connection failures are retried (`retries` times) with exponential
 *   backoff and jitter; a `Retry-After` header, when given in seconds, is honoured (capped). A
 *   wait that would pass the deadline is not taken: the last failure is reported at once.
 * - An answer over `maxAnswerBytes` is refused unread (by its Content-Length) or while reading.
 * - 404 and 401/403 are answers, not accidents: they fail at once with a message that says
 *   what to do. The token is sent as a bearer header and never appears in any message.
 */
import { readLimited } from "../load/read-limited.js";
import { HubError } from "./errors.js";

export const DEFAULT_HUB_URL = "https://huggingface.co";

/** The model fields we ask for; a hub answers with only these (plus `id`) when `expand` is used. */
export const MODEL_EXPAND_FIELDS = [
  "pipeline_tag",
  "library_name",
  "tags",
  "mask_token",
  "widgetData",
  "cardData",
  "config",
  "transformersInfo",
  "siblings",
  "gguf",
  "inferenceProviderMapping",
] as const;

export interface HubClientOptions {
  /** Hub base URL; default `https://huggingface.co`. */
  hubUrl?: string;
  /** Access token (`HF_TOKEN`), sent as `Authorization: Bearer …`. */
  token?: string;
  /** Time limit of one attempt, in milliseconds (default 10 000). */
  timeoutMs?: number;
  /** How many times a failed attempt is retried (default 3). */
  retries?: number;
  /** Time limit of the whole lookup, retries and waits included, in milliseconds (none by default). */
  deadlineMs?: number;
  /** Largest answer read, in bytes (default 16 MB): a larger one is a `bad-response`. */
  maxAnswerBytes?: number;
  /** First backoff delay in milliseconds, doubled at each retry (default 400). */
  backoffMs?: number;
  /** Longest wait between attempts, in milliseconds (default 10 000). */
  maxBackoffMs?: number;
  /** For tests: the fetch to use. */
  fetch?: typeof fetch;
  /**
   * How a record is looked up, when not by `fetchModelInfo` itself: a service passes its cache
   * (engine/server/hub-cache.ts), which shares concurrent lookups and remembers their outcome.
   */
  lookup?: (id: string) => Promise<unknown>;
}

const DEFAULT_MAX_ANSWER_BYTES = 16 * 1024 * 1024;

const RETRYABLE = (status: number) => status === 429 || status >= 500;

/** Checks a hub URL and drops its trailing slashes; throws a HubError naming the bad value. */
export function normaliseHubUrl(hubUrl: string): string {
  let url: URL;
  try {
    url = new URL(hubUrl);
  } catch {
    throw new HubError("network", `The hub URL ${JSON.stringify(hubUrl)} is not a URL; expected e.g. ${DEFAULT_HUB_URL}`, hubUrl);
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") {
    throw new HubError("network", `The hub URL ${JSON.stringify(hubUrl)} must start with https:// or http://`, hubUrl);
  }
  return hubUrl.replace(/\/+$/, "");
}

/** The address of a model in the hub's API (without the query), e.g. for messages. */
export function modelApiUrl(hubUrl: string, id: string): string {
  return `${normaliseHubUrl(hubUrl)}/api/models/${id.split("/").map(encodeURIComponent).join("/")}`;
}

/** Fetches a model record as the hub returns it (raw JSON; validate it with `ModelRecordSchema`). */
export async function fetchModelInfo(id: string, options: HubClientOptions = {}): Promise<unknown> {
  return (await fetchModelAnswer(id, options)).record;
}

/** The record and the size of the answer it was read from, in bytes (what a cache counts it as). */
export async function fetchModelAnswer(id: string, options: HubClientOptions = {}): Promise<{ record: unknown; bytes: number }> {
  const hub = normaliseHubUrl(options.hubUrl ?? DEFAULT_HUB_URL);
  const base = modelApiUrl(hub, id);
  const query = MODEL_EXPAND_FIELDS.map((f) => `expand[]=${encodeURIComponent(f)}`).join("&");
  const deadline = options.deadlineMs === undefined ? Number.POSITIVE_INFINITY : Date.now() + options.deadlineMs;
  const response = await fetchWithRetry(`${base}?${query}`, base, options, deadline);

  // The Hugging Face hub answers 401 for a missing repository when no token is sent (so that
  // private names stay hidden) and says which case it is in the X-Error-Code header.
  const errorCode = response.headers.get("x-error-code");
  if (response.status === 404 || (errorCode === "RepoNotFound" && (response.status === 401 || response.status === 403))) {
    const privateHint = options.token ? "" : "; if it is private, set HF_TOKEN to a token that has access to it";
    await response.body?.cancel().catch(() => {});
    throw new HubError("not-found", `Model ${id} not found on ${hub}${privateHint}`, base, response.status);
  }
  if (response.status === 401 || response.status === 403) {
    await response.body?.cancel().catch(() => {});
    const fix = options.token
      ? "the token in HF_TOKEN has no access to it; request access on the model page or use another token"
      : "set HF_TOKEN to a token that has access to it";
    throw new HubError("unauthorized", `Model ${id} on ${hub} is gated or private (HTTP ${response.status}): ${fix}`, base, response.status);
  }
  if (!response.ok) {
    await response.body?.cancel().catch(() => {});
    throw new HubError("server", `${hub} answered HTTP ${response.status} for ${base}`, base, response.status);
  }
  const bytes = await readAnswer(response, base, options.maxAnswerBytes ?? DEFAULT_MAX_ANSWER_BYTES, options.deadlineMs);
  const text = new TextDecoder().decode(bytes);
  try {
    return { record: JSON.parse(text) as unknown, bytes: bytes.byteLength };
  } catch {
    throw new HubError("bad-response", `${hub} answered ${base} with something that is not JSON: ${text.slice(0, 60)}`, base, response.status);
  }
}

/** The answer's bytes within `limit`; a connection cut or timed out mid-answer is a HubError. */
async function readAnswer(response: Response, url: string, limit: number, deadlineMs: number | undefined): Promise<Uint8Array> {
  const tooLarge = () => new HubError("bad-response", `${url} answered more than ${limit} bytes; a model record is far smaller`, url, response.status);
  if (Number(response.headers.get("content-length") ?? 0) > limit) {
    await response.body?.cancel().catch(() => {});
    throw tooLarge();
  }
  if (!response.body) return new Uint8Array(0);
  let bytes: Uint8Array | undefined;
  try {
    bytes = await readLimited(response.body, limit);
  } catch (error) {
    const name = error instanceof Error ? error.name : "";
    if (name === "TimeoutError" || name === "AbortError")
      throw new HubError("timeout", `${url} stopped answering mid-answer${deadlineMs === undefined ? "" : ` (deadline ${deadlineMs} ms)`}`, url);
    throw new HubError("network", `The connection to ${url} was cut mid-answer`, url);
  }
  if (!bytes) throw tooLarge();
  return bytes;
}

async function fetchWithRetry(url: string, shownUrl: string, options: HubClientOptions, deadline: number): Promise<Response> {
  const doFetch = options.fetch ?? fetch;
  const timeoutMs = options.timeoutMs ?? 10_000;
  const retries = options.retries ?? 3;
  const headers: Record<string, string> = { accept: "application/json", "user-agent": "model-atlas" };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  const origin = new URL(url).origin;

  for (let attempt = 0; ; attempt++) {
    const tries = `tried ${attempt + 1} time${attempt === 0 ? "" : "s"}`;
    const left = deadline - Date.now();
    // The attempt's own limit, cut to what is left of the lookup's deadline.
    const limit = Math.max(1, Math.min(timeoutMs, left));
    let failure: HubError;
    let retryAfterMs: number | undefined;
    try {
      // The signal also bounds reading the answer (readAnswer above).
      const response = await doFetch(url, { headers, signal: AbortSignal.timeout(limit) });
      if (!RETRYABLE(response.status)) return response;
      retryAfterMs = parseRetryAfter(response.headers.get("retry-after"));
      await response.body?.cancel().catch(() => {});
      failure =
        response.status === 429
          ? new HubError(
              "rate-limited",
              `${origin} answered HTTP 429 for ${shownUrl} (${tries})`,
              shownUrl,
              429,
              retryAfterMs === undefined ? undefined : Math.ceil(retryAfterMs / 1000),
            )
          : new HubError("server", `${origin} answered HTTP ${response.status} for ${shownUrl} (${tries})`, shownUrl, response.status);
    } catch (error) {
      if (error instanceof HubError) throw error;
      // Cut by the deadline rather than by the attempt's own limit: say which, so the right one is raised.
      const within = left < timeoutMs ? `the lookup's deadline of ${options.deadlineMs} ms` : `${limit} ms`;
      failure = describeFailure(error, shownUrl, within, tries);
    }
    if (attempt >= retries) throw failure;
    const wait = backoffDelay(attempt, options, retryAfterMs);
    // No time left for the wait and another attempt: report now rather than past the deadline.
    if (Date.now() + wait >= deadline) throw failure;
    await sleep(wait);
  }
}

function describeFailure(error: unknown, url: string, within: string, tries: string): HubError {
  const name = error instanceof Error ? error.name : "";
  if (name === "TimeoutError" || name === "AbortError") {
    return new HubError("timeout", `No answer from ${url} within ${within} (${tries})`, url);
  }
  // Node's fetch hides the system error (ECONNREFUSED, ENOTFOUND…) in `cause`.
  const cause = error instanceof Error && error.cause instanceof Error ? error.cause : undefined;
  const code = (cause as NodeJS.ErrnoException | undefined)?.code;
  const reason = code ?? cause?.message ?? (error instanceof Error ? error.message : String(error));
  return new HubError("network", `Could not reach ${url}: ${reason} (${tries})`, url);
}

function backoffDelay(attempt: number, options: HubClientOptions, retryAfterMs: number | undefined): number {
  const max = options.maxBackoffMs ?? 10_000;
  const exponential = (options.backoffMs ?? 400) * 2 ** attempt;
  // Jitter spreads out clients that failed together, so they do not retry in lockstep.
  const jittered = exponential / 2 + Math.random() * (exponential / 2);
  return Math.min(max, Math.max(jittered, retryAfterMs ?? 0));
}

function parseRetryAfter(value: string | null): number | undefined {
  if (!value || !/^\d+$/.test(value.trim())) return undefined;
  return Number(value.trim()) * 1000;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
