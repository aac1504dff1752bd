import type { SnapshotFrom } from 'xstate';
import type { PersonalDetailsMachine } from './personalDetails.machine';

export { fieldProblem, isLoading, loadedFormPhase, loadFailed } from '../shared/form.selectors';

/** What the personal-details form reads (tags, not state names). */
type PersonalDetailsSnapshot = SnapshotFrom<PersonalDetailsMachine>;

/** The form shows (loaded): editing or saving. */
export const detailsShown = (snapshot: PersonalDetailsSnapshot) => snapshot.hasTag('form');
/** A save is under way: the inputs and Save wait. */
export const detailsSaving = (snapshot: PersonalDetailsSnapshot) => snapshot.hasTag('blocking');
export const detailsFields = (snapshot: PersonalDetailsSnapshot) => snapshot.context.fields;
export const detailsBirthDate = (snapshot: PersonalDetailsSnapshot) => snapshot.context.birthDate;
export const detailsNotice = (snapshot: PersonalDetailsSnapshot) => snapshot.context.notice;
