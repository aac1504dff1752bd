import { useActorRef } from '@xstate/react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { emit, setup } from 'xstate';
import { useEmitted } from '../../src/platform/react/useEmitted';

/**
 * The CI flake of 2026-11-26 (GuestHome's tab test): a click that lands after React committed the DOM but before
 * its passive effects ran sent an event whose emitted `navigate` had no listener yet. A render outside act() and
 * flushSync commits in one task and runs its passive effects in a later one; a MutationObserver fires in between
 * (it is how testing-library's findBy… sees the DOM), which is that window.
 */
const pinger = setup({ types: { emitted: {} as { type: 'pong' } } }).createMachine({
  on: { PING: { actions: emit({ type: 'pong' as const }) } },
});

function Pinger({ heard }: { heard: string[] }) {
  const actor = useActorRef(pinger);
  useEmitted<{ type: 'pong' }>(actor, 'pong', (event) => heard.push(event.type));
  return (
    <button type="button" onClick={() => actor.send({ type: 'PING' })}>
      ping
    </button>
  );
}

const host = document.createElement('div');
document.body.append(host);
const root = createRoot(host);
const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
const wasActEnvironment = actEnvironment.IS_REACT_ACT_ENVIRONMENT;
afterEach(() => {
  flushSync(() => root.render(null));
  actEnvironment.IS_REACT_ACT_ENVIRONMENT = wasActEnvironment;
});

describe('useEmitted', () => {
  it('hears what the actor emits for a click that lands right after the commit, before passive effects', async () => {
    // Outside act(): React schedules the commit and the effects as a browser would.
    actEnvironment.IS_REACT_ACT_ENVIRONMENT = false;
    const heard: string[] = [];
    const clicked = new Promise<void>((resolve) => {
      const observer = new MutationObserver(() => {
        const button = host.querySelector('button');
        if (!button) return;
        observer.disconnect();
        button.click();
        resolve();
      });
      observer.observe(host, { childList: true, subtree: true });
    });
    root.render(<Pinger heard={heard} />);
    await clicked;
    // React runs the passive effects in a later task: the actor starts there and handles the waiting PING.
    await vi.waitFor(() => expect(heard).toEqual(['pong']), { timeout: 5_000 });
  });
});
