import type { InspectionEvent } from 'xstate';

/**
 * The Stately inspector, in development only.
 *
 * To watch the machines run: `npm run dev`, open http://localhost:<port>/lobby/home?inspect and allow the
 * pop-up the page opens (stately.ai/inspect). Every actor of the system appears there: the session root
 * (`systemId: 'session'`), its children and the flows screens invoke. Without `?inspect` nothing loads.
 *
 * The dynamic import sits inside `if (import.meta.env.DEV)`: Vite replaces the condition with `false` in a
 * production build, the branch is dropped and @statelyai/inspect never reaches the bundle (a test greps the
 * built files for it).
 */
export async function loadInspect(search: string): Promise<((event: InspectionEvent) => void) | undefined> {
  if (import.meta.env.DEV) {
    if (!new URLSearchParams(search).has('inspect')) return undefined;
    const { createBrowserInspector } = await import('@statelyai/inspect');
    const inspector = createBrowserInspector();
    return (event) => inspector.inspect.next?.(event);
  }
  return undefined;
}
