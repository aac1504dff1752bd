import type { SnapshotFrom } from 'xstate';
import { type AccountHistoryMachine, allZero } from './accountHistory.machine';

/** What /profile/history reads (tags, not state names): loading, failed (Retry), ready. */
type AccountHistorySnapshot = SnapshotFrom<AccountHistoryMachine>;

export const historyLoading = (snapshot: AccountHistorySnapshot) => snapshot.hasTag('loading');
export const historyFailed = (snapshot: AccountHistorySnapshot) => snapshot.hasTag('failed');
export const historyReady = (snapshot: AccountHistorySnapshot) => snapshot.hasTag('ready');
export const historyMonths = (snapshot: AccountHistorySnapshot) => snapshot.context.months;
export const historyNotice = (snapshot: AccountHistorySnapshot) => snapshot.context.notice;
/** Loaded, and every deposit, withdrawal and net figure is zero: the page shows its note instead of the table. */
export const historyEmpty = (snapshot: AccountHistorySnapshot) =>
  snapshot.hasTag('ready') && allZero(snapshot.context.months);
/** The page's `data-state` test hook: loading, failed, empty or ready. */
export const historyPhase = (snapshot: AccountHistorySnapshot): 'loading' | 'failed' | 'empty' | 'ready' => {
  if (snapshot.hasTag('loading')) return 'loading';
  if (snapshot.hasTag('failed')) return 'failed';
  return historyEmpty(snapshot) ? 'empty' : 'ready';
};
