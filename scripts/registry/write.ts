/**
 * Writes the registry build's files under a project root: each one staged beside its target,
 * then renamed over it, so a crash never leaves half a registry. Files whose text is already
 * there are left alone (their time stamps too), so a watcher sees only what changed.
 */
import fs from "node:fs";
import path from "node:path";
import type { GeneratedFile } from "./types.js";

/** Writes the files that differ from what is on disk; returns the paths written. */
export function writeGenerated(base: string, files: GeneratedFile[]): string[] {
  const changed = files.filter((f) => {
    const target = path.join(base, f.path);
    return !fs.existsSync(target) || fs.readFileSync(target, "utf8") !== f.content;
  });
  const staged = changed.map((f) => {
    const target = path.join(base, f.path);
    fs.mkdirSync(path.dirname(target), { recursive: true });
    const temp = `${target}.${process.pid}.tmp`;
    fs.writeFileSync(temp, f.content);
    return { temp, target };
  });
  for (const { temp, target } of staged) fs.renameSync(temp, target);
  return changed.map((f) => f.path);
}
