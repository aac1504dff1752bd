import type { SnapshotFrom } from 'xstate';
import type { ExclusionImportMachine } from './exclusionImport.machine';

type Snapshot = SnapshotFrom<ExclusionImportMachine>;

export const importSource = (s: Snapshot) => s.context.source;
export const importCsv = (s: Snapshot) => s.context.csv;
export const importOutcome = (s: Snapshot) => s.context.outcome;
export const importNotice = (s: Snapshot) => s.context.notice;
export const importBusy = (s: Snapshot): boolean => s.hasTag('busy');
/** Apply is offered: the text on screen is the one the last dry run found clean. */
export const importCanApply = (s: Snapshot): boolean =>
  s.can({ type: 'APPLY' }) &&
  s.context.checked !== null &&
  s.context.checked.csv === s.context.csv &&
  s.context.checked.source === s.context.source;
