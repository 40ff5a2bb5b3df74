/**
 * The size budget of a tool answer. MCP clients cut long tool results (remote servers in this
 * field cap them near 12,500 tokens), and an agent pays for every character it reads: each
 * answer's text, and its structuredContent, stay within ANSWER_BUDGET characters, and an answer
 * that had to leave something out says what and the argument that gets it.
 */
export const ANSWER_BUDGET = 16_000;

/** Room kept for the plan, the notes and the left-out line beside the code. */
const CODE_BUDGET = 11_000;

export interface Fitted<T> {
  kept: T[];
  omitted: T[];
}

/** The items in order while their sizes fit `budget`; the first is always kept (one complete call beats none). */
export function fitInBudget<T>(items: readonly T[], size: (item: T) => number, budget = CODE_BUDGET): Fitted<T> {
  const kept: T[] = [];
  const omitted: T[] = [];
  let used = 0;
  for (const item of items) {
    const n = size(item);
    if (kept.length === 0 || (omitted.length === 0 && used + n <= budget)) {
      kept.push(item);
      used += n;
    } else omitted.push(item);
  }
  return { kept, omitted };
}

/**
 * `fitted` trimmed from its end (the first item stays) until `size` of what is kept is within
 * ANSWER_BUDGET: the check on the whole answer, after fitInBudget's estimate on the code alone
 * (JSON escaping and the plan beside the code can still tip it over).
 */
export function trimToBudget<T>(fitted: Fitted<T>, size: (kept: readonly T[]) => number): Fitted<T> {
  const kept = [...fitted.kept];
  const omitted = [...fitted.omitted];
  while (kept.length > 1 && size(kept) > ANSWER_BUDGET) omitted.unshift(kept.pop()!);
  return { kept, omitted };
}
