/** A library's registry facts: filter flag, links, download rule and tasks. */
import { countDownloadsRule, tasksForLibrary, type LibraryEntry } from "../../../engine/index.js";
import { Link } from "../router.js";
import { RepoName } from "./repo-name.js";

export function FilterBadge({ filter }: { filter: boolean }) {
  return filter ? <span className="badge badge-filter">hub filter</span> : <span className="badge badge-muted">no filter</span>;
}

export function LibraryFacts({ library }: { library: LibraryEntry }) {
  const rule = countDownloadsRule(library.id);
  const tasks = tasksForLibrary(library.id);
  return (
    <dl className="facts">
      <div>
        <dt>Filter</dt>
        <dd>
          <FilterBadge filter={library.filter} />
        </dd>
      </div>
      <div>
        <dt>Links</dt>
        <dd>
          <a href={library.repoUrl} rel="noreferrer">
            <RepoName name={library.repoName} />
          </a>
          {library.docsUrl && (
            <>
              {" · "}
              <a href={library.docsUrl} rel="noreferrer">
                docs
              </a>
            </>
          )}
        </dd>
      </div>
      <div>
        <dt>Downloads</dt>
        <dd>
          {rule.isDefault ? <span>default files </span> : null}
          <code className="query">{rule.query}</code>
        </dd>
      </div>
      <div>
        <dt>Tasks</dt>
        <dd>
          {tasks.length === 0 ? (
            <span className="muted">none listed</span>
          ) : (
            <ul className="chip-list inline">
              {tasks.map((task) => (
                <li key={task}>
                  <Link className="chip" href={`/tasks/${task}`}>
                    {task}
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </dd>
      </div>
    </dl>
  );
}
