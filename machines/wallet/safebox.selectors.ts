import type { SnapshotFrom } from 'xstate';
import type { SafeboxMachine } from './safebox.machine';

export { fieldProblem, isEditable, isLoading, loadedFormPhase, loadFailed, showsForm } from '../shared/form.selectors';

type SafeboxSnapshot = SnapshotFrom<SafeboxMachine>;

export const safeboxBalances = (snapshot: SafeboxSnapshot) => snapshot.context.balances;
export const safeboxDirection = (snapshot: SafeboxSnapshot) => snapshot.context.direction;
export const safeboxFields = (snapshot: SafeboxSnapshot) => snapshot.context.fields;
export const safeboxNotice = (snapshot: SafeboxSnapshot) => snapshot.context.notice;
/** Taking out asks for the wallet password once one exists; otherwise the form offers to set it. */
export const hasWalletPassword = (snapshot: SafeboxSnapshot): boolean =>
  snapshot.context.balances?.hasSafeboxPassword === 1;
export const safeboxSubmission = (snapshot: SafeboxSnapshot) => snapshot.children.submission;
