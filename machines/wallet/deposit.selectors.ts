import type { SnapshotFrom } from 'xstate';
import type { DepositMachine } from './deposit.machine';

/** A deposit is under way on this page: its dialog or view shows (not idle, not away binding a bank card). */
export const depositOnScreen = (snapshot: SnapshotFrom<DepositMachine>): boolean =>
  !snapshot.matches('idle') && !snapshot.matches('bindingBank');

/** recharge3 is under way, or the look-up after it got no answer (issue 22.2): the pick dialog is busy. */
export const depositBusy = (snapshot: SnapshotFrom<DepositMachine>): boolean =>
  snapshot.matches('requesting') || snapshot.matches('lookingUp');

/** The records are being read to learn whether an unanswered Confirm created an order. */
export const depositLookingUp = (snapshot: SnapshotFrom<DepositMachine>): boolean => snapshot.matches('lookingUp');
