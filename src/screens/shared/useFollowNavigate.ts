import { useNavigate } from 'react-router-dom';
import type { NavigateEmitted } from '../../../machines/session/session.machine';
import { hrefOf } from '../../platform/navigation/pages';
import { useEmitted } from '../../platform/react/useEmitted';

/** Follows the `navigate` events a screen's own machine emits (a form that leads on to another page). */
export function useFollowNavigate(actor: Parameters<typeof useEmitted<NavigateEmitted>>[0]): void {
  const navigate = useNavigate();
  useEmitted<NavigateEmitted>(actor, 'navigate', (event) => {
    void navigate(hrefOf(event.to), { replace: event.replace ?? false });
  });
}
