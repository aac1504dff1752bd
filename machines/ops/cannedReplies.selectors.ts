import type { SnapshotFrom } from 'xstate';
import type { CannedRepliesMachine } from './cannedReplies.machine';

type Snapshot = SnapshotFrom<CannedRepliesMachine>;

/** The list as edited: the replies in force with what was typed since. */
export const cannedDraft = (s: Snapshot) => s.context.draft;
/** Why each refused field is refused, by path (`replies[2].body`). */
export const cannedErrors = (s: Snapshot) => s.context.errors;
export const cannedNotice = (s: Snapshot) => s.context.notice;
export const cannedLoadError = (s: Snapshot) => (s.hasTag('failed') ? s.context.loadError : null);
export const cannedLoading = (s: Snapshot): boolean => s.matches('loading');
/** The list is read and takes a change now (nothing under way). */
export const cannedIdle = (s: Snapshot): boolean => s.hasTag('ready') && !s.hasTag('busy');
export const cannedSaving = (s: Snapshot): boolean => s.hasTag('busy') && s.hasTag('ready');
/** A save was refused because the list changed meanwhile: Reload is offered. */
export const cannedStale = (s: Snapshot): boolean => s.context.stale;
