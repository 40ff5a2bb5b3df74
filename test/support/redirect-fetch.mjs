// Preloaded (`node --import`) by execution tests, and loaded by ./js-runner.mjs: sends every
// fetch aimed at one of the prefixes in ATLAS_REDIRECT_PREFIXES (JSON list) to
// ATLAS_RECORDING_SERVER instead, path and query kept. Both are read at each call (the runner
// changes them per snippet). It touches the test process only; the snippet text runs unchanged.
const realFetch = globalThis.fetch;

function redirect(url) {
  const target = process.env.ATLAS_RECORDING_SERVER;
  const prefixes = JSON.parse(process.env.ATLAS_REDIRECT_PREFIXES ?? "[]");
  for (const prefix of prefixes) {
    if (url === prefix || url.startsWith(prefix + "/") || url.startsWith(prefix + "?")) return target + url.slice(prefix.length);
  }
  return url;
}

globalThis.fetch = (input, init) => {
  if (typeof input === "string") return realFetch(redirect(input), init);
  if (input instanceof URL) return realFetch(redirect(input.href), init);
  if (input instanceof Request) return realFetch(new Request(redirect(input.url), input), init);
  return realFetch(input, init);
};
