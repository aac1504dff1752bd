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
