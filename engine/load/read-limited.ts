/**
 * A byte stream read whole within a limit: the HTTP service's request bodies and the hub
 * client's answers. Past the limit the stream is cancelled and nothing more is read; a stream
 * that fails (a cut connection, a time limit) rejects as it did.
 */

/** The stream's bytes, or undefined once they pass `limit` (the rest is not read). */
export async function readLimited(stream: ReadableStream<Uint8Array>, limit: number): Promise<Uint8Array | undefined> {
  const reader = stream.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel().catch(() => {});
      return undefined;
    }
    chunks.push(value);
  }
  if (chunks.length === 1) return chunks[0]!;
  const all = new Uint8Array(size);
  let at = 0;
  for (const c of chunks) {
    all.set(c, at);
    at += c.byteLength;
  }
  return all;
}
