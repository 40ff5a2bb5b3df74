/**
 * `countsAsDownload(libraryId, filePath)`: whether fetching that file of a model repository
 * counts as one download of a model of that library. Queries are parsed on first use and
 * cached (the registry build has already rejected any malformed one), which keeps importing
 * the engine cheap.
 */
import { LIBRARIES } from "../../generated/libraries.js";
import type { LibraryEntry } from "../../schema/library.js";
import { matchesQuery } from "./evaluate.js";
import { parseQuery, type QueryNode } from "./parse.js";

export { parseQuery, QuerySyntaxError, type QueryNode } from "./parse.js";
export { matchesQuery } from "./evaluate.js";
export { formatQuery } from "./format.js";

/** The hub's default download files, used where a library has no countDownloads query. */
export const DEFAULT_COUNT_DOWNLOADS_FILES = ["config.json", "config.yaml", "hyperparams.yaml", "params.json", "meta.yaml"] as const;

/** The default rule written as a query: any of the default files at the repository root. */
export const DEFAULT_COUNT_DOWNLOADS_QUERY = DEFAULT_COUNT_DOWNLOADS_FILES.map((f) => `path:${JSON.stringify(f)}`).join(" OR ");

const BY_ID = LIBRARIES as Record<string, LibraryEntry>;
const cache = new Map<string, QueryNode>();

/**
 * The query that decides downloads for a library, and whether it is the default one.
 * An id the registry does not know gets the default rule, as the hub counts default files
 * for every repository whatever its library.
 */
export function countDownloadsRule(libraryId: string): { query: string; isDefault: boolean } {
  const own = Object.hasOwn(BY_ID, libraryId) ? BY_ID[libraryId]!.countDownloads : undefined;
  return own === undefined ? { query: DEFAULT_COUNT_DOWNLOADS_QUERY, isDefault: true } : { query: own, isDefault: false };
}

export function countsAsDownload(libraryId: string, filePath: string): boolean {
  const { query } = countDownloadsRule(libraryId);
  let tree = cache.get(query);
  if (!tree) {
    tree = parseQuery(query);
    cache.set(query, tree);
  }
  return matchesQuery(tree, filePath);
}
