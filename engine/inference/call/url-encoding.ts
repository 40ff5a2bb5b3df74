/**
 * Percent-encoding of the values a request URL is built from (model ids, adapter paths, query
 * values), done once where the URL is built (./http-request.ts) so that every raw-HTTP client in every
 * language receives a URL it can send as it is. curl sends the text unchanged (and globs on
 * `[]{}`); python `requests` and `fetch` keep valid `%XX` escapes, so nothing is encoded twice.
 * The SDK clients are given the raw ids: they build and encode their URLs themselves.
 */

/**
 * Characters a path segment may hold as they are (RFC 3986 `pchar`): the unreserved ones, the
 * sub-delimiters, `:` and `@`. Everything else, `%` included, is encoded as UTF-8 bytes.
 */
const PCHAR = /[A-Za-z0-9\-._~!$&'()*+,;=:@]/;

/** A segment of such characters only (nearly every model id's), which is its own encoding. */
const PCHARS = /^[A-Za-z0-9\-._~!$&'()*+,;=:@]*$/;

export function encodePathSegment(segment: string): string {
  if (PCHARS.test(segment)) return segment;
  let out = "";
  for (const char of wellFormed(segment)) out += PCHAR.test(char) ? char : encodeURIComponent(char);
  return out;
}

/** A path of segments such as a model id (`org/name`): each segment encoded, the `/` kept. */
export function encodePath(path: string): string {
  return PATH_OF_PCHARS.test(path) ? path : path.split("/").map(encodePathSegment).join("/");
}

/** Segments of `PCHARS` only, joined by `/`: its own encoding, as every segment is. */
const PATH_OF_PCHARS = /^[A-Za-z0-9\-._~!$&'()*+,;=:@/]*$/;

/** A query-string value: everything but the unreserved characters is encoded. */
export function encodeQueryValue(value: string): string {
  return encodeURIComponent(wellFormed(value)).replace(/[!'()*]/g, escapeByte);
}

/** Characters a URL may hold as they are (RFC 3986: the unreserved and reserved ones, but `[` `]`, which only an IPv6 host may hold). */
const URL_CHAR = /[A-Za-z0-9\-._~:/?#@!$&'()*+,;=]/;
/** The authority of a URL (user, host, port): percent-escapes, an IPv6 host in brackets, nothing else to encode. */
const AUTHORITY = /^[A-Za-z0-9\-._~%!$&'()*+,;=:@[\]]*$/;

/**
 * A pasted URL with every character a URL cannot hold percent-encoded (a quote, a space, `<`,
 * `{`, `|`, non-ASCII text, …) and its valid `%XX` escapes kept, so that strict parsers (Ruby's
 * `URI()`, Java's `URI.create`) take it and curl does not glob on `[]{}`. The scheme and host are
 * not encoded: a host with such a character is refused (`problem` says why).
 */
export function encodeUrl(url: string): { url: string; problem?: string } {
  const head = /^([A-Za-z][A-Za-z0-9+.-]*:\/\/)([^/?#]*)/.exec(url);
  const authority = head?.[2] ?? "";
  if (head && !AUTHORITY.test(authority)) return { url, problem: `the host ${JSON.stringify(authority)} holds characters a URL's host cannot` };
  const rest = [...wellFormed(url.slice(head ? head[0].length : 0))];
  let out = head ? head[0] : "";
  rest.forEach((char, i) => {
    const escape = char === "%" && /^[0-9A-Fa-f]{2}$/.test(rest.slice(i + 1, i + 3).join(""));
    out += escape || URL_CHAR.test(char) ? char : encodeURIComponent(char);
  });
  return { url: out };
}

/** A lone surrogate has no UTF-8 form (encodeURIComponent throws): it becomes U+FFFD, as in `toWellFormed`. */
function wellFormed(text: string): string {
  return text.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, "\uFFFD");
}

function escapeByte(char: string): string {
  return `%${char.charCodeAt(0).toString(16).toUpperCase().padStart(2, "0")}`;
}
