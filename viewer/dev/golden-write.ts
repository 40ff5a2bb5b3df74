/**
 * Writes one golden file the way `npm run golden:update` does (vitest's file snapshot: the
 * snippet's text as UTF-8, folders made as needed), and only under test/golden/: a name that
 * is absolute, climbs out with `..`, or reaches through a link to elsewhere is refused.
 */
import fs from "node:fs";
import path from "node:path";

/** The absolute file a name relative to test/golden/ stands for, or why it is refused. */
export function goldenTarget(projectRoot: string, name: string): { file: string } | { refused: string } {
  const root = path.join(projectRoot, "test", "golden");
  if (name === "" || name.includes("\0") || name.includes("\\") || path.isAbsolute(name) || name.split("/").some((part) => part === ".." || part === "."))
    return { refused: `${JSON.stringify(name)} is not a path inside test/golden/` };
  const file = path.resolve(root, name);
  if (!file.startsWith(`${root}${path.sep}`)) return { refused: `${JSON.stringify(name)} is outside test/golden/` };
  // The deepest folder that exists must really be inside test/golden/, links resolved.
  let folder = path.dirname(file);
  while (!fs.existsSync(folder)) folder = path.dirname(folder);
  const realRoot = fs.realpathSync(root);
  const realFolder = fs.realpathSync(folder);
  if (realFolder !== realRoot && !realFolder.startsWith(`${realRoot}${path.sep}`)) return { refused: `${JSON.stringify(name)} leads outside test/golden/` };
  if (fs.existsSync(file) && fs.lstatSync(file).isSymbolicLink()) return { refused: `${JSON.stringify(name)} is a link` };
  return { file };
}

/** Writes `content` as the golden file `name` (relative to test/golden/); throws when the name is refused. */
export function writeGolden(projectRoot: string, name: string, content: string): void {
  const target = goldenTarget(projectRoot, name);
  if ("refused" in target) throw new Error(target.refused);
  fs.mkdirSync(path.dirname(target.file), { recursive: true });
  fs.writeFileSync(target.file, content, "utf8");
}
