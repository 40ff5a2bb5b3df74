/**
 * Remembers the results of a pure function of texts (a template's checks, its compiled data),
 * so that a process that builds the registry again and again (`npm run dev`'s watcher,
 * viewer/dev/registry-watch-plugin.ts) redoes only the files that changed. The rules stay in
 * the function; only repeated calls with the same texts are answered from memory. A call that
 * throws is not remembered.
 */
export function rememberByText<A extends string[], R>(fn: (...args: A) => R, limit = 10_000): (...args: A) => R {
  const seen = new Map<string, R>();
  return (...args: A): R => {
    const key = args.join("\0");
    if (seen.has(key)) return seen.get(key)!;
    const value = fn(...args);
    // Edited texts leave their old entries behind; past the limit, start afresh.
    if (seen.size >= limit) seen.clear();
    seen.set(key, value);
    return value;
  };
}
