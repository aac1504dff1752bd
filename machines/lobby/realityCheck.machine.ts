import { assign, fromPromise, setup } from 'xstate';
import { callApi } from '../../src/api/client/call';
import type { DataOf } from '../../src/api/contract/map';
import { REALITY_CHECK_DEFAULT } from '../../src/api/contract/responsibleGaming';
import { byOutput, invokeThen, type Settled } from '../shared/actorEvents';

/**
 * The reality check (responsible gaming, docs/responsible-gaming.md "Reality check"): while a game plays, every
 * `realityCheckMinutes` minutes of the player's settings (rgSettings, read when the game starts; 60 when that
 * read fails) the game pauses under a dialog that says how long this game has run and the net result of this
 * log-in session (rgSessionSummary, read at each check; the time alone when that read fails). The player must
 * choose: CONTINUE closes it and the next check comes a whole interval later; STOP ends the checks while the page
 * leaves the game the way its Leave button does. There is no way to dismiss it (no Escape, no backdrop).
 *
 * The launch (machines/lobby/gameLaunch.machine.ts) invokes it in `playing` (child id `realityCheck`), so it
 * starts with the frame, stops when the game is left, and its code loads with the game host, never with the home.
 * Time runs on the actor's clock only (`after`), so tests drive it with a SimulatedClock.
 */

export type RgSettings = DataOf<'rgSettings'>;
export type RgSessionSummary = DataOf<'rgSessionSummary'>;

export interface RealityCheckContext {
  /** Minutes between checks: the player's setting, or the default until (or unless) it loads. */
  minutes: number;
  /** Time since the game started (ms): each interval played and each whole minute the dialog waited. */
  played: number;
  /** The net result (wins − bets, hundredths) of this log-in session at the last check; null until it loads. */
  net: number | null;
}

export type RealityCheckEvent =
  /** The player closes the dialog and plays on. */
  | { type: 'CONTINUE' }
  /** The player stops playing (the page leaves the game as its Leave button does). */
  | { type: 'STOP' }
  | Settled<RgSettings, 'rgSettings'>
  | Settled<RgSessionSummary, 'rgSessionSummary'>;

const MINUTE_MS = 60_000;

export const realityCheckMachine = setup({
  types: {
    context: {} as RealityCheckContext,
    events: {} as RealityCheckEvent,
    children: {} as { rgSettings: 'rgSettings'; rgSessionSummary: 'rgSessionSummary' },
    tags: {} as 'realityCheck' | 'resultLoading' | 'resultFailed',
  },
  actors: {
    rgSettings: fromPromise<RgSettings>(({ signal }) => callApi('rgSettings', {}, { signal })),
    rgSessionSummary: fromPromise<RgSessionSummary>(({ signal }) => callApi('rgSessionSummary', {}, { signal })),
  },
  actions: {
    assignMinutes: assign({ minutes: (_, settings: RgSettings) => settings.realityCheckMinutes }),
    keepDefault: () => {
      // rgSettings failed: the check comes every 60 minutes (REALITY_CHECK_DEFAULT). Named so the chart shows it.
    },
    countInterval: assign({ played: ({ context }) => context.played + context.minutes * MINUTE_MS }),
    countMinute: assign({ played: ({ context }) => context.played + MINUTE_MS }),
    assignNet: assign({ net: (_, summary: RgSessionSummary) => summary.net }),
    clearNet: assign({ net: null }),
  },
  delays: {
    /** The player's interval: the time between a game's start (or a Continue) and the next check. */
    interval: ({ context }) => context.minutes * MINUTE_MS,
    /** The dialog's clock: the time since the start keeps running while the player decides. */
    minute: MINUTE_MS,
  },
}).createMachine({
  id: 'realityCheck',
  context: { minutes: REALITY_CHECK_DEFAULT, played: 0, net: null },
  initial: 'settings',
  states: {
    settings: {
      description: 'rgSettings is under way: the player’s interval (the game already plays).',
      invoke: invokeThen('rgSettings', 'playing', {
        done: { type: 'assignMinutes', params: byOutput },
        failed: 'keepDefault',
      }),
    },
    playing: {
      description: 'The game plays; the check comes one interval after the start or the last Continue.',
      after: { interval: { target: 'paused', actions: 'countInterval' } },
    },
    paused: {
      description:
        'The dialog covers the game (the frame is inert): the time played and the session’s result; the player must choose.',
      tags: ['realityCheck'],
      type: 'parallel',
      on: {
        CONTINUE: { target: 'playing', actions: 'clearNet' },
        STOP: 'stopped',
      },
      states: {
        result: {
          initial: 'loading',
          states: {
            loading: {
              description: 'rgSessionSummary is under way: the net result of this log-in session.',
              tags: ['resultLoading'],
              invoke: {
                id: 'rgSessionSummary',
                src: 'rgSessionSummary',
                onDone: { target: 'loaded', actions: { type: 'assignNet', params: byOutput } },
                onError: 'failed',
              },
            },
            loaded: {
              description: 'The net result is shown, signed, in pesos.',
            },
            failed: {
              description: 'The result could not be loaded: the time alone, and a line that says so.',
              tags: ['resultFailed'],
            },
          },
        },
        clock: {
          initial: 'running',
          states: {
            running: {
              description: 'Each minute the dialog waits counts as time since the start.',
              after: { minute: { target: 'running', reenter: true, actions: 'countMinute' } },
            },
          },
        },
      },
    },
    stopped: {
      description: 'The player chose to stop: no more checks while the page leaves the game.',
      type: 'final',
    },
  },
});

export type RealityCheckMachine = typeof realityCheckMachine;
