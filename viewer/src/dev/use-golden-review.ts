/**
 * The golden review's data for the matrix under `npm run dev`: fetched from the dev server
 * (viewer/dev/golden-review-plugin.ts) when the page opens, again after an accept. Imported by
 * the matrix page behind `import.meta.env.DEV`, so a build holds none of it.
 */
import { useCallback, useEffect, useState } from "react";
import type { GoldenReview } from "./golden-types.js";

export interface GoldenReviewState {
  review?: GoldenReview;
  error?: string;
  /** Writes these golden files (names under test/golden/) with today's output, then reads the review again. */
  accept: (names: string[]) => Promise<void>;
}

const ENDPOINT = "/__atlas/golden";

async function json<T>(response: Response): Promise<T> {
  const body = (await response.json()) as T & { detail?: string };
  if (!response.ok) throw new Error(body.detail ?? `${response.status} ${response.statusText}`);
  return body;
}

export function useGoldenReview(): GoldenReviewState {
  const [review, setReview] = useState<GoldenReview | undefined>();
  const [error, setError] = useState<string | undefined>();
  const load = useCallback(
    () =>
      fetch(ENDPOINT)
        .then((r) => json<GoldenReview>(r))
        .then(setReview, (e: Error) => setError(`golden review: ${e.message}`)),
    [],
  );
  useEffect(() => {
    void load();
  }, [load]);
  const accept = useCallback(
    async (names: string[]) => {
      try {
        await json(await fetch(`${ENDPOINT}/accept`, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ names }) }));
      } catch (e) {
        setError(`accepting ${names.length} golden file(s): ${(e as Error).message}`);
      }
      await load();
    },
    [load],
  );
  return { ...(review ? { review } : {}), ...(error ? { error } : {}), accept };
}
