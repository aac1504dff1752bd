import type { SnapshotFrom } from 'xstate';
import type { WalletPasswordMachine } from './walletPassword.machine';

export { formPhase, isDone, isEditable } from '../shared/form.selectors';

type WalletPasswordSnapshot = SnapshotFrom<WalletPasswordMachine>;

export const walletPasswordFields = (snapshot: WalletPasswordSnapshot) => snapshot.context.fields;
export const walletPasswordMode = (snapshot: WalletPasswordSnapshot) => snapshot.context.mode;
export const isLoading = (snapshot: WalletPasswordSnapshot): boolean => snapshot.hasTag('loading');
export const loadFailed = (snapshot: WalletPasswordSnapshot): boolean => snapshot.hasTag('failed');
/** The form shows once the mode is known (editing, saving or saved). */
export const showsForm = (snapshot: WalletPasswordSnapshot): boolean => snapshot.hasTag('form');
export const canSave = (snapshot: WalletPasswordSnapshot): boolean => snapshot.can({ type: 'SUBMIT' });
export const walletPasswordSubmission = (snapshot: WalletPasswordSnapshot) => snapshot.children.submission;
