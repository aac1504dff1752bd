import { and, eq, gte, like, sql } from 'drizzle-orm';
import { FUND_ACTIVITY, fundOf, type PricedAmount } from '../../src/api/contract/promotions';
import type { Db, Tx } from '../db/connect';
import { ledger, users } from '../db/schema';
import { AppError } from '../errors';
import { cashBonusRateHistory } from './cashBonusRates';
import { ACTIVITY_ERRCODE } from './config';
import { manilaDay } from './freeSign';
import { recordClaim } from './offers';
import { paidByManilaDay } from './paidDeposits';
import { payAward } from './payout';

/**
 * Cash bonus (Fund 16; cashBonus and cashBonusReceive, designed; red dot hasFund; docs/promotions.md). Every paid
 * deposit adds a share to the player's bonus fund; bets placed since the first deposit release it, never beyond
 * what accrued; the player claims what is released and not yet claimed, from the smallest claim. The shares and
 * the smallest claim are the operator's (/ops Promotions; server/activity/cashBonusRates.ts): a deposit accrues, and
 * a bet releases, at the figures of the Manila day it was made, so a change never re-prices the past. Claims are
 * numbered: claim n is the activity claim (player, 16, n) and ledger `activity:cashBonus:{n}`, where n follows the
 * claims already paid, so claims that read the same past are one claim, paid once.
 */

const claimRef = (userId: number) => `user:${userId}:cashBonus:%`;

/** A ledger row's Manila day number (as `manilaDay`), computed by the database. */
const betDay = sql<number>`floor(extract(epoch from ${ledger.createdAt} + interval '8 hours') / 86400)::int`;

/** Amounts by Manila day, each priced at the rate of its day. */
const priced = (byDay: Iterable<[number, number]>, bps: (day: number) => number): PricedAmount[] =>
  [...byDay].map(([day, amount]) => ({ amount, bps: bps(day) }));

async function stateOf(db: Db | Tx, userId: number, now: number) {
  const [[user], deposits, [paidOut], history] = await Promise.all([
    db.select({ since: users.firstRechargeAt }).from(users).where(eq(users.id, userId)),
    paidByManilaDay(db, userId),
    // Count and sum in one statement: they describe the same claims.
    db
      .select({ count: sql<string>`count(*)`, total: sql<string>`coalesce(sum(${ledger.amount}), 0)` })
      .from(ledger)
      .where(and(eq(ledger.userId, userId), eq(ledger.kind, 'activity'), like(ledger.ref, claimRef(userId)))),
    cashBonusRateHistory(db),
  ]);
  const since = user?.since ?? null;
  const bets = since
    ? await db
        .select({ day: betDay, total: sql<string>`coalesce(sum(-${ledger.amount}), 0)` })
        .from(ledger)
        .where(and(eq(ledger.userId, userId), eq(ledger.kind, 'game:bet'), gte(ledger.createdAt, since)))
        .groupBy(betDay)
    : [];
  const betsByDay = bets.map((row): [number, number] => [Number(row.day), Number(row.total)]);
  const today = history.on(manilaDay(now));
  const fund = fundOf(
    priced(deposits, (day) => history.on(day).accrualBps),
    priced(betsByDay, (day) => history.on(day).releaseBps),
    Number(paidOut?.total ?? 0),
    today.minClaim,
  );
  return {
    claims: Number(paidOut?.count ?? 0),
    cashBonus: {
      deposits: [...deposits.values()].reduce((sum, amount) => sum + amount, 0),
      bets: betsByDay.reduce((sum, [, amount]) => sum + amount, 0),
      accrued: fund.accrued,
      released: fund.released,
      claimed: fund.claimed,
      claimable: fund.claimable,
      itemStatus: fund.ready ? 1 : 0,
      // The figures today's deposits and bets count at, and today's smallest claim: the page's rules say them.
      accrualBps: today.accrualBps,
      releaseBps: today.releaseBps,
      minClaim: today.minClaim,
    },
  };
}

/** cashBonus: the player's fund. */
export async function loadCashBonus(db: Db, userId: number, now: number) {
  const { cashBonus } = await stateOf(db, userId, now);
  return { cashBonus };
}

/** The hasFund red dot: a claimable cash bonus of at least the smallest claim. */
export async function hasFund(db: Db, userId: number, now: number): Promise<boolean> {
  return (await stateOf(db, userId, now)).cashBonus.itemStatus === 1;
}

/**
 * cashBonusReceive: pays what is released and unclaimed, once, never more than the fund (released is at most what
 * accrued). 1005 below the smallest claim, 1004 a claim of the same past.
 */
export async function receiveCashBonus(db: Db, userId: number, now: number) {
  return db.transaction(async (tx) => {
    const { claims, cashBonus } = await stateOf(tx, userId, now);
    if (cashBonus.itemStatus !== 1) {
      throw new AppError(ACTIVITY_ERRCODE.notClaimable, 'Bet to release more of your cash bonus before you claim.');
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
