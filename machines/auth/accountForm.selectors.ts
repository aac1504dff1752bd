import type { ActorRefFrom, AnyActorRef } from 'xstate';
import type { Notice } from '../shared/notice';
import type { TermsMachine } from './terms.machine';

export { fieldProblem, formPhase, isDone, isEditable, isTermsOpen } from '../shared/form.selectors';

/**
 * What a screen reads from any account form (./accountForm.ts): its fields, its toggles, its children, and whether
 * SUBMIT is taken now (the machine's guards, asked through `can`: the screen re-implements none).
 */
interface AccountFormSnapshot<TFields> {
  context: { fields: TFields; showPassword: boolean; agreement: boolean; notExcluded: boolean };
  can(event: { type: 'SUBMIT' }): boolean;
  children: {
    submission?: AnyActorRef | undefined;
    terms?: ActorRefFrom<TermsMachine> | undefined;
  };
}

export const formFields = <TFields>(snapshot: AccountFormSnapshot<TFields>): TFields => snapshot.context.fields;
/** The form's last notice (its toast). */
export const formNotice = (snapshot: { context: { notice: Notice | null } }): Notice | null => snapshot.context.notice;
export const canSubmit = (snapshot: AccountFormSnapshot<unknown>): boolean => snapshot.can({ type: 'SUBMIT' });
export const passwordShown = (snapshot: AccountFormSnapshot<unknown>): boolean => snapshot.context.showPassword;
export const agreed = (snapshot: AccountFormSnapshot<unknown>): boolean => snapshot.context.agreement;
/** The excluded-persons declaration is checked (the register form). */
export const declared = (snapshot: AccountFormSnapshot<unknown>): boolean => snapshot.context.notExcluded;
/** The submission child while one runs (its tags say debouncing or calling). */
export const formSubmission = (snapshot: AccountFormSnapshot<unknown>) => snapshot.children.submission;
/** The terms panel child while the panel is open. */
export const termsPanel = (snapshot: AccountFormSnapshot<unknown>) => snapshot.children.terms;
