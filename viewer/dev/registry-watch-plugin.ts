/**
 * `npm run dev` keeps engine/generated/ current: it watches libraries/, tasks/ and templates/
 * (local apps included), and on any change, new or deleted file runs the registry build of
 * `npm run registry` (scripts/registry/build.ts, in this process), writes the generated files
 * whose text changed (scripts/registry/write.ts) and reloads the open pages. When the sources
 * have problems nothing is written, so the last good registry keeps serving, and every page
 * shows the problems as `npm run registry` prints them (viewer/src/dev/registry-banner.tsx
 * reads `GET /__atlas/registry` when it opens and the `atlas:registry` event after each build).
 */
import path from "node:path";
import type { Plugin, ViteDevServer } from "vite";
import { formatProblem } from "../../engine/errors/atlas-error.js";
import { buildRegistry } from "../../scripts/registry/build.js";
import { writeGenerated } from "../../scripts/registry/write.js";
import type { RegistryStatus } from "../src/dev/registry-status.js";
import { answer } from "./json-answer.js";
import { notLocal } from "./local-request.js";

export const REGISTRY_ENDPOINT = "/__atlas/registry";
export const REGISTRY_EVENT = "atlas:registry";
const SOURCES = ["libraries", "tasks", "templates"];
/** Changes within this many milliseconds build once (an editor's save is several events). */
const SETTLE_MS = 20;

function build(projectRoot: string): RegistryStatus & { written: string[] } {
  const started = performance.now();
  let result: ReturnType<typeof buildRegistry>;
  try {
    result = buildRegistry(projectRoot);
  } catch (error) {
    // A fault of the compiler itself: shown like a problem, and the server keeps running.
    const text = `the registry build failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`;
    return { problems: [{ text }], written: [], milliseconds: Math.round(performance.now() - started) };
  }
  const { files, problems } = result;
  const written = problems.length ? [] : writeGenerated(projectRoot, files);
  return {
    problems: problems.map((p) => ({
      text: formatProblem(p),
      ...(p.file !== undefined ? { file: p.file } : {}),
      ...(p.line !== undefined ? { line: p.line } : {}),
      ...(p.column !== undefined ? { column: p.column } : {}),
    })),
    written,
    milliseconds: Math.round(performance.now() - started),
  };
}

/** Drops the written files (and the virtual modules built from the registry) from every module graph, then reloads the pages once. */
function reload(server: ViteDevServer, projectRoot: string, written: string[]): void {
  for (const environment of Object.values(server.environments)) {
    const graph = environment.moduleGraph;
    for (const file of written) for (const mod of graph.getModulesByFile(path.join(projectRoot, file)) ?? []) graph.invalidateModule(mod);
    for (const [id, mod] of graph.idToModuleMap) if (id.startsWith("\0virtual:atlas-")) graph.invalidateModule(mod);
  }
  server.hot.send({ type: "full-reload", path: "*" });
}

export function registryWatchPlugin(projectRoot: string): Plugin {
  const generated = path.join(projectRoot, "engine", "generated") + path.sep;
  const sources = SOURCES.map((dir) => path.join(projectRoot, dir) + path.sep);
  let status: RegistryStatus = { problems: [], milliseconds: 0 };
  return {
    name: "atlas-registry-watch",
    apply: "serve",
    // Lets the viewer mount its dev-only parts (they are not in a build, where this is undefined).
    config: () => ({ define: { "import.meta.env.ATLAS_DEV_LOOP": JSON.stringify("on") } }),
    configureServer(server) {
      const run = () => {
        const result = build(projectRoot);
        status = { problems: result.problems, milliseconds: result.milliseconds };
        const summary = result.problems.length
          ? `${result.problems.length} registry problem(s); engine/generated/ was not changed:\n${result.problems.map((p) => p.text).join("\n")}`
          : `registry built in ${result.milliseconds} ms${result.written.length ? `, wrote ${result.written.join(", ")}` : ", nothing changed"}`;
        server.config.logger[result.problems.length ? "error" : "info"](`[atlas] ${summary}`, { timestamp: true });
        server.hot.send({ type: "custom", event: REGISTRY_EVENT, data: status });
        if (result.written.length) reload(server, projectRoot, result.written);
      };
      // Sources changed while the server was stopped count too.
      run();
      let timer: NodeJS.Timeout | undefined;
      server.watcher.add(sources);
      server.watcher.on("all", (_event, file) => {
        if (!sources.some((dir) => file.startsWith(dir))) return;
        clearTimeout(timer);
        timer = setTimeout(run, SETTLE_MS);
      });
      server.middlewares.use(REGISTRY_ENDPOINT, (req, res) => {
        const refused = notLocal(req);
        if (refused) return answer(res, 403, refused);
        answer(res, 200, status);
      });
    },
    // The watcher reports the generated files this plugin wrote; it has already reloaded the pages for them.
    hotUpdate({ file }) {
      if (file.startsWith(generated)) return [];
      return undefined;
    },
  };
}
