import { and, count, desc, eq } from 'drizzle-orm';
import type { WithdrawalStage } from '../../src/api/contract/endpoints/wallet';
import type { Db, Tx } from '../db/connect';
import { users, withdrawals } from '../db/schema';
import { AppError } from '../errors';
import { InsufficientFundsError, post } from '../ledger';
import { EVENT_MAILS, sendMail } from '../player/mail';
import { bankTypeOf, findBank, maskCard } from './banks';
import { WALLET_ERRCODE } from './errcodes';
import { newId } from './ids';
import { kycState } from './kyc';
import { checkWalletPassword } from './walletPassword';
import { withdrawalLimits } from './withdrawalLimits';

type WithdrawRow = typeof withdrawals.$inferSelect;

/** Where a withdrawal stands for the player: requested → approved → paid, or rejected / failed. */
export function withdrawalStage(r: WithdrawRow): WithdrawalStage {
  if (r.status === 0) return 'requested';
  if (r.status === 1) return r.payoutStatus === 'paid' ? 'paid' : 'approved';
  return r.payoutStatus === 'failed' ? 'failed' : 'rejected';
}

export function toExchangeOrder(r: WithdrawRow) {
  return {
    orderId: r.orderId,
    amount: r.amount,
    bankName: r.bankName,
    cardNum: maskCard(r.cardLast4),
    status: r.status,
    createTime: r.createdAt.getTime(),
    stage: withdrawalStage(r),
    reviewTime: r.reviewedAt?.getTime() ?? null,
    settleTime: r.settledAt?.getTime() ?? null,
    reason: r.payoutReason,
  };
}

/**
 * exchange. Refusals in this order: 3002 amount, 3003 bank not bound, 3006/3007 KYC, 3008 no password,
 * 1050/3009 password, 3005 balance. The amount is held at once (ledger 'withdraw:hold'); the conditional
 * debit keeps the balance from going negative however many requests race.
 */
export async function requestWithdrawal(
  db: Db,
  userId: number,
  req: { amount: number; bankId: number; password: string },
  now: number,
) {
  const limits = await withdrawalLimits(db);
  if (req.amount < limits.minAmount || req.amount > limits.maxAmount) {
    throw new AppError(
      WALLET_ERRCODE.amountOutOfRange,
      `Withdraw between ₱${(limits.minAmount / 100).toLocaleString('en-PH')} and ₱${(limits.maxAmount / 100).toLocaleString('en-PH')}.`,
    );
  }
  const bank = await findBank(db, userId, req.bankId);
  if (!bank) throw new AppError(WALLET_ERRCODE.bankNotBound, 'Bind this bank account before withdrawing to it.');
  const kyc = await kycState(db, userId);
  if (kyc.status === 'pending') {
    throw new AppError(
      WALLET_ERRCODE.kycPending,
      'Your identity verification is under review. You can withdraw once it is approved.',
    );
  }
  if (kyc.status !== 'approved') {
    throw new AppError(WALLET_ERRCODE.kycRequired, 'Verify your identity (KYC) before your first withdrawal.');
  }
  await checkWalletPassword(db, userId, req.password, now);

  const orderId = newId('W');
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(withdrawals)
        .values({
          orderId,
          userId,
          amount: req.amount,
          bankId: bank.bankId,
          bankName: bankTypeOf(bank.bankId)?.bankName ?? `Bank ${bank.bankId}`,
          accountName: bank.accountName,
          // The sealed number travels as it is, under its key id: nothing is decrypted to open an order.
          cardNum: bank.cardNum,
          cardKeyId: bank.cardKeyId,
          cardLast4: bank.cardLast4,
          createdAt: new Date(now),
        })
        .returning();
      const held = await post(tx, { userId, amount: -req.amount, kind: 'withdraw:hold', ref: orderId });
      return { order: toExchangeOrder(row!), coin: held.balanceAfter };
    });
  } catch (err) {
    if (err instanceof InsufficientFundsError) {
      throw new AppError(WALLET_ERRCODE.balanceTooLow, 'Your balance is too low for this withdrawal.');
    }
    throw err;
  }
}

/** What a reviewer adds to a decision: a rejection's reason for the player, and work in the same transaction. */
export interface ReviewExtras {
  reason?: string;
  /** Runs in the decision's transaction when it applies (the /ops audit row). */
  also?: (tx: Tx, order: WithdrawRow) => Promise<void>;
}

/**
 * The reviewer's decision (approveWithdrawal, /ops, or the test control). Rejecting returns the held amount; only
 * a waiting order is reviewed (one conditional update: of racing reviews one applies, the others answer null).
 */
export async function reviewWithdrawal(
  db: Db,
  orderId: string,
  decision: 'approved' | 'rejected',
  now: number,
  reviewer: string | null = null,
  extras: ReviewExtras = {},
) {
  return db.transaction(async (tx) => {
    const [moved] = await tx
      .update(withdrawals)
      .set({
        status: decision === 'approved' ? 1 : 2,
        reviewedAt: new Date(now),
        approvedBy: decision === 'approved' ? reviewer : null,
        ...(decision === 'rejected' && extras.reason ? { payoutReason: extras.reason } : {}),
      })
      .where(and(eq(withdrawals.orderId, orderId), eq(withdrawals.status, 0)))
      .returning();
    if (!moved) return null;
    await extras.also?.(tx, moved);
    if (decision === 'rejected') {
      await post(tx, { userId: moved.userId, amount: moved.amount, kind: 'withdraw:return', ref: orderId });
    }
    const mail = decision === 'approved' ? EVENT_MAILS.withdrawalApproved : EVENT_MAILS.withdrawalRefused;
    await sendMail(tx, moved.userId, mail(moved.amount, orderId));
    const [u] = await tx.select({ coin: users.coin }).from(users).where(eq(users.id, moved.userId));
    return { order: moved, coin: u?.coin ?? 0 };
  });
}

export async function withdrawalPage(db: Db, userId: number, page: number, pageSize: number) {
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(withdrawals)
      .where(eq(withdrawals.userId, userId))
      .orderBy(desc(withdrawals.createdAt), desc(withdrawals.orderId))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ n: count() }).from(withdrawals).where(eq(withdrawals.userId, userId)),
  ]);
  return { list: rows.map(toExchangeOrder), total: total?.n ?? 0, page };
}
