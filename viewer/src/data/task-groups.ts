/** Tasks grouped by modality, in the pipeline list's modality order. */
import { MODALITIES, MODALITY_LABELS, PIPELINE_DATA, type Modality } from "../../../engine/index.js";

export function modalityOf(taskId: string): Modality {
  return (PIPELINE_DATA as Record<string, { modality: Modality } | undefined>)[taskId]?.modality ?? "other";
}

export function groupTasks<T extends { id: string; label: string }>(tasks: T[]): { modality: Modality; label: string; tasks: T[] }[] {
  return MODALITIES.map((modality) => ({
    modality,
    label: MODALITY_LABELS[modality],
    tasks: tasks.filter((task) => modalityOf(task.id) === modality).sort((a, b) => a.label.localeCompare(b.label)),
  }));
}
