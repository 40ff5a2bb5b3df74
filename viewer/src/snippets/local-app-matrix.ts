/**
 * The matrix's local-apps row set: one row per local app, one column per embedded example
 * model that some app runs; a cell is the app's deeplink or its snippets for that model,
 * or empty when the app is not offered for it.
 */
import { getLocalApps, LOCAL_APP_IDS, LOCAL_APPS, type LocalAppResult, type ModelRecordInput } from "../../../engine/index.js";
import { EXAMPLE_MODELS } from "../data/example-models.js";
import type { Matrix, MatrixCell, MatrixFilters } from "./matrix-types.js";

function appsOf(model: ModelRecordInput): { apps: LocalAppResult[]; error?: string } {
  try {
    return { apps: getLocalApps(model) };
  } catch (error) {
    return { apps: [], error: error instanceof Error ? error.message : String(error) };
  }
}

/** The text of one app's output: its URL, or each snippet under its title as shell comments. */
export function localAppText(app: LocalAppResult): string {
  if (app.kind === "deeplink") return app.url ?? "";
  return (app.snippets ?? []).map((s) => `# ${s.title}\n${s.setup ? `${s.setup}\n` : ""}${s.content}`).join("\n\n");
}

export function localAppMatrix(filters: MatrixFilters): Matrix {
  const models = EXAMPLE_MODELS.map((m) => m.record)
    .filter((m) => !filters.task || m.pipeline_tag === filters.task)
    .map((model) => ({ model, ...appsOf(model) }))
    .filter((m) => m.error || m.apps.length > 0);
  const columns = models.map((m) => ({ key: `local/${m.model.id}`, language: "sh", client: m.model.id }));
  return {
    providers: [],
    columns,
    rows: LOCAL_APP_IDS.map((id) => {
      const app = LOCAL_APPS[id];
      return {
        key: id,
        label: app.prettyLabel,
        detail: `${app.deeplink ? "deeplink" : "snippet"}${app.macOSOnly ? ", macOS only" : ""}`,
        // The first example model page that shows the app, else this view.
        href: ((first) => (first ? `/models/${first.model.id}?localApp=${encodeURIComponent(id)}#local-apps` : "/matrix?rows=local-apps"))(
          models.find((m) => m.apps.some((a) => a.id === id)),
        ),
        cell: (column): MatrixCell => {
          const entry = models.find((m) => `local/${m.model.id}` === column.key);
          if (!entry) return { state: "empty", reason: "no such model" };
          if (entry.error) return { state: "error", message: entry.error };
          const result = entry.apps.find((a) => a.id === id);
          return result ? { state: "code", language: "sh", content: localAppText(result) } : { state: "empty", reason: "not offered" };
        },
      };
    }),
  };
}
