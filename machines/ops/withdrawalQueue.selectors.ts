import type { SnapshotFrom } from 'xstate';
import type { WithdrawalQueueMachine } from './withdrawalQueue.machine';

type Snapshot = SnapshotFrom<WithdrawalQueueMachine>;

export const queueItems = (s: Snapshot) => s.context.list;
export const queueNotice = (s: Snapshot) => s.context.notice;
export const queueLoadError = (s: Snapshot) => s.context.loadError;
export const reasonOf = (s: Snapshot, orderId: string) => s.context.reasons[orderId] ?? '';
export const isQueueBusy = (s: Snapshot): boolean => s.hasTag('busy');
export const showsQueue = (s: Snapshot): boolean => s.hasTag('ready');
export const queueFailed = (s: Snapshot): boolean => s.hasTag('failed');
/** The order a call is under way for (its buttons say so). */
export const workingOn = (s: Snapshot) => (s.hasTag('busy') ? s.context.orderId : null);
