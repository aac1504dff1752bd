import type { SnapshotFrom } from 'xstate';
import type { GameImportMachine } from './gameImport.machine';

type Snapshot = SnapshotFrom<GameImportMachine>;

export const importFormat = (s: Snapshot) => s.context.format;
export const importText = (s: Snapshot) => s.context.text;
export const importHideMissing = (s: Snapshot) => s.context.hideMissing;
export const gameImportOutcome = (s: Snapshot) => s.context.outcome;
export const gameImportNotice = (s: Snapshot) => s.context.notice;
export const gameImportBusy = (s: Snapshot): boolean => s.hasTag('busy');
/** Apply is offered: the list on screen is the one the last dry run found clean. */
export const gameImportCanApply = (s: Snapshot): boolean =>
  s.can({ type: 'APPLY' }) &&
  s.context.checked !== null &&
  s.context.checked.text === s.context.text &&
  s.context.checked.format === s.context.format;
