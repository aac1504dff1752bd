import type { SnapshotFrom } from 'xstate';
import type { RegisterMachine } from './register.machine';

export { fieldProblem, formPhase, isDone, isEditable, isTermsOpen } from '../shared/form.selectors';

type RegisterSnapshot = SnapshotFrom<RegisterMachine>;

export const registerFields = (snapshot: RegisterSnapshot) => snapshot.context.fields;
/** Register is refused while the terms are not agreed (the machine's guard, asked through `can`). */
export const canSubmitRegister = (snapshot: RegisterSnapshot): boolean => snapshot.can({ type: 'SUBMIT' });
export const registerSubmission = (snapshot: RegisterSnapshot) => snapshot.children.submission;
export const registerTerms = (snapshot: RegisterSnapshot) => snapshot.children.terms;
