import { describe, expect, test } from 'vitest';
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import { BANNER_ADVANCE_MS, bannerCarouselMachine } from '../../../machines/lobby/bannerCarousel.machine';
import {
  BIG_WIN_TICK_MS,
  type BigWin,
  bigWinTickerMachine,
  type LobbyTips,
} from '../../../machines/lobby/bigWinTicker.machine';
import {
  type FeaturedRewardsInput,
  featuredRewardsMachine,
  type TradeInfo,
} from '../../../machines/lobby/featuredRewards.machine';
import {
  carouselRunning,
  isMoving,
  rewardsLoading,
  shownBigWin,
  tickerLoading,
} from '../../../machines/lobby/homeFeeds.selectors';
import { lobbyTabsMachine } from '../../../machines/lobby/lobbyTabs.machine';
import { activeTabKey } from '../../../machines/lobby/lobbyTabs.selectors';
import {
  DOTS_POLL_MS,
  type MailUnread,
  menuMachine,
  type PlayerFigures,
  type PlayerWatch,
  type TaskUser,
} from '../../../machines/lobby/menu.machine';
import { searchMachine } from '../../../machines/lobby/search.machine';
import { searchFound, searchFoundNothing, searchIdle } from '../../../machines/lobby/search.selectors';
import { ErrcodeError } from '../../../src/api/client/errors';
import { catalogueIndex } from '../../../src/platform/gameList/catalogueIndex';
import { game, gameType } from '../fixtures';
import { tabs } from './lobbyTabs.coverage';

const flush = () => new Promise<void>((resolve) => setImmediate(resolve));
const win = (phone: string, amount: number): BigWin => ({ phone, gameId: 1, amount, timestamp: 0 });

describe('banner carousel (spec §9: 3 s auto-advance, the carousel code loads late)', () => {
  const start = (count: number, reducedMotion = false) => {
    const clock = new SimulatedClock();
    return { clock, actor: createActor(bannerCarouselMachine, { clock, input: { count, reducedMotion } }).start() };
  };
  const turning = (actor: ReturnType<typeof start>['actor']) => isMoving(actor.getSnapshot());

  test('Pause holds the carousel and Play starts it again; reduced motion never turns by itself', () => {
    const { clock, actor } = start(3);
    clock.increment(BANNER_ADVANCE_MS);
    expect(turning(actor)).toBe(true);
    actor.send({ type: 'PAUSE' });
    expect(turning(actor)).toBe(false);
    expect(carouselRunning(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'PLAY' });
    expect(turning(actor)).toBe(true);

    const still = start(3, true);
    still.clock.increment(BANNER_ADVANCE_MS * 10);
    expect(carouselRunning(still.actor.getSnapshot())).toBe(false);
    // A swipe still opens the carousel, paused until Play.
    still.actor.send({ type: 'INTERACT' });
    expect(carouselRunning(still.actor.getSnapshot())).toBe(true);
    expect(turning(still.actor)).toBe(false);
    still.actor.send({ type: 'PLAY' });
    expect(turning(still.actor)).toBe(true);
  });

  test('several banners: the carousel takes over when the first advance is due, opening on the second', () => {
    const { clock, actor } = start(3);
    clock.increment(BANNER_ADVANCE_MS - 1);
    expect(carouselRunning(actor.getSnapshot())).toBe(false);
    clock.increment(1);
    expect(carouselRunning(actor.getSnapshot())).toBe(true);
    expect(actor.getSnapshot().context.startOnNext).toBe(true);
  });

  test('playing, it asks for the next slide every 3 s; a mouse over the banners holds it, a moved slide restarts it', () => {
    const { clock, actor } = start(3);
    const advances: number[] = [];
    actor.on('advance', () => advances.push(clock.now()));
    clock.increment(BANNER_ADVANCE_MS); // the carousel takes over, opening on the second banner
    expect(advances).toEqual([]);
    clock.increment(BANNER_ADVANCE_MS);
    expect(advances).toEqual([2 * BANNER_ADVANCE_MS]);
    actor.send({ type: 'POINTER.ENTER' });
    clock.increment(BANNER_ADVANCE_MS * 2);
    expect(advances).toHaveLength(1);
    // Still playing for the Pause button: the pointer only holds the next advance.
    expect(turning(actor)).toBe(true);
    actor.send({ type: 'POINTER.LEAVE' });
    clock.increment(BANNER_ADVANCE_MS);
    expect(advances).toEqual([2 * BANNER_ADVANCE_MS, 5 * BANNER_ADVANCE_MS]);
    // A swipe 1 s before the next advance: the next comes 3 s after the swipe.
    clock.increment(BANNER_ADVANCE_MS - 1_000);
    actor.send({ type: 'SLID' });
    clock.increment(1_000);
    expect(advances).toHaveLength(2);
    clock.increment(BANNER_ADVANCE_MS - 1_000);
    expect(advances.at(-1)).toBe(clock.now());
    // Paused: no advance at all.
    actor.send({ type: 'PAUSE' });
    clock.increment(BANNER_ADVANCE_MS * 5);
    expect(advances).toHaveLength(3);
  });

  test('a touch before that starts it on the first banner; one banner never starts it', () => {
    const several = start(2);
    several.actor.send({ type: 'INTERACT' });
    expect(carouselRunning(several.actor.getSnapshot())).toBe(true);
    expect(several.actor.getSnapshot().context.startOnNext).toBe(false);
    const one = start(1);
    one.actor.send({ type: 'INTERACT' });
    one.clock.increment(BANNER_ADVANCE_MS * 5);
    expect(carouselRunning(one.actor.getSnapshot())).toBe(false);
  });

  test('a new list keeps a carousel the player started, and the new count decides what starts next', () => {
    const touched = start(3, true);
    touched.actor.send({ type: 'INTERACT' });
    touched.actor.send({ type: 'COUNT.CHANGE', count: 2 });
    expect(carouselRunning(touched.actor.getSnapshot())).toBe(true);
    expect(touched.actor.getSnapshot().context.count).toBe(2);

    // One banner stored, three in the answer: the timer and a touch start it now.
    const grown = start(1);
    grown.actor.send({ type: 'COUNT.CHANGE', count: 3 });
    grown.clock.increment(BANNER_ADVANCE_MS);
    expect(carouselRunning(grown.actor.getSnapshot())).toBe(true);
    // Three stored, one left: nothing to turn.
    const shrunk = start(3);
    shrunk.actor.send({ type: 'COUNT.CHANGE', count: 1 });
    shrunk.actor.send({ type: 'INTERACT' });
    shrunk.clock.increment(BANNER_ADVANCE_MS * 5);
    expect(carouselRunning(shrunk.actor.getSnapshot())).toBe(false);
  });
});

