/**
 * The library registry compiled from libraries/*.yaml (engine/generated/libraries.ts).
 *
 * Two sources say which libraries serve a task, and both are derived from data, never kept
 * by hand: each library's `pipelineTags` (LIBRARY_TASKS and its inverse
 * TASK_LIBRARIES_FROM_TAGS) and each task record's `libraries` list
 * (LIBRARY_CATALOGUE_TASKS in engine/generated/library-catalogue-tasks.ts). `librariesForTask` and
 * `tasksForLibrary` answer with their union, so a library shows up wherever either side
 * names it.
 */
import { LIBRARIES, LIBRARY_IDS, LIBRARY_TASKS, TASK_LIBRARIES_FROM_TAGS, type LibraryId } from "../generated/libraries.js";
import { LIBRARY_CATALOGUE_TASKS } from "../generated/library-catalogue-tasks.js";
import type { LibraryEntry } from "../schema/library.js";

export { LIBRARIES, LIBRARY_IDS, LIBRARY_TASKS, TASK_LIBRARIES_FROM_TAGS, type LibraryId };

const BY_ID = LIBRARIES as Record<string, LibraryEntry>;
const byId = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
/** Position in LIBRARY_IDS, so every list of libraries comes in the registry's own order. */
const RANK = new Map((LIBRARY_IDS as readonly string[]).map((id, i) => [id, i]));

/** Every library in id order; `filter` keeps only those whose filter flag equals it. */
export function listLibraries(options: { filter?: boolean } = {}): LibraryEntry[] {
  const all = (LIBRARY_IDS as readonly string[]).map((id) => BY_ID[id]!);
  return options.filter === undefined ? all : all.filter((l) => l.filter === options.filter);
}

export function getLibrary(id: string): LibraryEntry | undefined {
  return Object.hasOwn(BY_ID, id) ? BY_ID[id] : undefined;
}

export function isLibraryId(id: string): id is LibraryId {
  return Object.hasOwn(BY_ID, id);
}

let catalogueByTask: Map<string, string[]> | undefined;

/** task → libraries from the task records: the inverse of LIBRARY_CATALOGUE_TASKS, built once. */
function catalogueLibraries(task: string): readonly string[] {
  if (!catalogueByTask) {
    catalogueByTask = new Map();
    for (const [library, tasks] of Object.entries(LIBRARY_CATALOGUE_TASKS)) {
      for (const t of tasks) catalogueByTask.set(t, [...(catalogueByTask.get(t) ?? []), library]);
    }
  }
  return catalogueByTask.get(task) ?? [];
}

/** Libraries that serve a task, by their pipelineTags or by the task's own list; in registry (id) order. */
export function librariesForTask(task: string): LibraryEntry[] {
  const fromTags = Object.hasOwn(TASK_LIBRARIES_FROM_TAGS, task) ? TASK_LIBRARIES_FROM_TAGS[task]! : [];
  const ids = new Set<string>([...fromTags, ...catalogueLibraries(task)]);
  return [...ids]
    .filter((id) => RANK.has(id))
    .sort((a, b) => RANK.get(a)! - RANK.get(b)!)
    .map((id) => BY_ID[id]!);
}

/** Tasks a library serves, by its pipelineTags or by task records that list it; sorted. */
export function tasksForLibrary(id: string): string[] {
  const tagMap = LIBRARY_TASKS as Record<string, readonly string[]>;
  const fromTags = Object.hasOwn(tagMap, id) ? tagMap[id]! : [];
  const fromCatalogue = Object.hasOwn(LIBRARY_CATALOGUE_TASKS, id) ? LIBRARY_CATALOGUE_TASKS[id]! : [];
  return [...new Set<string>([...fromTags, ...fromCatalogue])].sort(byId);
}
