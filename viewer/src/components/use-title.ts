import { useEffect } from "react";

/** Sets the document title so each route reads well in history, tabs and screen readers. */
export function useTitle(title: string): void {
  useEffect(() => {
    document.title = `${title} · Model Atlas`;
  }, [title]);
}
