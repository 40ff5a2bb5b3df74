/**
 * The one rule for a custom endpoint (`SnippetRequest.endpointUrl`), shared by the engine's
 * request check (./snippet.ts), the command line's `--endpoint-url` and the tool layer: the URL
 * goes into code people run, so it must be an absolute `http://` or `https://` URL with a host,
 * written without spaces around it. Characters a URL cannot hold further on (a space in the
 * path, a quote) are fine here: the engine percent-encodes them (engine/inference/call/url-encoding.ts).
 */
import { Checker, issue, typeIssue } from "./check.js";

/** An example shown beside the rule in messages. */
export const ENDPOINT_URL_EXAMPLE = "https://xyz.endpoints.huggingface.cloud/v1";

/** Scheme and the first character of a host: `http://` or `https://` (any case), then no `/`, `?`, `#` or space. */
const HEAD = /^https?:\/\/[^/?#\s]/i;

/**
 * Why `value` is not a custom endpoint the engine calls, as a sentence naming the value and what
 * is expected; undefined for a good one. `http://[::1]:8080/v1` and `https://a.b/c d` pass;
 * `not a url`, `ftp://x`, `https://`, `javascript:alert(1)` and ` https://x` do not.
 */
export function endpointUrlProblem(value: string): string | undefined {
  let host = "";
  try {
    host = new URL(value).hostname;
  } catch {
    host = "";
  }
  const spaces = value.trim() !== value;
  if (!spaces && HEAD.test(value) && host !== "") return undefined;
  return `${JSON.stringify(value)} is not an absolute http:// or https:// URL with a host${spaces ? " (it has spaces around it)" : ""}, such as ${ENDPOINT_URL_EXAMPLE}`;
}

/** A string that passes `endpointUrlProblem`: the checker of `SnippetRequest.endpointUrl`. */
/* @__NO_SIDE_EFFECTS__ */
export function endpointUrlString(): Checker<string, string, "required"> {
  return new Checker<string, string, "required">(
    (value, path, issues) => {
      if (typeof value !== "string") issues.push(typeIssue("string", value, path));
      else {
        const problem = endpointUrlProblem(value);
        if (problem) issues.push(issue("invalid_format", path, problem));
      }
      return value as string;
    },
    "string",
    "required",
  );
}
