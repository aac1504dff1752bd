import { describe, expect, it } from 'vitest';
import { assign, createActor, setup } from 'xstate';
import { MOVING, type PauseEvent, pausable } from '../../../machines/lobby/pausable';

/** A mover built like the banner and the ticker: `held` is the player's reduced-motion wish, kept in step. */
const mover = setup({
  types: { context: {} as { held: boolean }, input: {} as { held: boolean }, events: {} as PauseEvent },
  guards: { held: ({ context }) => context.held },
  actions: { hold: assign({ held: true }), release: assign({ held: false }) },
}).createMachine({
  context: ({ input }) => ({ held: input.held }),
  initial: 'moving',
  states: { moving: pausable({}, {}) },
});

describe('the Pause / Play part of what moves by itself', () => {
  it('starts moving, unless the player asked for reduced motion; Pause and Play switch it and remember', () => {
    const free = createActor(mover, { input: { held: false } }).start();
    expect(free.getSnapshot().hasTag(MOVING)).toBe(true);
    free.send({ type: 'PAUSE' });
    expect(free.getSnapshot().hasTag(MOVING)).toBe(false);
    expect(free.getSnapshot().context.held).toBe(true);
    free.send({ type: 'PLAY' });
    expect(free.getSnapshot().hasTag(MOVING)).toBe(true);
    expect(free.getSnapshot().context.held).toBe(false);

    const held = createActor(mover, { input: { held: true } }).start();
    expect(held.getSnapshot().hasTag(MOVING)).toBe(false);
  });
});
