import { useActorRef, useSelector } from '@xstate/react';
import { lazy, memo, Suspense } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useLocation, useSearchParams } from 'react-router-dom';
import type { ActorRefFrom } from 'xstate';
import { lobbyTabsMachine } from '../../../machines/lobby/lobbyTabs.machine';
import { activeTabKey } from '../../../machines/lobby/lobbyTabs.selectors';
import { type LobbyTab, lobbyTabs, trackingTabName } from '../../../machines/session/session.selectors';
import { useFollowNavigate } from '../../platform/navigation/navigation';
import { preloadable } from '../../platform/navigation/preloadable';
import { TabBar, tabIds } from '../../ui/TabBar';
import { FavouritesProvider } from '../shared/favourites';
import { SessionContext } from '../shared/sessionContext';
import { track } from '../shared/track';
import { HomeTab } from './HomeTab';
import './lobby.css';

const ID_PREFIX = 'lobby';

// Not needed for the first paint of Home, and a guest who only looks at Home never needs it. The game-type tab's
// code is fetched when a pointer (a finger's touch too) or the keyboard focus comes to the tab list, ahead of the
// press: the first switch to a game type then usually finds it here and renders without a suspended fallback (if
// not, the panel's fallback shows until it arrives). Collect's (favourites) loads when first selected.
const CollectTab = lazy(() => import('./CollectTab').then((module) => ({ default: module.CollectTab })));
const typeTab = preloadable(() => import('./TypeTab').then((module) => module.TypeTab));
const TypeTab = typeTab.Component;
const preloadTypeTab = () => void typeTab.preload();

/** What a link into the lobby may carry in its navigation state (spec §2: a brand tab preselected). */
interface LobbyNavigationState {
  typeId?: unknown;
  brandId?: unknown;
}

const numberOrNull = (value: unknown) => (typeof value === 'number' && Number.isInteger(value) ? value : null);

/**
 * The home tabs (spec §2): Home, Collect, then each active game type, sticky. Which tab is selected is the
 * lobbyTabs machine's state (mirrored into `?tab=`). The Home panel stays mounted (hidden) while another tab
 * is shown, so its carousel, video and scroll content survive a tab switch; other panels mount when selected.
 */
export function LobbyTabs({ variant = 'home' }: { variant?: 'home' | 'games' }) {
  const all = SessionContext.useSelector((snapshot) => lobbyTabs(snapshot.context));
  // Desktop /lobby/games: the game-type tabs only.
  const tabs = variant === 'games' ? all.filter((tab) => tab.key.startsWith('type-')) : all;
  if (tabs.length === 0) {
    return (
      <p className="empty-state">
        <FormattedMessage id="lobby.noGames" />
      </p>
    );
  }
  // Remount only when the set of tabs changes (a configuration with other game types), not on every reload.
  return (
    <FavouritesProvider>
      <LobbyTabsStart key={tabs.map((tab) => tab.key).join()} tabs={tabs} variant={variant} />
    </FavouritesProvider>
  );
}

interface TabsProps {
  tabs: readonly LobbyTab[];
  variant: 'home' | 'games';
}

/** Reads the URL and navigation state once: the tabs below start from them and do not re-render on navigation. */
function LobbyTabsStart({ tabs, variant }: TabsProps) {
  const [params] = useSearchParams();
  const location = useLocation();
  const state = (location.state ?? {}) as LobbyNavigationState;
  return (
    <LobbyTabsFor
      tabs={tabs}
      variant={variant}
      tabKey={params.get('tab') ?? (variant === 'games' ? tabs[0]!.key : null)}
      typeId={numberOrNull(state.typeId)}
      brandId={numberOrNull(state.brandId)}
    />
  );
}

interface StartProps extends TabsProps {
  tabKey: string | null;
  typeId: number | null;
  brandId: number | null;
}

// The start props are read by the machine once; the URL changes the tabs themselves make must not re-render them.
const LobbyTabsFor = memo(
  function LobbyTabsFor({ tabs, variant, tabKey, typeId, brandId }: StartProps) {
    const intl = useIntl();
    const session = SessionContext.useActorRef();
    const actor = useActorRef(lobbyTabsMachine, {
      input: { tabs, tabKey, path: variant === 'games' ? '/lobby/games' : '/lobby/home', typeId, brandId },
    });
    useFollowNavigate(actor);
    const activeKey = useSelector(actor, activeTabKey);
    const trackingName = useSelector(actor, (snapshot) => snapshot.context.trackingName);

    const label = (tab: LobbyTab) => {
      if (tab.key === 'home') return intl.formatMessage({ id: 'lobby.tab.home' });
      if (tab.key === 'collect') return intl.formatMessage({ id: 'lobby.tab.collect' });
      return tab.name;
    };
    const active = tabs.find((tab) => tab.key === activeKey) ?? tabs[0]!;

    return (
      <>
        <TabBar
          tabs={tabs.map((tab) => ({ key: tab.key, label: label(tab) }))}
          activeKey={active.key}
          onSelect={(key) => {
            actor.send({ type: 'SELECT', key });
            const tab = tabs.find((candidate) => candidate.key === key);
            const name = tab && trackingTabName(session.getSnapshot().context, tab.id);
            if (name) track(session, 'lobby_tab', { tab: name });
          }}
          label={intl.formatMessage({ id: 'lobby.tabs' })}
          idPrefix={ID_PREFIX}
          onIntent={preloadTypeTab}
        />
        {variant === 'home' && (
          <div
            className="lobby-home__section"
            role="tabpanel"
            id={tabIds(ID_PREFIX, 'home').panel}
            aria-labelledby={tabIds(ID_PREFIX, 'home').tab}
            hidden={active.key !== 'home'}
            data-tracking-tab={active.key === 'home' ? trackingName : undefined}
          >
            <HomeTab />
          </div>
        )}
        {active.key !== 'home' && (
          <div
            className="lobby-home__section"
            role="tabpanel"
            id={tabIds(ID_PREFIX, active.key).panel}
            aria-labelledby={tabIds(ID_PREFIX, active.key).tab}
            data-tracking-tab={trackingName}
          >
            <Suspense fallback={<div className="lobby-panel-loading" />}>
              <ActivePanel actor={actor} tab={active} />
            </Suspense>
          </div>
        )}
      </>
    );
  },
  (before, after) => before.tabs === after.tabs && before.variant === after.variant,
);

/** A game type's tab (its panel is TypeTab), not Home's or Collect's. */
const isTypeTab = (tab: LobbyTab): tab is LobbyTab & { id: number } =>
  tab.key !== 'collect' && typeof tab.id === 'number';

function ActivePanel({ actor, tab }: { actor: ActorRefFrom<typeof lobbyTabsMachine>; tab: LobbyTab }) {
  if (tab.key === 'collect') return <CollectTab actor={actor} />;
  return isTypeTab(tab) ? <TypeTab actor={actor} typeId={tab.id} /> : null;
}
