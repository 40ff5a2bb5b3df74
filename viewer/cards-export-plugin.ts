/**
 * The usage cards of the embedded example models, served under /cards/: `model-atlas export` of
 * those records (llms.txt, models/<owner>/<name>.md and .json, tasks/, providers/), generated when
 * the viewer builds (emitted into dist/cards/) and answered from memory by the dev server. Each
 * model page links its card (viewer/src/components/card-link.tsx).
 */
import { fileURLToPath } from "node:url";
import type { Plugin, ViteDevServer } from "vite";
import { loadEngineModule } from "./load-engine.js";

export const CARDS_FOLDER = "cards";
const CARD_FILES = fileURLToPath(new URL("./cards-files.ts", import.meta.url));

async function files(server?: ViteDevServer) {
  const { cardFiles } = await loadEngineModule<typeof import("./cards-files.js")>(CARD_FILES, server);
  return cardFiles();
}

const contentType = (path: string) => (path.endsWith(".json") ? "application/json" : "text/markdown; charset=utf-8");

export function cardsExportPlugin(): Plugin {
  return {
    name: "atlas-cards-export",
    async generateBundle() {
      for (const file of await files()) this.emitFile({ type: "asset", fileName: `${CARDS_FOLDER}/${file.path}`, source: file.text });
    },
    configureServer(server) {
      let served: Promise<Map<string, string>> | undefined;
      // The cards are made again after the registry watcher (./dev/registry-watch-plugin.ts) writes a generated file.
      const generated = fileURLToPath(new URL("../engine/generated/", import.meta.url));
      server.watcher.on("change", (file) => {
        if (file.startsWith(generated)) served = undefined;
      });
      server.middlewares.use(`/${CARDS_FOLDER}/`, (req, res, next) => {
        served ??= files(server).then((list) => new Map(list.map((f) => [f.path, f.text])));
        served.then((map) => {
          const path = decodeURIComponent((req.url ?? "").split("?")[0]!.replace(/^\//, ""));
          const text = map.get(path);
          if (text === undefined) return next();
          res.setHeader("Content-Type", contentType(path));
          res.end(text);
        }, next);
      });
    },
  };
}
