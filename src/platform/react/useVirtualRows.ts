import { useCallback, useRef, useState } from 'react';
import { inNextTask } from '../nextTask';

/**
 * Window-scrolled row virtualisation (docs/lobby.md "Virtualisation"). The list element has its full height
 * from CSS (rows × a fixed row height), so nothing shifts; only the rows between `start` and `end` (the
 * viewport plus `overscan` rows each side) are rendered. The row height is measured as the element's height
 * divided by the row count, so CSS alone decides it. Scroll of any ancestor (captured on document), window
 * resizes and the element's own resizes re-measure, at most once a frame.
 */

export interface RowRange {
  start: number;
  end: number;
}

/** Rows rendered before anything is measured (first paint, and jsdom, which has no layout). */
export const INITIAL_ROWS = 8;
export const OVERSCAN_ROWS = 3;

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

export function useVirtualRows(count: number, overscan = OVERSCAN_ROWS): VirtualRows {
  const [range, setRange] = useState<RowRange>(() => ({ start: 0, end: Math.min(count, INITIAL_ROWS) }));
  const countRef = useRef(count);
  countRef.current = count;

  // A new row count gives a new callback: React detaches the old one and measures again.
  // biome-ignore lint/correctness/useExhaustiveDependencies: count is read through countRef; it is listed to re-measure.
  const ref = useCallback(
    (element: HTMLElement | null) => {
      if (!element) return undefined;
      let frame = 0;
      const measure = () => {
        frame = 0;
        const rect = element.getBoundingClientRect();
        const next = visibleRows(rect.top, rect.height, countRef.current, window.innerHeight, overscan);
        setRange((previous) => (previous.start === next.start && previous.end === next.end ? previous : next));
      };
      const schedule = () => {
        if (frame === 0) frame = requestAnimationFrame(measure);
      };
      // Measured in the next task, not here: this runs in React's commit, and reading the layout of a lobby just
      // committed forces it inside the task that rendered it (at 10,000 games the start-up's longest task, issue 17;
      // docs/bench.md). Until then the first INITIAL_ROWS rows show, as on any first paint.
      const cancelFirst = inNextTask(measure);
      document.addEventListener('scroll', schedule, { capture: true, passive: true });
      window.addEventListener('resize', schedule, { passive: true });
      const resizes = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(schedule);
      resizes?.observe(element);
      return () => {
        cancelFirst();
        if (frame !== 0) cancelAnimationFrame(frame);
        document.removeEventListener('scroll', schedule, { capture: true });
        window.removeEventListener('resize', schedule);
        resizes?.disconnect();
      };
    },
    [count, overscan],
  );

  return { ref, start: Math.min(range.start, count), end: Math.min(range.end, count) };
}
