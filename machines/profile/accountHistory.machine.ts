import { assign, fromPromise, setup } from 'xstate';
import { callApi } from '../../src/api/client/call';
import type { DataOf } from '../../src/api/contract/map';
import type { Settled } from '../shared/actorEvents';
import { loadingStates } from '../shared/loading';
import type { Notice } from '../shared/notice';
import { profileFailure } from './profileErrors';

/**
 * /profile/history (desktop /lobby/profile/history), docs/responsible-gaming.md "Player pages": the
 * last 12 Manila months of deposits, withdrawals and the net game result (rgHistory, newest first), Retry when it
 * could not be read. The page shows a note instead of the table when every figure is zero.
 */

export type HistoryMonth = DataOf<'rgHistory'>['months'][number];

export interface AccountHistoryContext {
  months: HistoryMonth[];
  notice: Notice | null;
}

export type AccountHistoryEvent = { type: 'RETRY' } | Settled<DataOf<'rgHistory'>, 'rgHistory'>;

/** Nothing happened in the months shown (or none were sent). */
export const allZero = (months: readonly HistoryMonth[]): boolean =>
  months.every((month) => month.deposits === 0 && month.withdrawals === 0 && month.net === 0);

export const accountHistoryMachine = setup({
  types: {
    context: {} as AccountHistoryContext,
    events: {} as AccountHistoryEvent,
    children: {} as { rgHistory: 'rgHistory' },
  },
  actors: {
    rgHistory: fromPromise<DataOf<'rgHistory'>>(({ signal }) => callApi('rgHistory', {}, { signal })),
  },
  actions: {
    assignMonths: assign({ months: (_, answer: DataOf<'rgHistory'>) => answer.months, notice: null }),
    assignLoadError: assign({ notice: (_, params: { error: unknown }) => profileFailure(params.error) }),
  },
}).createMachine({
  id: 'accountHistory',
  context: { months: [], notice: null },
  initial: 'loading',
  states: {
    ...loadingStates({
      src: 'rgHistory',
      target: 'ready',
      assign: 'assignMonths',
      read: 'rgHistory: deposits, withdrawals and net game result by Manila month, the last 12, newest first.',
      failed: 'The history could not be loaded: the reason and Retry.',
    }),
    ready: { description: 'The months as a table (or the empty note when all are zero).', tags: ['ready'] },
  },
});

export type AccountHistoryMachine = typeof accountHistoryMachine;
