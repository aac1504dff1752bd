import { and, asc, count, eq, inArray, ne, or } from 'drizzle-orm';
import type { Db } from '../db/connect';
import { staff, users, withdrawalApprovals, withdrawals } from '../db/schema';
import { approveWithdrawal } from '../payouts/approve';
import type { PayoutProvider } from '../payouts/provider';
import { sendPayout } from '../payouts/settle';
import { reviewWithdrawal } from '../wallet/withdrawals';
import { writeAudit } from './audit';
import { secondApprovalAbove } from './config';
import { OpsError } from './errors';
import type { StaffMember } from './sessions';

/**
 * Withdrawals above this many hundredths (₱10,000) need two different finance approvers: the default when neither
 * OPS_SECOND_APPROVAL_ABOVE nor an admin's stored value (server/ops/config.ts) says otherwise.
 */
export const DEFAULT_SECOND_APPROVAL_ABOVE = 1_000_000;

export interface WithdrawalDeps {
  db: Db;
  payouts: PayoutProvider | null;
  /** The environment's amount: the default until an admin stores one (server/ops/config.ts). */
  secondApprovalAbove: number;
}

/** Approved withdrawals whose hand-over to the payout provider failed (or is under way again): finance sees them. */
const STUCK_SENDS = ['retry', 'unsent', 'sending'] as const;
type StuckSend = (typeof STUCK_SENDS)[number];

/**
 * The waiting withdrawals, oldest first, with who has approved them so far; and the approved ones whose sending
 * failed (`send`: attempts, the last error, the next automatic attempt), for finance's Retry send.
 */
export async function withdrawalQueue(deps: WithdrawalDeps) {
  const rows = await deps.db
    .select({
      orderId: withdrawals.orderId,
      userId: withdrawals.userId,
      account: users.account,
      amount: withdrawals.amount,
      bankName: withdrawals.bankName,
      accountName: withdrawals.accountName,
      createdAt: withdrawals.createdAt,
      status: withdrawals.status,
      payoutStatus: withdrawals.payoutStatus,
      payoutAttempts: withdrawals.payoutAttempts,
      payoutNextAt: withdrawals.payoutNextAt,
      payoutError: withdrawals.payoutError,
    })
    .from(withdrawals)
    .innerJoin(users, eq(users.id, withdrawals.userId))
    .where(
      or(
        eq(withdrawals.status, 0),
        and(eq(withdrawals.status, 1), inArray(withdrawals.payoutStatus, [...STUCK_SENDS])),
      ),
    )
    .orderBy(asc(withdrawals.createdAt));
  const above = await secondApprovalAbove(deps.db, deps.secondApprovalAbove);
  const approvals = await deps.db
    .select({ orderId: withdrawalApprovals.orderId, username: staff.username })
    .from(withdrawalApprovals)
    .innerJoin(staff, eq(staff.id, withdrawalApprovals.staffId));
  return rows.map(({ status, payoutStatus, payoutAttempts, payoutNextAt, payoutError, ...r }) => ({
    ...r,
    createdAt: r.createdAt.getTime(),
    needsSecondApprover: r.amount > above,
    approvedBy: approvals.filter((a) => a.orderId === r.orderId).map((a) => a.username),
    send:
      status === 1
        ? {
            status: payoutStatus as StuckSend,
            attempts: payoutAttempts,
            nextAt: payoutNextAt?.getTime() ?? null,
            error: payoutError,
          }
        : null,
  }));
}

export type ApproveOutcome = 'approved' | 'awaitingSecond';

/**
 * Finance approves. At or below the configured amount one approval sends it to the payout provider; above it the
 * first approval is recorded and a second approver — another person, not merely another account — sends it. The
 * order row is locked while approvals
 * are counted, so two approvers at the same moment cannot both see themselves as the first. The final approval
 * goes through approveWithdrawal (approved once, paid once however many race); its audit row is written in the
 * approval's transaction.
 */
