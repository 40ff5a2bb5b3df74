/** /tasks/<id>: one task's page. */
import { getLibrary, getTask, TASKS_DATA, type DemoItem, type TaskRecord } from "../../../engine/index.js";
import { DemoView } from "../components/demo-item.js";
import { Markdown } from "../components/markdown.js";
import { NotFound } from "../components/not-found.js";
import { Section } from "../components/section-heading.js";
import { useTitle } from "../components/use-title.js";
import { exampleModelForTask } from "../data/example-models.js";
import { hubUrl, youtubeUrl, type HubKind } from "../data/hub.js";
import { mediaUrl } from "../data/media.js";
import { modelPageUrl } from "../data/model-url.js";
import { editUrl } from "../data/repo.js";
import { modalityOf } from "../data/task-groups.js";
import { Link } from "../router.js";
import { MODALITY_LABELS } from "../../../engine/index.js";

const REFERENCE_SECTIONS: { kind: HubKind; title: string }[] = [
  { kind: "models", title: "Models" },
  { kind: "datasets", title: "Datasets" },
  { kind: "spaces", title: "Spaces" },
  { kind: "metrics", title: "Metrics" },
];

/**
 * The record a task's page shows: its own when it has content, otherwise the task that
 * covers it (`canonicalId`, followed by getTask).
 */
export function taskForPage(id: string): TaskRecord | undefined {
  const own = Object.hasOwn(TASKS_DATA, id) ? (TASKS_DATA as Record<string, TaskRecord>)[id] : undefined;
  if (own && !own.isPlaceholder && own.summary) return own;
  return getTask(id);
}

export default function TaskPage({ id }: { id: string }) {
  const task = taskForPage(id);
  if (!task) {
    return (
      <NotFound title="Task not found" href="/tasks" linkText="all tasks">
        There is no task <code>{id}</code> in the catalogue.
      </NotFound>
    );
  }
  return <TaskView task={task} requestedId={id} />;
}

export function TaskView({ task, requestedId }: { task: TaskRecord; requestedId: string }) {
  useTitle(task.label);
  const example = exampleModelForTask(task.id);
  const sections = tableOfContents(task);
  const media = (filename: string) => mediaUrl(task.id, filename);
  return (
    <article className="task-page">
      <p className="breadcrumb">
        <Link href="/tasks">Tasks</Link> / <Link href={`/tasks#${modalityOf(task.id)}`}>{MODALITY_LABELS[modalityOf(task.id)]}</Link>
      </p>
      <h1>
        {task.label} {task.isPlaceholder && <span className="badge badge-placeholder">placeholder</span>}
      </h1>
      {requestedId !== task.id && (
        <p className="notice" role="note">
          <code>{requestedId}</code> is covered by this task.
        </p>
      )}
      {requestedId === task.id && task.canonicalId && getTask(task.canonicalId) && (
        <p className="notice" role="note">
          Most models for this task are now listed under <Link href={`/tasks/${task.canonicalId}`}>{getTask(task.canonicalId)!.label}</Link>.
        </p>
      )}
      {task.summary && <p className="lead">{task.summary}</p>}
      {task.isPlaceholder && !task.summary && <p className="lead">This task has no full page yet: the catalogue lists its libraries only.</p>}
      <p className="page-actions">
        <a className="button" href={editUrl(`tasks/${task.id}/${task.about ? "about.md" : "task.yaml"}`)} rel="noreferrer">
          Update on GitHub
        </a>
        {example && (
          <Link className="button button-secondary" href={`/models/${example.id}`}>
            Snippets for {example.id}
          </Link>
        )}
      </p>
      {sections.length > 1 && (
        <nav aria-label="On this page" className="toc">
          <ul>
            {sections.map((s) => (
              <li key={s.id}>
                <a href={`#${s.id}`}>{s.title}</a>
              </li>
            ))}
          </ul>
        </nav>
      )}
      {task.about && (
        <Section id="about" title="About">
          <Markdown source={task.about} idPrefix="about-" />
        </Section>
      )}
      {task.demo && (task.demo.inputs.length > 0 || task.demo.outputs.length > 0) && (
        <Section id="demo" title="Demo">
          <div className="demo-grid">
            <DemoColumn title="Inputs" items={task.demo.inputs} media={media} />
            <DemoColumn title="Outputs" items={task.demo.outputs} media={media} />
          </div>
        </Section>
      )}
      {REFERENCE_SECTIONS.map(({ kind, title }) =>
        task[kind].length === 0 ? null : (
          <Section key={kind} id={kind} title={title}>
            <ul className="reference-list">
              {task[kind].map((ref) => (
                <li key={ref.id}>
                  <a href={hubUrl(kind, ref.id)} rel="noreferrer">
                    {ref.id}
                  </a>
                  <span className="muted"> {ref.description}</span>
                </li>
              ))}
            </ul>
          </Section>
        ),
      )}
      {task.libraries.length > 0 && (
        <Section id="libraries" title="Libraries">
          <ul className="chip-list">
            {task.libraries.map((libraryId) => (
              <li key={libraryId}>
                <Link className="chip" href={`/libraries/${libraryId}`}>
                  {getLibrary(libraryId)?.prettyLabel ?? libraryId}
                </Link>
              </li>
            ))}
          </ul>
        </Section>
      )}
      {task.widgetModels.length > 0 && (
        <Section id="widget-models" title="Widget models">
          <ul className="reference-list">
            {task.widgetModels.map((model) => (
              <li key={model}>
                {/* Not every widget model is embedded: the others open with a record naming the task. */}
                <Link href={modelPageUrl({ id: model, pipeline_tag: task.id })}>{model}</Link>{" "}
                <a className="muted hub-link" href={hubUrl("models", model)} rel="noreferrer" aria-label={`${model} on the hub`}>
                  (hub)
                </a>
              </li>
            ))}
          </ul>
        </Section>
      )}
      {task.youtubeId && (
        <Section id="video" title="Video">
          <p>
            <a href={youtubeUrl(task.youtubeId)} rel="noreferrer">
              Watch an introduction to {task.label} on YouTube
            </a>
          </p>
        </Section>
      )}
    </article>
  );
}

function DemoColumn({ title, items, media }: { title: string; items: DemoItem[]; media: (f: string) => string | undefined }) {
  return (
    <div className="demo-column">
      <h3>{title}</h3>
      {items.length === 0 ? <p className="muted">None.</p> : items.map((item, i) => <DemoView key={i} item={item} mediaUrl={media} />)}
    </div>
  );
}

function tableOfContents(task: TaskRecord): { id: string; title: string }[] {
  const out: { id: string; title: string }[] = [];
  if (task.about) out.push({ id: "about", title: "About" });
  if (task.demo && (task.demo.inputs.length > 0 || task.demo.outputs.length > 0)) out.push({ id: "demo", title: "Demo" });
  for (const { kind, title } of REFERENCE_SECTIONS) if (task[kind].length > 0) out.push({ id: kind, title });
  if (task.libraries.length > 0) out.push({ id: "libraries", title: "Libraries" });
  if (task.widgetModels.length > 0) out.push({ id: "widget-models", title: "Widget models" });
  if (task.youtubeId) out.push({ id: "video", title: "Video" });
  return out;
}
