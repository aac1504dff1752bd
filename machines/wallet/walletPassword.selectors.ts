import type { SnapshotFrom } from 'xstate';
import type { WalletPasswordMachine } from './walletPassword.machine';

export {
  fieldProblem,
  isDone,
  isEditable,
  isLoading,
  loadedFormPhase,
  loadFailed,
  showsForm,
} from '../shared/form.selectors';

type WalletPasswordSnapshot = SnapshotFrom<WalletPasswordMachine>;

export const walletPasswordFields = (snapshot: WalletPasswordSnapshot) => snapshot.context.fields;
export const walletPasswordMode = (snapshot: WalletPasswordSnapshot) => snapshot.context.mode;
export const canSave = (snapshot: WalletPasswordSnapshot): boolean => snapshot.can({ type: 'SUBMIT' });
export const walletPasswordSubmission = (snapshot: WalletPasswordSnapshot) => snapshot.children.submission;
