import { useSelector } from '@xstate/react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { ActorRefFrom } from 'xstate';
import type { lobbyTabsMachine } from '../../../machines/lobby/lobbyTabs.machine';
import { collectShowsHistory } from '../../../machines/lobby/lobbyTabs.selectors';
import { favouriteGames, historyGames } from '../../../machines/session/session.selectors';
import { collectMessages } from '../../platform/intl/en-PH/collect';
import { Link } from '../../platform/navigation/Link';
import { hrefOf } from '../../platform/navigation/pages';
import { TabBar, tabIds } from '../../ui/TabBar';
import { withAreaIntl } from '../shared/AreaIntl';
import { LobbyGameGrid } from '../shared/LobbyGameGrid';
import { SessionContext } from '../shared/sessionContext';
import { isLoggedIn } from '../shared/sessionStatus';

/**
 * Collect (id 101, spec §2): favourites and history sub-tabs for a player; a login link for a guest. Its texts come
 * with this code (src/platform/intl/en-PH/collect.ts), not with the first screen.
 */
export const CollectTab = withAreaIntl(collectMessages, CollectContent);

function CollectContent({ actor }: { actor: ActorRefFrom<typeof lobbyTabsMachine> }) {
  const loggedIn = SessionContext.useSelector(isLoggedIn);
  if (!loggedIn) {
    return (
      <div className="empty-state">
        <p>
          <FormattedMessage id="lobby.collect.guest" />
        </p>
        <Link className="button button--primary" to={hrefOf({ page: 'login' })}>
          <FormattedMessage id="lobby.collect.login" />
        </Link>
      </div>
    );
  }
  return <PlayerCollect actor={actor} />;
}

function PlayerCollect({ actor }: { actor: ActorRefFrom<typeof lobbyTabsMachine> }) {
  const intl = useIntl();
  const showsHistory = useSelector(actor, collectShowsHistory);
  const favourites = SessionContext.useSelector((snapshot) => favouriteGames(snapshot.context));
  const history = SessionContext.useSelector((snapshot) => historyGames(snapshot.context));
  const games = showsHistory ? history : favourites;
  const shown = showsHistory ? 'history' : 'favourites';
  const title = intl.formatMessage({ id: showsHistory ? 'lobby.collect.history' : 'lobby.collect.favourites' });
  return (
    <>
      <TabBar
        tabs={[
          { key: 'favourites', label: intl.formatMessage({ id: 'lobby.collect.favourites' }) },
          { key: 'history', label: intl.formatMessage({ id: 'lobby.collect.history' }) },
        ]}
        activeKey={shown}
        onSelect={(key) => actor.send({ type: key === 'history' ? 'COLLECT.HISTORY' : 'COLLECT.FAVOURITES' })}
        label={intl.formatMessage({ id: 'lobby.collect.subTabs' })}
        idPrefix="collect"
      />
      <div
        className="lobby-brand-panel"
        role="tabpanel"
        id={tabIds('collect', shown).panel}
        aria-labelledby={tabIds('collect', shown).tab}
      >
        {games.length === 0 ? (
          <p className="empty-state">
            <FormattedMessage id={showsHistory ? 'lobby.collect.noHistory' : 'lobby.collect.noFavourites'} />
          </p>
        ) : (
          <LobbyGameGrid games={games} label={title} />
        )}
      </div>
    </>
  );
}
