import { and, eq, gte, like, sql } from 'drizzle-orm';
import { FUND_ACTIVITY, fundOf } from '../../src/api/contract/promotions';
import type { Db, Tx } from '../db/connect';
import { ledger, users } from '../db/schema';
import { AppError } from '../errors';
import { ACTIVITY_ERRCODE } from './config';
import { recordClaim } from './offers';
import { paidTotal } from './paidDeposits';
import { payAward } from './payout';

/**
 * Cash bonus (Fund 16; cashBonus and cashBonusReceive, designed; red dot hasFund; docs/promotions.md). Every paid
 * deposit adds a share to the player's bonus fund; bets placed since the first deposit release it, never beyond
 * what accrued; the player claims what is released and not yet claimed, from ₱1. Claims are numbered: claim n is
 * the activity claim (player, 16, n) and ledger `activity:cashBonus:{n}`, where n follows the claims already
 * paid, so claims that read the same past are one claim, paid once.
 */

const claimRef = (userId: number) => `user:${userId}:cashBonus:%`;

async function stateOf(db: Db | Tx, userId: number) {
  const [[user], deposits, [paidOut]] = await Promise.all([
    db.select({ since: users.firstRechargeAt }).from(users).where(eq(users.id, userId)),
    paidTotal(db, userId),
    // Count and sum in one statement: they describe the same claims.
    db
      .select({ count: sql<string>`count(*)`, total: sql<string>`coalesce(sum(${ledger.amount}), 0)` })
      .from(ledger)
      .where(and(eq(ledger.userId, userId), eq(ledger.kind, 'activity'), like(ledger.ref, claimRef(userId)))),
  ]);
  const since = user?.since ?? null;
  const [bets] = since
    ? await db
        .select({ total: sql<string>`coalesce(sum(-${ledger.amount}), 0)` })
        .from(ledger)
        .where(and(eq(ledger.userId, userId), eq(ledger.kind, 'game:bet'), gte(ledger.createdAt, since)))
    : [{ total: '0' }];
  const betTotal = Number(bets?.total ?? 0);
  const fund = fundOf(deposits, betTotal, Number(paidOut?.total ?? 0));
  return {
    claims: Number(paidOut?.count ?? 0),
    cashBonus: {
      deposits,
      bets: betTotal,
      accrued: fund.accrued,
      released: fund.released,
      claimed: fund.claimed,
      claimable: fund.claimable,
      itemStatus: fund.ready ? 1 : 0,
    },
  };
}

/** cashBonus: the player's fund. */
export async function loadCashBonus(db: Db, userId: number) {
  const { cashBonus } = await stateOf(db, userId);
  return { cashBonus };
}

/** The hasFund red dot: a claimable cash bonus of at least ₱1. */
export async function hasFund(db: Db, userId: number): Promise<boolean> {
  return (await stateOf(db, userId)).cashBonus.itemStatus === 1;
}

/** cashBonusReceive: pays what is released and unclaimed, once. 1005 below ₱1, 1004 a claim of the same past. */
export async function receiveCashBonus(db: Db, userId: number, now: number) {
  return db.transaction(async (tx) => {
    const { claims, cashBonus } = await stateOf(tx, userId);
    if (cashBonus.itemStatus !== 1) {
      throw new AppError(ACTIVITY_ERRCODE.notClaimable, 'Bet to release at least ₱1 of your cash bonus.');
    }
    const n = claims + 1;
    if (!(await recordClaim(tx, { userId, activityType: FUND_ACTIVITY, awardId: n, propId: 0 }))) {
      throw new AppError(ACTIVITY_ERRCODE.alreadyClaimed, 'Your cash bonus is claimed.');
    }
    const amount = cashBonus.claimable;
    const propList = await payAward(tx, userId, [{ id: 2001, count: amount }], `cashBonus:${n}`, now);
    const claimed = cashBonus.claimed + amount;
    return { cashBonus: { ...cashBonus, claimed, claimable: 0, itemStatus: 0 }, propList };
  });
}
