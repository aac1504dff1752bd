import type { SnapshotFrom } from 'xstate';
import type { KycReviewMachine } from './kycReview.machine';

type Snapshot = SnapshotFrom<KycReviewMachine>;

export const kycItems = (s: Snapshot) => s.context.list;
export const kycNotice = (s: Snapshot) => s.context.notice;
export const kycLoadError = (s: Snapshot) => s.context.loadError;
export const kycReasonOf = (s: Snapshot, userId: number) => s.context.reasons[userId] ?? '';
export const kycShown = (s: Snapshot): boolean => s.hasTag('ready');
export const kycFailed = (s: Snapshot): boolean => s.hasTag('failed');
/** The queue takes a decision or a download now (nothing under way). */
export const kycIdle = (s: Snapshot): boolean => s.hasTag('ready') && !s.hasTag('busy');
