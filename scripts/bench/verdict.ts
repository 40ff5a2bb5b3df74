/**
 * One benchmark's targets and its verdict. `target()` records whether a figure met its target
 * and returns the words to print beside the figure; `finish()` prints the verdict on one line and
 * ends the process with 1 when a target was missed, so that `npm run bench` fails with it.
 */
import { basename } from "node:path";

type Op = "<" | "<=" | ">=";

interface Target {
  name: string;
  value: number;
  op: Op;
  limit: number;
  unit: string;
  met: boolean;
}

const targets: Target[] = [];

const meets = (value: number, op: Op, limit: number) => (op === "<" ? value < limit : op === "<=" ? value <= limit : value >= limit);

/** Records a figure against its target; returns "(target ≤ 2.5×: met)" or "(…: MISSED)". */
export function target(name: string, value: number, op: Op, limit: number, unit = ""): string {
  const met = Number.isFinite(value) && meets(value, op, limit);
  targets.push({ name, value, op, limit, unit, met });
  return `(target ${op} ${limit}${unit}: ${met ? "met" : "MISSED"})`;
}

/** The verdict line of the benchmark run as `script`; exported for the test of its wording. */
export function verdictLine(script: string, list: readonly Target[] = targets): string {
  const missed = list.filter((t) => !t.met);
  const figure = (t: Target) => `${t.name} ${Number.isFinite(t.value) ? +t.value.toFixed(2) : t.value}${t.unit} (target ${t.op} ${t.limit}${t.unit})`;
  if (!list.length) return `verdict ${script}: no target`;
  if (!missed.length) return `verdict ${script}: met, ${list.length} of ${list.length} targets`;
  return `verdict ${script}: MISSED ${missed.length} of ${list.length} targets: ${missed.map(figure).join("; ")}`;
}

/** Prints the verdict and exits: 0 when every target was met, 1 otherwise. */
export function finish(): never {
  const line = verdictLine(basename(process.argv[1] ?? "benchmark"));
  console.log(`\n${line}`);
  process.exit(targets.every((t) => t.met) ? 0 : 1);
}
