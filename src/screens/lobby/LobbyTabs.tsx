import { useMemo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { hotGames, type LobbyTab, lobbyTabs } from '../../../machines/session.selectors';
import { GameGrid } from '../../ui/GameGrid';
import { TabBar, tabIds } from '../../ui/TabBar';
import { SessionContext } from '../shared/sessionContext';
import { gamesByBrand } from './gamesByBrand';

const ID_PREFIX = 'lobby';
const HOME_KEY = 'home';

/**
 * The home tabs: Home, Collect, then each active game type (spec §2). The selected tab lives in the URL
 * (`?tab=<key>`), so it survives reloads and the back button, and no component holds it.
 */
export function LobbyTabs() {
  const intl = useIntl();
  const tabs = SessionContext.useSelector((snapshot) => lobbyTabs(snapshot.context));
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const active = tabs.find((tab) => tab.key === requested) ?? tabs[0]!;

  const label = (tab: LobbyTab) => {
    if (tab.key === HOME_KEY) return intl.formatMessage({ id: 'lobby.tab.home' });
    if (tab.key === 'collect') return intl.formatMessage({ id: 'lobby.tab.collect' });
    return tab.name;
  };
  const select = (key: string) => setParams(key === HOME_KEY ? {} : { tab: key }, { replace: true });

  return (
    <>
      <TabBar
        tabs={tabs.map((tab) => ({ key: tab.key, label: label(tab) }))}
        activeKey={active.key}
        onSelect={select}
        label={intl.formatMessage({ id: 'lobby.tabs' })}
        idPrefix={ID_PREFIX}
      />
      <div
        className="lobby-home__section"
        role="tabpanel"
        id={tabIds(ID_PREFIX, active.key).panel}
        aria-labelledby={tabIds(ID_PREFIX, active.key).tab}
      >
        <TabPanel tab={active} />
      </div>
    </>
  );
}

function TabPanel({ tab }: { tab: LobbyTab }) {
  if (tab.key === HOME_KEY) return <PopularGames />;
  if (tab.key === 'collect') return <CollectForGuest />;
  return typeof tab.id === 'number' ? <TypeGames typeId={tab.id} /> : null;
}

/** Starting a game needs a player: /start is not public, so the route guard sends a guest to /login. */
function useStartGame() {
  const navigate = useNavigate();
  return (gameId: number) => navigate(`/start?gameId=${gameId}`);
}

function PopularGames() {
  const intl = useIntl();
  const games = SessionContext.useSelector((snapshot) => hotGames(snapshot.context));
  const resourceBase = SessionContext.useSelector((snapshot) => snapshot.context.webConfig?.gameResourceUrl ?? '');
  const startGame = useStartGame();
  const title = intl.formatMessage({ id: 'lobby.popularGames' });
  return (
    <>
      <h2 className="lobby-home__heading">{title}</h2>
      {games.length === 0 ? (
        <NoGames />
      ) : (
        <GameGrid games={games} resourceBase={resourceBase} onSelect={startGame} label={title} />
      )}
    </>
  );
}

function TypeGames({ typeId }: { typeId: number }) {
  const gameList = SessionContext.useSelector((snapshot) => snapshot.context.gameList);
  const webConfig = SessionContext.useSelector((snapshot) => snapshot.context.webConfig);
  const groups = useMemo(
    () => gamesByBrand(gameList, webConfig?.appGameBrandList ?? [], typeId),
    [gameList, webConfig, typeId],
  );
  const startGame = useStartGame();
  if (groups.length === 0) return <NoGames />;
  return (
    <>
      {groups.map((group) => (
        <section key={group.brandId} aria-label={group.brandName}>
          <h2 className="lobby-home__brand-heading">{group.brandName}</h2>
          <GameGrid
            games={group.games}
            resourceBase={webConfig?.gameResourceUrl ?? ''}
            onSelect={startGame}
            label={group.brandName}
          />
        </section>
      ))}
    </>
  );
}

function CollectForGuest() {
  return (
    <p className="empty-state">
      <FormattedMessage id="lobby.collect.guest" />
    </p>
  );
}

function NoGames() {
  return (
    <p className="empty-state">
      <FormattedMessage id="lobby.noGames" />
    </p>
  );
}