describe('big-win ticker (spec §9: the next win every 2.5 s)', () => {
  const start = (answer: () => Promise<LobbyTips>, reducedMotion = false) => {
    const clock = new SimulatedClock();
    const actor = createActor(bigWinTickerMachine.provide({ actors: { lobbyTips: fromPromise(answer) } }), {
      clock,
      input: { reducedMotion },
    }).start();
    return { clock, actor };
  };

  test('Pause holds one win, Play rotates again; reduced motion starts held', async () => {
    const wins = [win('0917***1', 100), win('0918***2', 200)];
    const { clock, actor } = start(async () => ({ jackpotList: wins, newYearList: [] }));
    await flush();
    actor.send({ type: 'PAUSE' });
    clock.increment(BIG_WIN_TICK_MS * 3);
    expect(shownBigWin(actor.getSnapshot())).toEqual(wins[0]);
    actor.send({ type: 'PLAY' });
    clock.increment(BIG_WIN_TICK_MS);
    expect(shownBigWin(actor.getSnapshot())).toEqual(wins[1]);

    const still = start(async () => ({ jackpotList: wins, newYearList: [] }), true);
    await flush();
    still.clock.increment(BIG_WIN_TICK_MS * 3);
    expect(shownBigWin(still.actor.getSnapshot())).toEqual(wins[0]);
    expect(isMoving(still.actor.getSnapshot())).toBe(false);
  });

  test('shows one win at a time, round robin every 2.5 s', async () => {
    const wins = [win('0917***1', 100), win('0918***2', 200), win('0919***3', 300)];
    const { clock, actor } = start(async () => ({ jackpotList: wins, newYearList: [] }));
    expect(tickerLoading(actor.getSnapshot())).toBe(true);
    await flush();
    expect(shownBigWin(actor.getSnapshot())).toEqual(wins[0]);
    clock.increment(BIG_WIN_TICK_MS - 1);
    expect(shownBigWin(actor.getSnapshot())).toEqual(wins[0]);
    clock.increment(1);
    expect(shownBigWin(actor.getSnapshot())).toEqual(wins[1]);
    clock.increment(BIG_WIN_TICK_MS);
    expect(shownBigWin(actor.getSnapshot())).toEqual(wins[2]);
    clock.increment(BIG_WIN_TICK_MS);
    expect(shownBigWin(actor.getSnapshot())).toEqual(wins[0]);
  });

  test('an empty list or a failed call hides the ticker (nothing shown, no longer loading)', async () => {
    for (const answer of [
      async () => ({ jackpotList: [], newYearList: [] }),
      async (): Promise<LobbyTips> => {
        throw new ErrcodeError('/app/v1/lobbyTips', 1, 200);
      },
    ]) {
      const { actor } = start(answer);
      await flush();
      expect(tickerLoading(actor.getSnapshot())).toBe(false);
      expect(shownBigWin(actor.getSnapshot())).toBeUndefined();
    }
  });
});

