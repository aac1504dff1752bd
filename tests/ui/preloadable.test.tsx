import { act, cleanup, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { preloadable } from '../../src/platform/navigation/preloadable';

/** A preloaded lazy component renders at once on its first use (no suspended fallback). */
const Panel = ({ label }: { label: string }) => <p>{label}</p>;

function mount(Component: React.ComponentType<{ label: string }>) {
  return render(
    <Suspense fallback={<p>loading</p>}>
      <Component label="panel" />
    </Suspense>,
  );
}

afterEach(cleanup);

describe('preloadable', () => {
  it('renders its content in the first commit once preloaded, loading the code once', async () => {
    const load = vi.fn(async () => Panel);
    const { Component, preload } = preloadable(load);
    await preload();
    await preload();
    act(() => {
      mount(Component);
    });
    expect(screen.queryByText('loading')).toBeNull();
    expect(screen.getByText('panel')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('without a preload it suspends first, like React.lazy, and shows the content when loaded', async () => {
    const { Component } = preloadable(async () => Panel);
    act(() => {
      mount(Component);
    });
    expect(screen.getByText('loading')).toBeTruthy();
    expect(await screen.findByText('panel')).toBeTruthy();
  });

  it('a failed preload is tried again by the next preload, and reports no error', async () => {
    const load = vi
      .fn<() => Promise<typeof Panel>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue(Panel);
    const { Component, preload } = preloadable(load);
    await expect(preload()).resolves.toBeUndefined();
    await preload();
    act(() => {
      mount(Component);
    });
    expect(screen.getByText('panel')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
