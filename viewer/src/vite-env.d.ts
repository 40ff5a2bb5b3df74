/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Repository whose files the "Update on GitHub" links point at. */
  readonly VITE_REPO_URL?: string;
  /** "on" under `npm run dev` (viewer/dev/registry-watch-plugin.ts): the dev server's own parts may mount. */
  readonly ATLAS_DEV_LOOP?: string;
}

declare module "virtual:atlas-task-index" {
  /** The fields of every catalogue task that the /tasks list shows (viewer/task-index-plugin.ts). */
  const index: { id: string; label: string; summary?: string; isPlaceholder: boolean; canonicalId?: string }[];
  export default index;
}
