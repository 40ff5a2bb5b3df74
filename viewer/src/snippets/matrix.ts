/**
 * The output matrix as data: rows (example models, tasks or libraries) × columns
 * (language × client, × provider when asked), each cell a rendered snippet, an error, or
 * nothing when that client is not offered. Pure: the page, the tests and the benchmark
 * all build it the same way.
 */
import { LANGUAGE_PLUGINS, listLibraries, tasksForLibrary, type ModelRecordInput, type Snippet } from "../../../engine/index.js";
import { EXAMPLE_MODELS, exampleModelForLibrary, exampleModelForTask } from "../data/example-models.js";
import { inferenceSnippets, librarySnippets, type SnippetResult } from "./engine.js";
import { localAppMatrix } from "./local-app-matrix.js";
import { defaultProvider, isChatModel, LANGUAGE_ORDER, providerOptions } from "./selection.js";
import { chatModeRequest, pickMode, PLAIN_MODE } from "./chat-mode.js";
import type { Matrix, MatrixCell, MatrixColumn, MatrixFilters, MatrixRow, RowKind } from "./matrix-types.js";

/** Each language's clients, from the engine's language list. */
export const CLIENTS: Record<string, readonly string[]> = Object.fromEntries(Object.entries(LANGUAGE_PLUGINS).map(([id, p]) => [id, p.clients]));

export type { Matrix, MatrixCell, MatrixColumn, MatrixFilters, MatrixRow, RowKind } from "./matrix-types.js";

/**
 * Generator results per (model record, provider). Changing the language or client filter
 * then only re-renders; snippets are generated again only for a new model or provider.
 */
let generated = new WeakMap<object, Map<string, SnippetResult<Snippet>>>();

export function clearMatrixCache(): void {
  generated = new WeakMap();
}

function generate(model: ModelRecordInput, provider: string, mode = ""): SnippetResult<Snippet> {
  let byProvider = generated.get(model);
  if (!byProvider) generated.set(model, (byProvider = new Map()));
  // Other models than chat ones have no modes: their rows show their usual snippets.
  const chatMode = isChatModel(model) ? pickMode(mode) : PLAIN_MODE;
  const key = `${provider}|${chatMode}`;
  let result = byProvider.get(key);
  if (!result) byProvider.set(key, (result = inferenceSnippets(model, { provider, ...chatModeRequest(chatMode, false) })));
  return result;
}

interface ModelRow {
  key: string;
  label: string;
  detail: string;
  model: ModelRecordInput;
}

/** A chat mode beyond plain chat applies to chat models only: the other rows would repeat their usual snippets. */
function modeRows(filters: MatrixFilters, rows: ModelRow[]): ModelRow[] {
  return pickMode(filters.mode ?? "") === PLAIN_MODE ? rows : rows.filter((row) => isChatModel(row.model));
}

function modelRows(filters: MatrixFilters): ModelRow[] {
  return modeRows(filters, allModelRows(filters));
}

function allModelRows(filters: MatrixFilters): ModelRow[] {
  if (filters.rows === "tasks") {
    const tasks = [...new Set(EXAMPLE_MODELS.map((m) => m.record.pipeline_tag!))].sort();
    return tasks
      .filter((task) => !filters.task || task === filters.task)
      .map((task) => {
        const model = exampleModelForTask(task)!;
        return { key: task, label: task, detail: model.id, model };
      });
  }
  return EXAMPLE_MODELS.filter((m) => !filters.task || m.record.pipeline_tag === filters.task).map((m) => ({
    key: m.record.id,
    label: m.record.id,
    detail: m.kind,
    model: m.record,
  }));
}

/** One cell from the generator's result for its row and provider. */
export function cellFrom(result: SnippetResult<Snippet>, column: MatrixColumn, offered: boolean): MatrixCell {
  if (!offered) return { state: "empty", reason: `${column.provider} is not mapped for this model` };
  if (result.error) return { state: "error", message: result.error };
  const snippet = result.snippets.find((s) => s.language === column.language && s.client === column.client);
  if (snippet) return { state: "code", language: snippet.language, content: snippet.content };
  return { state: "empty", reason: "not offered" };
}

/** A row's cell function that computes each cell once: the same object on every render keeps memoised cells still. */
function onePerColumn(cell: (column: MatrixColumn) => MatrixCell): (column: MatrixColumn) => MatrixCell {
  const cells = new Map<string, MatrixCell>();
  return (column) => {
    let found = cells.get(column.key);
    if (!found) cells.set(column.key, (found = cell(column)));
    return found;
  };
}

export function buildMatrix(filters: MatrixFilters): Matrix {
  const languages = LANGUAGE_ORDER.filter((l) => !filters.language || l === filters.language);
  if (filters.rows === "libraries") return libraryMatrix(filters, languages);
  if (filters.rows === "local-apps") return localAppMatrix(filters);

  const rows = modelRows(filters);
  const providers = [...new Set(rows.flatMap((r) => providerOptions(r.model)))];
  const columnProviders = filters.provider === "all" ? providers : [filters.provider || undefined];
  const columns: MatrixColumn[] = [];
  for (const provider of columnProviders)
    for (const language of languages)
      for (const client of CLIENTS[language]!)
        if (!filters.client || client === filters.client)
          columns.push({ key: `${language}/${client}${provider ? `@${provider}` : ""}`, language, client, ...(provider ? { provider } : {}) });

  return {
    providers,
    columns,
    rows: rows.map((row) => {
      const offered = providerOptions(row.model);
      return {
        key: row.key,
        label: row.label,
        detail: row.detail,
        href: `/models/${row.model.id}`,
        cell: onePerColumn((column) => {
          const provider = column.provider ?? defaultProvider(row.model);
          return cellFrom(
            offered.includes(provider) ? generate(row.model, provider, filters.mode) : { snippets: [], warnings: [] },
            { ...column, provider },
            offered.includes(provider),
          );
        }),
      };
    }),
  };
}

function libraryMatrix(filters: MatrixFilters, languages: string[]): Matrix {
  // The same task list as the library's own page: its pipeline tags and the task records naming it.
  const libraries = listLibraries().filter((l) => l.snippets.length > 0 && (!filters.task || tasksForLibrary(l.id).includes(filters.task)));
  const columns = languages.map((language) => ({ key: `${language}/library`, language, client: "library" }));
  return {
    providers: [],
    columns,
    rows: libraries.map((library) => {
      // Filtered by task, the row shows the library's snippet for a model of that task.
      const model = exampleModelForLibrary(library, filters.task || undefined);
      let result: ReturnType<typeof librarySnippets> | undefined;
      return {
        key: library.id,
        label: library.prettyLabel,
        detail: model.id,
        href: `/libraries/${library.id}`,
        cell: onePerColumn((column) => {
          result ??= librarySnippets(model);
          if (result.error) return { state: "error", message: result.error };
          const parts = result.snippets.filter((s) => s.language === column.language);
          if (parts.length === 0) return { state: "empty", reason: "no snippet" };
          return { state: "code", language: column.language, content: parts.map((s) => s.content.trimEnd()).join("\n\n") };
        }),
      };
    }),
  };
}
