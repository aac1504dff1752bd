import type { SnapshotFrom } from 'xstate';
import type { DepositMachine } from './deposit.machine';

/** A deposit is under way on this page: its dialog or view shows (not idle, not away binding a bank card). */
export const depositOnScreen = (snapshot: SnapshotFrom<DepositMachine>): boolean =>
  !snapshot.matches('idle') && !snapshot.matches('bindingBank');

/** The deposit waits on the bank form for a card of its channel's bank (it navigates back itself). */
export const waitsForBank = (snapshot: SnapshotFrom<DepositMachine>): boolean => snapshot.matches('bindingBank');
