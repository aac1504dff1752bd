/**
 * The `data-state` hook of e2e tests (design card: the one test hook of a flow's root): a machine's state value
 * as a dotted path (`loggedIn.dialog.closed` style for one active child), or JSON below a parallel state. Only
 * ever the value of a `data-*state` / `data-session` attribute (tests/architecture/stateStrings.ts): decisions
 * use tags, `can()` and selectors.
 */
export function stateValueText(value: unknown): string {
  const path: string[] = [];
  let current = value;
  while (typeof current === 'object' && current !== null) {
    const entries = Object.entries(current as Record<string, unknown>);
    if (entries.length !== 1) return [...path, JSON.stringify(current)].join('.');
    const [key, child] = entries[0]!;
    path.push(key);
    current = child;
  }
  return [...path, String(current)].join('.');
}
