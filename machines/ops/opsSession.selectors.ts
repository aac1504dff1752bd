import type { SnapshotFrom } from 'xstate';
import type { OpsSessionMachine } from './opsSession.machine';

type Snapshot = SnapshotFrom<OpsSessionMachine>;

export const isSignedIn = (s: Snapshot): boolean => s.hasTag('signedIn');
/** The log-in asks for the code (second step). */
export const asksCode = (s: Snapshot): boolean => s.hasTag('code');
export const isBusy = (s: Snapshot): boolean => s.hasTag('busy');
export const loginFields = (s: Snapshot) => s.context.fields;
export const loginError = (s: Snapshot) => s.context.error;
export const staffMember = (s: Snapshot) => s.context.staff;
export const staffToken = (s: Snapshot) => s.context.token;
