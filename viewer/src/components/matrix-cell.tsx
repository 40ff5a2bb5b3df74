/** One cell of the output matrix: a preview of its snippet or error, and the buttons that open (or, on the dev server, accept) it. */
import { memo } from "react";
import type { MatrixCell, MatrixColumn, MatrixRow } from "../snippets/matrix.js";
import { HighlightedCode } from "./code-block.js";

export const PREVIEW_LINES = 12;

export function cellKey(row: MatrixRow, column: MatrixColumn): string {
  return `${row.key}|${column.key}`;
}

export function columnLabel(column: MatrixColumn): string {
  return `${column.language} · ${column.client}${column.provider ? ` @ ${column.provider}` : ""}`;
}

/**
 * A cell's preview: its first lines without the blank ones. Snippets open with the same
 * imports and client set-up, so with blank lines kept every preview of a column looked alike
 * and stopped before the call that tells the cells apart.
 */
export function preview(content: string): string {
  const lines = content.split("\n").filter((line) => line.trim() !== "");
  return lines.length > PREVIEW_LINES ? `${lines.slice(0, PREVIEW_LINES).join("\n")}\n…` : lines.join("\n");
}

/** A golden-case cell whose file differs from today's output or is missing (dev server only). */
export const goldenDiffers = (cell: MatrixCell) => cell.state === "code" && cell.golden !== undefined && cell.golden.status !== "same";

type CellProps = { cell: MatrixCell; name: string; id: string; onOpen: (key: string) => void; onAccept?: ((name: string) => void) | undefined };

/** Memoised, with a stable `onOpen`: opening one cell re-renders none of them. */
export const Cell = memo(function Cell({ cell, name, id, onOpen, onAccept }: CellProps) {
  if (cell.state === "empty") return <span className="cell-empty">{cell.reason}</span>;
  return (
    <div className={`cell cell-${cell.state}`}>
      {import.meta.env.DEV && cell.state === "code" && cell.golden && goldenDiffers(cell) && (
        <span className="golden-mark">{cell.golden.status === "missing" ? "no golden file" : "differs from golden"}</span>
      )}
      {cell.state === "code" ? (
        <pre>
          <HighlightedCode code={preview(cell.content)} language={cell.language} />
        </pre>
      ) : (
        <pre className="cell-error-text">{preview(cell.message)}</pre>
      )}
      {/* Out of the Tab order: the grid's cells are reached with the arrow keys, and Enter opens. */}
      <button type="button" className="button button-small" tabIndex={-1} onClick={() => onOpen(id)} aria-label={`Open ${name}`}>
        Open
      </button>
      {import.meta.env.DEV && cell.state === "code" && cell.golden && goldenDiffers(cell) && onAccept && (
        <button
          type="button"
          className="button button-small button-secondary"
          tabIndex={-1}
          onClick={() => onAccept(cell.golden!.name)}
          aria-label={`Accept ${name}`}
        >
          Accept
        </button>
      )}
    </div>
  );
});
