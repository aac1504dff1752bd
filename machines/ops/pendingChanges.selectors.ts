import type { SnapshotFrom } from 'xstate';
import type { PendingChangesMachine } from './pendingChanges.machine';

type Snapshot = SnapshotFrom<PendingChangesMachine>;

export const pendingRows = (s: Snapshot) => s.context.list;
export const decidedRows = (s: Snapshot) => s.context.decided;
/** A new account's TOTP secret to hand over (after approving its creation). */
export const approvedSetup = (s: Snapshot) => s.context.setup;
