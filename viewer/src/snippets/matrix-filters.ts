/**
 * The output matrix's row sets and filters as data. A row set says which filters mean
 * something for its rows and where their options come from; a filter says how its options
 * are listed. Resolving a query keeps the values that exist for the chosen rows and reports
 * every other one (unknown id, or a filter these rows do not use), so the page can show it
 * instead of silently rendering an empty grid. Adding a row set or a filter is one entry.
 */
import { listLibraries, tasksForLibrary } from "../../../engine/index.js";
import { EXAMPLE_MODELS } from "../data/example-models.js";
import { CLIENTS, type RowKind } from "./matrix.js";
import { CHAT_MODES, PLAIN_MODE } from "./chat-mode.js";
import { LANGUAGE_LABELS, LANGUAGE_ORDER, providerOptions } from "./selection.js";

export type FilterKey = "task" | "language" | "client" | "provider" | "mode";

export interface FilterOption {
  value: string;
  label?: string;
}

export interface RowSet {
  value: RowKind;
  label: string;
  /** The filters these rows use; the others are shown disabled and ignored in the URL. */
  filters: readonly FilterKey[];
  /** The tasks the Task filter offers for these rows. */
  tasks: () => string[];
  /** The providers the Provider filter offers (each becomes a column group with "all"). */
  providers: () => string[];
}

const sorted = (values: Iterable<string>) => [...new Set(values)].sort();
const exampleTasks = () => sorted(EXAMPLE_MODELS.map((m) => m.record.pipeline_tag!));
const exampleProviders = () => [...new Set(EXAMPLE_MODELS.flatMap((m) => providerOptions(m.record)))];

export const ROW_SETS: readonly RowSet[] = [
  { value: "models", label: "Example models", filters: ["task", "language", "client", "provider", "mode"], tasks: exampleTasks, providers: exampleProviders },
  { value: "tasks", label: "Tasks", filters: ["task", "language", "client", "provider", "mode"], tasks: exampleTasks, providers: exampleProviders },
  // Library rows can be filtered by any task a library declares, not only the example models' tasks.
  {
    value: "libraries",
    label: "Libraries",
    filters: ["task", "language"],
    tasks: () => sorted(listLibraries().flatMap((l) => tasksForLibrary(l.id))),
    providers: () => [],
  },
  // One row per local app, one column per example model some app runs: only the task narrows it.
  { value: "local-apps", label: "Local apps", filters: ["task"], tasks: exampleTasks, providers: () => [] },
];

export interface FilterDefinition {
  key: FilterKey;
  label: string;
  /** The label of the empty value, which applies no filter. */
  allLabel: string;
  /** The values that exist for these rows, given the filters resolved before this one. */
  options: (rowSet: RowSet, resolved: Partial<Record<FilterKey, string>>) => FilterOption[];
}

/** In resolution order: a filter's options may depend on the filters before it (client on language). */
export const FILTERS: readonly FilterDefinition[] = [
  { key: "task", label: "Task", allLabel: "all tasks", options: (set) => set.tasks().map((value) => ({ value })) },
  { key: "language", label: "Language", allLabel: "all languages", options: () => LANGUAGE_ORDER.map((value) => ({ value, label: LANGUAGE_LABELS[value] })) },
  {
    key: "client",
    label: "Client",
    allLabel: "all clients",
    options: (_, resolved) =>
      [...new Set(LANGUAGE_ORDER.filter((l) => !resolved.language || l === resolved.language).flatMap((l) => CLIENTS[l] ?? []))].map((value) => ({ value })),
  },
  {
    key: "provider",
    label: "Provider",
    allLabel: "each model's default",
    options: (set) => [{ value: "all", label: "every provider (columns)" }, ...set.providers().map((value) => ({ value }))],
  }, // The chat modes (./chat-mode.ts) change the chat models' cells; plain chat is the empty value.
  { key: "mode", label: "Chat mode", allLabel: "Chat", options: () => CHAT_MODES.filter((m) => m.value !== PLAIN_MODE).map((m) => ({ ...m })) },
];

/** A value in the URL that the matrix does not apply, and why. */
export interface IgnoredFilter {
  key: FilterKey | "rows";
  value: string;
  reason: string;
}

export interface ResolvedFilters {
  rowSet: RowSet;
  /** The applied value of every filter ("" when none). */
  values: Record<FilterKey, string>;
  ignored: IgnoredFilter[];
}

export function rowSetOf(value: string | null): RowSet | undefined {
  return ROW_SETS.find((set) => set.value === value);
}

export function resolveFilters(query: URLSearchParams): ResolvedFilters {
  const ignored: IgnoredFilter[] = [];
  const rowsValue = query.get("rows");
  const rowSet = rowSetOf(rowsValue ?? "models") ?? ROW_SETS[0]!;
  if (rowsValue !== null && !rowSetOf(rowsValue))
    ignored.push({ key: "rows", value: rowsValue, reason: `there is no "${rowsValue}" row set; showing ${rowSet.label.toLowerCase()}` });
  const values = {} as Record<FilterKey, string>;
  for (const filter of FILTERS) {
    const value = query.get(filter.key) ?? "";
    values[filter.key] = "";
    if (value === "") continue;
    if (!rowSet.filters.includes(filter.key))
      ignored.push({ key: filter.key, value, reason: `${rowSet.label} rows have no ${filter.label.toLowerCase()} filter` });
    else if (!filter.options(rowSet, values).some((o) => o.value === value))
      ignored.push({ key: filter.key, value, reason: unknownReason(filter, rowSet, values) });
    else values[filter.key] = value;
  }
  return { rowSet, values, ignored };
}

function unknownReason(filter: FilterDefinition, rowSet: RowSet, resolved: Partial<Record<FilterKey, string>>): string {
  if (filter.key === "client" && resolved.language) return `no ${LANGUAGE_LABELS[resolved.language] ?? resolved.language} client has this name`;
  return `no ${filter.label.toLowerCase()} of ${rowSet.label.toLowerCase()} rows has this name`;
}

/**
 * The query changes for setting one key: the change itself, plus the removal of every filter
 * the change makes meaningless (switching rows drops a task the new rows do not have).
 */
export function filterChange(query: URLSearchParams, key: string, value: string | undefined): Record<string, string | undefined> {
  const next = new URLSearchParams(query);
  if (value === undefined || value === "") next.delete(key);
  else next.set(key, value);
  const changes: Record<string, string | undefined> = { [key]: value || undefined, open: undefined };
  // Values the URL already flagged stay flagged until removed on their own.
  const flagged = new Set(resolveFilters(query).ignored.map((problem) => problem.key));
  for (const problem of resolveFilters(next).ignored) if (!flagged.has(problem.key)) changes[problem.key] = undefined;
  return changes;
}

/** The query changes that clear every filter, the row set included. */
export function clearAll(): Record<string, string | undefined> {
  const changes: Record<string, string | undefined> = { rows: undefined, errors: undefined, empty: undefined, open: undefined };
  for (const filter of FILTERS) changes[filter.key] = undefined;
  return changes;
}

/** A filter's value as a person reads it ("JavaScript", "every provider (columns)"). */
export function valueLabel(key: FilterKey, value: string, rowSet: RowSet, resolved: Partial<Record<FilterKey, string>>): string {
  const filter = FILTERS.find((f) => f.key === key)!;
  return filter.options(rowSet, resolved).find((o) => o.value === value)?.label ?? value;
}
