import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

/**
 * A `React.lazy` component whose code can be fetched ahead of its first render (the first switch to a
 * game-type tab ≤ 100 ms). Once `preload()` has finished, the lazy factory hands React an already-settled
 * thenable, so the first render does not suspend at all: no fallback, and none of React's 300 ms throttle before
 * a suspended boundary shows its content. Before that it behaves as a plain `lazy`.
 */
export interface Preloadable<P extends object> {
  Component: LazyExoticComponent<ComponentType<P>>;
  preload: () => Promise<void>;
}

type Loaded<P> = { default: ComponentType<P> };

export function preloadable<P extends object>(load: () => Promise<ComponentType<P>>): Preloadable<P> {
  let loaded: Loaded<P> | undefined;
  let pending: Promise<Loaded<P>> | undefined;
  const fetchOnce = () => {
    pending ??= load().then(
      (component) => {
        loaded = { default: component };
        return loaded;
      },
      (error: unknown) => {
        // A failed download (offline) may be tried again by the next render or preload.
        pending = undefined;
        throw error;
      },
    );
    return pending;
  };
  const Component = lazy<ComponentType<P>>(() => {
    const ready = loaded;
    // React reads a thenable that calls back synchronously as already resolved.
    // biome-ignore lint/suspicious/noThenProperty: that settled thenable is the point (see above).
    if (ready) return { then: (resolve: (value: Loaded<P>) => void) => resolve(ready) } as Promise<Loaded<P>>;
    return fetchOnce();
  });
  return {
    Component,
    preload: () =>
      fetchOnce().then(
        () => undefined,
        () => undefined,
      ),
  };
}

/** Idle time, or after `timeoutMs` at the latest; a timer where requestIdleCallback is missing (Safari). */
function whenIdle(run: () => void, timeoutMs: number): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(run, { timeout: timeoutMs });
  else setTimeout(run, Math.min(timeoutMs, 1_000));
}

/**
 * Runs the preloads one after another, each in an idle slot once the page has loaded (its first screen has
 * everything it needs by then). Called from module scope: no hook, no component lifecycle.
 */
export function preloadWhenIdle(preloads: ReadonlyArray<() => Promise<void>>, timeoutMs = 3_000): void {
  if (typeof window === 'undefined') return;
  const next = (index: number) => {
    const preload = preloads[index];
    if (preload) whenIdle(() => void preload().then(() => next(index + 1)), timeoutMs);
  };
  if (document.readyState === 'complete') next(0);
  else window.addEventListener('load', () => next(0), { once: true });
}
