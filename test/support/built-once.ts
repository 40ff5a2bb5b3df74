/**
 * A helper program of the test harness, built from its source once and kept in
 * node_modules/.cache under a name carrying the source's hash, so an edited source is built
 * again and test processes running side by side share one build (each builds into a file of its
 * own and renames it into place, which is atomic; where another process got there first, its
 * build is kept).
 */
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";

/** `build(output)` writes the program (a file, or a folder of files) to `output`; it throws with the compiler's messages when the build fails. */
export function builtOnce(source: string, folder: string, build: (output: string) => void): string {
  const name = path.basename(source).replace(/\..*$/, "");
  const binary = path.join(folder, `${name}-${createHash("sha1").update(fs.readFileSync(source)).digest("hex").slice(0, 12)}`);
  if (fs.existsSync(binary)) return binary;
  fs.mkdirSync(folder, { recursive: true });
  const temp = `${binary}.${process.pid}`;
  try {
    build(temp);
    try {
      fs.renameSync(temp, binary);
    } catch (error) {
      // A folder cannot be renamed onto another process's finished build of the same source: keep that one.
      if (!fs.existsSync(binary)) throw error;
    }
  } finally {
    fs.rmSync(temp, { recursive: true, force: true });
  }
  return binary;
}
