import { assign, setup } from 'xstate';

/**
 * The Home banner area (spec §2, §9: auto-advance every 3 s). The first banner shows at once as a plain image
 * (fast first paint, no carousel code); the carousel (Swiper, loaded lazily) takes over when the first 3 s advance
 * is due or when the player touches the banner, whichever comes first. With one banner there is nothing to advance.
 */

/** Banner auto-advance period (spec §9). */
export const BANNER_ADVANCE_MS = 3_000;

export interface BannerCarouselInput {
  count: number;
}

export interface BannerCarouselContext {
  count: number;
  /** The 3 s advance was due when the carousel started: it opens on the second banner. */
  startOnNext: boolean;
}

export const bannerCarouselMachine = setup({
  types: {
    context: {} as BannerCarouselContext,
    events: {} as { type: 'INTERACT' },
    input: {} as BannerCarouselInput,
  },
  guards: {
    hasSeveral: ({ context }) => context.count > 1,
  },
  actions: {
    advanceOnStart: assign({ startOnNext: true }),
  },
  delays: { autoAdvance: BANNER_ADVANCE_MS },
}).createMachine({
  id: 'bannerCarousel',
  context: ({ input }) => ({ count: input.count, startOnNext: false }),
  initial: 'still',
  states: {
    still: {
      description: 'The first banner as a plain image; the carousel code is not loaded yet.',
      after: { autoAdvance: { guard: 'hasSeveral', target: 'carousel', actions: 'advanceOnStart' } },
      on: { INTERACT: { guard: 'hasSeveral', target: 'carousel' } },
    },
    carousel: {
      description: 'The lazily loaded Swiper runs, advancing every 3 s (its autoplay uses BANNER_ADVANCE_MS).',
    },
  },
});
