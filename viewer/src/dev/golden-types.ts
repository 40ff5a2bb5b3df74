/** What the dev server's golden review (viewer/dev/golden-review-plugin.ts) answers, as the matrix reads it. */

/** `same`: the file holds today's output; `differs`: it holds something else; `missing`: there is no file. */
export type GoldenStatus = "same" | "differs" | "missing";

export interface GoldenReviewCell {
  /** The golden file relative to test/golden/. */
  name: string;
  /** `<area>/<case>`: the matrix row. */
  row: string;
  language: string;
  client: string;
  status: GoldenStatus;
  /** Today's output: what accepting writes. */
  now: string;
  /** The file's text, sent only for a cell that differs. */
  golden?: string;
}

export interface GoldenReview {
  cells: GoldenReviewCell[];
}
