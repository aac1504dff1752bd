import { afterEach, describe, expect, it } from 'vitest';
import { loadLeanReact } from '../unit/leanReactFiles';

/**
 * React as production builds ship it (scripts/build/leanReact.ts: pruned exports, react-dom's client without the
 * resource and hook dispatcher entries only those reached) still renders, updates, runs effects and portals. The
 * journeys (e2e/) run the whole app on it; this checks the pruned modules themselves, wired to each other.
 */
const { react: R, dom, client } = loadLeanReact();

const store = {
  value: 1,
  listeners: new Set<() => void>(),
  subscribe(listener: () => void) {
    store.listeners.add(listener);
    return () => store.listeners.delete(listener);
  },
  set(value: number) {
    store.value = value;
    for (const listener of store.listeners) listener();
  },
};

const Label = R.createContext('none');
const effects: string[] = [];

function Counter({ portal }: { portal: HTMLElement }) {
  const [count, setCount] = R.useState(0);
  const label = R.useContext(Label);
  const id = R.useId();
  const ref = R.useRef<HTMLButtonElement>(null);
  const twice = R.useMemo(() => count * 2, [count]);
  const add = R.useCallback(() => setCount((n) => n + 1), []);
  const outside = R.useSyncExternalStore(store.subscribe, () => store.value);
  R.useLayoutEffect(() => {
    effects.push(`layout ${count} ${ref.current?.tagName}`);
  }, [count]);
  R.useEffect(() => {
    effects.push(`effect ${count}`);
  }, [count]);
  return R.createElement(
    'div',
    null,
    R.createElement('button', { ref, id, onClick: add }, `${label} ${count} ${twice} ${outside}`),
    dom.createPortal(R.createElement('p', null, `portal ${count}`), portal),
  );
}

describe('the pruned React of production builds', () => {
  const host = document.createElement('div');
  const portal = document.createElement('div');
  document.body.append(host, portal);
  let root: ReturnType<typeof client.createRoot> | undefined;
  afterEach(() => {
    dom.flushSync(() => root?.unmount());
  });

  it('has none of the pruned hooks and renders, updates and runs effects with the rest', () => {
    expect(R).not.toHaveProperty('useReducer');
    expect(dom).not.toHaveProperty('preload');
    root = client.createRoot(host);
    dom.flushSync(() =>
      root!.render(R.createElement(Label.Provider, { value: 'Spins' }, R.createElement(Counter, { portal }))),
    );
    const button = host.querySelector('button')!;
    expect(button.textContent).toBe('Spins 0 0 1');
    expect(button.id).not.toBe('');
    expect(portal.textContent).toBe('portal 0');
    dom.flushSync(() => button.click());
    dom.flushSync(() => store.set(5));
    expect(button.textContent).toBe('Spins 1 2 5');
    expect(portal.textContent).toBe('portal 1');
    expect(effects).toEqual(['layout 0 BUTTON', 'effect 0', 'layout 1 BUTTON', 'effect 1']);
  });

  it('still refuses a hook outside a component (the context-only dispatcher kept its other entries)', () => {
    expect(() => R.useState(0)).toThrow(/Minified React error #321/);
  });
});
