/**
 * The command line as a surface: `plan <file> --format json`, `plan <file>` and `snippets <file>`
 * for every record, each command in one process (./cli-runs.mjs runs main() once per record),
 * and `export` of the whole corpus into a folder, read back from its files.
 */
import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { finished, runSpawned, type SpawnedRun } from "../cli/spawn-cli.js";
import { ROOT } from "../real-records/support.js";
import { AUTO_SDK_CLIENTS, expectedPlan } from "./expect.js";
import { distinctIdGroups, jsonl, type AgreementRecord } from "./records.js";

const RUNNER = path.join(import.meta.dirname, "cli-runs.mjs");

export interface CliRun {
  argv: string[];
  code: number;
  stdout: string;
  stderr: string;
}

/** Runs every argument list in one child process; the answers come back in order. */
export async function runMany(argvs: string[][], tmp: string, name: string): Promise<CliRun[]> {
  const runs = path.join(tmp, `${name}.runs.json`);
  const results = path.join(tmp, `${name}.results.json`);
  fs.writeFileSync(runs, JSON.stringify(argvs));
  const child = spawn(process.execPath, [RUNNER, runs, results], { cwd: ROOT, stdio: ["pipe", "pipe", "pipe"], env: { ...process.env, HF_TOKEN: "" } });
  const run = await finished(child, "");
  if (run.code !== 0 || !fs.existsSync(results)) throw new Error(`${RUNNER} ${name} failed (exit ${run.code}):\n${run.stderr}`);
  return JSON.parse(fs.readFileSync(results, "utf8")) as CliRun[];
}

/** The real launcher for a few argument lists, two at a time (the machine is shared). */
export async function runLauncher(argvs: string[][]): Promise<SpawnedRun[]> {
  const out: SpawnedRun[] = new Array(argvs.length);
  let next = 0;
  const worker = async () => {
    while (next < argvs.length) {
      const i = next++;
      out[i] = await runSpawned(argvs[i]!, ROOT);
    }
  };
  await Promise.all([worker(), worker()]);
  return out;
}

export const planJsonArgv = (r: AgreementRecord) => ["plan", r.file, "--format", "json"];
export const planTextArgv = (r: AgreementRecord) => ["plan", r.file];
/**
 * One snippet asked for, so stdout should be exactly its code: the first callable provider's,
 * in a client it has (auto outside chat: a hub SDK's; a named provider: python requests).
 */
export function snippetArgv(r: AgreementRecord): string[] {
  const e = expectedPlan(r.raw);
  const first = e.callable[0]?.id ?? "auto";
  if (first !== "auto") return ["snippets", r.file, "-p", first, "-l", "python", "-c", "requests"];
  const sdk = e.kind === "chat" ? "python/huggingface_hub" : (AUTO_SDK_CLIENTS.get(e.task?.id ?? "")?.[0] ?? "python/huggingface_hub");
  const [language, client] = sdk.split("/") as [string, string];
  return ["snippets", r.file, "-l", language, "-c", client];
}

export interface ExportedCard {
  markdown?: string;
  json?: string;
  /** Why the files are missing: the export's stderr. */
  problem?: string;
}

/**
 * `export` of every record: one run per group of distinct ids (an id names one card file),
 * groups two at a time. Returns each record's card files as written.
 */
export async function exportCards(records: readonly AgreementRecord[], tmp: string): Promise<Map<AgreementRecord, ExportedCard>> {
  const groups = distinctIdGroups(records);
  const out = new Map<AgreementRecord, ExportedCard>();
  const runs = await runLauncher(
    groups.map((group, i) => {
      const input = path.join(tmp, `export-${i}.jsonl`);
      fs.writeFileSync(input, jsonl(group));
      return ["export", input, "--out", path.join(tmp, `export-${i}`), "--jobs", "1", "--no-progress"];
    }),
  );
  groups.forEach((group, i) => {
    for (const record of group) {
      const base = path.join(tmp, `export-${i}`, cardFile(record.id));
      const read = (file: string) => (fs.existsSync(file) ? fs.readFileSync(file, "utf8") : undefined);
      const markdown = read(`${base}.md`);
      const json = read(`${base}.json`);
      out.set(record, {
        markdown,
        json,
        ...(markdown === undefined || json === undefined
          ? { problem: `no card at ${cardFile(record.id)}: exit ${runs[i]!.code}, ${runs[i]!.stderr.trim().split("\n")[0]}` }
          : {}),
      });
    }
  });
  return out;
}

/** Where export puts a card (docs/agents.md): models/<owner>/<name>, `~` for an id without owner. */
function cardFile(id: string): string {
  const slash = id.indexOf("/");
  return slash < 0 ? `models/~/${id}` : `models/${id.slice(0, slash)}/${id.slice(slash + 1)}`;
}
