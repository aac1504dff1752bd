import { createActorContext } from '@xstate/react';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { favouritesMachine } from '../../../machines/lobby/favourites.machine';
import { Toast } from '../../ui/Toast';
import { SessionContext } from './sessionContext';

/**
 * One favourites actor per screen (lobby, search): every star of the screen goes through it. It tells the
 * session itself (FAVOURITE.CHANGED, and NAVIGATE for a guest): nothing here passes events along.
 */
export const FavouritesContext = createActorContext(favouritesMachine);

/** The saved / refused / failed message of the last press. */
function FavouritesToast() {
  const intl = useIntl();
  const notice = FavouritesContext.useSelector((snapshot) => snapshot.context.notice);
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
  const session = SessionContext.useActorRef();
  return (
    <FavouritesContext.Provider options={{ input: { session } }}>
      {children}
      <FavouritesToast />
    </FavouritesContext.Provider>
  );
}
