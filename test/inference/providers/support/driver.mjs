// Runs many JS snippets in one node process for the provider execution tests.
// Reads a JSON list of cases from stdin ({id, file, env, cwd}); prints one JSON result per case
// ({id, ok, stdout, error}). Each snippet is imported as a module of its own, with its env vars
// set (the previous case's removed) and its folder as the working directory. Every https://
// fetch goes to the recording server as /__host/<host>/<path> with an `x-atlas-case` header
// naming the case; job-poll waits (0.1–10 s timers) fire at once.
import fs from "node:fs";
import { pathToFileURL } from "node:url";
import { providerMappingCache } from "../../../support/provider-mapping-cache.mjs";

const server = process.env.ATLAS_SERVER;
const realFetch = globalThis.fetch;
let current = "";

globalThis.fetch = async (input, init = {}) => {
  const request = input instanceof Request ? input : undefined;
  let url = request ? request.url : String(input);
  if (url.startsWith("https://")) url = `${server}/__host/${url.slice("https://".length)}`;
  const headers = new Headers(init.headers ?? request?.headers);
  headers.set("x-atlas-case", current);
  const method = init.method ?? request?.method ?? "GET";
  const body = method === "GET" ? undefined : (init.body ?? (request ? await request.arrayBuffer() : undefined));
  return realFetch(url, { ...init, method, headers, body, duplex: "half" });
};
const realSetTimeout = globalThis.setTimeout;
// Snippets' waits (polling, retries) return at once. Not undici's own timers: fetch counts its
// header and body time-outs in ticks of such a timer, so shortened ticks made a slow answer (a
// multi-MB body under load) fail with UND_ERR_HEADERS_TIMEOUT.
globalThis.setTimeout = (fn, ms, ...args) => realSetTimeout(fn, ms >= 100 && ms <= 10_000 && !new Error().stack?.includes("undici") ? 0 : ms, ...args);

// The hub client caches each model's provider mapping, and every case maps the same model id to
// another provider or task: forget it between cases.
const mappingCache = await providerMappingCache();

let failure;
process.on("unhandledRejection", (error) => (failure = error));

const cases = JSON.parse(fs.readFileSync(0, "utf8"));
let added = [];
const log = console.log;
const write = process.stdout.write.bind(process.stdout);
for (const c of cases) {
  for (const name of added) delete process.env[name];
  added = Object.keys(c.env);
  Object.assign(process.env, c.env);
  process.chdir(c.cwd);
  current = c.id;
  failure = undefined;
  mappingCache?.clear();
  let stdout = "";
  console.log = (...args) => (stdout += args.map((a) => (typeof a === "string" ? a : JSON.stringify(a))).join(" ") + "\n");
  process.stdout.write = (chunk) => ((stdout += String(chunk)), true);
  const result = { id: c.id, ok: true, error: "" };
  try {
    let timer;
    const limit = new Promise((_, reject) => (timer = realSetTimeout(() => reject(new Error("timed out after 20 s")), 20_000)));
    await Promise.race([import(pathToFileURL(c.file).href), limit]);
    clearTimeout(timer);
    if (failure) throw failure;
  } catch (error) {
    result.ok = false;
    // undici hides why a fetch failed in `cause` (a reset socket, a refused connection): keep it.
    result.error = String(error?.stack ?? error) + (error?.cause ? `\ncause: ${error.cause?.code ?? ""} ${error.cause?.message ?? error.cause}` : "");
  }
  console.log = log;
  process.stdout.write = write;
  fs.writeSync(1, JSON.stringify({ ...result, stdout }) + "\n");
}
process.exit(0);
