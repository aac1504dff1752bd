import { and, count, desc, eq, gt, sql } from 'drizzle-orm';
import { applyPurchase } from '../activity/purchases';
import type { Db, Tx } from '../db/connect';
import { recharges, rechargeTypes, users } from '../db/schema';
import { AppError, ERRCODE } from '../errors';
import { post } from '../ledger';
import { CURRENCY, type PaymentProvider } from '../payments/provider';
import { checkDepositLimits, lockPlayerLimits } from '../player/limits';
import { EVENT_MAILS, sendMail } from '../player/mail';
import { personAccounts, personExclusion, refuseExcludedPerson } from '../responsibleGaming/person';
import { findBank } from './banks';
import { WALLET_ERRCODE, WALLET_RULES } from './errcodes';
import { newId } from './ids';

export type RechargeRow = typeof recharges.$inferSelect;
export type OrderStatus = 0 | 1 | 2;

/** A waiting order past its expiry reads as 2 (void) without a write; completion also refuses it. */
export function effectiveStatus(row: Pick<RechargeRow, 'status' | 'expiresAt'>, now: number): OrderStatus {
  if (row.status === 0 && row.expiresAt.getTime() <= now) return 2;
  return row.status as OrderStatus;
}

export interface DepositRequest {
  amount: number;
  actType: number;
  rechargeType: number;
  propId?: number | undefined;
  /** A deposit coupon, checked by server/activity/coupons.ts before the order opens. */
  couponId?: number | undefined;
  /** The client's id for this Confirm: one order per id and player (a retry after a lost answer opens no other). */
  requestId?: string | undefined;
}

/** What recharge3 answers for an order (a new one, or a repeat of the same request). */
function answerOf(provider: PaymentProvider, row: RechargeRow, bankId: number) {
  const expiresAt = row.expiresAt.getTime();
  // A real gateway keys its order by our order id, so asking again for the same order gives the same pay data.
  const pay = provider.createOrder({
    orderId: row.orderId,
    amount: row.amount,
    currency: CURRENCY,
    payMode: row.payMode,
    bankId,
    expiresAt,
  });
  return {
    orderId: row.orderId,
    payUrl: pay.payUrl,
    qrCodeText: pay.qrCodeText,
    createTime: row.createdAt.getTime(),
    expireTime: expiresAt,
    appRechargeBankOwn: pay.bankAccount ? { ...pay.bankAccount, amount: row.amount } : null,
  };
}

/**
 * A repeat of a Confirm already answered (same player and request id): the same order again, whatever has
 * happened since; the same id with another deposit is refused (9002). Undefined when the id is new or absent.
 */
export async function replayDeposit(db: Db, provider: PaymentProvider, userId: number, req: DepositRequest) {
  if (!req.requestId) return undefined;
  const [found] = await db
    .select({ row: recharges, bankId: rechargeTypes.bankId })
    .from(recharges)
    .leftJoin(rechargeTypes, eq(rechargeTypes.id, recharges.rechargeType))
    .where(and(eq(recharges.userId, userId), eq(recharges.requestId, req.requestId)));
  if (!found) return undefined;
  const { row } = found;
  const same =
    row.rechargeType === req.rechargeType &&
    row.amount === req.amount &&
    row.actType === req.actType &&
    row.propId === (req.propId ?? null) &&
    row.couponId === (req.couponId ?? null);
  if (!same) throw new AppError(ERRCODE.invalidBody, 'This request id belongs to another deposit.', 400);
  return answerOf(provider, row, found.bankId ?? 0);
}

/**
 * recharge3: checks the channel, the amount and (bank channels) the bound card, then the player's deposit limits
 * (5101), then opens a waiting order.
 */
export async function createDeposit(
  db: Db,
  provider: PaymentProvider,
  userId: number,
  req: DepositRequest,
  now: number,
) {
  const [channel] = await db
    .select()
    .from(rechargeTypes)
    .where(and(eq(rechargeTypes.id, req.rechargeType), eq(rechargeTypes.status, 1)));
  if (!channel) {
    throw new AppError(WALLET_ERRCODE.channelUnknown, 'This payment channel is not available. Choose another.');
  }
  if (req.amount < channel.minAmount || req.amount > channel.maxAmount) {
    throw new AppError(
      WALLET_ERRCODE.amountOutOfRange,
      `Deposit between ₱${channel.minAmount / 100} and ₱${channel.maxAmount / 100} with ${channel.name}.`,
    );
  }
  if (channel.payMode === 'bank' && !(await findBank(db, userId, channel.bankId))) {
    throw new AppError(WALLET_ERRCODE.bankNotBound, 'Bind a card of this bank before depositing by bank transfer.');
  }
  // The person may be excluded under another account of theirs, or on the operator's list (5104 / 5103).
  await refuseExcludedPerson(db, userId, now);
  const person = await personAccounts(db, userId);
  const orderId = newId('D');
  const expiresAt = now + WALLET_RULES.expiryMs[channel.payMode];
  // The player's deposit limits. One transaction per player at a time (their limits row is locked),
  // so what it counts includes every order a concurrent request made before it; the insert commits with the check.
  const row = await db.transaction(async (tx) => {
    await lockPlayerLimits(tx, person);
    // The same Confirm raced in twice: the first made the order; this one answers it, whatever the limits say.
    if (req.requestId && (await requestSeen(tx, userId, req.requestId))) return undefined;
    await checkDepositLimits(tx, person, req.amount, now);
    const inserted = await tx
      .insert(recharges)
      .values({
        orderId,
        userId,
        rechargeType: channel.id,
        rechargeTypeName: channel.name,
        payMode: channel.payMode,
        amount: req.amount,
        actType: req.actType,
        propId: req.propId ?? null,
        couponId: req.couponId ?? null,
        requestId: req.requestId ?? null,
        createdAt: new Date(now),
        expiresAt: new Date(expiresAt),
      })
      .onConflictDoNothing({ target: [recharges.userId, recharges.requestId] })
      .returning();
    return inserted[0];
  });
  if (row) return answerOf(provider, row, channel.bankId);
  // The same request raced in twice: the other one made the order; both answer it.
  const replay = await replayDeposit(db, provider, userId, req);
  if (!replay) throw new Error(`deposit ${req.requestId} vanished after a conflict`);
  return replay;
}

