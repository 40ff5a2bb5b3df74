/**
 * The filters in force, each a chip with its own remove button, and the values that were
 * ignored (flagged, with the reason), so no filter can hide itself behind a select that
 * reads "all".
 */
export interface Chip {
  key: string;
  /** What the chip says, e.g. "Task: fill-mask". */
  text: string;
  /** Set for an ignored value: why it does not apply. */
  problem?: string;
  onRemove: () => void;
}

export function FilterChips({ chips, onClearAll, label = "Active filters" }: { chips: Chip[]; onClearAll: () => void; label?: string }) {
  if (chips.length === 0) return null;
  return (
    <div className="filter-chips" role="group" aria-label={label}>
      <ul className="chip-list">
        {chips.map((chip) => (
          <li key={chip.key} className={chip.problem ? "filter-chip filter-chip-problem" : "filter-chip"}>
            <span>
              {chip.text}
              {chip.problem && <span className="filter-chip-reason">: ignored, {chip.problem}</span>}
            </span>
            <button type="button" className="chip-remove" onClick={chip.onRemove} aria-label={`Remove filter ${chip.text}`}>
              ×
            </button>
          </li>
        ))}
      </ul>
      {chips.length > 1 && (
        <button type="button" className="button button-secondary button-small" onClick={onClearAll}>
          Clear all filters
        </button>
      )}
    </div>
  );
}
