/** Label/score pairs as horizontal bars; the numbers are printed too, so nothing depends on colour. */
export function BarChart({ data }: { data: { label: string; score: number }[] }) {
  const sorted = [...data].sort((a, b) => b.score - a.score);
  return (
    <dl className="bar-chart">
      {sorted.map((entry, index) => (
        <div key={`${entry.label}-${index}`} className="bar-row">
          <dt>{entry.label}</dt>
          <dd>
            <span className="bar" style={{ width: `${Math.round(entry.score * 100)}%` }} aria-hidden="true" />
            <span className="bar-value">{entry.score.toFixed(3)}</span>
          </dd>
        </div>
      ))}
    </dl>
  );
}
