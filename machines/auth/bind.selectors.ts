import type { SnapshotFrom } from 'xstate';
import type { BindMachine } from './bind.machine';

export { fieldProblem, formPhase, isDone, isEditable } from '../shared/form.selectors';

type BindSnapshot = SnapshotFrom<BindMachine>;

export const bindFields = (snapshot: BindSnapshot) => snapshot.context.fields;
export const canSubmitBind = (snapshot: BindSnapshot): boolean => snapshot.can({ type: 'SUBMIT' });
export const bindSubmission = (snapshot: BindSnapshot) => snapshot.children.submission;
