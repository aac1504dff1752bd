import type { SnapshotFrom } from 'xstate';
import type { SuperiorMachine } from './superior.machine';

export { fieldProblem } from '../shared/form.selectors';

type SuperiorSnapshot = SnapshotFrom<SuperiorMachine>;

export const superiorSet = (snapshot: SuperiorSnapshot) => snapshot.hasTag('set');
export const superiorBusy = (snapshot: SuperiorSnapshot) => snapshot.hasTag('busy');
export const superiorPid = (snapshot: SuperiorSnapshot) => snapshot.context.user.pid;
export const superiorTyped = (snapshot: SuperiorSnapshot) => snapshot.context.fields.pid;
export const superiorNotice = (snapshot: SuperiorSnapshot) => snapshot.context.notice;
