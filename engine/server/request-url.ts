/**
 * A request's URL as the routes read it: its path and query. Parsing a whole URL per request
 * cost more than routing it, and nearly every request (every POST to the API) has a plain path
 * after its origin, which is its own `pathname`.
 */

/** What the routes read of a request's URL. */
export type RequestUrl = Pick<URL, "pathname" | "search" | "searchParams">;

/** A path of these characters only is its own `pathname`: nothing in it is normalised or decoded. */
const PLAIN_PATH = /^\/[A-Za-z0-9_~/-]*$/;
/** What may come before such a path: a scheme, `://`, and an authority without `?`, `#` or `\`. */
const ORIGIN = /^[a-z][a-z0-9+.-]*:\/\/[^/?#\\]*$/i;

/** Whether an origin takes a plain path as it is, by origin: a Host header repeats from request to request. */
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
 * The request URL's path and query. After an origin that parses, a plain path is taken as it
 * is. Anything else goes through `URL`; a URL that does not parse routes nowhere.
 */
export function requestUrl(href: string): RequestUrl {
  const authority = href.indexOf("://");
  const slash = authority < 0 ? -1 : href.indexOf("/", authority + 3);
  if (slash >= 0) {
    const path = href.slice(slash);
    if (PLAIN_PATH.test(path)) {
      const origin = href.slice(0, slash);
      let plain = ORIGINS.get(origin);
      if (plain === undefined) {
        if (ORIGINS.size >= 256) ORIGINS.clear();
        ORIGINS.set(origin, (plain = ORIGIN.test(origin) && parses(origin)));
      }
      if (plain) return new PlainUrl(path);
    }
  }
  try {
    return new URL(href);
  } catch {
    return new URL("http://invalid/");
  }
}

/** Whether `new URL(href)` takes it. (Not `URL.canParse`: on Node 20, once optimised, it says false for some non-ASCII URLs that parse.) */
function parses(href: string): boolean {
  try {
    new URL(href);
    return true;
  } catch {
    return false;
  }
}
