/**
 * A request's URL as the routes read it: its path and query. Parsing a whole URL per request
 * cost more than routing it, and nearly every request (every POST to the API) has a plain path
 * after its origin, which is its own `pathname`.
 */

/** What the routes read of a request's URL. */
export type RequestUrl = Pick<URL, "pathname" | "search" | "searchParams">;

/** An origin, then a plain path (no query, no dot, no escape: every POST to the API). */
const PLAIN_PATH = /^([a-z][a-z0-9+.-]*:\/\/[^/?#\\]*)(\/[A-Za-z0-9_~/-]*)$/i;

/** Whether an origin parses as a URL's, by origin: a Host header repeats from request to request. */
const ORIGINS = new Map<string, boolean>();

/** A plain path's URL, as much of it as the routes read. */
class PlainUrl implements RequestUrl {
  readonly search = "";
  constructor(readonly pathname: string) {}
  get searchParams(): URLSearchParams {
    return new URLSearchParams();
  }
}

/**
 * The request URL's path and query. After an origin that parses, a plain path is its own
 * `pathname` (nothing in it is normalised or decoded), so it is taken as it is: parsing the URL
 * of every request cost more than routing it. Anything else goes through `URL`; a URL that does
 * not parse routes nowhere.
 */
export function requestUrl(href: string): RequestUrl {
  const plain = PLAIN_PATH.exec(href);
  if (plain) {
    const origin = plain[1]!;
    let parses = ORIGINS.get(origin);
    if (parses === undefined) {
      if (ORIGINS.size >= 256) ORIGINS.clear();
      ORIGINS.set(origin, (parses = URL.canParse(origin)));
    }
    if (parses) return new PlainUrl(plain[2]!);
  }
  try {
    return new URL(href);
  } catch {
    return new URL("http://invalid/");
  }
}
