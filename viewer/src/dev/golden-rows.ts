/**
 * The golden cases as matrix rows (dev server only): one row per case (`<area>/<case>`), one
 * cell per golden file in the column of its language and client, showing today's output and
 * marked when its file differs or is missing. With `onlyDiffering`, the rows without such a
 * cell are left out and the cells that match their file are shown as empty.
 */
import type { MatrixCell, MatrixColumn, MatrixRow } from "../snippets/matrix-types.js";
import type { GoldenReview, GoldenReviewCell } from "./golden-types.js";

export const differs = (cell: GoldenReviewCell) => cell.status !== "same";

export function goldenRows(review: GoldenReview, onlyDiffering: boolean): MatrixRow[] {
  const byRow = new Map<string, Map<string, GoldenReviewCell>>();
  for (const cell of review.cells) {
    let row = byRow.get(cell.row);
    if (!row) byRow.set(cell.row, (row = new Map()));
    row.set(`${cell.language}/${cell.client}`, cell);
  }
  const rows: MatrixRow[] = [];
  for (const [name, cells] of byRow) {
    if (onlyDiffering && ![...cells.values()].some(differs)) continue;
    const shown = new Map<string, MatrixCell>();
    for (const [key, cell] of cells) {
      shown.set(
        key,
        onlyDiffering && !differs(cell)
          ? { state: "empty", reason: "matches its golden file" }
          : {
              state: "code",
              language: cell.language,
              content: cell.now,
              golden: { name: cell.name, status: cell.status, ...(cell.golden !== undefined ? { before: cell.golden } : {}) },
            },
      );
    }
    const empty: MatrixCell = { state: "empty", reason: "no golden file" };
    rows.push({
      key: `golden:${name}`,
      label: name,
      detail: "golden case",
      cell: (column: MatrixColumn) => shown.get(`${column.language}/${column.client}`) ?? empty,
    });
  }
  return rows;
}

/** The golden files (names under test/golden/) of the differing cells among these rows and columns. */
export function differingNames(rows: MatrixRow[], columns: MatrixColumn[]): string[] {
  const names: string[] = [];
  for (const row of rows)
    for (const column of columns) {
      const cell = row.cell(column);
      if (cell.state === "code" && cell.golden && cell.golden.status !== "same") names.push(cell.golden.name);
    }
  return names;
}
