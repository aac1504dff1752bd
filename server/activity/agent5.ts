import { and, count, desc, eq, inArray, max, min, sql } from 'drizzle-orm';
import {
  AGENT5_ACTIVITY,
  AGENT5_INVITE_COIN,
  AGENT5_LEVEL_BPS,
  AGENT5_LEVELS,
  AGENT5_MIN_RECEIVE,
  agent5Commission,
  maskWinner,
} from '../../src/api/contract/promotions';
import type { Db, Tx } from '../db/connect';
import { agent5Log, users } from '../db/schema';
import { AppError } from '../errors';
import { readSetting } from '../settings';
import { ACTIVITY_ERRCODE } from './config';
import { downlineOf } from './downline';
import { manilaDay, manilaDayStart } from './freeSign';
import { validInviteeOf } from './invitees';
import { recordClaim } from './offers';
import { payAward } from './payout';

/**
 * Agent5 (activity 41; appAgent5User, Log, Receive, InviteValidReceive; docs/promotions.md "Agent5"). A player
 * earns a share of their downline's valid bets by level (downlineOf, five levels), and a reward per valid level-1
 * invitee (validInviteeOf) claimed once each.
 *
 * Commission is computed lazily, per Manila day, after the day ends: the first read of a later day computes every
 * finished day not yet computed (oldest first, at most CATCH_UP_DAYS per read; the next read goes on), one
 * transaction per day whose first statement inserts the day's mark `d:{day}`. Of concurrent readers one inserts the
 * mark and the day's rows, the others insert nothing: a day is computed once and never again. Receipts are
 * numbered like the cash bonus's: receipt n is the activity claim (player, 41, RECEIPT, n), log `r:{n}` and ledger
 * `agent5:receive:{n}`, so receipts that read the same past are one receipt, paid once.
 */

/** Days computed by one read at most (a player who comes back after months catches up over a few reads). */
const CATCH_UP_DAYS = 31;
/** Invitees listed on the page (newest first). */
const INVITEES_SHOWN = 100;
/** activity_claims award ids of the two payouts (propId: the invitee, or the receipt's number). */
const INVITE_CLAIM = 1;
const RECEIPT = 2;

const RECEIVE_LOW = `Below the minimum: commission can be received from ₱${AGENT5_MIN_RECEIVE / 100}.`;
const RECEIVED = 'This commission is received.';

/** Whether Agent5 runs: the seeded switch (a database without it, or with it off, has no Agent5). */
export async function agent5Live(db: Db): Promise<boolean> {
  return (await readSetting(db, 'agent5Live')) === true;
}

/** Every Agent5 call: 1010 while the programme is switched off (the page closes, nothing accrues or pays). */
export async function requireAgent5(db: Db): Promise<void> {
  if (!(await agent5Live(db))) throw new AppError(ACTIVITY_ERRCODE.notAvailable, 'Agent rewards are not running.');
}

/** Computes the commission of every finished Manila day not computed yet (see above). */
export async function accrueAgent5(db: Db, userId: number, now: number): Promise<void> {
  const [[first], [last]] = await Promise.all([
    db
      .select({ at: min(users.createdAt) })
      .from(users)
      .where(eq(users.pid, userId)),
    db
      .select({ day: max(agent5Log.day) })
      .from(agent5Log)
      .where(and(eq(agent5Log.userId, userId), eq(agent5Log.kind, 'day'))),
  ]);
  // No invitee: no downline, nothing to compute.
  if (!first?.at) return;
  const start = Math.max(manilaDay(new Date(first.at).getTime()), (last?.day ?? -1) + 1);
  const end = Math.min(manilaDay(now) - 1, start + CATCH_UP_DAYS - 1);
  for (let day = start; day <= end; day++) await accrueDay(db, userId, day, now);
}

