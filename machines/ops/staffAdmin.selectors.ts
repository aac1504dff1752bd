import type { SnapshotFrom } from 'xstate';
import type { StaffAdminMachine } from './staffAdmin.machine';

type Snapshot = SnapshotFrom<StaffAdminMachine>;

export const staffRows = (s: Snapshot) => s.context.list;
export const staffFields = (s: Snapshot) => s.context.fields;
/** The TOTP secret to hand over (after a creation or a reset). */
export const totpSetup = (s: Snapshot) => s.context.setup;
