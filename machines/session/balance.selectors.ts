import type { SnapshotFrom } from 'xstate';
import type { BalanceMachine } from './balance.machine';

type BalanceSnapshot = SnapshotFrom<BalanceMachine> | undefined;

/** refreshData is under way: the refresh control spins (tag `busy`). */
export const balanceBusy = (snapshot: BalanceSnapshot): boolean => snapshot?.hasTag('busy') ?? false;

/** The success or failure toast of the last refresh. */
export const balanceNotice = (snapshot: BalanceSnapshot) => snapshot?.context.notice ?? null;
