/**
 * The golden review's line above the matrix (dev server only): how many cells differ from
 * their golden files, the filter that shows only those (`?golden=differs`), and Accept for every
 * differing cell shown.
 */
import { useId } from "react";

export function GoldenSummary(props: {
  differing: number;
  shown: string[];
  only: boolean;
  error?: string;
  onOnly: (on: boolean) => void;
  onAccept: (names: string[]) => void;
}) {
  const id = useId();
  const { differing, shown, only } = props;
  return (
    <div className="golden-review" role="group" aria-label="Golden review">
      <span className={differing > 0 ? "golden-count" : "muted"} data-testid="golden-count">
        {differing === 0
          ? "Every golden cell matches its file"
          : `${differing} cell${differing === 1 ? "" : "s"} differ${differing === 1 ? "s" : ""} from their golden files`}
      </span>
      <span className="field field-check">
        <input id={id} type="checkbox" checked={only} onChange={(e) => props.onOnly(e.target.checked)} />
        <label htmlFor={id}>Only cells that differ from their golden files</label>
      </span>
      {shown.length > 0 && (
        <button type="button" className="button button-small" onClick={() => props.onAccept(shown)}>
          {`Accept all ${shown.length} shown`}
        </button>
      )}
      {props.error && <span className="error-count">{props.error}</span>}
    </div>
  );
}
