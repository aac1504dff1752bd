import type { SnapshotFrom } from 'xstate';
import type { SendCodeMachine } from './sendCode.machine';

type SendCodeSnapshot = SnapshotFrom<SendCodeMachine>;
export type SendCodePhase = 'idle' | 'debouncing' | 'validating' | 'sending' | 'coolingDown';

const phases: readonly SendCodePhase[] = ['debouncing', 'validating', 'sending', 'coolingDown'];

/** The send-code child's phase (the `data-send-code` hook of the code forms). */
export const sendCodePhase = (snapshot: SendCodeSnapshot): SendCodePhase =>
  phases.find((phase) => snapshot.matches(phase)) ?? 'idle';
/** The send button spins while a request waits or runs. */
export const sendCodeBusy = (snapshot: SendCodeSnapshot): boolean =>
  snapshot.matches('sending') || snapshot.matches('debouncing');
/** smsSend is under way: the form shows its loading toast. */
export const sendCodeSending = (snapshot: SendCodeSnapshot): boolean => snapshot.matches('sending');
export const secondsLeft = (snapshot: SendCodeSnapshot): number => snapshot.context.secondsLeft;
export const sendCodeNotice = (snapshot: SendCodeSnapshot) => snapshot.context.notice;