async function accrueDay(db: Db, userId: number, day: number, now: number) {
  await db.transaction(async (tx) => {
    const createdAt = new Date(now);
    const [marked] = await tx
      .insert(agent5Log)
      .values({ userId, key: `d:${day}`, kind: 'day', day, createdAt })
      .onConflictDoNothing()
      .returning({ id: agent5Log.id });
    if (!marked) return;
    const window = { since: new Date(manilaDayStart(day)), until: new Date(manilaDayStart(day + 1)) };
    const rows = (await downlineOf(tx, userId, AGENT5_LEVELS, window))
      .filter((member) => member.valid)
      .map((member) => ({
        userId,
        key: `c:${day}:${member.userId}`,
        kind: 'commission' as const,
        day,
        level: member.level,
        memberId: member.userId,
        bets: member.bets,
        amount: agent5Commission(member.bets, member.level),
        createdAt,
      }))
      .filter((row) => row.amount > 0);
    if (rows.length > 0) await tx.insert(agent5Log).values(rows).onConflictDoNothing();
  });
}

async function totalsOf(db: Db | Tx, userId: number) {
  const rows = await db
    .select({
      kind: agent5Log.kind,
      level: agent5Log.level,
      n: count(),
      bets: sql<string>`coalesce(sum(${agent5Log.bets}), 0)`,
      amount: sql<string>`coalesce(sum(${agent5Log.amount}), 0)`,
    })
    .from(agent5Log)
    .where(and(eq(agent5Log.userId, userId), inArray(agent5Log.kind, ['commission', 'receive'])))
    .groupBy(agent5Log.kind, agent5Log.level);
  const commission = rows.filter((row) => row.kind === 'commission');
  const receipts = rows.find((row) => row.kind === 'receive');
  const accrued = commission.reduce((sum, row) => sum + Number(row.amount), 0);
  const received = Number(receipts?.amount ?? 0);
  const receivable = Math.max(0, accrued - received);
  return {
    receipts: receipts?.n ?? 0,
    byLevel: (level: number) => commission.find((row) => row.level === level),
    accrued,
    received,
    receivable,
  };
}

async function inviteesOf(db: Db, userId: number) {
  const [rows, claimed] = await Promise.all([
    db
      .select({
        uid: users.id,
        account: users.account,
        mobile: users.mobile,
        createdAt: users.createdAt,
        valid: sql<boolean>`${users.firstRechargeAt} IS NOT NULL`,
      })
      .from(users)
      .where(eq(users.pid, userId))
      .orderBy(desc(users.id))
      .limit(INVITEES_SHOWN),
    db
      .select({ memberId: agent5Log.memberId })
      .from(agent5Log)
      .where(and(eq(agent5Log.userId, userId), eq(agent5Log.kind, 'invite'))),
  ]);
  const paid = new Set(claimed.map((row) => row.memberId));
  return rows.map((row) => ({
    uid: row.uid,
    member: maskWinner(row.mobile, row.account),
    createTime: row.createdAt.getTime(),
    valid: row.valid === true,
    itemStatus: paid.has(row.uid) ? 2 : row.valid === true ? 1 : 0,
  }));
}

async function stateOf(db: Db, userId: number, now: number) {
  const today = manilaDay(now);
  const [[user], totals, members, invitees] = await Promise.all([
    db.select({ inviteCode: users.inviteCode }).from(users).where(eq(users.id, userId)),
    totalsOf(db, userId),
    downlineOf(db, userId, AGENT5_LEVELS, { since: new Date(manilaDayStart(today)), until: new Date(now + 1) }),
    inviteesOf(db, userId),
  ]);
  const levels = AGENT5_LEVEL_BPS.map((rateBps, index) => {
    const level = index + 1;
    const here = members.filter((member) => member.level === level);
    const valid = here.filter((member) => member.valid);
    const accrued = totals.byLevel(level);
    return {
      level,
      rateBps,
      members: here.length,
      valid: valid.length,
      todayBets: valid.reduce((sum, member) => sum + member.bets, 0),
      bets: Number(accrued?.bets ?? 0),
      accrued: Number(accrued?.amount ?? 0),
    };
  });
  return {
    inviteCode: user?.inviteCode ?? '',
    levels,
    accrued: totals.accrued,
    received: totals.received,
    receivable: totals.receivable,
    minReceive: AGENT5_MIN_RECEIVE,
    itemStatus: totals.receivable >= AGENT5_MIN_RECEIVE ? 1 : 0,
    inviteReward: AGENT5_INVITE_COIN,
    invitees,
  };
}

