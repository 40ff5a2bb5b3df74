/** One demo input or output of a task, rendered by its type. */
import type { DemoItem } from "../../../engine/index.js";
import { AnimatedImage, isAnimatedImage } from "./animated-image.js";
import { BarChart } from "./bar-chart.js";
import { TokenText } from "./token-text.js";

export function DemoView({ item, mediaUrl }: { item: DemoItem; mediaUrl: (filename: string) => string | undefined }) {
  const label = item.label ? <p className="demo-label">{item.label}</p> : null;
  switch (item.type) {
    case "text":
      return (
        <figure className="demo demo-text">
          <p className="demo-label">{item.label}</p>
          <p className="demo-content">{item.content}</p>
        </figure>
      );
    case "img": {
      const url = mediaUrl(item.filename);
      return (
        <figure className="demo demo-img">
          {label}
          {!url ? (
            <MissingFile name={item.filename} />
          ) : isAnimatedImage(item.filename) ? (
            <AnimatedImage src={url} alt={item.label ?? `Demo animation ${item.filename}`} />
          ) : (
            <img src={url} alt={item.label ?? `Demo image ${item.filename}`} loading="lazy" />
          )}
        </figure>
      );
    }
    case "audio": {
      const url = mediaUrl(item.filename);
      return (
        <figure className="demo demo-audio">
          {label}
          {url ? <audio controls src={url} preload="none" aria-label={item.label ?? `Demo audio ${item.filename}`} /> : <MissingFile name={item.filename} />}
        </figure>
      );
    }
    case "chart":
      return (
        <figure className="demo demo-chart">
          {label}
          <BarChart data={item.data} />
        </figure>
      );
    case "tabular": {
      const [header = [], ...rows] = item.table;
      return (
        <figure className="demo demo-table">
          {label}
          <div className="table-wrap" tabIndex={0} role="region" aria-label={item.label ?? "Demo table"}>
            <table>
              <thead>
                <tr>
                  {header.map((cell, i) => (
                    <th key={i} scope="col">
                      {cell}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {rows.map((row, r) => (
                  <tr key={r}>
                    {row.map((cell, i) => (
                      <td key={i}>{cell}</td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </figure>
      );
    }
    case "text-with-tokens":
      return (
        <figure className="demo demo-tokens">
          {label}
          <TokenText content={item.content} tokens={item.tokens} />
        </figure>
      );
  }
}

function MissingFile({ name }: { name: string }) {
  return (
    <p className="notice" role="note">
      Media file <code>{name}</code> is not in the task folder yet.
    </p>
  );
}
