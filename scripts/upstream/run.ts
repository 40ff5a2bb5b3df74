/**
 * `npm run upstream`: compares our facts with the newest `@huggingface/tasks` and
 * `@huggingface/inference` releases on the npm registry (libraries, local apps, providers and
 * their tasks, task ids, GGUF codes), prints what upstream added, removed and changed, writes a
 * scaffold for each new library (./scaffold.ts), and exits 1 when anything differs.
 *
 *   npm run upstream                                   newest releases
 *   npm run upstream -- --tasks 0.21.40 --inference 4.13.20
 *   npm run upstream -- --facts facts.json             facts saved earlier (no network)
 *   npm run upstream -- --save-facts facts.json        also write the upstream facts
 *   npm run upstream -- --root <dir> --no-scaffold
 */
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { compareFacts, formatDifferences } from "./compare.js";
import { extractFacts } from "./extract.js";
import type { Facts } from "./facts.js";
import { fetchUpstream } from "./fetch.js";
import { ourFacts } from "./ours.js";
import { scaffoldLibrary } from "./scaffold.js";

export interface UpstreamRun {
  output: string;
  exitCode: number;
  scaffolds: string[];
}

export interface UpstreamOptions {
  root: string;
  /** The upstream facts; fetched from the registry when absent. */
  facts?: Facts;
  versions?: { tasks?: string; inference?: string };
  saveFacts?: string;
  scaffold?: boolean;
}

export async function runUpstream(options: UpstreamOptions): Promise<UpstreamRun> {
  let facts = options.facts;
  if (!facts) {
    const { dir } = fetchUpstream({ "@huggingface/tasks": options.versions?.tasks, "@huggingface/inference": options.versions?.inference });
    try {
      facts = await extractFacts(dir);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }
  if (options.saveFacts) fs.writeFileSync(options.saveFacts, `${JSON.stringify(facts, null, 1)}\n`);
  const release = Object.entries(facts.source)
    .map(([name, version]) => `${name} ${version}`)
    .join(", ");
  const diffs = compareFacts(ourFacts(options.root), facts);
  let output = `Compared with ${release}\n${formatDifferences(diffs)}`;
  const scaffolds: string[] = [];
  if (options.scaffold !== false) {
    const tasksRelease = `@huggingface/tasks ${facts.source["@huggingface/tasks"] ?? "?"}`;
    for (const d of diffs) {
      if (d.kind !== "added" || d.area !== "library") continue;
      const lib = facts.libraries.find((l) => l.id === d.id)!;
      try {
        scaffolds.push(scaffoldLibrary(options.root, lib, tasksRelease));
      } catch (error) {
        output += `could not scaffold library ${d.id}: ${error instanceof Error ? error.message : String(error)}\n`;
      }
    }
    if (scaffolds.length > 0) output += `scaffolds written (fill in, then npm run registry):\n${scaffolds.map((f) => `  ${f}\n`).join("")}`;
  }
  return { output, exitCode: diffs.length > 0 ? 1 : 0, scaffolds };
}

const isMain = process.argv[1] !== undefined && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (isMain) {
  const { values } = parseArgs({
    options: {
      root: { type: "string" },
      facts: { type: "string" },
      "save-facts": { type: "string" },
      tasks: { type: "string" },
      inference: { type: "string" },
      "no-scaffold": { type: "boolean" },
    },
  });
  const root = values.root ? path.resolve(values.root) : path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
  try {
    const run = await runUpstream({
      root,
      facts: values.facts ? (JSON.parse(fs.readFileSync(values.facts, "utf8")) as Facts) : undefined,
      versions: { tasks: values.tasks, inference: values.inference },
      saveFacts: values["save-facts"],
      scaffold: !values["no-scaffold"],
    });
    process.stdout.write(run.output);
    process.exit(run.exitCode);
  } catch (error) {
    console.error(`npm run upstream: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(2);
  }
}
