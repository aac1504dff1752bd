import { startTransition, useCallback, useRef, useState } from 'react';

/**
 * Window-scrolled row virtualisation (docs/lobby.md "Virtualisation"). The list element has its full height
 * from CSS (rows × a fixed row height), so nothing shifts; only the rows between `start` and `end` (the
 * viewport plus `overscan` rows each side) are rendered. The row height is measured as the element's height
 * divided by the row count, so CSS alone decides it. Scroll of any ancestor (captured on document) and window
 * resizes re-measure, at most once a frame; the element's own layout (a ResizeObserver: its first one, then any
 * resize) re-measures at once.
 */

export interface RowRange {
  start: number;
  end: number;
}

/** Rows rendered where nothing lays the list out to measure it (jsdom: no ResizeObserver). */
export const INITIAL_ROWS = 8;
/**
 * Rows in the first commit where the list will be measured: its first layout's ResizeObserver call measures it
 * and the rows it needs follow in a transition, so the lobby's first commit and layout carry 2 rows of cards, not 8
 * (the grid was most of the start-up's largest layout; docs/bench.md).
 */
export const FIRST_ROWS = 2;
/** Rows rendered beyond the viewport once the player scrolls (on both sides). */
export const OVERSCAN_ROWS = 3;
/** Rows rendered beyond the viewport until the first scroll: enough for a focus or a wheel's first step. */
export const RESTING_OVERSCAN_ROWS = 1;

/** The rows of a list of `count` rows whose top is `top` px from the viewport's top, `height` px tall. */
export function visibleRows(top: number, height: number, count: number, viewport: number, overscan: number): RowRange {
  const rowHeight = count > 0 ? height / count : 0;
  if (rowHeight <= 0 || viewport <= 0) return { start: 0, end: Math.min(count, INITIAL_ROWS) };
  const clamp = (value: number) => Math.max(0, Math.min(count, value));
  const start = clamp(Math.floor(-top / rowHeight) - overscan);
  const end = clamp(Math.ceil((viewport - top) / rowHeight) + overscan);
  return { start, end: Math.max(start, end) };
}

export interface VirtualRows extends RowRange {
  /** Ref callback for the list element. */
  ref: (element: HTMLElement | null) => (() => void) | undefined;
}

/**
 * `firstRows`: the rows of the first commit where the list will be measured (FIRST_ROWS unless the list's screen says
 * otherwise: the home's popular games commit none, docs/bench.md).
 */
export function useVirtualRows(count: number, overscan = OVERSCAN_ROWS, firstRows = FIRST_ROWS): VirtualRows {
  const [range, setRange] = useState<RowRange>(() => ({
    start: 0,
    end: Math.min(count, typeof ResizeObserver === 'undefined' ? INITIAL_ROWS : firstRows),
  }));
  const countRef = useRef(count);
  countRef.current = count;

  // A new row count gives a new callback: React detaches the old one and measures again.
  // biome-ignore lint/correctness/useExhaustiveDependencies: count is read through countRef; it is listed to re-measure.
  const ref = useCallback(
    (element: HTMLElement | null) => {
      if (!element) return undefined;
      let frame = 0;
      let ahead = Math.min(overscan, RESTING_OVERSCAN_ROWS);
      const measureNow = () => {
        const rect = element.getBoundingClientRect();
        const next = visibleRows(rect.top, rect.height, countRef.current, window.innerHeight, ahead);
        setRange((previous) => (previous.start === next.start && previous.end === next.end ? previous : next));
      };
      const measure = () => {
        frame = 0;
        measureNow();
      };
      // The list's own layout (its first one: the rows after the first commit's) renders in a transition: React
      // renders those cards in slices after the frame that shows the first rows is painted, not in one task before
      // it (otherwise the first switch to a game type waits ~35 ms on them). A scroll's rows stay urgent.
      const measureLaidOut = () => startTransition(measureNow);
      const schedule = () => {
        if (frame === 0) frame = requestAnimationFrame(measure);
      };
      const onScroll = () => {
        ahead = overscan;
        schedule();
      };
      document.addEventListener('scroll', onScroll, { capture: true, passive: true });
      window.addEventListener('resize', schedule, { passive: true });
      // Never measured in React's commit: the lobby just committed would be laid out inside the task that rendered
      // it. A ResizeObserver is called right after the browser's own layout (the first call with the
      // first one), when reading the list's place costs nothing. Without one (jsdom) nothing is laid out to measure.
      const resizes = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(measureLaidOut);
      resizes?.observe(element);
      return () => {
        if (frame !== 0) cancelAnimationFrame(frame);
        document.removeEventListener('scroll', onScroll, { capture: true });
        window.removeEventListener('resize', schedule);
        resizes?.disconnect();
      };
    },
    [count, overscan],
  );

  return { ref, start: Math.min(range.start, count), end: Math.min(range.end, count) };
}
