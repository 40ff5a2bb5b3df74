/** The output matrix table. Cells show a short preview; "Open" shows a cell full size. */
import { memo } from "react";
import type { Matrix, MatrixCell, MatrixColumn, MatrixRow } from "../snippets/matrix.js";
import { Link } from "../router.js";
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

const Cell = memo(function Cell({ cell, name, onOpen }: { cell: MatrixCell; name: string; onOpen: () => void }) {
  if (cell.state === "empty") return <span className="cell-empty">{cell.reason}</span>;
  return (
    <div className={`cell cell-${cell.state}`}>
      {cell.state === "code" ? (
        <pre>
          <HighlightedCode code={preview(cell.content)} language={cell.language} />
        </pre>
      ) : (
        <pre className="cell-error-text">{preview(cell.message)}</pre>
      )}
      <button type="button" className="button button-small" onClick={onOpen} aria-label={`Open ${name}`}>
        Open
      </button>
    </div>
  );
});

export function MatrixGrid({ matrix, onOpen }: { matrix: Matrix; onOpen: (key: string) => void }) {
  return (
    <div className="matrix-wrap" role="region" aria-label="Output matrix" tabIndex={0}>
      <table className="matrix">
        <thead>
          <tr>
            <th scope="col">Row</th>
            {matrix.columns.map((column) => (
              <th key={column.key} scope="col">
                {columnLabel(column)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {matrix.rows.map((row) => (
            <tr key={row.key}>
              <th scope="row">
                <Link href={row.href}>{row.label}</Link>
                <span className="row-detail">{row.detail}</span>
              </th>
              {matrix.columns.map((column) => (
                <td key={column.key}>
                  <Cell cell={row.cell(column)} name={`${row.label}, ${columnLabel(column)}`} onOpen={() => onOpen(cellKey(row, column))} />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