export async function approveAsFinance(
  deps: WithdrawalDeps,
  actor: StaffMember,
  orderId: string,
  now: number,
): Promise<ApproveOutcome> {
  const target = `withdrawal:${orderId}`;
  // Production has no payout provider yet (docs/cashout.md): refuse before recording any approval.
  if (!deps.payouts) throw new OpsError(409, 'No payout provider is configured: withdrawals cannot be paid yet.');
  const approvers = await deps.db.transaction(async (tx) => {
    const [order] = await tx.select().from(withdrawals).where(eq(withdrawals.orderId, orderId)).for('update');
    if (!order) throw new OpsError(404, 'No withdrawal has this order id.');
    if (order.status !== 0) throw new OpsError(409, 'This withdrawal has already been reviewed.');
    if (order.amount <= (await secondApprovalAbove(tx, deps.secondApprovalAbove))) return null;
    // Two approvals are two people: an earlier approval by another account of this person does not count twice.
    const [me] = await tx.select({ personId: staff.personId }).from(staff).where(eq(staff.id, actor.id));
    const samePerson = await tx
      .select({ staffId: withdrawalApprovals.staffId })
      .from(withdrawalApprovals)
      .innerJoin(staff, eq(staff.id, withdrawalApprovals.staffId))
      .where(
        and(
          eq(withdrawalApprovals.orderId, orderId),
          eq(staff.personId, me?.personId ?? ''),
          ne(withdrawalApprovals.staffId, actor.id),
        ),
      );
    if (!me || samePerson.length > 0) {
      throw new OpsError(409, 'Another account of the same person has approved it: a second person is needed.');
    }
    const added = await tx
      .insert(withdrawalApprovals)
      .values({ orderId, staffId: actor.id, at: new Date(now) })
      .onConflictDoNothing()
      .returning({ staffId: withdrawalApprovals.staffId });
    if (added.length === 0)
      throw new OpsError(409, 'You have approved it already: a second finance approver is needed.');
    const [n] = await tx
      .select({ n: count() })
      .from(withdrawalApprovals)
      .where(eq(withdrawalApprovals.orderId, orderId));
    const total = n?.n ?? 0;
    if (total < 2) {
      await writeAudit(tx, actor, { action: 'withdrawal.firstApproval', target, after: { approvals: total } }, now);
    }
    return total;
  });
  if (approvers !== null && approvers < 2) return 'awaitingSecond';
  const result = await approveWithdrawal(deps, orderId, `staff:${actor.id}`, now, (tx, order) =>
    writeAudit(
      tx,
      actor,
      {
        action: 'withdrawal.approve',
        target,
        before: { status: 'requested' },
        after: { status: 'approved', amount: order.amount, userId: order.userId },
      },
      now,
    ),
  );
  if (!result.approved) throw new OpsError(409, 'This withdrawal has already been reviewed.');
  return 'approved';
}

/** Finance rejects: the held amount goes back through the ledger (once) and the player reads the reason. */
export async function rejectAsFinance(
  db: Db,
  actor: StaffMember,
  orderId: string,
  reason: string,
  now: number,
): Promise<void> {
  const reviewed = await reviewWithdrawal(db, orderId, 'rejected', now, null, {
    reason,
    also: (tx, order) =>
      writeAudit(
        tx,
        actor,
        {
          action: 'withdrawal.reject',
          target: `withdrawal:${orderId}`,
          before: { status: 'requested' },
          after: { status: 'rejected', reason, amount: order.amount, userId: order.userId },
        },
        now,
      ),
  });
  if (!reviewed) throw new OpsError(409, 'This withdrawal is not waiting for review.');
}

/**
 * Finance's "Retry send": one more attempt to hand an approved withdrawal whose sending failed to the payout
 * provider, now (same idempotency key: never paid twice). Audited with the state before and after.
 */
export async function retrySendAsFinance(
  deps: WithdrawalDeps,
  actor: StaffMember,
  orderId: string,
  now: number,
): Promise<{ sent: boolean; error: string | null }> {
  if (!deps.payouts) throw new OpsError(409, 'No payout provider is configured: withdrawals cannot be paid yet.');
  const read = async () => {
    const [row] = await deps.db
      .select({
        payoutStatus: withdrawals.payoutStatus,
        attempts: withdrawals.payoutAttempts,
        error: withdrawals.payoutError,
      })
      .from(withdrawals)
      .where(eq(withdrawals.orderId, orderId));
    return row;
  };
  const before = await read();
  if (!before) throw new OpsError(404, 'No withdrawal has this order id.');
  const outcome = await sendPayout(deps.db, deps.payouts, orderId, now, 'finance');
  if (outcome === null) {
    throw new OpsError(409, 'This withdrawal is not waiting for a retry (sent already, or an attempt is under way).');
  }
  const after = await read();
  await writeAudit(
    deps.db,
    actor,
    {
      action: 'withdrawal.retrySend',
      target: `withdrawal:${orderId}`,
      before: { payout: before.payoutStatus, attempts: before.attempts },
      after: { payout: after?.payoutStatus ?? null, attempts: after?.attempts ?? null },
    },
    now,
  );
  return { sent: outcome === 'sent', error: outcome === 'sent' ? null : (after?.error ?? null) };
}
