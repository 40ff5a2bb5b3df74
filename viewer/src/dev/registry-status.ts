/** What the dev server's registry watcher (viewer/dev/registry-watch-plugin.ts) reports after each build. */

export interface RegistryProblem {
  /** The line `npm run registry` prints: `file:line:column field: message; hint`. */
  text: string;
  file?: string;
  line?: number;
  column?: number;
}

export interface RegistryStatus {
  /** Empty when the last build wrote the registry; otherwise the last good one is still served. */
  problems: RegistryProblem[];
  milliseconds: number;
}
