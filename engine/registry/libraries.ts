/** The library registry compiled from libraries/*.yaml. */
import { LIBRARIES, LIBRARY_IDS, LIBRARY_TASKS, TASK_LIBRARIES_FROM_TAGS, type LibraryId } from "../generated/libraries.js";
import type { LibraryEntry } from "../schema/library.js";

export { LIBRARIES, LIBRARY_IDS, LIBRARY_TASKS, type LibraryId };

const BY_ID = LIBRARIES as Record<string, LibraryEntry>;

export function listLibraries(options: { filter?: boolean } = {}): LibraryEntry[] {
  const all = (LIBRARY_IDS as readonly string[]).map((id) => BY_ID[id]!);
  return options.filter === undefined ? all : all.filter((l) => l.filter === options.filter);
}

export function getLibrary(id: string): LibraryEntry | undefined {
  return BY_ID[id];
}

export function librariesForTask(task: string): LibraryEntry[] {
  return ((TASK_LIBRARIES_FROM_TAGS[task] ?? []) as readonly string[]).map((id) => BY_ID[id]!);
}
