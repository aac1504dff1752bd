import type { SnapshotFrom } from 'xstate';
import type { bannerCarouselMachine } from './bannerCarousel.machine';
import type { BigWin, bigWinTickerMachine } from './bigWinTicker.machine';
import type { featuredRewardsMachine } from './featuredRewards.machine';
import { MOVING } from './pausable';

/** What the home's feeds (src/screens/lobby: HomeBanners, BigWinTicker, FeaturedRewards) read from their machines. */
type Ticker = SnapshotFrom<typeof bigWinTickerMachine>;
type Rewards = SnapshotFrom<typeof featuredRewardsMachine>;
type Carousel = SnapshotFrom<typeof bannerCarouselMachine>;

/** The big win on show, or none (loading, or nothing to show). */
export const shownBigWin = (snapshot: Ticker): BigWin | undefined =>
  snapshot.matches('showing') ? snapshot.context.entries[snapshot.context.index] : undefined;

/** lobbyTips is under way: the ticker keeps its place. */
export const tickerLoading = (snapshot: Ticker): boolean => snapshot.matches('loading');

/** tradeInfo is under way: the block keeps its place. */
export const rewardsLoading = (snapshot: Rewards): boolean => snapshot.matches('loading');

/** More than one banner: the carousel turns by itself. */
export const carouselRunning = (snapshot: Carousel): boolean => snapshot.matches('carousel');

/** The carousel or the ticker moves by itself (not paused, not held for reduced motion). */
export const isMoving = (snapshot: Carousel | Ticker): boolean => snapshot.hasTag(MOVING);
