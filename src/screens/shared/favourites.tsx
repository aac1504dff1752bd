import { createActorContext } from '@xstate/react';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { favouritesMachine } from '../../../machines/lobby/favourites.machine';
import { hrefOf } from '../../platform/pages';
import { useEmitted } from '../../platform/react/useEmitted';
import { Toast } from '../../ui/Toast';
import { SessionContext } from './sessionContext';

/** One favourites actor per screen (lobby, search): every star of the screen goes through it. */
export const FavouritesContext = createActorContext(favouritesMachine);

/** Forwards the favourites machine's emitted events: a confirmed change to the session, a guest to /login. */
function FavouritesBridge() {
  const intl = useIntl();
  const actor = FavouritesContext.useActorRef();
  const session = SessionContext.useActorRef();
  const navigate = useNavigate();
  const notice = FavouritesContext.useSelector((snapshot) => snapshot.context.notice);
  useEmitted(actor, 'favouriteChanged', (event) => {
    if (event.type === 'favouriteChanged') {
      session.send({ type: 'FAVOURITE.CHANGED', gameId: event.gameId, liked: event.liked });
    }
  });
  useEmitted(actor, 'navigate', (event) => {
    if (event.type === 'navigate') navigate(hrefOf(event.to), { replace: event.replace ?? false });
  });
  return (
    <Toast
      message={
        notice
          ? { text: intl.formatMessage({ id: notice.id }, notice.values), tone: notice.tone, noticeKey: notice.seq }
          : undefined
      }
    />
  );
}

export function FavouritesProvider({ children }: { children: ReactNode }) {
  return (
    <FavouritesContext.Provider>
      {children}
      <FavouritesBridge />
    </FavouritesContext.Provider>
  );
}
