/** `model-atlas/libraries`: the library registry, download-counting rules and "use this model" snippets. */
export {
  listLibraries,
  getLibrary,
  isLibraryId,
  librariesForTask,
  tasksForLibrary,
  LIBRARIES,
  LIBRARY_IDS,
  type LibraryId,
} from "../registry/libraries.js";
export {
  countsAsDownload,
  countDownloadsRule,
  parseQuery as parseCountDownloadsQuery,
  matchesQuery as matchesCountDownloadsQuery,
  formatQuery as formatCountDownloadsQuery,
  QuerySyntaxError,
  DEFAULT_COUNT_DOWNLOADS_FILES,
  DEFAULT_COUNT_DOWNLOADS_QUERY,
  type QueryNode as CountDownloadsQuery,
} from "../registry/count-downloads/index.js";
export {
  getLibrarySnippets,
  getLibrarySnippetStrings,
  normaliseModel,
  type LibrarySnippet,
  type SnippetModel,
} from "../library-snippets/index.js";
export { PLUGINS, type LibraryPlugin, type PluginContext, type PluginError, type SnippetSelection } from "../plugins/index.js";
export type { LibraryEntry, LibrarySnippetSpec } from "../schema/library.js";
