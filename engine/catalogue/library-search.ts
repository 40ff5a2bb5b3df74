/**
 * Finding libraries by what a person types: an id, a name, a task, a file format the library
 * loads ("gguf": its plugin's formats, the extensions its download count looks for) or the
 * runtime it binds ("llama.cpp" finds llama-cpp-python). Words match without case or
 * punctuation, so "llama.cpp", "llama-cpp" and "LlamaCpp" are one word.
 */
import { PLUGINS } from "../plugins/index.js";
import type { LibraryEntry } from "../schema/library.js";
import { listLibraries } from "../registry/libraries.js";

/** Lower case, letters and digits only: the form both sides are compared in. */
export const squash = (text: string): string => text.toLowerCase().replace(/[^a-z0-9]+/g, "");

/** The extensions a countDownloads query counts (`path_extension:"gguf"`). */
const countedExtensions = (query: string | undefined): string[] => [...(query ?? "").matchAll(/path_extension:"([^"]+)"/g)].map((m) => m[1]!);

/** Everything a library is found by, squashed. */
export function searchTerms(library: LibraryEntry): string[] {
  const plugin = library.plugin ? PLUGINS[library.plugin] : undefined;
  return [
    library.id,
    library.prettyLabel,
    library.repoName,
    ...library.pipelineTags,
    ...(library.plugin ? [library.plugin] : []),
    ...(plugin?.formats ?? []),
    ...countedExtensions(library.countDownloads),
  ].map(squash);
}

/** The libraries (registry order) in which every word of the query is part of some term. */
export function searchLibraries(query: string, libraries: readonly LibraryEntry[] = listLibraries()): LibraryEntry[] {
  const words = query.split(/\s+/).map(squash).filter(Boolean);
  return libraries.filter((library) => {
    const terms = searchTerms(library);
    return words.every((word) => terms.some((term) => term.includes(word)));
  });
}
