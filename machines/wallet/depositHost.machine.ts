import { lazyChild, lazyChildOf } from '../shared/lazyChild';
import type { DepositEvent, DepositMachine } from './deposit.machine';

/**
 * Holds the session's deposit (docs/deposit.md) without putting its code in the first download: the session
 * invokes this host for its whole life (child id 'deposit', machines/shared/lazyChild.ts); the deposit machine's
 * chunk loads on the first OPEN, then the host starts it as its own child ('deposit') with the session as its
 * `session` and forwards the session's events to it. What arrived while the chunk loaded is replayed in order;
 * a logout meanwhile (RESET) drops the open it followed.
 *
 * The deposit reports to the session itself: BALANCE.REFRESH and DEPOSIT.FINISHED (which the session routes to
 * the prompts and the activities).
 */

/** What the session sends its deposit. */
export type SessionToDeposit = Extract<DepositEvent, { type: 'OPEN' | 'RESET' | 'BANKS.CHANGED' }>;

/** The deposit machine's chunk (a dynamic import: guests never download it). */
export const loadDeposit = (): Promise<DepositMachine> =>
  import('./deposit.machine').then((module) => module.depositMachine);

/** The host's chart: the deposit runs as its child 'deposit'; the first OPEN loads it, the session's events reach it. */
export const DEPOSIT_HOST_CHART = {
  id: 'deposit',
  startOn: ['OPEN'],
  forward: ['OPEN', 'BANKS.CHANGED', 'RESET'],
} as const;

/** The running deposit registers as `depositFlow`: screens reach it in one read (src/screens/shared/sessionChildren.ts). */
export const depositHostMachine = lazyChild(loadDeposit, { ...DEPOSIT_HOST_CHART, systemId: 'depositFlow' });

export type DepositHostMachine = typeof depositHostMachine;

/** The running deposit inside its host, once the chunk has loaded. */
export function depositOf(host: Parameters<typeof lazyChildOf>[0]) {
  return lazyChildOf<DepositMachine>(host, 'deposit');
}
