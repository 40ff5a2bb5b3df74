/**
 * The viewer's build and preview configuration. `npm start` builds once and serves the
 * result on http://localhost:4173 (PORT overrides); `appType: "spa"` makes the preview
 * server answer every unknown path with index.html, so history routes survive a reload.
 */
import { fileURLToPath } from "node:url";
import { defineConfig } from "vite";
import react from "@vitejs/plugin-react";
import { routePreloadPlugin } from "./route-preload-plugin.js";
import { taskIndexPlugin } from "./task-index-plugin.js";
import { cardsExportPlugin } from "./cards-export-plugin.js";
import { registryWatchPlugin } from "./dev/registry-watch-plugin.js";
import { goldenReviewPlugin } from "./dev/golden-review-plugin.js";

const viewerRoot = fileURLToPath(new URL(".", import.meta.url));
const projectRoot = fileURLToPath(new URL("..", import.meta.url));
const engineRoot = fileURLToPath(new URL("../engine/", import.meta.url));
const port = Number(process.env.PORT ?? 4173);

export default defineConfig({
  root: viewerRoot,
  // The repository root, so VITE_REPO_URL can live in a top-level .env file.
  envDir: projectRoot,
  appType: "spa",
  // The last two are the dev server's alone (`apply: "serve"`): the registry watcher and the golden review.
  plugins: [react(), taskIndexPlugin(), routePreloadPlugin(), cardsExportPlugin(), registryWatchPlugin(projectRoot), goldenReviewPlugin(projectRoot)],
  build: {
    outDir: "dist",
    emptyOutDir: true,
    // Task media are small generated files; keep them as files so pages stay cacheable.
    assetsInlineLimit: 0,
    // scripts/bench/viewer.bench.ts reads the manifest to sum the JS a route loads first.
    manifest: true,
    rolldownOptions: {
      treeshake: {
        // The engine's modules only define things (schemas, tables, functions). Saying so lets
        // the /tasks page import listTasks from engine/index.ts without pulling zod, the
        // template runtime and the library registry into its bundle.
        moduleSideEffects: (id: string, external: boolean) => external || !id.startsWith(engineRoot),
      },
    },
  },
  server: { port, fs: { allow: [projectRoot] } },
  preview: { port, strictPort: true, host: "localhost" },
});
