/**
 * The differences between the upstream release's facts and ours: what upstream has that we do
 * not (`added`), what we have that upstream does not (`removed`), and facts that differ
 * (`changed`, with both values). Facts only: ids, labels, URLs, flags, count rules, task lists, codes.
 */
import type { Facts } from "./facts.js";

export interface Difference {
  kind: "added" | "removed" | "changed";
  /** `library`, `local app`, `provider`, `pipeline`, `task`, `gguf file type`, `ggml type`, `quant order`, `reference facts`. */
  area: string;
  id: string;
  field?: string;
  ours?: unknown;
  upstream?: unknown;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** Records keyed by `id`: added, removed, and each differing field of the ones both have. */
function records<T extends { id: string }>(
  area: string,
  ours: T[],
  upstream: T[],
  skip: (field: string, ours: unknown, upstream: unknown) => boolean = () => false,
): Difference[] {
  const out: Difference[] = [];
  const mine = new Map(ours.map((r) => [r.id, r]));
  const theirs = new Map(upstream.map((r) => [r.id, r]));
  for (const [id, record] of theirs) {
    const own = mine.get(id);
    if (!own) {
      out.push({ kind: "added", area, id, upstream: record });
      continue;
    }
    const fields = [...new Set([...Object.keys(record), ...Object.keys(own)])].filter((f) => f !== "id");
    for (const field of fields) {
      const a = (own as Record<string, unknown>)[field];
      const b = (record as Record<string, unknown>)[field];
      if (!same(a, b) && !skip(field, a, b)) out.push({ kind: "changed", area, id, field, ours: a, upstream: b });
    }
  }
  for (const id of mine.keys()) if (!theirs.has(id)) out.push({ kind: "removed", area, id });
  return out;
}

function ids(area: string, ours: string[], upstream: string[]): Difference[] {
  const mine = new Set(ours);
  const theirs = new Set(upstream);
  return [
    ...upstream.filter((id) => !mine.has(id)).map((id) => ({ kind: "added" as const, area, id })),
    ...ours.filter((id) => !theirs.has(id)).map((id) => ({ kind: "removed" as const, area, id })),
  ];
}

function codes(area: string, ours: Record<string, number>, upstream: Record<string, number>): Difference[] {
  const out: Difference[] = [];
  for (const [name, code] of Object.entries(upstream)) {
    if (!(name in ours)) out.push({ kind: "added", area, id: name, upstream: code });
    else if (ours[name] !== code) out.push({ kind: "changed", area, id: name, field: "code", ours: ours[name], upstream: code });
  }
  for (const name of Object.keys(ours)) if (!(name in upstream)) out.push({ kind: "removed", area, id: name, ours: ours[name] });
  return out;
}

export function compareFacts(ours: Facts, upstream: Facts): Difference[] {
  const out: Difference[] = [
    // Snippets we wrote where upstream has none are ours to add; one upstream has and we lack is news.
    ...records("library", ours.libraries, upstream.libraries, (field, _, theirs) => field === "snippets" && theirs === false),
    ...records("local app", ours.localApps, upstream.localApps),
    ...records("provider", ours.providers, upstream.providers),
    ...ids("pipeline", ours.pipelines, upstream.pipelines),
    ...records("task", ours.tasks, upstream.tasks),
    ...codes("gguf file type", ours.ggufFileTypes, upstream.ggufFileTypes),
    ...codes("ggml type", ours.ggmlTypes, upstream.ggmlTypes),
  ];
  if (!same(ours.quantOrder, upstream.quantOrder))
    out.push({ kind: "changed", area: "quant order", id: "GGUF_QUANT_ORDER", ours: ours.quantOrder, upstream: upstream.quantOrder });
  // The reference facts the tests compare against (test/reference/) name the release they come from.
  for (const [name, version] of Object.entries(upstream.source)) {
    const ref = ours.source[name];
    if (ref !== undefined && ref !== version) out.push({ kind: "changed", area: "reference facts", id: name, field: "version", ours: ref, upstream: version });
  }
  return out;
}

const show = (value: unknown) => (value === undefined ? "(none)" : JSON.stringify(value));

/** One line per difference, grouped by kind, then a count per kind. */
export function formatDifferences(diffs: Difference[]): string {
  const lines: string[] = [];
  for (const kind of ["added", "removed", "changed"] as const) {
    const some = diffs.filter((d) => d.kind === kind);
    if (some.length === 0) continue;
    lines.push(`${kind} upstream (${some.length}):`);
    for (const d of some) {
      if (kind === "changed") lines.push(`  ${d.area} ${d.id}${d.field ? ` ${d.field}` : ""}: ours ${show(d.ours)}, upstream ${show(d.upstream)}`);
      else lines.push(`  ${d.area} ${d.id}`);
    }
  }
  const count = (kind: Difference["kind"]) => diffs.filter((d) => d.kind === kind).length;
  lines.push(diffs.length === 0 ? "no differences" : `${count("added")} added, ${count("removed")} removed, ${count("changed")} changed`);
  return lines.join("\n") + "\n";
}
