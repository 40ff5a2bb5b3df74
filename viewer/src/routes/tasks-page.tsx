/** /tasks: every task of the catalogue, grouped by the seven modalities. */
import taskIndex from "virtual:atlas-task-index";
import { Section } from "../components/section-heading.js";
import { groupTasks } from "../data/task-groups.js";
import { Link } from "../router.js";
import { useTitle } from "../components/use-title.js";

export default function TasksPage() {
  useTitle("Tasks");
  const tasks = taskIndex;
  const groups = groupTasks(tasks);
  return (
    <>
      <h1>Tasks</h1>
      <p className="lead">
        {tasks.length} machine-learning tasks, each with a demo, example datasets, models and the libraries that support it. Tasks marked{" "}
        <span className="badge badge-placeholder">placeholder</span> have no full page yet.
      </p>
      {tasks.length === 0 && (
        <p className="notice">
          The catalogue is empty: run <code>npm run registry</code> after adding tasks.
        </p>
      )}
      {groups.map((group) => (
        <Section key={group.modality} id={group.modality} title={`${group.label} (${group.tasks.length})`}>
          {group.tasks.length === 0 ? (
            <p className="muted">No tasks in this modality.</p>
          ) : (
            <ul className="card-grid">
              {group.tasks.map((task) => (
                <li key={task.id} className="card">
                  <Link href={`/tasks/${task.id}`} className="card-title">
                    {task.label}
                  </Link>
                  {task.isPlaceholder && <span className="badge badge-placeholder">placeholder</span>}
                  {task.canonicalId && <span className="badge">see {task.canonicalId}</span>}
                  {task.summary && <p className="card-text">{firstSentence(task.summary)}</p>}
                </li>
              ))}
            </ul>
          )}
        </Section>
      ))}
    </>
  );
}

function firstSentence(text: string): string {
  const match = /^.*?[.!?](?=\s|$)/s.exec(text.trim());
  return match ? match[0] : text;
}
