import type { SnapshotFrom } from 'xstate';
import type { ReconciliationMachine } from './reconciliation.machine';

type Snapshot = SnapshotFrom<ReconciliationMachine>;

export const reconciliations = (s: Snapshot) => s.context.list;
export const reconcileDayTyped = (s: Snapshot) => s.context.day;
/** The day a run is under way for (its button says so), or null. */
export const reconcilingDay = (s: Snapshot) => (s.hasTag('busy') ? s.context.running : null);
/** Nothing under way: Run now may be sent. */
export const reconciliationIdle = (s: Snapshot): boolean => s.hasTag('ready') && !s.hasTag('busy');
