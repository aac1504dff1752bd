import type { SnapshotFrom } from 'xstate';
import type { ForgetMachine } from './forget.machine';

export { fieldProblem, formPhase, isDone, isEditable } from '../shared/form.selectors';

type ForgetSnapshot = SnapshotFrom<ForgetMachine>;

export const forgetFields = (snapshot: ForgetSnapshot) => snapshot.context.fields;
export const canSubmitForget = (snapshot: ForgetSnapshot): boolean => snapshot.can({ type: 'SUBMIT' });
export const forgetSubmission = (snapshot: ForgetSnapshot) => snapshot.children.submission;
