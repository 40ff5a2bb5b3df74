/**
 * Task demo media (tasks/<id>/media/*), bundled as files by Vite. The glob is resolved at
 * build time, so the pages never fetch anything from outside the viewer's own origin.
 */
const files = import.meta.glob("../../../tasks/*/media/*", { query: "?url", import: "default", eager: true }) as Record<string, string>;

const BY_TASK = new Map<string, string>();
for (const [path, url] of Object.entries(files)) {
  const match = /tasks\/([^/]+)\/media\/(.+)$/.exec(path);
  if (match) BY_TASK.set(`${match[1]}/${match[2]}`, url);
}

/** The URL of a demo file, or undefined when the task folder has no such file. */
export function mediaUrl(taskId: string, filename: string): string | undefined {
  return BY_TASK.get(`${taskId}/${filename}`);
}
