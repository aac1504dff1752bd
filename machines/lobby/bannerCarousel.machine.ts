import { assertEvent, assign, emit, setup } from 'xstate';
import type { TypesOf } from '../shared/machineTypes';
import { type PauseEvent, pausable } from './pausable';

/**
 * The Home banner area (spec §2, §9: auto-advance every 3 s). The first banner shows at once as a plain image
 * (fast first paint, no carousel code); the carousel (Swiper, loaded lazily) takes over when the first 3 s advance
 * is due or when the player touches the banner, whichever comes first. With one banner there is nothing to advance.
 * The player can stop and restart the turning (PAUSE / PLAY: WCAG 2.2.2); with prefers-reduced-motion
 * nothing turns by itself: no timed start, and a carousel started by a touch starts paused.
 *
 * The 3 s advance is this chart's own timer (`advance`, emitted to the screen, which moves Swiper one slide), not
 * Swiper's autoplay: that module runs a requestAnimationFrame loop for as long as it plays (its time-left events),
 * a frame every 16 ms on the main thread, also while the Home tab is hidden (~25 ms of CPU a second here). A
 * mouse pointer over the slides holds the next advance (POINTER.ENTER / LEAVE: a click lands on the slide it aimed
 * at); a slide the player moved (SLID) restarts the 3 s.
 */

/** Banner auto-advance period (spec §9). */
export const BANNER_ADVANCE_MS = 3_000;

export interface BannerCarouselInput {
  count: number;
  /** prefers-reduced-motion: nothing turns by itself. */
  reducedMotion?: boolean;
}

export interface BannerCarouselContext {
  count: number;
  /** The 3 s advance was due when the carousel started: it opens on the second banner. */
  startOnNext: boolean;
  /** Not turning by itself: the player paused it, or asked the system for reduced motion. */
  held: boolean;
  /** A mouse pointer is over the slides (not the Play / Pause button): the next advance waits. */
  pointerOver: boolean;
}

export type BannerCarouselEvent =
  | { type: 'INTERACT' }
  | { type: 'POINTER.ENTER' }
  | { type: 'POINTER.LEAVE' }
  /** The carousel moved to another slide (a swipe, a pagination dot, or an advance). */
  | { type: 'SLID' }
  /**
   * The list of banners changed under the running area (the stored web config painted first, the start-up answer
   * then; an offer taken): the chart keeps its state (a carousel the player started stays) and counts the new list.
   */
  | { type: 'COUNT.CHANGE'; count: number }
  | PauseEvent;

/** The screen moves the carousel one slide on. */
export type BannerCarouselEmitted = { type: 'advance' };

/** Playing: every 3 s the next slide (held while a mouse pointer is over the slides); a slide moved restarts it. */
const turning = pausable(
  {
    after: {
      autoAdvance: [
        { guard: 'pointerOver', target: 'playing', reenter: true },
        { target: 'playing', reenter: true, actions: 'advance' },
      ],
    },
    on: { SLID: { target: 'playing', reenter: true } },
  },
  { description: 'Swiper stays on its slide; swiping still works.' },
);

export const bannerCarouselMachine = setup({
  types: {} as TypesOf<BannerCarouselContext, BannerCarouselEvent, BannerCarouselInput, never, BannerCarouselEmitted>,
  guards: {
    hasSeveral: ({ context }) => context.count > 1,
    turnsByItself: ({ context }) => context.count > 1 && !context.held,
    held: ({ context }) => context.held,
    pointerOver: ({ context }) => context.pointerOver,
  },
  actions: {
    advanceOnStart: assign({ startOnNext: true }),
    hold: assign({ held: true }),
    release: assign({ held: false }),
    pointerIn: assign({ pointerOver: true }),
    pointerOut: assign({ pointerOver: false }),
    advance: emit({ type: 'advance' } as const),
    assignCount: assign({
      count: ({ event }) => {
        assertEvent(event, 'COUNT.CHANGE');
        return event.count;
      },
    }),
  },
  delays: { autoAdvance: BANNER_ADVANCE_MS },
}).createMachine({
  id: 'bannerCarousel',
  context: ({ input }) => ({
    count: input.count,
    startOnNext: false,
    held: input.reducedMotion === true,
    pointerOver: false,
  }),
  initial: 'still',
  on: { 'COUNT.CHANGE': { actions: 'assignCount' } },
  states: {
    still: {
      description: 'The first banner as a plain image; the carousel code is not loaded yet.',
      after: { autoAdvance: { guard: 'turnsByItself', target: 'carousel', actions: 'advanceOnStart' } },
      on: { INTERACT: { guard: 'hasSeveral', target: 'carousel' } },
    },
    carousel: {
      description: 'The lazily loaded Swiper runs; this chart moves it one slide on every 3 s while playing.',
      ...turning,
      on: {
        ...turning.on,
        'POINTER.ENTER': { actions: 'pointerIn' },
        'POINTER.LEAVE': { actions: 'pointerOut' },
      },
    },
  },
});
