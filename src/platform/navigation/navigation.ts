import { useNavigate } from 'react-router-dom';
import type { PageLink } from '../../api/contract/pages';
import { useEmitted } from '../react/useEmitted';
import { isFollowed, useFollowing } from '../react/useFollowing';
import { hrefOf } from './pages';

/** The one event that leaves the machines for the router (machines/shared/protocol.ts NavigateEmitted). */
interface NavigateEvent {
  type: 'navigate';
  to: PageLink;
  replace?: boolean;
}

interface NavigateEmitter {
  on(type: 'navigate', handler: (event: NavigateEvent) => void): { unsubscribe(): void };
}

/**
 * The one navigate adapter (docs/architecture.md): an actor emits `navigate` with a page link, the router goes
 * to the running layout's address for it. The app root follows the session with it; a screen follows the
 * machine it starts itself (a form, the lobby tabs) the same way. Plain links stay links.
 */
export function useFollowNavigate(actor: NavigateEmitter): void {
  const navigate = useNavigate();
  useEmitted<NavigateEvent>(actor, 'navigate', (event) => {
    void navigate(hrefOf(event.to), { replace: event.replace ?? false });
  });
  // While this follows the actor, the early follower below leaves it alone.
  useFollowing(actor);
}

/** The part of a history the early follower uses (src/app/main.tsx's browser history). */
interface PlainHistory {
  push(to: string): void;
  replace(to: string): void;
}

/**
 * Follows an actor's `navigate` on the history itself whenever no mounted `useFollowNavigate` does: the session is
 * started before React's first render (src/app/main.tsx), and an answer can make it navigate before the app root
 * has mounted (a stored token refused while the first page's code loads). The router reads the history when it
 * mounts, so nothing is lost.
 */
export function followNavigateUntilMounted(actor: NavigateEmitter, history: PlainHistory): void {
  actor.on('navigate', (event) => {
    if (isFollowed(actor)) return;
    const href = hrefOf(event.to);
    if (event.replace) history.replace(href);
    else history.push(href);
  });
}
