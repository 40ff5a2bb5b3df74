/** An opened golden-case cell (dev server only): the line diff of its golden file against today's output, and Accept. */
import type { GoldenMark } from "../snippets/matrix-types.js";
import { lineDiff } from "./line-diff.js";

const SIGN = { same: " ", removed: "-", added: "+" } as const;

export function GoldenDiff({ golden, now, onAccept }: { golden: GoldenMark; now: string; onAccept: (name: string) => void }) {
  if (golden.status === "same") return <p className="hint">{`Matches its golden file, test/golden/${golden.name}.`}</p>;
  const lines = golden.status === "missing" ? lineDiff("", now).filter((l) => l.kind === "added") : lineDiff(golden.before ?? "", now);
  return (
    <section aria-label="Golden file against today's output">
      <p>
        <span className="golden-mark">{golden.status === "missing" ? "No golden file yet" : "Differs from its golden file"}</span>
        <code>{`test/golden/${golden.name}`}</code>
        {" (− golden, + now) "}
        <button type="button" className="button button-small" onClick={() => onAccept(golden.name)}>
          Accept
        </button>
      </p>
      <pre className="golden-diff" data-testid="golden-diff">
        {lines.map((line, i) => (
          <span key={i} className={`diff-${line.kind}`}>{`${SIGN[line.kind]} ${line.text}`}</span>
        ))}
      </pre>
    </section>
  );
}
