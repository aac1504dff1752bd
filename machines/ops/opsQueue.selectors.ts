import type { QueueContext, QueueNotice } from './opsQueue';

/** What a queue page frame shows, read from either queue's snapshot (compare with `sameQueueView`). */
export interface QueueView {
  count: number;
  notice: QueueNotice | null;
  /** The queue was read (not loading, not failed). */
  shown: boolean;
  /** Nothing under way: a decision may be sent. */
  idle: boolean;
  failed: boolean;
  loadError: string | null;
}

interface QueueSnapshot {
  context: QueueContext<unknown>;
  hasTag(tag: string): boolean;
}

export const queueView = (s: QueueSnapshot): QueueView => ({
  count: s.context.list.length,
  notice: s.context.notice,
  shown: s.hasTag('ready'),
  idle: s.hasTag('ready') && !s.hasTag('busy'),
  failed: s.hasTag('failed'),
  loadError: s.context.loadError,
});

export const sameQueueView = (a: QueueView, b: QueueView): boolean =>
  a.count === b.count &&
  a.notice === b.notice &&
  a.shown === b.shown &&
  a.idle === b.idle &&
  a.failed === b.failed &&
  a.loadError === b.loadError;
