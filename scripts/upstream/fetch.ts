/**
 * Downloads the newest (or a given) release of `@huggingface/tasks` and `@huggingface/inference`
 * from the npm registry into a temporary folder with `npm pack`, with the packages they need to
 * load, and unpacks each as `<folder>/node_modules/<name>`. Nothing is installed into the
 * repository and neither package becomes a dependency.
 */
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

export const PACKAGES = ["@huggingface/tasks", "@huggingface/inference"] as const;

interface Packed {
  name: string;
  version: string;
  filename: string;
}

/** `npm pack <spec>` into `dir`; returns what npm reports. */
function pack(spec: string, dir: string): Packed {
  const out = execFileSync("npm", ["pack", spec, "--pack-destination", dir, "--json", "--ignore-scripts"], {
    encoding: "utf8",
    stdio: ["ignore", "pipe", "pipe"],
  });
  const [packed] = JSON.parse(out) as Packed[];
  if (!packed) throw new Error(`npm pack ${spec} reported no tarball`);
  return packed;
}

function unpack(tarball: string, into: string): void {
  fs.mkdirSync(into, { recursive: true });
  execFileSync("tar", ["-xzf", tarball, "-C", into, "--strip-components=1"]);
}

/**
 * Fetches `versions` (default `latest` for both) into a new temporary folder and returns it with
 * the versions fetched. Runtime dependencies of the two packages (beyond each other) are fetched
 * at the newest version their range allows.
 */
export function fetchUpstream(versions: Partial<Record<(typeof PACKAGES)[number], string>> = {}): { dir: string; versions: Record<string, string> } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "atlas-upstream-"));
  const tarballs = path.join(dir, "tarballs");
  fs.mkdirSync(tarballs);
  const fetched: Record<string, string> = {};
  const queue: string[] = PACKAGES.map((name) => `${name}@${versions[name] ?? "latest"}`);
  const seen = new Set<string>(PACKAGES);
  while (queue.length > 0) {
    const spec = queue.shift()!;
    const packed = pack(spec, tarballs);
    const target = path.join(dir, "node_modules", packed.name);
    unpack(path.join(tarballs, packed.filename), target);
    fetched[packed.name] = packed.version;
    const manifest = JSON.parse(fs.readFileSync(path.join(target, "package.json"), "utf8")) as { dependencies?: Record<string, string> };
    for (const [name, range] of Object.entries(manifest.dependencies ?? {})) {
      if (seen.has(name)) continue;
      seen.add(name);
      queue.push(`${name}@${range}`);
    }
  }
  return { dir, versions: fetched };
}
