import type { SnapshotFrom } from 'xstate';
import { EARLIEST_BIRTH_YEAR, latestBirthDate } from '../../src/api/contract/accountRules';
import type { RegisterMachine } from './register.machine';

export { fieldProblem, formPhase, isDone, isEditable, isTermsOpen } from '../shared/form.selectors';

type RegisterSnapshot = SnapshotFrom<RegisterMachine>;

export const registerFields = (snapshot: RegisterSnapshot) => snapshot.context.fields;
/** Register is refused while the terms are not agreed (the machine's guard, asked through `can`). */
export const canSubmitRegister = (snapshot: RegisterSnapshot): boolean => snapshot.can({ type: 'SUBMIT' });
export const registerSubmission = (snapshot: RegisterSnapshot) => snapshot.children.submission;
export const registerTerms = (snapshot: RegisterSnapshot) => snapshot.children.terms;
/** The excluded-persons declaration is checked (issue 18). */
export const declared = (snapshot: RegisterSnapshot): boolean => snapshot.context.notExcluded;
/** The date input's range: 1 January 1900 to the latest birth date that is 21 today in Manila. */
export const birthDateMin = `${EARLIEST_BIRTH_YEAR}-01-01`;
export const birthDateMax = (snapshot: RegisterSnapshot): string => latestBirthDate(snapshot.context.now());
