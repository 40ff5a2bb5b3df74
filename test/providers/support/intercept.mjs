// Preloaded (`node --import`) before a JS snippet in the provider execution tests: every
// https:// fetch goes to the recording server as /__host/<host>/<path> with an
// `x-atlas-case` header, and job-poll waits (0.1–10 s timers) fire at once.
const server = process.env.ATLAS_SERVER;
const caseId = process.env.ATLAS_CASE ?? "";
const realFetch = globalThis.fetch;

globalThis.fetch = async (input, init = {}) => {
  const request = input instanceof Request ? input : undefined;
  let url = request ? request.url : String(input);
  if (url.startsWith("https://")) url = `${server}/__host/${url.slice("https://".length)}`;
  const headers = new Headers(init.headers ?? request?.headers);
  headers.set("x-atlas-case", caseId);
  const body = init.body ?? (request ? await request.arrayBuffer() : undefined);
  const method = init.method ?? request?.method ?? "GET";
  return realFetch(url, { ...init, method, headers, body: method === "GET" ? undefined : body, duplex: "half" });
};

const realSetTimeout = globalThis.setTimeout;
globalThis.setTimeout = (fn, ms, ...args) => realSetTimeout(fn, ms >= 100 && ms <= 10_000 ? 0 : ms, ...args);
