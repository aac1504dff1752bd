import { act, cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

/** React itself, its `startTransition` watched: the rows the first layout asks for come in a transition. */
const transitions = vi.hoisted(() => ({ count: 0 }));
vi.mock('react', async (importOriginal) => {
  const react = await importOriginal<typeof import('react')>();
  return {
    ...react,
    startTransition: (scope: () => void) => {
      transitions.count += 1;
      react.startTransition(scope);
    },
  };
});

import { FIRST_ROWS, INITIAL_ROWS, useVirtualRows } from '../../src/platform/react/useVirtualRows';

/** A ResizeObserver the test calls itself: jsdom lays nothing out. */
class FakeResizeObserver {
  static all: FakeResizeObserver[] = [];
  disconnected = false;
  constructor(readonly callback: () => void) {
    FakeResizeObserver.all.push(this);
  }
  observe() {}
  disconnect() {
    this.disconnected = true;
  }
}

function Rows({ count, firstRows }: { count: number; firstRows?: number }) {
  const { ref, start, end } = useVirtualRows(count, undefined, firstRows);
  return <ul ref={ref} data-testid="rows" data-start={start} data-end={end} />;
}

const shown = (list: HTMLElement) => [Number(list.dataset.start), Number(list.dataset.end)];

/** 100 rows of 100 px whose top is `top` px below the viewport's top (jsdom's viewport: 768 px). */
const placeAt = (top: number) =>
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({ top, height: 10_000 } as DOMRect);

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  FakeResizeObserver.all = [];
  transitions.count = 0;
});

describe('virtual rows (src/platform/react/useVirtualRows.ts)', () => {
  it('shows the first 8 rows where nothing lays the list out', () => {
    const { getByTestId } = render(<Rows count={100} />);
    expect(shown(getByTestId('rows'))).toEqual([0, INITIAL_ROWS]);
  });

  it("commits the rows its screen asks for, none at all, and the viewport's after the first layout", () => {
    vi.stubGlobal('ResizeObserver', FakeResizeObserver);
    placeAt(300);
    const { getByTestId } = render(<Rows count={100} firstRows={0} />);
    const list = getByTestId('rows');
    expect(shown(list)).toEqual([0, 0]);
    act(() => FakeResizeObserver.all[0]!.callback());
    expect(shown(list)).toEqual([0, 6]);
  });

  it('commits 2 rows, measures after the layout (never in the commit), then widens its margin once scrolled', async () => {
    vi.stubGlobal('ResizeObserver', FakeResizeObserver);
    const rect = placeAt(300);
    const { getByTestId } = render(<Rows count={100} />);
    const list = getByTestId('rows');
    expect(shown(list)).toEqual([0, FIRST_ROWS]);
    // Nothing read the layout while React rendered and committed.
    expect(rect).not.toHaveBeenCalled();

    // The observer's first call (the list's first layout): the viewport's rows (300–768 px: 5) and 1 more, in a
    // transition, so React renders them in slices after the first rows are painted.
    act(() => FakeResizeObserver.all[0]!.callback());
    expect(shown(list)).toEqual([0, 6]);
    expect(transitions.count).toBe(1);

    // The player scrolls 1,000 px: 3 rows on each side of the viewport from then on.
    rect.mockReturnValue({ top: -1_000, height: 10_000 } as DOMRect);
    act(() => {
      document.dispatchEvent(new Event('scroll'));
    });
    await vi.waitFor(() => expect(shown(list)).toEqual([7, 21]));
    // A scroll's rows are urgent: the player is looking at them.
    expect(transitions.count).toBe(1);
  });
});
