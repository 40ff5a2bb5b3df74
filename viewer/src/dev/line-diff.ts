/**
 * A line diff of two texts (a golden file against today's output): the longest common
 * subsequence of their lines, then each line as kept, removed (only in the first) or added
 * (only in the second), in reading order. Snippets are a few hundred lines at most, so the
 * quadratic table is small; common head and tail lines are taken off first.
 */
export type DiffLine = { kind: "same" | "removed" | "added"; text: string };

export function lineDiff(before: string, after: string): DiffLine[] {
  const a = before.split("\n");
  const b = after.split("\n");
  let head = 0;
  while (head < a.length && head < b.length && a[head] === b[head]) head++;
  let tail = 0;
  while (tail < a.length - head && tail < b.length - head && a[a.length - 1 - tail] === b[b.length - 1 - tail]) tail++;
  const x = a.slice(head, a.length - tail);
  const y = b.slice(head, b.length - tail);
  // lengths[i][j]: the longest common subsequence of x[i..] and y[j..].
  const lengths = Array.from({ length: x.length + 1 }, () => new Array<number>(y.length + 1).fill(0));
  for (let i = x.length - 1; i >= 0; i--)
    for (let j = y.length - 1; j >= 0; j--) lengths[i]![j] = x[i] === y[j] ? lengths[i + 1]![j + 1]! + 1 : Math.max(lengths[i + 1]![j]!, lengths[i]![j + 1]!);
  const middle: DiffLine[] = [];
  let i = 0;
  let j = 0;
  while (i < x.length || j < y.length) {
    if (i < x.length && j < y.length && x[i] === y[j]) {
      middle.push({ kind: "same", text: x[i++]! });
      j++;
    } else if (i < x.length && (j === y.length || lengths[i + 1]![j]! >= lengths[i]![j + 1]!)) middle.push({ kind: "removed", text: x[i++]! });
    else middle.push({ kind: "added", text: y[j++]! });
  }
  const same = (text: string): DiffLine => ({ kind: "same", text });
  return [...a.slice(0, head).map(same), ...middle, ...a.slice(a.length - tail).map(same)];
}
