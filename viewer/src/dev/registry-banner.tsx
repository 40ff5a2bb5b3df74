/**
 * The registry's problems on every page of `npm run dev`: read from the dev server when the
 * page opens (so a page loaded while a file is broken shows them too) and after each build of
 * the watcher (viewer/dev/registry-watch-plugin.ts); gone once the files are fixed or deleted.
 * Loaded only by the dev server (app.tsx); a build holds none of it.
 */
import { useEffect, useState } from "react";
import "./dev.css";
import type { RegistryStatus } from "./registry-status.js";

export default function RegistryBanner() {
  const [status, setStatus] = useState<RegistryStatus | undefined>();
  useEffect(() => {
    let live = true;
    fetch("/__atlas/registry")
      .then((r) => r.json() as Promise<RegistryStatus>)
      .then((s) => live && setStatus(s))
      .catch(() => undefined);
    const onBuild = (s: RegistryStatus) => setStatus(s);
    import.meta.hot?.on("atlas:registry", onBuild);
    return () => {
      live = false;
      import.meta.hot?.off("atlas:registry", onBuild);
    };
  }, []);
  if (!status || status.problems.length === 0) return null;
  const n = status.problems.length;
  return (
    <div className="dev-banner" role="alert" data-registry-problems={n}>
      <h2>{`The registry has ${n} problem${n === 1 ? "" : "s"}: this page shows the last good registry`}</h2>
      <ul>
        {status.problems.map((p) => (
          <li key={p.text}>
            <code>{p.text}</code>
          </li>
        ))}
      </ul>
    </div>
  );
}
