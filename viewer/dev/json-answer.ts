/** JSON answers and request bodies for the dev server's own endpoints (errors as problem+json). */
import type { IncomingMessage, ServerResponse } from "node:http";

export function answer(res: ServerResponse, status: number, body: unknown): void {
  res.statusCode = status;
  res.setHeader("Content-Type", status >= 400 ? "application/problem+json" : "application/json");
  res.setHeader("Cache-Control", "no-store");
  res.end(JSON.stringify(status >= 400 ? { status, title: "Refused", detail: body } : body));
}

/** The request's body as JSON, at most `limit` bytes. */
export async function readJson(req: IncomingMessage, limit = 1_000_000): Promise<unknown> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > limit) throw new Error(`the body is over ${limit} bytes`);
    chunks.push(chunk as Buffer);
  }
  return JSON.parse(Buffer.concat(chunks).toString("utf8"));
}
