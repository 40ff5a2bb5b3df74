/**
 * `virtual:atlas-task-index`: the few fields the /tasks list shows (id, label, summary,
 * placeholder and canonical flags), computed from the catalogue at build time. The list
 * page imports this instead of the full catalogue, so the about pages and demos of 57
 * tasks load only with a task's own page. Under `npm run dev` the catalogue is loaded through
 * Vite's SSR loader, so the list follows the registry the dev server regenerates.
 */
import { fileURLToPath } from "node:url";
import type { Plugin, ViteDevServer } from "vite";
import { loadEngineModule } from "./load-engine.js";

export const TASK_INDEX_ID = "virtual:atlas-task-index";
const RESOLVED = `\0${TASK_INDEX_ID}`;

const CATALOGUE = fileURLToPath(new URL("../engine/catalogue/tasks.ts", import.meta.url));

export function taskIndexPlugin(): Plugin {
  let server: ViteDevServer | undefined;
  return {
    name: "atlas-task-index",
    configureServer(dev) {
      server = dev;
    },
    resolveId(source) {
      return source === TASK_INDEX_ID ? RESOLVED : undefined;
    },
    async load(id) {
      if (id !== RESOLVED) return undefined;
      const { listTasks } = await loadEngineModule<typeof import("../engine/catalogue/tasks.js")>(CATALOGUE, server);
      const index = listTasks().map((t) => ({
        id: t.id,
        label: t.label,
        ...(t.summary ? { summary: t.summary } : {}),
        isPlaceholder: t.isPlaceholder,
        ...(t.canonicalId ? { canonicalId: t.canonicalId } : {}),
      }));
      return `export default ${JSON.stringify(index)};`;
    },
  };
}
