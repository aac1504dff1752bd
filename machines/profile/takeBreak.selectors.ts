import type { SnapshotFrom } from 'xstate';
import type { Notice } from '../shared/notice';
import type { TakeBreakMachine } from './takeBreak.machine';

/**
 * What /profile/break reads (tags, not state names): choosing (the radio group), confirming (the confirm step,
 * also while the call runs), blocking (rgTakeBreak under way), done (the break started; the session moves on).
 */
type TakeBreakSnapshot = SnapshotFrom<TakeBreakMachine>;

export const breakChoosing = (snapshot: TakeBreakSnapshot) => snapshot.hasTag('choosing');
export const breakConfirming = (snapshot: TakeBreakSnapshot) => snapshot.hasTag('confirming');
export const breakBusy = (snapshot: TakeBreakSnapshot) => snapshot.hasTag('blocking');
export const breakTaken = (snapshot: TakeBreakSnapshot) => snapshot.hasTag('done');
export const breakPasswordEditable = (snapshot: TakeBreakSnapshot) => snapshot.hasTag('editable');
export const breakChoice = (snapshot: TakeBreakSnapshot) => snapshot.context.choice;
export const breakEndsAt = (snapshot: TakeBreakSnapshot) => snapshot.context.endsAt;
export const breakPassword = (snapshot: TakeBreakSnapshot) => snapshot.context.fields.password;
export const breakNotice = (snapshot: TakeBreakSnapshot) => snapshot.context.notice;
export const canContinue = (snapshot: TakeBreakSnapshot) => snapshot.can({ type: 'CONTINUE' });
export const canConfirm = (snapshot: TakeBreakSnapshot) => snapshot.can({ type: 'CONFIRM' });
export const canGoBack = (snapshot: TakeBreakSnapshot) => snapshot.can({ type: 'BACK' });
/** The password error (required, or 5105 wrong), to tie to the input. */
export const breakPasswordError = (snapshot: TakeBreakSnapshot): Notice | null => {
  const { notice } = snapshot.context;
  return notice?.tone === 'error' && notice.field === 'password' ? notice : null;
};
/** The page's `data-state` test hook: choosing, confirming, taking or taken. */
export const breakPhase = (snapshot: TakeBreakSnapshot): 'choosing' | 'confirming' | 'taking' | 'taken' => {
  if (snapshot.hasTag('done')) return 'taken';
  if (snapshot.hasTag('blocking')) return 'taking';
  return snapshot.hasTag('confirming') ? 'confirming' : 'choosing';
};
