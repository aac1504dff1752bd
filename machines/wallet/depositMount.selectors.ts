import type { SnapshotFrom } from 'xstate';
import { stateValueText } from '../../src/platform/display/stateValueText';
// Types only: DepositMount (in the first download) reads these; the deposit machine's code loads on first use.
import type { DepositMachine } from './deposit.machine';

/*
 * The two selectors DepositMount needs, apart from deposit.selectors.ts: a module lands whole in one chunk, and
 * DepositMount is in every visitor's first download while the other selectors serve the lazy deposit dialog.
 */
type DepositSnapshot = SnapshotFrom<DepositMachine>;

/** A deposit is under way on this page: its dialog or view shows (not idle, not away binding a bank card). */
export const depositOnScreen = (snapshot: DepositSnapshot): boolean =>
  !snapshot.matches('idle') && !snapshot.matches('bindingBank');

/** The deposit's state as text, for the e2e hooks `data-deposit` / `data-deposit-state` only (never compared). */
export const depositHook = (snapshot: DepositSnapshot): string => stateValueText(snapshot.value);
