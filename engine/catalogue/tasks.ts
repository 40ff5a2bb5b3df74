/** The task catalogue: every task record compiled from tasks/<id>/task.yaml. */
import { TASKS_DATA, TASK_IDS, type TaskId } from "../generated/tasks.js";
import type { TaskRecord } from "../schema/task.js";

export { TASKS_DATA, TASK_IDS, type TaskId };

export function listTasks(): TaskRecord[] {
  return (TASK_IDS as readonly string[]).map((id) => (TASKS_DATA as Record<string, TaskRecord>)[id]!);
}

/** A task by id, following `canonicalId` to the task that covers it. */
export function getTask(id: string): TaskRecord | undefined {
  const seen = new Set<string>();
  let record = (TASKS_DATA as Record<string, TaskRecord>)[id];
  while (record?.canonicalId && !seen.has(record.id)) {
    seen.add(record.id);
    record = (TASKS_DATA as Record<string, TaskRecord>)[record.canonicalId];
  }
  return record;
}
