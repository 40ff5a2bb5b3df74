/**
 * The part of the output matrix its scroll box shows, as index ranges of rows and columns. It
 * is measured on scroll and resize, and the grid re-renders only when the ranges change, not on
 * every scrolled pixel.
 */
import { useCallback, useLayoutEffect, useState, type RefObject } from "react";
import { INITIAL_VIEWPORT, rangesOf, sameRanges, type GridRanges } from "./grid-layout.js";

/** `measure` reads the box again: the grid calls it on scroll and after scrolling the box itself. */
export function useGridViewport(box: RefObject<HTMLDivElement | null>, rows: number, columns: number): { ranges: GridRanges; measure: () => void } {
  const [view, setView] = useState(INITIAL_VIEWPORT);

  const measure = useCallback(() => {
    const el = box.current;
    if (!el) return;
    const next = { top: el.scrollTop, left: el.scrollLeft, width: el.clientWidth, height: el.clientHeight };
    setView((current) => (sameRanges(rangesOf(current, rows, columns), rangesOf(next, rows, columns)) ? current : next));
  }, [rows, columns]);

  useLayoutEffect(() => {
    measure();
    const el = box.current;
    if (!el || typeof ResizeObserver === "undefined") return undefined;
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, [measure]);

  return { ranges: rangesOf(view, rows, columns), measure };
}
