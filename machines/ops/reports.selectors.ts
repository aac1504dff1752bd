import type { SnapshotFrom } from 'xstate';
import type { ReportsMachine } from './reports.machine';

type Snapshot = SnapshotFrom<ReportsMachine>;

export const reportFrom = (s: Snapshot) => s.context.from;
export const reportTo = (s: Snapshot) => s.context.to;
export const reportToday = (s: Snapshot) => s.context.today;
export const reportShown = (s: Snapshot) => s.context.report;
export const reportNotice = (s: Snapshot) => s.context.notice;
export const reportLoadError = (s: Snapshot) => s.context.loadError;
export const reportFailed = (s: Snapshot): boolean => s.hasTag('failed');
/** Reading a report or fetching its CSV. */
export const reportBusy = (s: Snapshot): boolean => s.hasTag('busy');
/** A download may start: a report is shown and nothing is under way. */
export const reportCanDownload = (s: Snapshot): boolean =>
  s.context.report !== null && s.hasTag('ready') && !s.hasTag('busy');
