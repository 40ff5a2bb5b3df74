/**
 * What `npm pack` puts in the tarball, read from npm's own file list (a dry run, without the
 * prepack build): every media file the task API names must ship. npm's `files` patterns are
 * ignore rules inverted: `tasks/*\/media` re-admits the folders but not the files in them, so
 * the package shipped none of them (test/package/consumer.test.ts checks the installed tarball).
 */
import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { demoMedia, listTasks, taskMediaPath } from "../../engine/entries/tasks.js";

const ROOT = path.resolve(import.meta.dirname, "../..");

let packed: string[] | undefined;

/** npm's file list, asked once for both tests (an npm start is about 3 s of CPU on a busy machine). */
function packedFiles(): string[] {
  if (packed) return packed;
  const result = spawnSync("npm", ["pack", "--dry-run", "--ignore-scripts", "--json"], { cwd: ROOT, encoding: "utf8" });
  if (result.status !== 0) throw new Error(`npm pack --dry-run exited ${result.status}:\n${result.stderr}`);
  const [pack] = JSON.parse(result.stdout) as { files: { path: string }[] }[];
  packed = pack!.files.map((f) => f.path);
  return packed;
}

describe("the tarball's file list", () => {
  it("holds every media file of every task demo", () => {
    const files = new Set(packedFiles());
    const named = listTasks().flatMap((task) => demoMedia(task).flatMap((m) => [m.path, taskMediaPath(m.task, m.filename)]));
    expect(named.length).toBeGreaterThanOrEqual(40);
    expect(named.filter((p) => !files.has(p))).toEqual([]);
  }, 180_000);
});

describe("the README's links in the tarball", () => {
  it("ship every document the README links to", () => {
    const files = new Set(packedFiles());
    const readme = readFileSync(path.join(ROOT, "README.md"), "utf8");
    const linked = [...readme.matchAll(/\]\((docs\/[^)#\s]+)/g)].map((m) => m[1]!);
    expect(linked.length).toBeGreaterThan(5);
    expect(linked.filter((p) => !files.has(p))).toEqual([]);
  }, 180_000);
});
