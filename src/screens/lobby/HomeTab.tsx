import { lazy, memo, Suspense } from 'react';
import { useIntl } from 'react-intl';
import { hotGames } from '../../../machines/session/session.selectors';
import { LobbyGameGrid } from '../shared/LobbyGameGrid';
import { SessionContext } from '../shared/sessionContext';
import { BigWinTicker } from './BigWinTicker';
import { FeaturedRewards } from './FeaturedRewards';
import { HomeBanners } from './HomeBanners';
import { LobbyFooter } from './LobbyFooter';

/** The promotional video's module (a few hundred bytes) loads after the first paint. */
const HomeVideo = lazy(() => import('./HomeVideo'));

/**
 * The Home tab (spec §2): banners, the promotional video, featured rewards, the big-win ticker, the popular
 * games and the footer. Every block has a fixed box, so late data and lazy modules shift nothing. Memoised: a tab
 * switch (it re-renders the tabs) leaves the kept-alive Home alone.
 */
export const HomeTab = memo(function HomeTab() {
  // The side block is a column beside the games on desktop (docs/design.md) and stays in the phone's order.
  return (
    <div className="home-tab">
      <HomeBanners />
      <div className="home-tab__side">
        <Suspense fallback={<HomeVideoPlaceholder />}>
          <HomeVideo />
        </Suspense>
        <FeaturedRewards />
        <BigWinTicker />
      </div>
      <PopularGames />
      <LobbyFooter />
    </div>
  );
});

/** The video's box while its module loads: the player and its Pause / Play line, so nothing below moves (CLS). */
function HomeVideoPlaceholder() {
  return (
    <div className="home-video" aria-hidden="true">
      <div className="home-video__player" />
      <div className="play-pause" />
    </div>
  );
}

function PopularGames() {
  const intl = useIntl();
  const games = SessionContext.useSelector((snapshot) => hotGames(snapshot.context));
  const title = intl.formatMessage({ id: 'lobby.popularGames' });
  return (
    <section className="home-tab__games" aria-label={title}>
      <h2 className="lobby-home__heading">{title}</h2>
      {games.length === 0 ? (
        <p className="empty-state">{intl.formatMessage({ id: 'lobby.noGames' })}</p>
      ) : (
        // No card in the lobby's first commit: that commit's layout is the start-up's longest task, and the rows the
        // viewport needs follow it in a smaller one (docs/bench.md).
        <LobbyGameGrid games={games} label={title} firstRows={0} />
      )}
    </section>
  );
}
