import type { Db } from '../db/connect';
import { type ReviewExtras, reviewWithdrawal } from '../wallet/withdrawals';
import type { PayoutProvider } from './provider';
import { sendPayout } from './settle';

export interface ApprovalResult {
  /** This call approved the order (false: unknown, already reviewed, or approved by a concurrent call). */
  approved: boolean;
  /** This call handed it to the payout provider. */
  sent: boolean;
}

/**
 * A reviewer approves a waiting withdrawal and it goes to the payout provider (/ops calls it with `also`,
 * its audit row written in the approval's transaction). Approval and hand-over are each one conditional update, so
 * however many approvals race (two staff, a double click, 50 requests) the order is approved once and paid once. The player gets the approval mail; the
 * provider's signed callback later settles it (server/payouts/settle.ts).
 */
export async function approveWithdrawal(
  deps: { db: Db; payouts: PayoutProvider | null },
  orderId: string,
  approver: string,
  now: number,
  also?: ReviewExtras['also'],
): Promise<ApprovalResult> {
  if (!deps.payouts) throw new Error('no payout provider is configured: withdrawals cannot be paid');
  const reviewed = await reviewWithdrawal(deps.db, orderId, 'approved', now, approver, also ? { also } : {});
  const sent = await sendPayout(deps.db, deps.payouts, orderId, now);
  return { approved: reviewed !== null, sent: sent === 'sent' };
}
