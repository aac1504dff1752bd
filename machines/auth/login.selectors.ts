import type { SnapshotFrom } from 'xstate';
import type { LoginMachine } from './login.machine';

export { formPhase, isDone, isEditable, isTermsOpen } from '../shared/form.selectors';

type LoginSnapshot = SnapshotFrom<LoginMachine>;

/** Typed reads of the login form for its screen; the button asks the machine (`can`), not the fields. */
export const loginFields = (snapshot: LoginSnapshot) => snapshot.context.fields;
export const canSubmitLogin = (snapshot: LoginSnapshot): boolean => snapshot.can({ type: 'SUBMIT' });
export const loginSubmission = (snapshot: LoginSnapshot) => snapshot.children.submission;
export const loginTerms = (snapshot: LoginSnapshot) => snapshot.children.terms;