describe('featured rewards (spec §2, §5: tradeInfo for a player, the anonymous one for a guest)', () => {
  const info: TradeInfo = {
    firstRechargeDone: false,
    firstRechargeBonus: 30_000,
    entries: [{ id: 1, title: 'First deposit', img: '/a.png', clickType: 1, clickAction: 'firstCharge' }],
  };
  const start = (loggedIn: boolean, answer: () => Promise<TradeInfo>) => {
    const asked: boolean[] = [];
    const actor = createActor(
      featuredRewardsMachine.provide({
        actors: {
          tradeInfo: fromPromise<TradeInfo, FeaturedRewardsInput>(({ input }) => {
            asked.push(input.loggedIn);
            return answer();
          }),
        },
      }),
      { input: { loggedIn } },
    ).start();
    return { actor, asked };
  };

  test('asks with the visitor kind and keeps the entries', async () => {
    const player = start(true, async () => info);
    const guest = start(false, async () => info);
    expect(rewardsLoading(player.actor.getSnapshot())).toBe(true);
    await flush();
    expect([...player.asked, ...guest.asked]).toEqual([true, false]);
    expect(player.actor.getSnapshot().context.info).toEqual(info);
    expect(player.actor.getSnapshot().matches('ready')).toBe(true);
  });

  test('no entries or a failed call hides the block', async () => {
    const empty = start(true, async () => ({ ...info, entries: [] }));
    const failed = start(true, async () => {
      throw new Error('offline');
    });
    await flush();
    for (const { actor } of [empty, failed]) {
      expect(rewardsLoading(actor.getSnapshot())).toBe(false);
      expect(actor.getSnapshot().matches('hidden')).toBe(true);
    }
  });
});

