/**
 * File-system failures in words. A bare "ENOENT" tells a user little; the code stays in the
 * message (scripts and search engines know it), with what it means for the path at hand.
 */
import { mkdir, stat } from "node:fs/promises";
import { dirname } from "node:path";

const MEANING: Readonly<Record<string, string>> = {
  ENOENT: "no such file or folder",
  EACCES: "permission denied",
  EPERM: "operation not permitted",
  ENOTDIR: "a part of the path is a file, not a folder",
  EISDIR: "it is a folder, not a file",
  EEXIST: "a file of that name is in the way",
  EROFS: "the file system is read-only",
  ENOSPC: "no space left on the disk",
  EDQUOT: "the disk quota is used up",
  EMFILE: "too many open files",
  ENAMETOOLONG: "the name is too long",
};

export function describeFsError(error: unknown): string {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  if (!code) return error instanceof Error ? error.message : String(error);
  const meaning = MEANING[code];
  return meaning ? `${meaning} (${code})` : code;
}

/**
 * `mkdir -p` that always ends. Node's own recursive mkdir never settles for a path whose parent
 * exists but refuses new entries (`/proc/x`: ENOENT from an existing parent); here an ENOENT is
 * final once the parent is known to exist.
 */
export async function makeFolder(path: string): Promise<void> {
  try {
    await mkdir(path);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === "EEXIST" && (await isFolder(path))) return;
    const up = dirname(path);
    if (code !== "ENOENT" || up === path || (await isFolder(up))) throw error;
    // The parent is missing: make it, then this one (whose parent now exists, so it ends).
    await makeFolder(up);
    await makeFolder(path);
  }
}

async function isFolder(path: string): Promise<boolean> {
  try {
    return (await stat(path)).isDirectory();
  } catch {
    return false;
  }
}
