import { bannerCarouselMachine } from '../../../machines/lobby/bannerCarousel.machine';
import { bigWinTickerMachine, type LobbyTips } from '../../../machines/lobby/bigWinTicker.machine';
import {
  type FeaturedRewardsInput,
  featuredRewardsMachine,
  type TradeInfo,
} from '../../../machines/lobby/featuredRewards.machine';
import { homeVideoMachine } from '../../../machines/lobby/homeVideo.machine';
import { NetworkError } from '../../../src/api/client/errors';
import { defineMachineSpec } from '../coverage/measureCoverage';

const offline = (path: string) => new NetworkError(path, new Error('offline'));

const tips = (count: number): LobbyTips => ({
  jackpotList: Array.from({ length: count }, (_, i) => ({
    phone: '0917****123',
    gameId: i + 1,
    amount: 100_00,
    timestamp: i,
  })),
  newYearList: [],
});

const tickerSpec = (reducedMotion: boolean) =>
  defineMachineSpec({
    name: 'bigWinTicker',
    machine: bigWinTickerMachine,
    input: { reducedMotion },
    events: [
      { type: 'PAUSE' },
      { type: 'PLAY' },
      { type: 'xstate.done.actor.lobbyTips', output: tips(2), actorId: 'lobbyTips' },
      { type: 'xstate.done.actor.lobbyTips', output: tips(0), actorId: 'lobbyTips' },
      { type: 'xstate.error.actor.lobbyTips', error: offline('/app/v1/anonymous/lobbyTips'), actorId: 'lobbyTips' },
    ],
    mocks: (mocks) => ({ lobbyTips: mocks.promise<LobbyTips>() }),
    serializeState: (snapshot) => JSON.stringify([snapshot.value, snapshot.context.index, snapshot.context.held]),
  });

/** Rotating from the start, and held from the start (prefers-reduced-motion). */
export const bigWinTickerSpecs = [tickerSpec(false), tickerSpec(true)];

const info = (entries: number): TradeInfo => ({
  firstRechargeDone: false,
  firstRechargeBonus: 300_00,
  entries: Array.from({ length: entries }, (_, i) => ({
    id: i + 1,
    title: `Entry ${i}`,
    img: '',
    clickType: 1,
    clickAction: 'FirstCharge',
  })),
});

const featuredSpec = (loggedIn: boolean) =>
  defineMachineSpec({
    name: 'featuredRewards',
    machine: featuredRewardsMachine,
    input: { loggedIn },
    events: [
      { type: 'xstate.done.actor.tradeInfo', output: info(2), actorId: 'tradeInfo' },
      { type: 'xstate.done.actor.tradeInfo', output: info(0), actorId: 'tradeInfo' },
      { type: 'xstate.error.actor.tradeInfo', error: offline('/app/v1/tradeInfo'), actorId: 'tradeInfo' },
    ],
    mocks: (mocks) => ({ tradeInfo: mocks.promise<TradeInfo, FeaturedRewardsInput>() }),
    serializeState: (snapshot) => JSON.stringify([snapshot.value, snapshot.context.info?.entries.length ?? null]),
  });

export const featuredRewardsSpecs = [featuredSpec(false), featuredSpec(true)];

const carouselSpec = (count: number, reducedMotion = false) =>
  defineMachineSpec({
    name: 'bannerCarousel',
    machine: bannerCarouselMachine,
    input: { count, reducedMotion },
    events: [
      { type: 'INTERACT' },
      { type: 'PAUSE' },
      { type: 'PLAY' },
      { type: 'POINTER.ENTER' },
      { type: 'POINTER.LEAVE' },
      { type: 'SLID' },
      { type: 'COUNT.CHANGE', count: 1 },
      { type: 'COUNT.CHANGE', count: 3 },
    ],
    mocks: () => ({}),
    serializeState: (snapshot) =>
      JSON.stringify([snapshot.value, snapshot.context.held, snapshot.context.pointerOver, snapshot.context.count]),
  });

/**
 * Several banners (the timer or a touch starts the carousel), a single one (nothing to advance), and several
 * under reduced motion (only a touch starts it, paused).
 */
export const bannerCarouselSpecs = [carouselSpec(3), carouselSpec(1), carouselSpec(3, true)];

const videoSpec = (reducedMotion: boolean) =>
  defineMachineSpec({
    name: 'homeVideo',
    machine: homeVideoMachine,
    input: { reducedMotion },
    events: [{ type: 'PAUSE' }, { type: 'PLAY' }, { type: 'REFUSED' }],
    mocks: () => ({}),
    serializeState: (snapshot) => JSON.stringify([snapshot.value, snapshot.context.held]),
  });

/** Plays by itself after the page settles, and held from the start (prefers-reduced-motion). */
export const homeVideoSpecs = [videoSpec(false), videoSpec(true)];
