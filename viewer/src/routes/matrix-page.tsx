/**
 * /matrix: every template's output side by side, for template authors. Filters and the
 * opened cell live in the query (?rows=&task=&language=&client=&provider=&errors=&open=).
 */
import { useEffect, useId, useMemo, useRef, type ReactNode } from "react";
import { listLibraries, tasksForLibrary } from "../../../engine/index.js";
import { CodeBlock } from "../components/code-block.js";
import { cellKey, columnLabel, MatrixGrid } from "../components/matrix-grid.js";
import { SelectField } from "../components/select-field.js";
import { useTitle } from "../components/use-title.js";
import { CHAT_MODES, pickMode } from "../snippets/chat-mode.js";
import { EXAMPLE_MODELS } from "../data/example-models.js";
import { useQuery } from "../router.js";
import { buildMatrix, CLIENTS, type RowKind } from "../snippets/matrix.js";
import { LANGUAGE_LABELS, LANGUAGE_ORDER } from "../snippets/selection.js";

const ROW_KINDS: { value: RowKind; label: string }[] = [
  { value: "models", label: "Example models" },
  { value: "tasks", label: "Tasks" },
  { value: "libraries", label: "Libraries" },
];

export default function MatrixPage() {
  useTitle("Output matrix");
  const [query, setQuery] = useQuery();
  const rows = (ROW_KINDS.find((k) => k.value === query.get("rows"))?.value ?? "models") as RowKind;
  const filters = {
    rows,
    task: query.get("task") ?? "",
    language: query.get("language") ?? "",
    client: query.get("client") ?? "",
    provider: query.get("provider") ?? "",
    mode: pickMode(query.get("mode")),
  };
  const built = useMemo(() => buildMatrix(filters), [filters.rows, filters.task, filters.language, filters.client, filters.provider, filters.mode]); // eslint-disable-line react-hooks/exhaustive-deps
  const onlyErrors = query.get("errors") === "1";
  const matrix = useMemo(
    () => (onlyErrors ? { ...built, rows: built.rows.filter((row) => built.columns.some((column) => row.cell(column).state === "error")) } : built),
    [built, onlyErrors],
  );
  const errorsId = useId();
  // Library rows can be filtered by any task a library declares, not only the example models' tasks.
  const taskSource = rows === "libraries" ? listLibraries().flatMap((l) => tasksForLibrary(l.id)) : EXAMPLE_MODELS.map((m) => m.record.pipeline_tag!);
  const tasks = [...new Set(taskSource)].sort();
  const clients = [...new Set(LANGUAGE_ORDER.filter((l) => !filters.language || l === filters.language).flatMap((l) => CLIENTS[l]!))];

  // A template author looks for errors first: count them (the grid renders every cell anyway).
  const states = useMemo(() => {
    const counts = { code: 0, error: 0, empty: 0 };
    for (const row of matrix.rows) for (const column of matrix.columns) counts[row.cell(column).state]++;
    return counts;
  }, [matrix]);

  const open = query.get("open");
  const opened = useMemo(() => {
    if (!open) return undefined;
    for (const row of matrix.rows)
      for (const column of matrix.columns) if (cellKey(row, column) === open) return { row, column, cell: row.cell(column) };
    return undefined;
  }, [open, matrix]);

  return (
    <>
      <h1>Output matrix</h1>
      <p className="lead">Every snippet the templates produce, side by side: rows × language × client{filters.provider === "all" ? " × provider" : ""}.</p>
      <div className="controls" role="group" aria-label="Matrix filters">
        <SelectField label="Rows" value={rows} options={ROW_KINDS} onChange={(v) => setQuery({ rows: v === "models" ? undefined : v, open: undefined })} />
        <SelectField label="Task" value={filters.task} options={[{ value: "", label: "all tasks" }, ...tasks.map((t) => ({ value: t }))]} onChange={(v) => setQuery({ task: v, open: undefined })} />
        <SelectField
          label="Language"
          value={filters.language}
          options={[{ value: "", label: "all languages" }, ...LANGUAGE_ORDER.map((l) => ({ value: l, label: LANGUAGE_LABELS[l] }))]}
          onChange={(v) => setQuery({ language: v, client: undefined, open: undefined })}
        />
        <SelectField
          label="Client"
          value={filters.client}
          options={[{ value: "", label: "all clients" }, ...clients.map((c) => ({ value: c }))]}
          onChange={(v) => setQuery({ client: v, open: undefined })}
          disabled={rows === "libraries"}
        />
        <SelectField
          label="Provider"
          value={filters.provider}
          options={[{ value: "", label: "each model's default" }, { value: "all", label: "every provider (columns)" }, ...matrix.providers.map((p) => ({ value: p }))]}
          onChange={(v) => setQuery({ provider: v, open: undefined })}
          disabled={rows === "libraries"}
        />
        <SelectField
          label="Chat mode"
          value={filters.mode}
          options={CHAT_MODES.map((m) => ({ ...m }))}
          onChange={(v) => setQuery({ mode: v === "chat" ? undefined : v, open: undefined })}
          disabled={rows === "libraries"}
        />
        <div className="field field-check">
          <input id={errorsId} type="checkbox" checked={onlyErrors} onChange={(e) => setQuery({ errors: e.target.checked ? "1" : undefined, open: undefined })} />
          <label htmlFor={errorsId}>Only rows with errors</label>
        </div>
      </div>
      <p role="status" className="muted">
        {`${count(matrix.rows.length, "row")} × ${count(matrix.columns.length, "column")} = ${count(matrix.rows.length * matrix.columns.length, "cell")}: `}
        {`${count(states.code, "snippet")}, `}
        <span className={states.error > 0 ? "error-count" : undefined}>{count(states.error, "error")}</span>
        {`, ${states.empty} not offered`}
      </p>
      <MatrixGrid matrix={matrix} onOpen={(key) => setQuery({ open: key })} />
      {opened && (
        <CellDialog title={`${opened.row.label} · ${columnLabel(opened.column)}`} onClose={() => setQuery({ open: undefined })}>
          {opened.cell.state === "code" ? (
            <CodeBlock code={opened.cell.content} language={opened.cell.language} label="Snippet, full size" />
          ) : opened.cell.state === "error" ? (
            <div className="error-box" role="alert">
              <pre>{opened.cell.message}</pre>
            </div>
          ) : (
            <p>{opened.cell.reason}</p>
          )}
        </CellDialog>
      )}
    </>
  );
}

function count(n: number, noun: string): string {
  return `${n} ${noun}${n === 1 ? "" : "s"}`;
}

function CellDialog({ title, onClose, children }: { title: string; onClose: () => void; children: ReactNode }) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    // A modal <dialog> traps focus and closes on Escape by itself.
    if (dialog && !dialog.open) dialog.showModal?.();
  }, []);
  return (
    <dialog ref={ref} className="cell-dialog" aria-labelledby="cell-dialog-title" onClose={onClose}>
      <div className="dialog-head">
        <h2 id="cell-dialog-title">{title}</h2>
        <button type="button" className="button" onClick={() => ref.current?.close()}>
          Close
        </button>
      </div>
      {children}
    </dialog>
  );
}
