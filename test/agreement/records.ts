/**
 * The records the agreement and budget tests walk: the real corpus (test/real-records/, read
 * verbatim) and the hand-written cases it lacks (test/fixtures/agreement/).
 */
import fs from "node:fs";
import path from "node:path";
import { RECORD_DIR, realRecords } from "../real-records/support.js";

export const FIXTURE_DIR = path.resolve(import.meta.dirname, "../fixtures/agreement");

export interface AgreementRecord {
  /** How the report names it: `real-records/<file>` or `fixtures/agreement/<file>`. */
  label: string;
  /** The record file on disk, passed as it is to the CLI. */
  file: string;
  raw: Record<string, unknown>;
  id: string;
}

export function corpusRecords(): AgreementRecord[] {
  return realRecords().map((r) => {
    const raw = r.model as unknown as Record<string, unknown>;
    return { label: `real-records/${r.name}.json`, file: path.join(RECORD_DIR, `${r.name}.json`), raw, id: String(raw.id) };
  });
}

export function fixtureRecords(): AgreementRecord[] {
  return fs
    .readdirSync(FIXTURE_DIR)
    .filter((f) => f.endsWith(".json") && f !== "providers.json" && f !== "auto-sdk-clients.json")
    .sort()
    .map((f) => {
      const file = path.join(FIXTURE_DIR, f);
      const raw = JSON.parse(fs.readFileSync(file, "utf8")) as Record<string, unknown>;
      return { label: `fixtures/agreement/${f}`, file, raw, id: String(raw.id) };
    });
}

export const allRecords = (): AgreementRecord[] => [...corpusRecords(), ...fixtureRecords()];

/** Records as JSONL lines, in groups in which no id repeats: export writes one card file per id. */
export function distinctIdGroups(records: readonly AgreementRecord[]): AgreementRecord[][] {
  const groups: AgreementRecord[][] = [];
  for (const record of records) {
    const group = groups.find((g) => !g.some((r) => r.id === record.id));
    if (group) group.push(record);
    else groups.push([record]);
  }
  return groups;
}

export const jsonl = (records: readonly AgreementRecord[]) => records.map((r) => JSON.stringify(r.raw)).join("\n") + "\n";
