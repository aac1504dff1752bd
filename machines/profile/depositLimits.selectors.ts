import type { SnapshotFrom } from 'xstate';
import type { LimitPeriod } from '../../src/api/contract/responsibleGaming';
import type { Notice } from '../shared/notice';
import type { DepositLimitsMachine } from './depositLimits.machine';

/**
 * What /profile/limits reads (tags, not state names): loading / failed (Retry) / ready; blocking while a save runs
 * (savingLimit: a limit, savingReality: the interval).
 */
type DepositLimitsSnapshot = SnapshotFrom<DepositLimitsMachine>;

export const limitsLoading = (snapshot: DepositLimitsSnapshot) => snapshot.hasTag('loading');
export const limitsFailed = (snapshot: DepositLimitsSnapshot) => snapshot.hasTag('failed');
export const limitsReady = (snapshot: DepositLimitsSnapshot) => snapshot.hasTag('ready');
export const limitsBusy = (snapshot: DepositLimitsSnapshot) => snapshot.hasTag('blocking');
/** The period whose Save is under way; null when none is. */
export const savingPeriod = (snapshot: DepositLimitsSnapshot): LimitPeriod | null =>
  snapshot.hasTag('savingLimit') ? (snapshot.context.request?.period ?? null) : null;
export const savingReality = (snapshot: DepositLimitsSnapshot) => snapshot.hasTag('savingReality');
export const limitsSettings = (snapshot: DepositLimitsSnapshot) => snapshot.context.settings;
export const limitFields = (snapshot: DepositLimitsSnapshot) => snapshot.context.fields;
export const realityChoice = (snapshot: DepositLimitsSnapshot) => snapshot.context.reality;
export const limitsOutcome = (snapshot: DepositLimitsSnapshot) => snapshot.context.outcome;
export const limitsNotice = (snapshot: DepositLimitsSnapshot) => snapshot.context.notice;
/** A period's Save may be pressed (not while another save runs). */
export const canSaveLimit = (period: LimitPeriod) => (snapshot: DepositLimitsSnapshot) =>
  snapshot.can({ type: 'SAVE', period });
/** Save interval: only when the choice differs from the saved interval and nothing is saving. */
export const canSaveReality = (snapshot: DepositLimitsSnapshot) => snapshot.can({ type: 'REALITY.SAVE' });
/** The error about one field (a limit out of range, by the client's rule or errcode 5102), to tie to its input. */
export const limitFieldError = (snapshot: DepositLimitsSnapshot): Notice | null => {
  const { notice } = snapshot.context;
  return notice?.tone === 'error' && notice.field !== undefined ? notice : null;
};
/** The page's `data-state` test hook: loading, failed, saving or ready. */
export const limitsPhase = (snapshot: DepositLimitsSnapshot): 'loading' | 'failed' | 'saving' | 'ready' => {
  if (snapshot.hasTag('loading')) return 'loading';
  if (snapshot.hasTag('failed')) return 'failed';
  return snapshot.hasTag('blocking') ? 'saving' : 'ready';
};
