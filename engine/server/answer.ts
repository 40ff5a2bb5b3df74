/**
 * What a route answers, before it becomes a `Response`: status, headers and a complete body
 * (every answer of the service is one document). The handler gives it its Content-Length and
 * log line, and makes one `Response` of it; the Node host writes it without any `Response` at
 * all (a web stream per answer costs more than the answer itself).
 */
export interface Answer {
  status: number;
  headers: Record<string, string>;
  body: string | Uint8Array | null;
}

/**
 * An answer as it goes out: its body (none for HEAD, 204 and 304), its Content-Length set. A
 * text body stays text: the host encodes it as it writes (Node straight into the socket's
 * buffer), which costs less than a byte array per answer.
 */
export interface SentAnswer {
  status: number;
  headers: Record<string, string>;
  body: Uint8Array<ArrayBuffer> | string | null;
}

export const answer = (status: number, headers: Record<string, string>, body: string | Uint8Array | null = null): Answer => ({ status, headers, body });

export const jsonAnswer = (value: unknown, status = 200, headers: Record<string, string> = {}, type = "application/json; charset=utf-8"): Answer =>
  answer(status, { "content-type": type, ...headers }, JSON.stringify(value));

/** A `Response` some library gave (the MCP transport), read into an answer. */
export async function answerOfResponse(response: Response): Promise<Answer> {
  const headers: Record<string, string> = {};
  response.headers.forEach((value, key) => {
    headers[key] = value;
  });
  return answer(response.status, headers, response.body ? new Uint8Array(await response.arrayBuffer()) : null);
}
