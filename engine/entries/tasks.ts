/** `model-atlas/tasks`: the task catalogue (records, modality groups, demo media). */
export { listTasks, getTask, isTaskId, tasksByModality, TASKS_DATA, TASK_IDS, type TaskId, type ModalityGroup } from "../catalogue/tasks.js";
export { demoMedia, taskMediaPath, type DemoMedia, type MediaKind } from "../catalogue/media.js";
export type { TaskRecord, DemoItem } from "../schema/task.js";
