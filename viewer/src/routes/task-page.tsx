/** /tasks/<id>: one task's page; its parts are in viewer/src/components/task-sections.tsx. */
import { getTask, TASKS_DATA, type TaskRecord } from "../../../engine/index.js";
import { Markdown } from "../components/markdown.js";
import { NotFound } from "../components/not-found.js";
import { Section } from "../components/section-heading.js";
import {
  DemoSection,
  hasDemo,
  LibrariesSection,
  REFERENCE_SECTIONS,
  ReferenceSections,
  TaskHead,
  VideoSection,
  WidgetModelsSection,
} from "../components/task-sections.js";
import { useTitle } from "../components/use-title.js";

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
  const sections = tableOfContents(task);
  return (
    <article className="task-page">
      <TaskHead task={task} requestedId={requestedId} />
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
      <DemoSection task={task} />
      <ReferenceSections task={task} />
      <LibrariesSection task={task} />
      <WidgetModelsSection task={task} />
      <VideoSection task={task} />
    </article>
  );
}

function tableOfContents(task: TaskRecord): { id: string; title: string }[] {
  const out: { id: string; title: string }[] = [];
  if (task.about) out.push({ id: "about", title: "About" });
  if (hasDemo(task)) out.push({ id: "demo", title: "Demo" });
  for (const { kind, title } of REFERENCE_SECTIONS) if (task[kind].length > 0) out.push({ id: kind, title });
  if (task.libraries.length > 0) out.push({ id: "libraries", title: "Libraries" });
  if (task.widgetModels.length > 0) out.push({ id: "widget-models", title: "Widget models" });
  if (task.youtubeId) out.push({ id: "video", title: "Video" });
  return out;
}
