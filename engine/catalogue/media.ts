/**
 * Where the catalogue's demo media live. Each task's images, clips and sounds are committed
 * in tasks/<task-id>/media/ (made by scripts/make-demo-media.ts); a demo item names only the
 * file. Paths here are relative to the repository root, so a bundler or a file server can
 * resolve them (the viewer: `import.meta.glob("/tasks/*\/media/*", { query: "?url" })`).
 */
import type { DemoItem, TaskRecord } from "../schema/task.js";

export type MediaKind = "img" | "audio";

export interface DemoMedia {
  /** The task whose demo uses the file. */
  task: string;
  /** The name a demo item gives, e.g. `cat.png`. */
  filename: string;
  /** Relative to the repository root: `tasks/<task>/media/<filename>`. */
  path: string;
  kind: MediaKind;
  side: "inputs" | "outputs";
}

export function taskMediaPath(task: string, filename: string): string {
  return `tasks/${task}/media/${filename}`;
}

function isMedia(item: DemoItem): item is Extract<DemoItem, { filename: string }> {
  return item.type === "img" || item.type === "audio";
}

/** The media files one task's demo uses, inputs first, in the order the demo shows them. */
export function demoMedia(record: TaskRecord): DemoMedia[] {
  const out: DemoMedia[] = [];
  for (const side of ["inputs", "outputs"] as const) {
    for (const item of record.demo?.[side] ?? []) {
      if (isMedia(item)) out.push({ task: record.id, filename: item.filename, path: taskMediaPath(record.id, item.filename), kind: item.type, side });
    }
  }
  return out;
}
