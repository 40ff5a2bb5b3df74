/** The project's repository, for "Update on GitHub" links. Set VITE_REPO_URL at build time to point elsewhere. */
export const DEFAULT_REPO_URL = "https://github.com/model-atlas/model-atlas";

function configured(): string | undefined {
  // import.meta.env exists only under Vite; tests and benchmarks run without it.
  const env = (import.meta as { env?: Record<string, string | undefined> }).env;
  return env?.VITE_REPO_URL || undefined;
}

export const REPO_URL = (configured() ?? DEFAULT_REPO_URL).replace(/\/+$/, "");

/** Link to edit a file on the repository's main branch. */
export function editUrl(path: string, repoUrl = REPO_URL, branch = "main"): string {
  return `${repoUrl}/blob/${branch}/${path}`;
}