/** appAgent5User: the finished days computed, then the player's programme. */
export async function loadAgent5(db: Db, userId: number, now: number) {
  await accrueAgent5(db, userId, now);
  return { appAgent5User: await stateOf(db, userId, now) };
}

/** appAgent5UserLog: commissions, invitee rewards and receipts, newest first. */
export async function agent5LogPage(db: Db, userId: number, now: number, page: number, pageSize: number) {
  await accrueAgent5(db, userId, now);
  const shown = and(eq(agent5Log.userId, userId), inArray(agent5Log.kind, ['commission', 'invite', 'receive']));
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: agent5Log.id,
        createdAt: agent5Log.createdAt,
        kind: agent5Log.kind,
        level: agent5Log.level,
        amount: agent5Log.amount,
        bets: agent5Log.bets,
        account: users.account,
        mobile: users.mobile,
      })
      .from(agent5Log)
      .leftJoin(users, eq(users.id, agent5Log.memberId))
      .where(shown)
      .orderBy(desc(agent5Log.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ n: count() }).from(agent5Log).where(shown),
  ]);
  return {
    list: rows.map((row) => ({
      id: row.id,
      createTime: row.createdAt.getTime(),
      kind: row.kind === 'receive' || row.kind === 'invite' ? row.kind : ('commission' as const),
      level: row.level,
      amount: row.amount,
      bets: row.bets,
      member: row.account === null ? '' : maskWinner(row.mobile, row.account),
    })),
    total: total?.n ?? 0,
    page,
  };
}

/** appAgent5UserReceive: pays the receivable commission once; 1005 below the minimum, 1004 a receipt of the same past. */
export async function receiveAgent5(db: Db, userId: number, now: number) {
  await accrueAgent5(db, userId, now);
  const paid = await db.transaction(async (tx) => {
    const { receipts, receivable } = await totalsOf(tx, userId);
    if (receivable < AGENT5_MIN_RECEIVE) throw new AppError(ACTIVITY_ERRCODE.notClaimable, RECEIVE_LOW);
    const n = receipts + 1;
    if (!(await recordClaim(tx, { userId, activityType: AGENT5_ACTIVITY, awardId: RECEIPT, propId: n }))) {
      throw new AppError(ACTIVITY_ERRCODE.alreadyClaimed, RECEIVED);
    }
    await tx
      .insert(agent5Log)
      .values({ userId, key: `r:${n}`, kind: 'receive', amount: receivable, createdAt: new Date(now) });
    await payAward(tx, userId, [{ id: 2001, count: receivable }], `agent5:receive:${n}`, now);
    return receivable;
  });
  return paidState(db, userId, now, paid);
}

/** appAgent5UserInviteValidReceive {id}: the reward of one valid level-1 invitee, once (1003 not yours, 1005 not valid yet). */
export async function receiveAgent5Invite(db: Db, userId: number, memberId: number, now: number) {
  await db.transaction(async (tx) => {
    const [invitee] = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.id, memberId), eq(users.pid, userId)));
    if (!invitee) throw new AppError(ACTIVITY_ERRCODE.notEligible, 'Not one of your invitees.');
    const [valid] = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(validInviteeOf(userId), eq(users.id, memberId)));
    if (!valid) throw new AppError(ACTIVITY_ERRCODE.notClaimable, 'This invitee has not made a deposit yet.');
    if (!(await recordClaim(tx, { userId, activityType: AGENT5_ACTIVITY, awardId: INVITE_CLAIM, propId: memberId }))) {
      throw new AppError(ACTIVITY_ERRCODE.alreadyClaimed, "This invitee's reward is claimed.");
    }
    await tx.insert(agent5Log).values({
      userId,
      key: `i:${memberId}`,
      kind: 'invite',
      level: 1,
      memberId,
      amount: AGENT5_INVITE_COIN,
      createdAt: new Date(now),
    });
    await payAward(tx, userId, [{ id: 2001, count: AGENT5_INVITE_COIN }], `agent5:invite:${memberId}`, now);
  });
  return paidState(db, userId, now, AGENT5_INVITE_COIN);
}

/** The answer of a payout: the new state and the coin just paid. */
async function paidState(db: Db, userId: number, now: number, paid: number) {
  return { appAgent5User: await stateOf(db, userId, now), propList: [{ propId: 2001, count: paid }] };
}
