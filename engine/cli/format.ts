/** Small text-layout helpers shared by the commands' human-readable output. */

/** Left-aligned columns separated by two spaces; the last column is not padded. */
export function table(rows: readonly (readonly string[])[]): string {
  const widths: number[] = [];
  for (const row of rows) row.forEach((cell, i) => (widths[i] = Math.max(widths[i] ?? 0, cell.length)));
  return rows
    .map((row) =>
      row
        .map((cell, i) => (i === row.length - 1 ? cell : cell.padEnd(widths[i]!)))
        .join("  ")
        .trimEnd(),
    )
    .join("\n");
}

/** `Label:  value` lines for the fields that have a value. */
export function fields(pairs: readonly (readonly [string, string | undefined])[]): string {
  const present = pairs.filter((p): p is [string, string] => p[1] !== undefined && p[1] !== "");
  const width = Math.max(...present.map(([k]) => k.length + 1));
  return present.map(([k, v]) => `${`${k}:`.padEnd(width)}  ${v}`).join("\n");
}

export const FORMATS = ["text", "json"] as const;

export function json(value: unknown): string {
  return `${JSON.stringify(value, null, 2)}\n`;
}
