/**
 * The output matrix table, rendered by viewport: only the rows and columns in (or next to)
 * the visible part of its scroll box are in the DOM (./use-grid-viewport.ts), between spacers
 * that keep the scroll size, so the largest matrix costs a few hundred cells instead of
 * thousands. Rows and columns have a fixed size for that (./grid-layout.ts). Cells are memoised
 * and get a stable `onOpen` (./matrix-cell.tsx), so opening one re-renders none of them; the
 * keyboard follows the ARIA grid pattern (./use-grid-focus.ts).
 */
import { memo, useRef } from "react";
import type { Matrix, MatrixColumn, MatrixRow } from "../snippets/matrix.js";
import { Link } from "../router.js";
import { COLUMN_WIDTH, HEADER_WIDTH, ROW_HEIGHT } from "./grid-layout.js";
import { Cell, cellKey, columnLabel, goldenDiffers } from "./matrix-cell.js";
import { useGridFocus } from "./use-grid-focus.js";
import { useGridViewport } from "./use-grid-viewport.js";

type OnOpen = (key: string) => void;
type OnAccept = ((name: string) => void) | undefined;
/** The tabIndex of the cell at a grid position (./use-grid-focus.ts). */
type TabIndex = (row: number, column: number) => number;

/** The drawn columns: the first one's index, and the widths of the spacers before and after them. */
interface ShownColumns {
  first: number;
  columns: readonly MatrixColumn[];
  before: number;
  after: number;
}

export const MatrixGrid = memo(function MatrixGrid({ matrix, onOpen, onAccept }: { matrix: Matrix; onOpen: OnOpen; onAccept?: (name: string) => void }) {
  const box = useRef<HTMLDivElement>(null);
  const { rows, columns } = matrix;
  const { ranges, measure } = useGridViewport(box, rows.length, columns.length);
  const { tab, onKeyDown, onFocus } = useGridFocus({ box, ranges, rows, columns, measure, onOpen });
  const [firstColumn, endColumn] = ranges.columns;
  const [firstRow, endRow] = ranges.rows;
  const shown: ShownColumns = {
    first: firstColumn,
    columns: columns.slice(firstColumn, endColumn),
    before: firstColumn * COLUMN_WIDTH,
    after: (columns.length - endColumn) * COLUMN_WIDTH,
  };
  const span = 1 + shown.columns.length + (shown.before > 0 ? 1 : 0) + (shown.after > 0 ? 1 : 0);

  return (
    <div ref={box} className="matrix-wrap" onScroll={measure}>
      <table
        className="matrix"
        role="grid"
        aria-label="Output matrix"
        style={{ width: HEADER_WIDTH + columns.length * COLUMN_WIDTH }}
        aria-rowcount={rows.length + 1}
        aria-colcount={columns.length + 1}
        onKeyDown={onKeyDown}
        onFocus={onFocus}
      >
        <thead>
          <HeaderRow shown={shown} tab={tab} />
        </thead>
        <tbody>
          <SpacerRow height={firstRow * ROW_HEIGHT} span={span} />
          {rows.slice(firstRow, endRow).map((row, i) => (
            <BodyRow key={row.key} row={row} index={firstRow + i + 1} shown={shown} tab={tab} onOpen={onOpen} onAccept={onAccept} />
          ))}
          <SpacerRow height={(rows.length - endRow) * ROW_HEIGHT} span={span} />
        </tbody>
      </table>
    </div>
  );
});

function HeaderRow({ shown, tab }: { shown: ShownColumns; tab: TabIndex }) {
  return (
    <tr aria-rowindex={1}>
      <th scope="col" style={{ width: HEADER_WIDTH }} aria-colindex={1} data-cell="0:0" tabIndex={tab(0, 0)}>
        Row
      </th>
      <Spacer width={shown.before} />
      {shown.columns.map((column, i) => (
        <th
          key={column.key}
          scope="col"
          aria-colindex={shown.first + i + 2}
          style={{ width: COLUMN_WIDTH }}
          data-cell={`0:${shown.first + i + 1}`}
          tabIndex={tab(0, shown.first + i + 1)}
        >
          {columnLabel(column)}
        </th>
      ))}
      <Spacer width={shown.after} />
    </tr>
  );
}

/** Data row `index` (1-based: row 0 is the column headers). */
function BodyRow({
  row,
  index: r,
  shown,
  tab,
  onOpen,
  onAccept,
}: {
  row: MatrixRow;
  index: number;
  shown: ShownColumns;
  tab: TabIndex;
  onOpen: OnOpen;
  onAccept: OnAccept;
}) {
  return (
    <tr aria-rowindex={r + 1} style={{ height: ROW_HEIGHT }}>
      <th scope="row" aria-colindex={1} data-cell={`${r}:0`} tabIndex={tab(r, 0)}>
        {row.href ? (
          <Link href={row.href} tabIndex={-1}>
            {row.label}
          </Link>
        ) : (
          <span>{row.label}</span>
        )}
        <span className="row-detail">{row.detail}</span>
      </th>
      <Spacer width={shown.before} />
      {shown.columns.map((column, c) => {
        const cell = row.cell(column);
        return (
          <td
            key={column.key}
            className={import.meta.env.DEV && goldenDiffers(cell) ? "cell-golden-differs" : undefined}
            aria-colindex={shown.first + c + 2}
            data-cell={`${r}:${shown.first + c + 1}`}
            tabIndex={tab(r, shown.first + c + 1)}
          >
            <Cell cell={cell} name={`${row.label}, ${columnLabel(column)}`} id={cellKey(row, column)} onOpen={onOpen} onAccept={onAccept} />
          </td>
        );
      })}
      <Spacer width={shown.after} />
    </tr>
  );
}

const Spacer = ({ width }: { width: number }) =>
  width > 0 ? <td className="matrix-spacer" aria-hidden="true" style={{ width, minWidth: width, maxWidth: width }} /> : null;

const SpacerRow = ({ height, span }: { height: number; span: number }) =>
  height > 0 ? (
    <tr className="matrix-spacer-row" aria-hidden="true">
      <td colSpan={span} style={{ height }} />
    </tr>
  ) : null;
