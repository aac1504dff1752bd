/**
 * The Pause / Play part of something that moves by itself (WCAG 2.2.2 Pause, Stop, Hide): the banner
 * carousel and the big-win ticker. The moving state is built with `pausable(...)`: it starts `paused` when the
 * context's `held` flag is set (the player asked the system for reduced motion), `playing` (tag `moving`)
 * otherwise; PAUSE and PLAY move between the two and keep `held` in step. The machine implements the guard `held`
 * (reads the flag) and the actions `hold` and `release` (set and clear it).
 */

/** The tag a moving state carries: the screens ask `snapshot.hasTag(MOVING)`. */
export const MOVING = 'moving';

export type PauseEvent = { type: 'PAUSE' } | { type: 'PLAY' };

/** A moving state's Pause / Play part; `playing` and `paused` add what each does (a timer, an entry action). */
export function pausable<const P extends object, const Q extends object>(playing: P, paused: Q) {
  return {
    initial: 'starting' as const,
    on: {
      PAUSE: { target: '.paused' as const, actions: 'hold' as const },
      PLAY: { target: '.playing' as const, actions: 'release' as const },
    },
    states: {
      starting: {
        description: 'Paused from the start under reduced motion; playing otherwise.',
        always: [{ guard: 'held' as const, target: 'paused' as const }, { target: 'playing' as const }],
      },
      playing: { tags: [MOVING], ...playing },
      paused: paused,
    },
  };
}
