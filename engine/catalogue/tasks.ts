/** The task catalogue: every task record compiled from tasks/<id>/task.yaml. */
import { TASKS_DATA, TASK_IDS, type TaskId } from "../generated/tasks.js";
import { MODALITIES, MODALITY_LABELS, PIPELINE_DATA, PIPELINE_TYPES, type Modality } from "../pipelines/data.js";
import type { TaskRecord } from "../schema/task.js";

export { TASKS_DATA, TASK_IDS, type TaskId };

const BY_ID = TASKS_DATA as Record<string, TaskRecord>;

/** Every task record, in id order. */
export function listTasks(options: { placeholders?: boolean } = {}): TaskRecord[] {
  const all = (TASK_IDS as readonly string[]).map((id) => BY_ID[id]!);
  return options.placeholders === undefined ? all : all.filter((t) => t.isPlaceholder === options.placeholders);
}

export function isTaskId(id: string): id is TaskId {
  return Object.hasOwn(BY_ID, id);
}

/**
 * The record that documents `id`, following `canonicalId` to the task that covers it
 * (translation → text-generation, text-to-audio → text-to-speech). A link is not followed
 * onto a placeholder, since a page without content covers nothing: text-to-speech names
 * text-to-audio as canonical, yet getTask("text-to-speech") stays on text-to-speech.
 * `{ followCanonical: false }` returns the record stored under `id` itself.
 */
export function getTask(id: string, options: { followCanonical?: boolean } = {}): TaskRecord | undefined {
  let record = Object.hasOwn(BY_ID, id) ? BY_ID[id] : undefined;
  if (options.followCanonical === false) return record;
  const seen = new Set<string>();
  while (record?.canonicalId && !seen.has(record.id)) {
    seen.add(record.id);
    const target: TaskRecord | undefined = BY_ID[record.canonicalId];
    if (!target || target.isPlaceholder) break;
    record = target;
  }
  return record;
}

export interface ModalityGroup {
  modality: Modality;
  label: string;
  tasks: TaskRecord[];
}

/**
 * Tasks grouped by modality for the catalogue's index page: modalities in MODALITIES order,
 * tasks within one in the pipeline display order; empty groups are left out.
 */
export function tasksByModality(options: { placeholders?: boolean } = {}): ModalityGroup[] {
  const order = new Map((PIPELINE_TYPES as readonly string[]).map((id, i) => [id, i]));
  const tasks = listTasks(options).sort((a, b) => (order.get(a.id) ?? Infinity) - (order.get(b.id) ?? Infinity));
  const modalityOf = (id: string) => (PIPELINE_DATA as Record<string, { modality: Modality }>)[id]?.modality ?? "other";
  return MODALITIES.map((modality) => ({
    modality,
    label: MODALITY_LABELS[modality],
    tasks: tasks.filter((t) => modalityOf(t.id) === modality),
  })).filter((group) => group.tasks.length > 0);
}
