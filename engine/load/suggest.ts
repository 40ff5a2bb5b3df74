/** "Did you mean …?" hints: the closest known name by edit distance, if it is close enough. */

export function editDistance(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    let diagonal = row[0]!;
    row[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const above = row[j]!;
      row[j] = Math.min(above + 1, row[j - 1]! + 1, diagonal + (a[i - 1] === b[j - 1] ? 0 : 1));
      diagonal = above;
    }
  }
  return row[b.length]!;
}

export function closest(word: string, candidates: Iterable<string>): string | undefined {
  let best: string | undefined;
  let bestDistance = Infinity;
  for (const candidate of candidates) {
    const d = editDistance(word.toLowerCase(), candidate.toLowerCase());
    if (d < bestDistance) {
      best = candidate;
      bestDistance = d;
    }
  }
  const limit = Math.max(2, Math.floor(word.length / 3));
  // A guess that rewrites every character of a short word ("x" → "k2") is noise, not help.
  return bestDistance <= limit && bestDistance < word.length ? best : undefined;
}

export function didYouMean(word: string, candidates: Iterable<string>): string | undefined {
  const match = closest(word, candidates);
  return match ? `did you mean ${JSON.stringify(match)}?` : undefined;
}

/** The same hint as a clause to append to a message (`; did you mean "x"?`), or nothing. */
export function didYouMeanClause(word: string, candidates: Iterable<string>): string {
  const hint = didYouMean(word, candidates);
  return hint ? `; ${hint}` : "";
}
