/**
 * Percent-encoding of the values a request URL is built from (model ids, adapter paths, query
 * values), done once where the URL is built (./http.ts) so that every raw-HTTP client in every
 * language receives a URL it can send as it is. curl sends the text unchanged (and globs on
 * `[]{}`); python `requests` and `fetch` keep valid `%XX` escapes, so nothing is encoded twice.
 * The SDK clients are given the raw ids: they build and encode their URLs themselves.
 */

/**
 * Characters a path segment may hold as they are (RFC 3986 `pchar`): the unreserved ones, the
 * sub-delimiters, `:` and `@`. Everything else, `%` included, is encoded as UTF-8 bytes.
 */
const PCHAR = /[A-Za-z0-9\-._~!$&'()*+,;=:@]/;

export function encodePathSegment(segment: string): string {
  let out = "";
  for (const char of wellFormed(segment)) out += PCHAR.test(char) ? char : encodeURIComponent(char);
  return out;
}

/** A path of segments such as a model id (`org/name`): each segment encoded, the `/` kept. */
export function encodePath(path: string): string {
  return path.split("/").map(encodePathSegment).join("/");
}

/** A query-string value: everything but the unreserved characters is encoded. */
export function encodeQueryValue(value: string): string {
  return encodeURIComponent(wellFormed(value)).replace(/[!'()*]/g, escapeByte);
}

/** A lone surrogate has no UTF-8 form (encodeURIComponent throws): it becomes U+FFFD, as in `toWellFormed`. */
function wellFormed(text: string): string {
  return text.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, "\uFFFD");
}

function escapeByte(char: string): string {
  return `%${char.charCodeAt(0).toString(16).toUpperCase().padStart(2, "0")}`;
}
