import type { SnapshotFrom } from 'xstate';
import type { KycMachine } from './kyc.machine';

export { fieldProblem, isLoading, loadFailed, showsForm } from '../shared/form.selectors';

type KycSnapshot = SnapshotFrom<KycMachine>;

/** The verification state as read (or as the last submission left it). */
export const verification = (snapshot: KycSnapshot) => snapshot.context.state;
export const kycFields = (snapshot: KycSnapshot) => snapshot.context.fields;
export const kycNotice = (snapshot: KycSnapshot) => snapshot.context.notice;
/** The photo ready to send (read), with its name and size; null before. */
export const readyPhoto = (snapshot: KycSnapshot) =>
  snapshot.context.image && snapshot.context.file ? snapshot.context.file : null;
/** The page shows the verification state (not the form). */
export const showsStatus = (snapshot: KycSnapshot): boolean => snapshot.hasTag('status');
/** The photo is being read in the browser. */
export const isReading = (snapshot: KycSnapshot): boolean => snapshot.hasTag('reading');
/** uploadKyc / addKyc under way. */
export const isSubmitting = (snapshot: KycSnapshot): boolean => snapshot.hasTag('blocking');
/** The submit button: enabled when the machine takes SUBMIT (not while the photo is read or sent). */
export const canSubmitKyc = (snapshot: KycSnapshot): boolean => snapshot.can({ type: 'SUBMIT' });
