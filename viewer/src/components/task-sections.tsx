/** The parts of a task's page (viewer/src/routes/task-page.tsx): its head and each section, drawn only when the task has content for it. */
import { getLibrary, getTask, MODALITY_LABELS, type DemoItem, type TaskRecord } from "../../../engine/index.js";
import { exampleModelForTask } from "../data/example-models.js";
import { hubUrl, youtubeUrl, type HubKind } from "../data/hub.js";
import { mediaUrl } from "../data/media.js";
import { modelPageUrl } from "../data/model-url.js";
import { editUrl } from "../data/repo.js";
import { modalityOf } from "../data/task-groups.js";
import { Link } from "../router.js";
import { DemoView } from "./demo-item.js";
import { Section } from "./section-heading.js";

export const REFERENCE_SECTIONS: { kind: HubKind; title: string }[] = [
  { kind: "models", title: "Models" },
  { kind: "datasets", title: "Datasets" },
  { kind: "spaces", title: "Spaces" },
  { kind: "metrics", title: "Metrics" },
];

export const hasDemo = (task: TaskRecord) => Boolean(task.demo && (task.demo.inputs.length > 0 || task.demo.outputs.length > 0));

/** Breadcrumb, title, how the asked id relates to the task shown, summary and the page's buttons. */
export function TaskHead({ task, requestedId }: { task: TaskRecord; requestedId: string }) {
  const example = exampleModelForTask(task.id);
  return (
    <>
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
    </>
  );
}

export function DemoSection({ task }: { task: TaskRecord }) {
  if (!task.demo || !hasDemo(task)) return null;
  const media = (filename: string) => mediaUrl(task.id, filename);
  return (
    <Section id="demo" title="Demo">
      <div className="demo-grid">
        <DemoColumn title="Inputs" items={task.demo.inputs} media={media} />
        <DemoColumn title="Outputs" items={task.demo.outputs} media={media} />
      </div>
    </Section>
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

/** The hub's models, datasets, spaces and metrics the task names, a section each. */
export function ReferenceSections({ task }: { task: TaskRecord }) {
  return REFERENCE_SECTIONS.map(({ kind, title }) =>
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
  );
}

export function LibrariesSection({ task }: { task: TaskRecord }) {
  if (task.libraries.length === 0) return null;
  return (
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
  );
}

export function WidgetModelsSection({ task }: { task: TaskRecord }) {
  if (task.widgetModels.length === 0) return null;
  return (
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
  );
}

export function VideoSection({ task }: { task: TaskRecord }) {
  if (!task.youtubeId) return null;
  return (
    <Section id="video" title="Video">
      <p>
        <a href={youtubeUrl(task.youtubeId)} rel="noreferrer">
          Watch an introduction to {task.label} on YouTube
        </a>
      </p>
    </Section>
  );
}
