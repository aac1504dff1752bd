import { useNavigate } from 'react-router-dom';
import type { PageLink } from '../api/contract/pages';
import { hrefOf } from './pages';
import { useEmitted } from './react/useEmitted';

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
}
