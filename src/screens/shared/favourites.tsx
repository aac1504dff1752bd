import { createActorContext } from '@xstate/react';
import type { ReactNode } from 'react';
import { favouritesMachine } from '../../../machines/lobby/favourites.machine';
import { NoticeToast } from './NoticeToast';
import { SessionContext } from './sessionContext';

/**
 * One favourites actor per screen (lobby, search): every star of the screen goes through it. It tells the
 * session itself (FAVOURITE.CHANGED, and NAVIGATE for a guest): nothing here passes events along.
 */
export const FavouritesContext = createActorContext(favouritesMachine);

/** The saved / refused / failed message of the last press. */
function FavouritesToast() {
  const notice = FavouritesContext.useSelector((snapshot) => snapshot.context.notice);
  return <NoticeToast notice={notice} />;
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
