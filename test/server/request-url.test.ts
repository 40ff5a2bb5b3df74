/**
 * The routes' view of a request URL (engine/server/request-url.ts): a plain path is taken as it
 * is instead of parsed, so for every URL its path and query must be what `URL` makes of them,
 * and a URL that does not parse must route nowhere, as before.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { requestUrl } from "../../engine/server/request-url.js";

/** What the handler read of a URL when it parsed every one. */
function parsed(href: string) {
  let url: URL;
  try {
    url = new URL(href);
  } catch {
    url = new URL("http://invalid/");
  }
  return { pathname: url.pathname, search: url.search, params: [...url.searchParams] };
}

const seen = (href: string) => {
  const url = requestUrl(href);
  return { pathname: url.pathname, search: url.search, params: [...url.searchParams] };
};

const ORIGINS = [
  "http://localhost",
  "http://127.0.0.1:8080",
  "http://[::1]:8080",
  "http://example.org:99999",
  "http://a b",
  "http://user@host",
  "http://host:",
  "http://",
  "http://1.2.3.999",
  "http://xn--nxasmq6b",
  "http://ho%st",
  "https://EXAMPLE.org",
];

describe("request URL", () => {
  it("gives the path and query URL gives, for plain paths and odd ones, after good and bad origins", () => {
    const char = fc.constantFrom(..."abcXYZ019-_~/.%2e?&=#\\ é@:".split(""));
    fc.assert(
      fc.property(fc.constantFrom(...ORIGINS), fc.array(char, { maxLength: 20 }), (origin, chars) => {
        const href = `${origin}/${chars.join("")}`;
        expect(seen(href), href).toEqual(parsed(href));
      }),
      { numRuns: 3000 },
    );
  });

  it("takes the API's own paths as they are, and routes an origin that does not parse nowhere", () => {
    expect(seen("http://localhost:8080/v1/snippets")).toEqual({ pathname: "/v1/snippets", search: "", params: [] });
    expect(seen("http://localhost:8080/mcp")).toEqual({ pathname: "/mcp", search: "", params: [] });
    expect(seen("http://a b/v1/snippets").pathname).toBe("/");
    expect(seen("http://localhost:99999/v1/snippets").pathname).toBe("/");
    expect(seen("http://localhost/v1/tasks?q=a%20b").params).toEqual([["q", "a b"]]);
    expect(seen("http://localhost/v1/../mcp").pathname).toBe("/mcp");
  });
});
