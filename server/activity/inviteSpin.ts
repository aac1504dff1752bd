import { randomInt } from 'node:crypto';
import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import { spinSegmentOf, spinTotalWeight } from '../../src/api/contract/promotions';
import type { Db, Tx } from '../db/connect';
import { inviteSpins, users } from '../db/schema';
import { AppError } from '../errors';
import { ACTIVITY_ERRCODE } from './config';
import { validInviteeOf } from './invitees';
import { payAward } from './payout';
import { readPromo } from './promoSettings';

/**
 * Invite-and-spin (InviteUserSpin 20; actInviteUserStatus, Spin, Exchange, Record; docs/promotions.md). Every
 * account registered with the player's invite code (users.pid) that is a valid invitee (./invitees.ts: a paid
 * deposit and the device limit) earns the player one spin. A spin draws its segment with crypto.randomInt and
 * records it before the answer, so the wheel only shows what is already won; its prize is wheel cash (the spins
 * not yet exchanged) until the player exchanges it. Spins are numbered per player (invite_spins_once): of
 * concurrent spins for the last spin left, one inserts. The exchange moves the whole wheel cash into coin through
 * the ledger, once: its rows are marked exchanged and paid in one transaction. The wheel (segments, prizes,
 * weights) is the operator's (/ops Promotions), read in the spin's transaction: a spin draws from the wheel in force
 * as it is made, and its prize, kept on its row, is what the exchange pays whatever the wheel becomes.
 */

type SpinRow = typeof inviteSpins.$inferSelect;

const NO_SPIN = 'No spin left: invite a friend who deposits to earn one.';
const NO_CASH = 'No wheel cash to exchange: spin the wheel first.';

const rowOf = (row: SpinRow) => ({
  id: row.id,
  spinNo: row.spinNo,
  segment: row.segment,
  prize: row.prize,
  createTime: row.createdAt.getTime(),
  exchanged: row.exchangedAt !== null,
});

async function stateOf(db: Db | Tx, userId: number) {
  const [[invited], [valid], [spun], wheel] = await Promise.all([
    db.select({ n: count() }).from(users).where(eq(users.pid, userId)),
    db.select({ n: count() }).from(users).where(validInviteeOf(userId)),
    db
      .select({
        n: count(),
        won: sql<string>`coalesce(sum(${inviteSpins.prize}), 0)`,
        cash: sql<string>`coalesce(sum(${inviteSpins.prize}) filter (where ${inviteSpins.exchangedAt} is null), 0)`,
      })
      .from(inviteSpins)
      .where(eq(inviteSpins.userId, userId)),
    readPromo(db, 'inviteSpin'),
  ]);
  const validCount = valid?.n ?? 0;
  const used = spun?.n ?? 0;
  const spinCount = Math.max(0, validCount - used);
  return {
    used,
    segments: wheel.segments,
    actInviteUser: {
      inviteCount: invited?.n ?? 0,
      validCount,
      spinCount,
      totalWon: Number(spun?.won ?? 0),
      cash: Number(spun?.cash ?? 0),
      segments: wheel.segments.map(({ prize, weight }) => ({ prize, weight })),
      expireTime: -1,
      itemStatus: spinCount > 0 ? 1 : 0,
    },
  };
}

/** actInviteUserStatus: invitations, valid ones, spins left, coin won and the wheel. */
export async function loadInviteSpin(db: Db, userId: number) {
  const { actInviteUser } = await stateOf(db, userId);
  return { actInviteUser };
}

/** actInviteUserSpin: uses the next spin; the drawn prize is recorded as wheel cash before the answer (1008 none left). */
export async function spinInviteWheel(db: Db, userId: number, now: number, roll: (max: number) => number = randomInt) {
  return db.transaction(async (tx) => {
    const { used, segments, actInviteUser } = await stateOf(tx, userId);
    if (actInviteUser.spinCount <= 0) throw new AppError(ACTIVITY_ERRCODE.notEnoughInvites, NO_SPIN);
    // Drawn from the wheel in force now, read in this transaction: the prize is one the operator configured.
    const segment = spinSegmentOf(roll(spinTotalWeight(segments)), segments);
    const prize = segments[segment]?.prize ?? 0;
    const spinNo = used + 1;
    const [row] = await tx
      .insert(inviteSpins)
      .values({ userId, spinNo, segment, prize, createdAt: new Date(now) })
      .onConflictDoNothing()
      .returning();
    // Another spin of the same number got there first: that was the last spin.
    if (!row) throw new AppError(ACTIVITY_ERRCODE.notEnoughInvites, NO_SPIN);
    const spinCount = actInviteUser.spinCount - 1;
    return {
      actInviteUser: {
        ...actInviteUser,
        spinCount,
        totalWon: actInviteUser.totalWon + prize,
        cash: actInviteUser.cash + prize,
        itemStatus: spinCount > 0 ? 1 : 0,
      },
      spin: rowOf(row),
      // Nothing is paid by a spin: the prize waits as wheel cash for the exchange.
      propList: [],
    };
  });
}

/**
 * actInviteUserExchange: the whole wheel cash into coin, once. The spins not yet exchanged are marked exchanged by
 * one UPDATE (which takes their row locks: a concurrent exchange waits, then finds none left and answers 1005) and
 * their prizes are paid through the ledger in the same transaction, keyed by the last spin exchanged
 * (`inviteSpin:exchange:{spinNo}`). Any amount may be exchanged, at any time: nothing won is held back.
 */
export async function exchangeInviteSpinCash(db: Db, userId: number, now: number) {
  return db.transaction(async (tx) => {
    const rows = await tx
      .update(inviteSpins)
      .set({ exchangedAt: new Date(now) })
      .where(and(eq(inviteSpins.userId, userId), isNull(inviteSpins.exchangedAt)))
      .returning({ spinNo: inviteSpins.spinNo, prize: inviteSpins.prize });
    const cash = rows.reduce((sum, row) => sum + row.prize, 0);
    if (cash <= 0) throw new AppError(ACTIVITY_ERRCODE.notClaimable, NO_CASH);
    const last = Math.max(...rows.map((row) => row.spinNo));
    const propList = await payAward(tx, userId, [{ id: 2001, count: cash }], `inviteSpin:exchange:${last}`, now);
    const { actInviteUser } = await stateOf(tx, userId);
    return { actInviteUser, propList };
  });
}

/** actInviteUserRecord: the player's spins, newest first. */
export async function inviteSpinRecord(db: Db, userId: number, page: number, pageSize: number) {
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(inviteSpins)
      .where(eq(inviteSpins.userId, userId))
      .orderBy(desc(inviteSpins.spinNo))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ n: count() }).from(inviteSpins).where(eq(inviteSpins.userId, userId)),
  ]);
  return { list: rows.map(rowOf), total: total?.n ?? 0, page };
}
