/**
 * `union` for the checkers of ./check.ts: one of several shapes (`string | string[]`, `true |
 * Tool[]`, the two response formats). Its report is about the option the value was meant for,
 * where zod's is a bare "Invalid input".
 */
import { type AnyChecker, Checker, type CheckIssue, type Input, issue, type Output, received, shown } from "./check.js";

/**
 * One of several checkers; the first that accepts the value gives the output. When none does,
 * the report says what went wrong in the option the value was meant for: the one that got past
 * the type check and furthest into the value. Options that differ by a literal field (`type`)
 * and all refuse it give one "expected one of" for that field; when no option takes the value's
 * type, one issue lists what was expected.
 */
/* @__NO_SIDE_EFFECTS__ */
export function union<const C extends readonly AnyChecker[]>(options: C): Checker<Output<C[number]>, Input<C[number]>, "required"> {
  const expected = options.map((o) => o.expected).join(" or ");
  return new Checker<Output<C[number]>, Input<C[number]>, "required">(
    (value, path, issues) => {
      const failures: CheckIssue[][] = [];
      for (const option of options) {
        const own: CheckIssue[] = [];
        const checked = option.run(value, path, own);
        if (own.length === 0) return checked as Output<C[number]>;
        failures.push(own);
      }
      issues.push(...unionIssues(failures, path, expected, value));
      return value as Output<C[number]>;
    },
    expected,
    "required",
  );
}

function unionIssues(failures: CheckIssue[][], path: PropertyKey[], expected: string, value: unknown): CheckIssue[] {
  const depth = path.length;
  const refusedAtTop = (list: CheckIssue[]) =>
    list.length === 1 && list[0]!.path.length === depth && (list[0]!.code === "invalid_type" || list[0]!.code === "invalid_value");
  const further = failures.filter((list) => !refusedAtTop(list));
  if (further.length === 0) {
    // A literal of the right type but the wrong value is shown as the value, not its type.
    const what = failures.some((list) => list[0]!.code === "invalid_value") ? showShort(value) : received(value);
    return [issue("invalid_type", path, `Invalid input: expected ${expected}, received ${what}`)];
  }
  // A literal one level in that refused the value is the option's tag (`type: "json_object"`).
  const literalMiss = (list: CheckIssue[]) => list.find((i) => i.values && i.path.length === depth + 1);
  const misses = further.map(literalMiss);
  const key = misses[0]?.path[depth];
  if (misses.every((m) => m !== undefined && m.path[depth] === key)) {
    const values = misses.flatMap((m) => m!.values ?? []);
    return [issue("invalid_value", [...path, key!], `Invalid option: expected one of ${values.map(shown).join("|")}`, { values })];
  }
  // An option whose tag refused the value was not the one meant, unless every option's did.
  const untagged = further.filter((_, i) => misses[i] === undefined);
  const meant = untagged.length ? untagged : further;
  const reach = (list: CheckIssue[]) => Math.max(...list.map((i) => i.path.length));
  return meant.reduce((best, list) => (reach(list) > reach(best) ? list : best));
}

/** A string, number or boolean as written (cut when long); any other value by its type. */
function showShort(value: unknown): string {
  if (typeof value !== "string" && typeof value !== "number" && typeof value !== "boolean") return received(value);
  const text = typeof value === "string" ? JSON.stringify(value) : String(value);
  return text.length > 40 ? `${text.slice(0, 37)}...` : text;
}