describe('menu (spec §7: the dots reload on each open, a failed load keeps them)', () => {
  test('loads mail and task dots at start and again on OPEN; a failure keeps the last dots', async () => {
    let calls = 0;
    let failNext = false;
    const actor = createActor(
      menuMachine.provide({
        actors: {
          hasMailUnread: fromPromise<MailUnread>(async () => {
            calls += 1;
            if (failNext) throw new Error('offline');
            return { red0: 0, red1: 1, red2: 0 };
          }),
          getTaskUser: fromPromise<TaskUser>(async () => {
            if (failNext) throw new Error('offline');
            return { achieveNum: 0, achieveData: '{}', taskData: '{}', canReceiveTaskAward: true };
          }),
        },
      }),
      { input: {} },
    ).start();
    await flush();
    expect(actor.getSnapshot().context).toMatchObject({ hasMail: true, hasTask: true });
    failNext = true;
    actor.send({ type: 'OPEN' });
    await flush();
    expect(calls).toBe(2);
    expect(actor.getSnapshot().context).toMatchObject({ hasMail: true, hasTask: true });
    expect(actor.getSnapshot().matches({ panel: 'open' })).toBe(true);
  });

  test('the membership-reward dot (canReceiveTaskAward) follows the server: it clears once the award is claimed', async () => {
    let claimable = true;
    let unread = 1;
    const actor = createActor(
      menuMachine.provide({
        actors: {
          hasMailUnread: fromPromise<MailUnread>(async () => ({ red0: unread, red1: 0, red2: 0 })),
          getTaskUser: fromPromise<TaskUser>(async () => ({
            achieveNum: 1,
            achieveData: '{}',
            taskData: '{"105":1}',
            canReceiveTaskAward: claimable,
          })),
        },
      }),
      { input: {} },
    ).start();
    await flush();
    expect(actor.getSnapshot().context).toMatchObject({ hasMail: true, hasTask: true });
    // The player claims the award and reads the mail elsewhere: the server's flags fall, the next look shows it.
    claimable = false;
    unread = 0;
    actor.send({ type: 'OPEN' });
    await flush();
    expect(actor.getSnapshot().context).toMatchObject({ hasMail: false, hasTask: false });
    // A new award raises the dot again.
    claimable = true;
    actor.send({ type: 'CLOSE' });
    actor.send({ type: 'OPEN' });
    await flush();
    expect(actor.getSnapshot().context.hasTask).toBe(true);
  });

  /** A menu counting its dot reads, with a session stub whose user the test sets. */
  function followingMenu(clock = new SimulatedClock()) {
    const reads = { mail: 0, task: 0 };
    let listener: ((snapshot: { context: { user: PlayerFigures | null } }) => void) | null = null;
    let unsubscribed = false;
    const session: PlayerWatch = {
      getSnapshot: () => ({ context: { user: { coin: 100, lottery: 0, vip: 0 } } }),
      subscribe(next) {
        listener = next;
        return { unsubscribe: () => (unsubscribed = true) };
      },
    };
    const actor = createActor(
      menuMachine.provide({
        actors: {
          hasMailUnread: fromPromise<MailUnread>(async () => {
            reads.mail += 1;
            return { red0: 0, red1: 0, red2: 0 };
          }),
          getTaskUser: fromPromise<TaskUser>(async () => {
            reads.task += 1;
            return { achieveNum: 0, achieveData: '{}', taskData: '{}', canReceiveTaskAward: false };
          }),
        },
      }),
      { input: { session }, clock },
    ).start();
    const user = (figures: PlayerFigures | null) => listener?.({ context: { user: figures } });
    return { actor, reads, user, clock, unsubscribed: () => unsubscribed };
  }

  test("reads both dots again when the player's coin, points or VIP level change (a claim, a receive, a refresh)", async () => {
    const { actor, reads, user, unsubscribed } = followingMenu();
    await flush();
    expect(reads).toEqual({ mail: 1, task: 1 });
    // The same figures as at the start (subscribe reports changes only), or no user: nothing to read.
    user({ coin: 100, lottery: 0, vip: 0 });
    user(null);
    await flush();
    expect(reads).toEqual({ mail: 1, task: 1 });
    // The first change after the start already counts.
    user({ coin: 1_100, lottery: 0, vip: 0 });
    await flush();
    expect(reads).toEqual({ mail: 2, task: 2 });
    user({ coin: 1_100, lottery: 5_000, vip: 0 });
    user({ coin: 1_100, lottery: 5_000, vip: 1 });
    await flush();
    // The second change came while the first reads were under way: they restarted, one answer each counted.
    expect(actor.getSnapshot().matches({ mail: 'loaded', task: 'loaded' })).toBe(true);
    expect(reads.task).toBeGreaterThanOrEqual(3);
    actor.stop();
    expect(unsubscribed()).toBe(true);
  });

  test('while open the dots are read again every 30 s; closed, they wait for the next open', async () => {
    const { actor, reads, clock } = followingMenu();
    await flush();
    actor.send({ type: 'OPEN' });
    await flush();
    expect(reads).toEqual({ mail: 2, task: 2 });
    clock.increment(DOTS_POLL_MS - 1);
    await flush();
    expect(reads.task).toBe(2);
    clock.increment(1);
    await flush();
    expect(reads).toEqual({ mail: 3, task: 3 });
    clock.increment(DOTS_POLL_MS);
    await flush();
    expect(reads.task).toBe(4);
    actor.send({ type: 'CLOSE' });
    clock.increment(DOTS_POLL_MS * 3);
    await flush();
    expect(reads.task).toBe(4);
  });

  test('copying the user id says whether it worked', async () => {
    let works = true;
    const actor = createActor(
      menuMachine.provide({
        actors: {
          hasMailUnread: fromPromise<MailUnread>(async () => ({ red0: 0, red1: 0, red2: 0 })),
          getTaskUser: fromPromise<TaskUser>(async () => ({
            achieveNum: 0,
            achieveData: '{}',
            taskData: '{}',
            canReceiveTaskAward: false,
          })),
          copyText: fromPromise<boolean, { text: string }>(async () => works),
        },
      }),
      { input: {} },
    ).start();
    actor.send({ type: 'COPY', text: '501' });
    await flush();
    expect(actor.getSnapshot().context.notice?.id).toBe('common.copySuccess');
    works = false;
    actor.send({ type: 'COPY', text: '501' });
    await flush();
    expect(actor.getSnapshot().context.notice?.id).toBe('common.copyFail');
  });
});

