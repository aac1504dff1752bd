import type { SnapshotFrom } from 'xstate';
import type { StaffPasswordMachine } from './staffPassword.machine';

type Snapshot = SnapshotFrom<StaffPasswordMachine>;

export const passwordFields = (s: Snapshot) => s.context.fields;
export const passwordNotice = (s: Snapshot) => s.context.notice;
export const passwordBusy = (s: Snapshot): boolean => s.hasTag('busy');
