import { assign, setup } from 'xstate';
import type { TypesOf } from '../shared/machineTypes';
import { type PauseEvent, pausable } from './pausable';

/**
 * The home's promotional video (spec §2 Home tab; docs/design.md "Promotional video"): a short, muted, endless loop
 * that plays by itself unless the player asked the system for reduced motion, then it shows its poster still with
 * a Play button. Its own Pause / Play button (WCAG 2.2.2) replaces the browser's controls, which drew over the
 * poster's call to action.
 *
 * It waits 4 s before it starts: decoding frames during a phone's
 * start-up costs the main thread time the first screen needs (docs/bench.md); once the page has settled it costs
 * nothing that matters. A browser that refuses to play (its autoplay policy, a file it cannot decode) leaves the
 * poster with a Play button: REFUSED, like a pause the player asked for.
 */

/** How long the poster rests before the loop starts. */
export const HOME_VIDEO_START_MS = 4_000;

export interface HomeVideoInput {
  /** prefers-reduced-motion: it never starts by itself. */
  reducedMotion?: boolean;
}

export interface HomeVideoContext {
  /** Not playing by itself: the player paused it, the browser refused, or the system asked for reduced motion. */
  held: boolean;
}

export type HomeVideoEvent = PauseEvent | { type: 'REFUSED' };

const moving = pausable(
  {
    initial: 'waiting',
    states: {
      waiting: {
        description: 'The poster rests while the page settles.',
        after: { settle: 'running' },
      },
      running: {
        description: 'The screen plays the video, looping, muted.',
        on: { REFUSED: { target: '#homeVideo.paused', actions: 'hold' } },
      },
    },
  },
  { description: 'The video stands still (the poster, or the frame it stopped on).' },
);

export const homeVideoMachine = setup({
  types: {} as TypesOf<HomeVideoContext, HomeVideoEvent, HomeVideoInput>,
  guards: {
    held: ({ context }) => context.held,
  },
  actions: {
    hold: assign({ held: true }),
    release: assign({ held: false }),
  },
  delays: { settle: HOME_VIDEO_START_MS },
}).createMachine({
  id: 'homeVideo',
  context: ({ input }) => ({ held: input.reducedMotion === true }),
  ...moving,
  on: {
    ...moving.on,
    // The player pressed Play: it starts at once, the page has long settled.
    PLAY: { target: '.playing.running', actions: 'release' },
  },
});