async function requestSeen(tx: Tx, userId: number, requestId: string): Promise<boolean> {
  const [found] = await tx
    .select({ orderId: recharges.orderId })
    .from(recharges)
    .where(and(eq(recharges.userId, userId), eq(recharges.requestId, requestId)));
  return found !== undefined;
}

export async function findOrder(db: Db, orderId: string): Promise<RechargeRow | undefined> {
  const [row] = await db.select().from(recharges).where(eq(recharges.orderId, orderId));
  return row;
}

/** The ledger kind of a deposit returned because the person is excluded (paired with its 'recharge' row). */
export const RETURNED_KIND = 'recharge:returned';

export type Completion =
  | { result: 'paid' | 'failed' | 'returned'; applied: boolean; order: RechargeRow; coin: number }
  | { result: 'expired' | 'finished'; applied: false; order: RechargeRow; coin: number };

/**
 * Moves an order to paid (credit once) or failed. Called only by the verified provider callback
 * (server/payments/callback.ts) and the demo's test controls. Safe to call any number of times,
 * concurrently: the conditional UPDATE … WHERE status = 0 lets exactly one caller move the order, and the
 * ledger's (kind, ref) index would refuse a second credit even if it did not.
 */
export async function completeDeposit(
  db: Db,
  orderId: string,
  outcome: 'paid' | 'failed',
  now: number,
): Promise<Completion> {
  return db.transaction(async (tx) => {
    const [moved] = await tx
      .update(recharges)
      .set({ status: outcome === 'paid' ? 1 : 2, finishedAt: new Date(now) })
      .where(and(eq(recharges.orderId, orderId), eq(recharges.status, 0), gt(recharges.expiresAt, new Date(now))))
      .returning();
    if (!moved) {
      const [order] = await tx.select().from(recharges).where(eq(recharges.orderId, orderId));
      if (!order) throw new AppError(WALLET_ERRCODE.orderNotFound, 'No such order.', 404);
      const [u] = await tx.select({ coin: users.coin }).from(users).where(eq(users.id, order.userId));
      const coin = u?.coin ?? 0;
      if (order.status === 0) return { result: 'expired', applied: false, order, coin };
      // A repeat of the same outcome is an idempotent success; the other outcome is "already finished".
      const same = (order.status === 1) === (outcome === 'paid');
      return same
        ? { result: outcome, applied: false, order, coin }
        : { result: 'finished', applied: false, order, coin };
    }
    if (outcome === 'failed') {
      const [u] = await tx.select({ coin: users.coin }).from(users).where(eq(users.id, moved.userId));
      return { result: 'failed', applied: true, order: moved, coin: u?.coin ?? 0 };
    }
    // The person is excluded now (this account or another of theirs, or the operator's list): an order opened
    // before is never paid into play. The money is booked in and straight back out (RETURNED_KIND), the order
    // void, in this one commit; the provider's refund of the payer follows the ledger row.
    const bar = await personExclusion(tx, moved.userId, now);
    if (bar) {
      const [voided] = await tx
        .update(recharges)
        .set({ status: 2 })
        .where(eq(recharges.orderId, moved.orderId))
        .returning();
      const ref = moved.orderId;
      const credit = await post(tx, { userId: moved.userId, amount: moved.amount, kind: 'recharge', ref });
      const back = await post(tx, { userId: moved.userId, amount: -moved.amount, kind: RETURNED_KIND, ref });
      if (back.applied) await sendMail(tx, moved.userId, EVENT_MAILS.depositReturned(moved.amount, ref));
      return { result: 'returned', applied: credit.applied, order: voided ?? moved, coin: back.balanceAfter };
    }
    const posted = await post(tx, { userId: moved.userId, amount: moved.amount, kind: 'recharge', ref: moved.orderId });
    await tx
      .update(users)
      .set({
        totalRecharge: sql`${users.totalRecharge} + ${moved.amount}`,
        firstRechargeAt: sql`COALESCE(${users.firstRechargeAt}, ${new Date(now).toISOString()}::timestamptz)`,
      })
      .where(eq(users.id, moved.userId));
    // What the deposit bought (a first-charge pack, a sign-up card) comes with the same commit.
    await applyPurchase(tx, moved);
    if (posted.applied) await sendMail(tx, moved.userId, EVENT_MAILS.depositCredited(moved.amount, moved.orderId));
    return { result: 'paid', applied: posted.applied, order: moved, coin: posted.balanceAfter };
  });
}

/** The player's deposits, newest first. */
export async function depositPage(db: Db, userId: number, page: number, pageSize: number, now: number) {
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(recharges)
      .where(eq(recharges.userId, userId))
      .orderBy(desc(recharges.createdAt), desc(recharges.orderId))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ n: count() }).from(recharges).where(eq(recharges.userId, userId)),
  ]);
  return {
    list: rows.map((r) => ({
      orderId: r.orderId,
      requestId: r.requestId,
      amount: r.amount,
      rechargeType: r.rechargeType,
      rechargeTypeName: r.rechargeTypeName,
      status: effectiveStatus(r, now),
      createTime: r.createdAt.getTime(),
    })),
    total: total?.n ?? 0,
    page,
  };
}
