import { useActorRef } from '@xstate/react';
import { useIntl } from 'react-intl';
import { lobbyTabsMachine } from '../../../machines/lobby/lobbyTabs.machine';
import { COLLECT_TAB_ID } from '../../../machines/session/session.selectors';
import { FavouritesProvider } from '../shared/favourites';
import { SessionContext } from '../shared/sessionContext';
import { isReady } from '../shared/sessionStatus';
import { CollectTab } from './CollectTab';
import './lobby.css';

/** Desktop /lobby/favorites (and mobile /profile/favorites): the Collect content on its own page. */
export function Component() {
  const ready = SessionContext.useSelector(isReady);
  return <div className="lobby-home lobby-favorites">{ready && <Favorites />}</div>;
}

function Favorites() {
  const intl = useIntl();
  const tabs = [{ id: COLLECT_TAB_ID, key: 'collect', name: intl.formatMessage({ id: 'lobby.tab.collect' }) }];
  const actor = useActorRef(lobbyTabsMachine, { input: { tabs, tabKey: 'collect' } });
  return (
    <FavouritesProvider>
      <h1 className="lobby-home__heading">{intl.formatMessage({ id: 'lobby.tab.collect' })}</h1>
      <div className="lobby-home__section">
        <CollectTab actor={actor} />
      </div>
    </FavouritesProvider>
  );
}
