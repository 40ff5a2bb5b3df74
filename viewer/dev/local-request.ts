/**
 * Whether a request to a dev-server endpoint comes from this machine: its Host names
 * localhost (so a DNS name pointed at the machine is refused), its Origin, when a browser
 * sends one, is a local page (so another site open in the browser cannot post to it), and
 * the connection is from a loopback address.
 */
import type { IncomingMessage } from "node:http";

const LOCAL_NAMES = new Set(["localhost", "127.0.0.1", "[::1]"]);

function localName(hostAndPort: string): boolean {
  try {
    return LOCAL_NAMES.has(new URL(`http://${hostAndPort}`).hostname);
  } catch {
    return false;
  }
}

function localOrigin(origin: string): boolean {
  try {
    const url = new URL(origin);
    return (url.protocol === "http:" || url.protocol === "https:") && LOCAL_NAMES.has(url.hostname);
  } catch {
    return false;
  }
}

const loopback = (address: string | undefined) => address === "::1" || address?.startsWith("127.") === true || address?.startsWith("::ffff:127.") === true;

/** Why the request is refused, or undefined when it is local. */
export function notLocal(req: IncomingMessage): string | undefined {
  const host = req.headers.host ?? "";
  if (!localName(host)) return `Host ${JSON.stringify(host)} is not localhost: this endpoint answers only to this machine`;
  const origin = req.headers.origin;
  if (origin !== undefined && !localOrigin(origin)) return `Origin ${JSON.stringify(origin)} is not a local page`;
  if (!loopback(req.socket.remoteAddress)) return `the connection comes from ${req.socket.remoteAddress ?? "an unknown address"}, not this machine`;
  return undefined;
}
