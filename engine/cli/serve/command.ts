/**
 * `model-atlas serve`: the HTTP service (engine/server/) on Node. Bound to localhost by default,
 * where it answers only to the local names (DNS-rebinding protection); on SIGTERM or SIGINT it
 * stops accepting, answers what is in flight and exits 0. One JSON line per request on stderr.
 */
import { HUB_OPTIONS, expectPositionals, hubOptionsHelp, hubClientOptions, intOption, parseCommandArgs, printHelp, type Command } from "../args.js";
import { EXIT } from "../exit-codes.js";
import { describeFsError } from "../fs-errors.js";
import { CliError } from "../io.js";
import { readDocuments } from "./documents.js";
import { VERSION } from "../version.js";
import { batchedLines } from "./log-lines.js";

const OPTIONS = {
  ...HUB_OPTIONS,
  port: { type: "string" },
  host: { type: "string" },
  hub: { type: "boolean" },
  "hub-timeout": { type: "string" },
  "hub-failure-ttl": { type: "string" },
  "hub-cache-mb": { type: "string" },
  "allowed-hosts": { type: "string", multiple: true },
  cors: { type: "string", multiple: true },
  "max-in-flight": { type: "string" },
  "answer-cache-mb": { type: "string" },
  resource: { type: "string", multiple: true },
  viewer: { type: "string" },
} as const;

const LOOPBACK = new Set(["localhost", "127.0.0.1", "::1", "[::1]"]);

export const serveCommand: Command = {
  name: "serve",
  help: `Usage: model-atlas serve [--port 8080] [--host localhost] [--hub] [--allowed-hosts <names>] [--cors <origins>] [--resource <uri>=<file>] [--viewer <dir>]

Serves Model Atlas over HTTP: REST under /v1 (described at /openapi.json), MCP over Streamable
HTTP at /mcp (stateless, JSON answers), /healthz and /readyz, and where the viewer has been built
(vite build --config viewer/vite.config.ts in a checkout, as npm start does) the viewer at / and the example models' cards at /cards/.

Options:
  --port <n>               port (default $PORT, else 8080; 0 picks a free one)
  --host <name>            address to bind (default localhost)
  --hub                    allow hub lookups of model ids (records are cached; a caller's own
                           Authorization is passed on for gated models, never cached)
  --hub-timeout <ms>       deadline of a request's hub lookups, retries included, from its
                           arrival; past it, 504 (default 10000, or --timeout when larger)
  --hub-failure-ttl <ms>   how long a failed lookup is remembered and answered again without
                           asking the hub (default 30000; a 429's Retry-After when it gives one)
  --hub-cache-mb <n>       megabytes of hub records kept, counted as the hub's answers, the least
                           recently used out first (default 16; at most 1,000 records)
  --allowed-hosts <names>  Host names the service answers to, comma-separated (default when
                           bound to localhost: localhost, 127.0.0.1, [::1]; otherwise any)
  --cors <origins>         browser origins allowed to call, comma-separated, or * (default none)
  --max-in-flight <n>      requests read or answered at once (from their headers to their answer's
                           last byte) before 503; /healthz and /readyz never count (default 256)
  --answer-cache-mb <n>    megabytes for the answers of repeated identical requests, kept on
                           their second sighting (default 16; 0 keeps none; never with --hub)
  --resource <uri>=<file>  add a text file to the MCP resources under this URI (repeatable;
                           .md is text/markdown, .json application/json, anything else text/plain)
  --viewer <dir>           serve the viewer built in <dir> (default: viewer/dist of the checkout, when built)

${hubOptionsHelp(true)}

Agent configuration for the remote MCP server:
  { "mcpServers": { "model-atlas": { "type": "http", "url": "http://localhost:8080/mcp" } } }`,

  async run(argv, io) {
    const { values, positionals } = parseCommandArgs("serve", argv, OPTIONS);
    if (values.help) return printHelp(io, this.help);
    expectPositionals("serve", positionals, []);
    const port = intOption("port", values.port ?? io.env.PORT ?? "8080", 0, 65535)!;
    const host = values.host ?? "localhost";
    const list = (v: string[] | undefined) =>
      v
        ?.flatMap((s) => s.split(","))
        .map((s) => s.trim())
        .filter(Boolean);
    const allowedHosts = list(values["allowed-hosts"]) ?? (LOOPBACK.has(host) ? ["localhost", "127.0.0.1", "[::1]"] : undefined);
    const cors = list(values.cors);
    const maxInFlight = intOption("max-in-flight", values["max-in-flight"], 1, 100_000);
    const answerMb = intOption("answer-cache-mb", values["answer-cache-mb"], 0, 4096);
    const documents = readDocuments(values.resource);
    // The server's own HF_TOKEN is never used: its answers would reach every caller.
    const hubTimeout = intOption("hub-timeout", values["hub-timeout"], 1, 600_000);
    const failureTtl = intOption("hub-failure-ttl", values["hub-failure-ttl"], 0, 3_600_000);
    const cacheMb = intOption("hub-cache-mb", values["hub-cache-mb"], 1, 4096);
    const cache = {
      ...(failureTtl !== undefined ? { failureTtlMs: failureTtl } : {}),
      ...(cacheMb !== undefined ? { maxBytes: cacheMb * 1024 * 1024 } : {}),
    };
    const hub = values.hub
      ? {
          ...hubClientOptions(values, io),
          token: undefined,
          ...(hubTimeout !== undefined ? { deadlineMs: hubTimeout } : {}),
          ...(Object.keys(cache).length ? { cache } : {}),
        }
      : undefined;

    // The service comes from its own entry (dist/server/index.js once built), whose zod never generates code.
    const [{ createAtlasHandler }, { listen }, { findViewer, staticReader, viewerFolder }] = await Promise.all([
      import("../../server/index.js"),
      import("./node-http.js"),
      import("./static.js"),
    ]);
    const viewer = values.viewer === undefined ? findViewer() : viewerFolder(values.viewer);
    const log = batchedLines((text) => io.stderr.write(text));
    const handler = createAtlasHandler({
      version: VERSION,
      ...(hub ? { hub } : {}),
      hubSwitch: "--hub",
      ...(allowedHosts ? { allowedHosts } : {}),
      ...(cors ? { cors } : {}),
      ...(maxInFlight ? { maxInFlight } : {}),
      ...(answerMb !== undefined ? { answerCache: answerMb > 0 && { bytes: answerMb * 1024 * 1024 } } : {}),
      ...(documents.length ? { documents } : {}),
      ...(viewer ? { readStatic: staticReader(viewer) } : {}),
      log: log.line,
      // Counted in C++ without encoding: the handler then leaves a text body for Node to encode as it writes.
      byteLength: (text) => Buffer.byteLength(text),
    });
    let running: Awaited<ReturnType<typeof listen>>;
    try {
      running = await listen(handler, { port, host });
    } catch (error) {
      throw new CliError(EXIT.io, `Cannot listen on ${host}:${port}: ${describeFsError(error)}`);
    }
    io.stderr.write(`${JSON.stringify({ listening: running.url, mcp: `${running.url}/mcp`, viewer: Boolean(viewer), hub: Boolean(hub) })}\n`);
    await new Promise<void>((done) => {
      const stop = () => {
        process.off("SIGTERM", stop);
        process.off("SIGINT", stop);
        void running.stop().then(() => {
          log.flush();
          done();
        });
      };
      process.on("SIGTERM", stop);
      process.on("SIGINT", stop);
    });
    return EXIT.ok;
  },
};
