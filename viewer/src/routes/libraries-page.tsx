/** /libraries: every library of the registry, searchable by name (?q=) and by filter flag (?filter=1). */
import { useId } from "react";
import { listLibraries, type LibraryEntry } from "../../../engine/index.js";
import { LibraryFacts } from "../components/library-facts.js";
import { useTitle } from "../components/use-title.js";
import { Link, useQuery } from "../router.js";

export function searchLibraries(libraries: LibraryEntry[], text: string, onlyFiltered: boolean): LibraryEntry[] {
  const needle = text.trim().toLowerCase();
  return libraries.filter(
    (l) =>
      (!onlyFiltered || l.filter) &&
      (needle === "" || l.id.toLowerCase().includes(needle) || l.prettyLabel.toLowerCase().includes(needle) || l.repoName.toLowerCase().includes(needle)),
  );
}

export default function LibrariesPage() {
  useTitle("Libraries");
  const [query, setQuery] = useQuery();
  const searchId = useId();
  const text = query.get("q") ?? "";
  const onlyFiltered = query.get("filter") === "1";
  const all = listLibraries();
  const shown = searchLibraries(all, text, onlyFiltered);
  return (
    <>
      <h1>Libraries</h1>
      <div className="controls" role="search">
        <div className="field field-grow">
          <label htmlFor={searchId}>Search libraries</label>
          <input id={searchId} type="search" value={text} onChange={(e) => setQuery({ q: e.target.value })} placeholder="transformers, diffusers…" />
        </div>
        <div className="field field-check">
          <input id={`${searchId}-filter`} type="checkbox" checked={onlyFiltered} onChange={(e) => setQuery({ filter: e.target.checked ? "1" : undefined })} />
          <label htmlFor={`${searchId}-filter`}>Only hub filters</label>
        </div>
      </div>
      <p role="status" className="muted">
        {shown.length} of {all.length} libraries
      </p>
      <ul className="library-list">
        {shown.map((library) => (
          <li key={library.id} className="card">
            <h2 className="card-heading">
              <Link href={`/libraries/${library.id}`}>{library.prettyLabel}</Link> <code className="muted">{library.id}</code>
            </h2>
            <LibraryFacts library={library} />
          </li>
        ))}
      </ul>
    </>
  );
}
