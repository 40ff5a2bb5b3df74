/**
 * Mismatches between what a surface states and what the record says, gathered over every record
 * and surface before failing, and printed as one table per record.
 */
import type { Stated } from "./read-plan.js";

/** What one surface said about one record: the fields read (`got`) against the fields expected of it (`want`). */
export type Reading = { surface: string; want: Stated; got: Stated } | { surface: string; absent: string };

export interface Mismatch {
  record: string;
  surface: string;
  field: string;
  expected: string;
  got: string;
}

export function mismatches(record: string, readings: readonly Reading[]): Mismatch[] {
  const out: Mismatch[] = [];
  for (const r of readings) {
    if ("absent" in r) {
      out.push({ record, surface: r.surface, field: "plan", expected: "stated", got: r.absent });
      continue;
    }
    for (const [field, expected] of Object.entries(r.want)) {
      const got = r.got[field] ?? "(not stated)";
      if (got !== expected) out.push({ record, surface: r.surface, field, expected, got });
    }
  }
  return out;
}

const cut = (text: string, width: number) => {
  const one = text.replace(/\s+/g, " ");
  return one.length > width ? `${one.slice(0, width - 1)}…` : one;
};

function table(rows: string[][]): string {
  const widths = rows[0]!.map((_, i) => Math.max(...rows.map((r) => r[i]!.length)));
  const line = (r: string[]) => `| ${r.map((c, i) => c.padEnd(widths[i]!)).join(" | ")} |`;
  return [line(rows[0]!), `|${widths.map((w) => "-".repeat(w + 2)).join("|")}|`, ...rows.slice(1).map(line)].join("\n");
}

/** A summary (mismatches per surface and field), then a table per record. */
export function formatReport(all: readonly Mismatch[], recordCount: number): string {
  if (!all.length) return "";
  const records = [...new Set(all.map((m) => m.record))];
  const counts = new Map<string, number>();
  for (const m of all) counts.set(`${m.surface}\u0000${m.field}`, (counts.get(`${m.surface}\u0000${m.field}`) ?? 0) + 1);
  const summary = table([["surface", "field", "records"], ...[...counts].map(([key, n]) => [...key.split("\u0000"), String(n)])]);
  const perRecord = records.map((record) => {
    const rows = all.filter((m) => m.record === record).map((m) => [m.surface, m.field, cut(m.expected, 60), cut(m.got, 90)]);
    return `### ${record}\n${table([["surface", "field", "expected", "got"], ...rows])}`;
  });
  return [`${all.length} mismatches in ${records.length} of ${recordCount} records.`, "", summary, "", ...perRecord].join("\n\n").replace(/\n{3,}/g, "\n\n");
}