describe('search (spec §2: names across the catalogue, narrowed by type and brand)', () => {
  const games = [
    game(1, { name: 'Golden Empire', typeId: 1, brandId: 11 }),
    game(2, { name: 'Fishing God', typeId: 2, brandId: 21 }),
    game(3, { name: 'Gold Rush', typeId: 1, brandId: 12 }),
    game(4, { name: 'Golden Hidden', typeId: 1, brandId: 11, status: 0 }),
  ];
  const brand = (id: number) => ({ id, name: `b${id}`, showName: `Brand ${id}`, status: 1, sort: id }) as never;
  const start = () =>
    createActor(searchMachine, {
      input: {
        catalogue: catalogueIndex(games),
        types: [gameType(1, 'Slots'), gameType(2, 'Fish')],
        brands: [brand(11), brand(12), brand(21)],
      },
    }).start();

  test('typing filters case-insensitively over playable games; clearing goes back to the hint', () => {
    const actor = start();
    expect(searchIdle(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'QUERY', value: '  GOLD ' });
    expect(searchFound(actor.getSnapshot())).toBe(true);
    expect(actor.getSnapshot().context.results.map((g) => g.id)).toEqual([1, 3]);
    actor.send({ type: 'QUERY', value: 'zzz' });
    expect(searchFoundNothing(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'CLEAR' });
    expect(searchIdle(actor.getSnapshot())).toBe(true);
    expect(actor.getSnapshot().context.results).toEqual([]);
  });

  test('a type narrows; a brand without games of the new type is dropped, one with games is kept', () => {
    const actor = start();
    actor.send({ type: 'BRAND', brandId: 11 });
    expect(actor.getSnapshot().context.results.map((g) => g.id)).toEqual([1]);
    actor.send({ type: 'TYPE', typeId: 1 });
    expect(actor.getSnapshot().context.brandId).toBe(11);
    actor.send({ type: 'TYPE', typeId: 2 });
    expect(actor.getSnapshot().context.brandId).toBeNull();
    expect(actor.getSnapshot().context.results.map((g) => g.id)).toEqual([2]);
  });
});

describe('lobby tabs (spec §2 Home tabs, §4 tracking names)', () => {
  test('a selected tab shows in the URL (replace) and carries its tracking name; an unknown tab changes nothing', () => {
    const actor = createActor(lobbyTabsMachine, { input: { tabs } });
    const urls: unknown[] = [];
    actor.on('navigate', (event) => urls.push(event));
    actor.start();
    expect(activeTabKey(actor.getSnapshot())).toBe('home');
    actor.send({ type: 'SELECT', key: 'type-2' });
    expect(activeTabKey(actor.getSnapshot())).toBe('type-2');
    expect(actor.getSnapshot().context.trackingName).toBe('fish');
    actor.send({ type: 'SELECT', key: 'type-9' });
    expect(activeTabKey(actor.getSnapshot())).toBe('type-2');
    actor.send({ type: 'SELECT', key: 'collect' });
    expect(actor.getSnapshot().context.trackingName).toBe('favorites');
    actor.send({ type: 'SELECT', key: 'home' });
    expect(urls).toEqual([
      { type: 'navigate', to: { page: 'home', query: { tab: 'type-2' } }, replace: true },
      { type: 'navigate', to: { page: 'home', query: { tab: 'collect' } }, replace: true },
      { type: 'navigate', to: { page: 'home' }, replace: true },
    ]);
  });

  test('a start from navigation state opens its type with its brand, once; each type keeps its own brand', () => {
    const actor = createActor(lobbyTabsMachine, { input: { tabs, typeId: 2, brandId: 21 } }).start();
    expect(activeTabKey(actor.getSnapshot())).toBe('type-2');
    expect(actor.getSnapshot().context.brandByType).toEqual({ 2: 21 });
    actor.send({ type: 'SELECT.BRAND', typeId: 1, brandId: 12 });
    actor.send({ type: 'SELECT', key: 'home' });
    expect(activeTabKey(actor.getSnapshot())).toBe('home');
    expect(actor.getSnapshot().context.brandByType).toEqual({ 1: 12, 2: 21 });
  });
});
