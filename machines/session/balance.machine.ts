import { assertEvent, assign, fromPromise, raise, setup } from 'xstate';
import { callApi } from '../../src/api/client/call';
import { ErrcodeError, NetworkError, TimeoutError } from '../../src/api/client/errors';
import { byError, byOutput, type Settled } from '../shared/actorEvents';
import { failureNotice } from '../shared/form';
import type { TypesOf } from '../shared/machineTypes';
import { type Notice, notice } from '../shared/notice';
import type { Balance, BalanceReceiver } from '../shared/protocol';

/**
 * The coin-balance refresh (spec §8, §5, §9): refreshData on a press; another press within 5 s of the last
 * accepted one is ignored and sends nothing. Success shows common.refreshSucc and hands the figures to the
 * session; an errcode shows common.refreshFail with the code and, while logged in, reports it to the session
 * as HEADER.ERRCODE (spec §8: a non-zero errcode in the home header logs out); a network failure only closes
 * the loading state. The session invokes it while logged in (child id 'balance'), so the header, the menu and
 * any later screen share one throttle.
 */

export type { Balance, BalanceReceiver };

export interface BalanceInput {
  session?: BalanceReceiver;
}

export interface BalanceContext {
  notice: Notice | null;
  session: BalanceReceiver | null;
}

export type BalanceEvent =
  /** The player pressed a refresh control. */
  | { type: 'REFRESH' }
  /** Internal: the throttle let a press through. */
  | { type: 'FETCH' }
  | Settled<Balance, 'refreshData'>;

/** Balance refresh throttle (spec §5, §9). */
export const REFRESH_THROTTLE_MS = 5_000;

export const balanceMachine = setup({
  types: {} as TypesOf<BalanceContext, BalanceEvent, BalanceInput>,
  actors: {
    refreshData: fromPromise<Balance>(({ signal }) => callApi('refreshData', {}, { signal })),
  },
  guards: {
    /** Anything but a lost connection or a timeout: the server said something (spec §8). */
    answered: ({ event }) => {
      assertEvent(event, 'xstate.error.actor.refreshData');
      return !(event.error instanceof NetworkError || event.error instanceof TimeoutError);
    },
  },
  actions: {
    fetch: raise({ type: 'FETCH' }),
    ignorePress: () => {
      // Within 5 s of the last accepted press (spec §5): no request. Named so the chart shows the refusal.
    },
    noticeRefreshed: assign({ notice: () => notice('common.refreshSucc', 'success') }),
    noticeRefreshFailed: assign({ notice: (_, params: { error: unknown }) => failureNotice(params.error, 'refresh') }),
    reportBalance: ({ context }, balance: Balance) => context.session?.send({ type: 'BALANCE.UPDATED', balance }),
    reportErrcode: ({ context }, { error }: { error: unknown }) => {
      // A 401 already reaches the session through its watcher; other errcodes are the header's to report.
      if (error instanceof ErrcodeError && error.code !== 401) {
        context.session?.send({ type: 'HEADER.ERRCODE', errcode: error.errcode });
      }
    },
  },
  delays: {
    refreshThrottle: REFRESH_THROTTLE_MS,
  },
}).createMachine({
  id: 'balance',
  context: ({ input }) => ({ notice: null, session: input.session ?? null }),
  type: 'parallel',
  states: {
    throttle: {
      description: 'The 5 s window after an accepted press, counted from the press.',
      initial: 'open',
      states: {
        open: {
          description: 'A press refreshes.',
          on: { REFRESH: { target: 'shut', actions: 'fetch' } },
        },
        shut: {
          description: 'A press is ignored until 5 s after the last accepted one.',
          after: { refreshThrottle: 'open' },
          on: { REFRESH: { actions: 'ignorePress' } },
        },
      },
    },
    request: {
      initial: 'idle',
      states: {
        idle: {
          on: { FETCH: 'loading' },
        },
        loading: {
          description: 'refreshData is under way (the refresh control spins).',
          tags: 'busy',
          invoke: {
            id: 'refreshData',
            src: 'refreshData',
            onDone: { target: 'idle', actions: ['noticeRefreshed', { type: 'reportBalance', params: byOutput }] },
            onError: [
              {
                guard: 'answered',
                target: 'idle',
                actions: [
                  { type: 'noticeRefreshFailed', params: byError },
                  { type: 'reportErrcode', params: byError },
                ],
              },
              // Network failure or timeout: only the loading state closes (spec §8).
              { target: 'idle' },
            ],
          },
        },
      },
    },
  },
});

export type BalanceMachine = typeof balanceMachine;
