/**
 * Content negotiation by the Accept header (RFC 9110 §12.5.1): the offered type with the highest
 * quality the caller gives it, the first offered on a tie; a type at `q=0` is never chosen. No
 * Accept, or only `*\/*`, picks the first offered.
 */
export function preferred(accept: string, offered: readonly [string, ...string[]]): string | undefined {
  if (!accept.trim()) return offered[0];
  const ranges = accept.split(",").map((part) => {
    const [type = "", ...params] = part.split(";").map((p) => p.trim().toLowerCase());
    const q = params.find((p) => p.startsWith("q="));
    const quality = q ? Number(q.slice(2)) : 1;
    return { type, quality: Number.isFinite(quality) ? quality : 0 };
  });
  const qualityOf = (type: string) => {
    const [main] = type.split("/");
    const exact = ranges.find((r) => r.type === type);
    const family = ranges.find((r) => r.type === `${main}/*`);
    const any = ranges.find((r) => r.type === "*/*");
    return (exact ?? family ?? any)?.quality ?? 0;
  };
  let best: string | undefined;
  let bestQuality = 0;
  for (const type of offered) {
    const quality = qualityOf(type);
    if (quality > bestQuality) [best, bestQuality] = [type, quality];
  }
  return best;
}
