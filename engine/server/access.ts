/**
 * Who may call: the `Host` header against an allowlist (the DNS-rebinding protection the MCP
 * specification asks of a local server), a browser's `Origin` against the same names or the
 * configured CORS origins, and the CORS headers, sent only to origins that were configured.
 */
import type { Incoming } from "./incoming.js";
export interface AccessOptions {
  /** Host names (optionally with :port) the service answers to; any when absent. */
  allowedHosts?: readonly string[];
  /** Origins (https://app.example) a browser page may call from, or "*"; none when absent. */
  cors?: readonly string[];
}

/** The local names: the default allowlist when bound to a loopback address. */
export const LOCAL_HOSTS = ["localhost", "127.0.0.1", "[::1]"] as const;

const hostname = (host: string) => host.toLowerCase().replace(/:\d+$/, "");

function hostAllowed(host: string, allowed: readonly string[]): boolean {
  const h = host.toLowerCase();
  return allowed.some((a) => {
    const want = a.toLowerCase();
    return /:\d+$/.test(want) ? want === h : want === hostname(h);
  });
}

/** Why the request is refused (403), or undefined. */
export function checkHostAndOrigin(request: Incoming, options: AccessOptions): string | undefined {
  const host = request.headers.get("host") ?? new URL(request.url).host;
  if (options.allowedHosts && !hostAllowed(host, options.allowedHosts)) return `the Host ${JSON.stringify(hostname(host))} is not one this service answers to`;
  const origin = request.headers.get("origin");
  if (origin === null || !options.allowedHosts) return undefined;
  if (options.cors?.includes("*") || options.cors?.includes(origin)) return undefined;
  let originHost: string;
  try {
    originHost = new URL(origin).host;
  } catch {
    return "the Origin header is not a URL";
  }
  return hostAllowed(originHost, options.allowedHosts) ? undefined : `the Origin ${JSON.stringify(origin)} is not allowed`;
}

/** CORS headers for this request: only for a configured origin. */
export function corsHeaders(request: Incoming, options: AccessOptions): Record<string, string> {
  const origin = request.headers.get("origin");
  if (!origin || !options.cors?.length) return {};
  const any = options.cors.includes("*");
  if (!any && !options.cors.includes(origin)) return {};
  return {
    "access-control-allow-origin": any ? "*" : origin,
    "access-control-allow-methods": "GET, POST, OPTIONS",
    "access-control-allow-headers": "content-type, accept, authorization, mcp-protocol-version",
    "access-control-max-age": "600",
    ...(any ? {} : { vary: "origin" }),
  };
}
