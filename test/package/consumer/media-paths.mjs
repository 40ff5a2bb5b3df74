// Run by test/package/consumer.test.ts in a project that installed the packed tarball: every media
// path the task API names (demoMedia() of each task, and taskMediaPath() for the same files),
// relative to the installed package, as JSON.
import { listTasks, demoMedia, taskMediaPath } from "model-atlas/tasks";

const paths = [];
for (const task of listTasks()) {
  for (const media of demoMedia(task)) paths.push(media.path, taskMediaPath(media.task, media.filename));
}
console.log(JSON.stringify([...new Set(paths)]));
