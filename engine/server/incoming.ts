/**
 * What the handler reads of a request: its method, URL, headers by name, and its body, either
 * as a web stream or, when the host has already read a small body whole, as bytes. A web
 * `Request` is one; the Node host passes a lighter object for small bodies instead of building
 * a `Request` and its `Headers` per request, and gives the MCP transport (which takes a real
 * `Request`) one made on demand.
 */
export interface Incoming {
  readonly method: string;
  readonly url: string;
  readonly headers: { get(name: string): string | null };
  readonly body: ReadableStream<Uint8Array> | null;
  /** The whole body, when the host read it before the handler ran. */
  readonly wholeBody?: Uint8Array<ArrayBuffer>;
  /** The request as a web `Request` (absent: the incoming value is one). */
  toRequest?(): Request;
}

export function webRequest(incoming: Incoming): Request {
  return incoming.toRequest ? incoming.toRequest() : (incoming as unknown as Request);
}
