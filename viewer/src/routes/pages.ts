/**
 * The one route table: which module under src/routes/ holds each page. The app loads its pages
 * from it (app.tsx) and the build's preload script finds each page's chunk by it
 * (viewer/route-preload-plugin.ts). Pure data, so the Vite config can import it.
 */
import type { Route } from "./match.js";

/** Every page the route matcher can name, except the not-found page (which has no module). */
export type PageName = Exclude<Route["page"], "not-found">;

/** The props of a page's component: its route's parameters. */
export type PageProps<P extends PageName> = Omit<Extract<Route, { page: P }>, "page">;

/** Page name → its module file under src/routes/, without the `.tsx`. */
export const PAGE_MODULES: Readonly<Record<PageName, string>> = {
  tasks: "tasks-page",
  task: "task-page",
  libraries: "libraries-page",
  library: "library-page",
  models: "models-page",
  model: "model-page",
  matrix: "matrix-page",
};
