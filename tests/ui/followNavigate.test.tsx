import { render } from '@testing-library/react';
import { UNSAFE_createMemoryHistory as createMemoryHistory, MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { PageLink } from '../../src/api/contract/pages';
import { followNavigateUntilMounted, useFollowNavigate } from '../../src/platform/navigation/navigation';
import { hrefOf } from '../../src/platform/navigation/pages';

/**
 * The session starts before React's first render (src/app/main.tsx): until the app root follows its `navigate`,
 * the history does, and never both at once.
 */
type Navigate = { type: 'navigate'; to: PageLink; replace?: boolean };

function emitter() {
  const handlers = new Set<(event: Navigate) => void>();
  return {
    on(_type: 'navigate', handler: (event: Navigate) => void) {
      handlers.add(handler);
      return { unsubscribe: () => handlers.delete(handler) };
    },
    emit(event: Navigate) {
      for (const handler of [...handlers]) handler(event);
    },
  };
}

function Follower({ actor }: { actor: ReturnType<typeof emitter> }) {
  useFollowNavigate(actor);
  return null;
}

describe('followNavigateUntilMounted', () => {
  it('moves the history while no app root follows the actor, then leaves it to the router, and again once it is gone', () => {
    const actor = emitter();
    const history = createMemoryHistory({ initialEntries: ['/lobby/home'], v5Compat: true });
    followNavigateUntilMounted(actor, history);

    actor.emit({ type: 'navigate', to: { page: 'login' } });
    expect(history.location.pathname).toBe(hrefOf({ page: 'login' }));
    expect(history.index).toBe(1);
    actor.emit({ type: 'navigate', to: { page: 'home' }, replace: true });
    expect(history.location.pathname).toBe(hrefOf({ page: 'home' }));
    expect(history.index).toBe(1);

    // A mounted follower (its own router here): the early one leaves the history alone.
    const view = render(
      <MemoryRouter>
        <Follower actor={actor} />
      </MemoryRouter>,
    );
    actor.emit({ type: 'navigate', to: { page: 'login' } });
    expect(history.location.pathname).toBe(hrefOf({ page: 'home' }));

    view.unmount();
    actor.emit({ type: 'navigate', to: { page: 'login' } });
    expect(history.location.pathname).toBe(hrefOf({ page: 'login' }));
  });
});
