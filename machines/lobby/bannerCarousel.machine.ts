import { assign, emit, setup } from 'xstate';
import type { TypesOf } from '../shared/machineTypes';
import { type PauseEvent, pausable } from '../shared/pausable';

/**
 * The Home banner area (spec §2, §9: auto-advance every 3 s). The first banner shows at once as a plain image
 * (fast first paint, no carousel code); the carousel (Swiper, loaded lazily) takes over when the first 3 s advance
 * is due or when the player touches the banner, whichever comes first. With one banner there is nothing to advance.
 * The player can stop and restart the turning (PAUSE / PLAY: WCAG 2.2.2, issue 18); with prefers-reduced-motion
 * nothing turns by itself: no timed start, and a carousel started by a touch starts paused.
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
}

export type BannerCarouselEvent = { type: 'INTERACT' } | PauseEvent;

/** Whether the carousel's own autoplay should run (the screen starts or stops Swiper's autoplay on it). */
export type BannerCarouselEmitted = { type: 'autoplay'; on: boolean };

export const bannerCarouselMachine = setup({
  types: {} as TypesOf<BannerCarouselContext, BannerCarouselEvent, BannerCarouselInput, never, BannerCarouselEmitted>,
  guards: {
    hasSeveral: ({ context }) => context.count > 1,
    turnsByItself: ({ context }) => context.count > 1 && !context.held,
    held: ({ context }) => context.held,
  },
  actions: {
    advanceOnStart: assign({ startOnNext: true }),
    hold: assign({ held: true }),
    release: assign({ held: false }),
    autoplayOn: emit({ type: 'autoplay', on: true } as const),
    autoplayOff: emit({ type: 'autoplay', on: false } as const),
  },
  delays: { autoAdvance: BANNER_ADVANCE_MS },
}).createMachine({
  id: 'bannerCarousel',
  context: ({ input }) => ({ count: input.count, startOnNext: false, held: input.reducedMotion === true }),
  initial: 'still',
  states: {
    still: {
      description: 'The first banner as a plain image; the carousel code is not loaded yet.',
      after: { autoAdvance: { guard: 'turnsByItself', target: 'carousel', actions: 'advanceOnStart' } },
      on: { INTERACT: { guard: 'hasSeveral', target: 'carousel' } },
    },
    carousel: {
      description: 'The lazily loaded Swiper runs; it advances every 3 s (its autoplay) while playing.',
      ...pausable(
        { entry: 'autoplayOn' },
        { description: 'Swiper stays on its slide; swiping still works.', entry: 'autoplayOff' },
      ),
    },
  },
});
