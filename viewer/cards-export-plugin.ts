/**
 * The usage cards of the embedded example models, served under /cards/: `model-atlas export` of
 * those records (llms.txt, models/<owner>/<name>.md and .json, tasks/, providers/), generated when
 * the viewer builds (emitted into dist/cards/) and answered from memory by the dev server. Each
 * model page links its card (viewer/src/components/card-link.tsx).
 */
import type { Plugin } from "vite";

export const CARDS_FOLDER = "cards";

async function files() {
  const { exportFolder } = await import("../engine/cli/export/folder.js");
  const { EXAMPLE_MODELS } = await import("./src/data/example-models.js");
  return exportFolder(EXAMPLE_MODELS.map((m) => m.record));
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
      server.middlewares.use(`/${CARDS_FOLDER}/`, (req, res, next) => {
        served ??= files().then((list) => new Map(list.map((f) => [f.path, f.text])));
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
