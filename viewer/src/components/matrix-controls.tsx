/** The output matrix's filters: the select fields and check boxes, and the chips that name each filter in force. */
import { useId } from "react";
import type { Chip } from "./filter-chips.js";
import { SelectField } from "./select-field.js";
import { FILTERS, ROW_SETS, valueLabel, type ResolvedFilters } from "../snippets/matrix-filters.js";

/** Sets one query key (undefined removes it). */
type Change = (key: string, value: string | undefined) => void;

/** `onShowEmpty` keeps the opened cell open, where `change` closes it. */
export function MatrixControls(props: {
  resolved: ResolvedFilters;
  onlyErrors: boolean;
  showEmpty: boolean;
  change: Change;
  onShowEmpty: (on: boolean) => void;
}) {
  const { resolved, onlyErrors, showEmpty, change, onShowEmpty } = props;
  const { rowSet, values } = resolved;
  const errorsId = useId();
  const emptyId = useId();
  return (
    <div className="controls" role="group" aria-label="Matrix filters">
      <SelectField
        label="Rows"
        value={rowSet.value}
        options={ROW_SETS.map((s) => ({ value: s.value, label: s.label }))}
        onChange={(v) => change("rows", v === ROW_SETS[0]!.value ? undefined : v)}
      />
      {FILTERS.map((filter) => (
        <SelectField
          key={filter.key}
          label={filter.label}
          value={values[filter.key]}
          options={[{ value: "", label: filter.allLabel }, ...filter.options(rowSet, values)]}
          onChange={(v) => change(filter.key, v)}
          disabled={!rowSet.filters.includes(filter.key)}
        />
      ))}
      <div className="field field-check">
        <input id={errorsId} type="checkbox" checked={onlyErrors} onChange={(e) => change("errors", e.target.checked ? "1" : undefined)} />
        <label htmlFor={errorsId}>Only rows with errors</label>
      </div>
      <div className="field field-check">
        <input id={emptyId} type="checkbox" checked={showEmpty} onChange={(e) => onShowEmpty(e.target.checked)} />
        <label htmlFor={emptyId}>Show empty rows and columns</label>
      </div>
    </div>
  );
}

/** A chip per filter in force, and one per query value the page ignored (with why). `open`: a cell key no cell of the grid has. */
export function matrixChips({ rowSet, values, ignored }: ResolvedFilters, onlyErrors: boolean, unknownOpen: string | undefined, change: Change): Chip[] {
  return [
    ...FILTERS.filter((f) => values[f.key]).map((f) => ({
      key: f.key,
      text: `${f.label}: ${valueLabel(f.key, values[f.key], rowSet, values)}`,
      onRemove: () => change(f.key, undefined),
    })),
    ...(onlyErrors ? [{ key: "errors", text: "Only rows with errors", onRemove: () => change("errors", undefined) }] : []),
    ...ignored.map((p) => ({
      key: `ignored-${p.key}`,
      text: `${p.key === "rows" ? "Rows" : FILTERS.find((f) => f.key === p.key)!.label}: ${p.value}`,
      problem: p.reason,
      onRemove: () => change(p.key, undefined),
    })),
    // A cell to open that the grid does not hold (a mistyped link, or filtered out) is flagged like an unknown filter value.
    ...(unknownOpen
      ? [{ key: "ignored-open", text: `Opened cell: ${unknownOpen}`, problem: "no cell of this grid has this key", onRemove: () => change("open", undefined) }]
      : []),
  ];
}
