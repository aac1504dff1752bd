import type { SnapshotFrom } from 'xstate';
import type { KycStatus } from '../../src/api/contract/kyc';
import type { WithdrawMachine } from './withdraw.machine';

export { fieldProblem, isLoading, loadFailed, showsForm } from '../shared/form.selectors';

type WithdrawSnapshot = SnapshotFrom<WithdrawMachine>;

export const withdrawOptions = (snapshot: WithdrawSnapshot) => snapshot.context.options;
export const withdrawFields = (snapshot: WithdrawSnapshot) => snapshot.context.fields;
export const withdrawBankId = (snapshot: WithdrawSnapshot) => snapshot.context.bankId;
export const withdrawNotice = (snapshot: WithdrawSnapshot) => snapshot.context.notice;
/** The order just placed, while its result shows. */
export const placedOrder = (snapshot: WithdrawSnapshot) => (snapshot.hasTag('placed') ? snapshot.context.order : null);
/** Why the last Withdraw was refused before anything was sent (the dialog with the way out), or null. */
export function refusal(snapshot: WithdrawSnapshot): 'kyc' | 'bank' | 'password' | null {
  if (snapshot.hasTag('refusedKyc')) return 'kyc';
  if (snapshot.hasTag('refusedBank')) return 'bank';
  return snapshot.hasTag('refusedPassword') ? 'password' : null;
}
/** The wallet password dialog is open (asking, or sending with it). */
export const asksPassword = (snapshot: WithdrawSnapshot): boolean => snapshot.hasTag('asking');
/** exchange is under way. */
export const isSending = (snapshot: WithdrawSnapshot): boolean => snapshot.hasTag('blocking');
/** The form takes a Withdraw (buttons enabled by the machine, not re-decided in the screen). */
export const canWithdraw = (snapshot: WithdrawSnapshot): boolean => snapshot.can({ type: 'SUBMIT' });
/**
 * The KYC banner: shown until approved, with the state and the due date (under review, it says so, not the 7-day rule);
 * rejected and resubmit name their state and lead to the KYC page, where the reason is.
 */
export function kycBanner(
  snapshot: WithdrawSnapshot,
): { status: Exclude<KycStatus, 'approved'>; pending: boolean; dueTime: number | null } | null {
  const options = snapshot.context.options;
  if (!options || options.kycStatus === 'approved') return null;
  return { status: options.kycStatus, pending: options.kycStatus === 'pending', dueTime: options.kycDueTime };
}
