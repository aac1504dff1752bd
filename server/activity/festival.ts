import { randomInt } from 'node:crypto';
import { and, desc, eq, like } from 'drizzle-orm';
import { PESO } from '../../src/api/contract/lobbySettings';
import { packetWindowAt, packetWindowKey, RED_PACKET_ACTIVITY } from '../../src/api/contract/promotions';
import type { Db, Tx } from '../db/connect';
import { activityClaims, ledger, users } from '../db/schema';
import { AppError } from '../errors';
import { ACTIVITY_ERRCODE } from './config';
import { festivalScheduleAt } from './festivalSettings';
import { manilaDay } from './freeSign';
import { recordClaim } from './offers';
import { payAward } from './payout';

/**
 * Festival (ours: activity 104; festival and festivalRedPacket; docs/promotions.md): on its days of the month (the
 * operator's from /ops Promotions; the product's paydays, the 15th and the last day of the month, Manila) red packets
 * (RedPacket 22) open in the day's windows (likewise, by Manila day: server/activity/festivalSettings.ts; the
 * product's 12:00 and 20:00 for 15 minutes). A
 * player who has deposited before opens one packet per window; its amount is drawn here with `crypto.randomInt`
 * from the range of the window's day, read inside the transaction that pays it. Paid once: the activity claim
 * (player, 22, window key) and the ledger entry `festival:{window key}`; the packets list is read back from those
 * ledger entries, so a packet opened keeps what it paid whatever is configured since.
 */

const HISTORY = 20;
const refPrefix = (userId: number) => `user:${userId}:festival:`;

async function stateOf(db: Db | Tx, userId: number, now: number) {
  const schedule = await festivalScheduleAt(db, now);
  // A day is a festival day by the days in force that day: a packet open on a day the operator has since removed
  // from tomorrow on still opens today, and none opens on it after.
  const window = packetWindowAt(now, (day) => schedule.on(day));
  const key = packetWindowKey(window);
  // The days, windows and range of the shown window's day: the ones that window opens and pays with.
  const day = schedule.on(manilaDay(window.start));
  const [[user], [claimed], paidRows] = await Promise.all([
    db.select({ totalRecharge: users.totalRecharge }).from(users).where(eq(users.id, userId)),
    db
      .select({ id: activityClaims.id })
      .from(activityClaims)
      .where(
        and(
          eq(activityClaims.userId, userId),
          eq(activityClaims.activityType, RED_PACKET_ACTIVITY),
          eq(activityClaims.awardId, key),
        ),
      ),
    db
      .select({ ref: ledger.ref, amount: ledger.amount })
      .from(ledger)
      .where(and(eq(ledger.userId, userId), eq(ledger.kind, 'activity'), like(ledger.ref, `${refPrefix(userId)}%`)))
      .orderBy(desc(ledger.id))
      .limit(HISTORY),
  ]);
  const open = now >= window.start;
  const packets = paidRows.map((row) => ({
    // ref = user:{id}:festival:{window key}:2001
    start: Number(row.ref.slice(refPrefix(userId).length).split(':')[0]) * 60_000,
    amount: row.amount,
  }));
  return {
    key,
    festival: {
      open,
      start: window.start,
      end: window.end,
      deposited: (user?.totalRecharge ?? 0) > 0,
      itemStatus: claimed ? 2 : open ? 1 : 0,
      packets,
      days: day.days,
      windows: day.windows,
      packet: day.packet,
    },
  };
}

/** festival: the window open now or the next one, and the player's packets. */
export async function loadFestival(db: Db, userId: number, now: number) {
  const { festival } = await stateOf(db, userId, now);
  return { festival };
}

/** festivalRedPacket: opens this window's packet, once; the amount is drawn before anything is paid. */
export async function openRedPacket(db: Db, userId: number, now: number) {
  return db.transaction(async (tx) => {
    const { key, festival } = await stateOf(tx, userId, now);
    if (!festival.open) throw new AppError(ACTIVITY_ERRCODE.notStarted, 'No red packets now: see when the next opens.');
    if (festival.itemStatus === 2) {
      throw new AppError(ACTIVITY_ERRCODE.alreadyClaimed, "This window's red packet is opened: wait for the next.");
    }
    if (!festival.deposited)
      throw new AppError(ACTIVITY_ERRCODE.depositFirst, 'Red packets are for players who have deposited.');
    if (!(await recordClaim(tx, { userId, activityType: RED_PACKET_ACTIVITY, awardId: key, propId: 0 }))) {
      throw new AppError(ACTIVITY_ERRCODE.alreadyClaimed, "This window's red packet is opened: wait for the next.");
    }
    // Whole pesos, uniform over the day's range (both ends included).
    const { min, max } = festival.packet;
    const amount = randomInt(min / PESO, max / PESO + 1) * PESO;
    const propList = await payAward(tx, userId, [{ id: 2001, count: amount }], `festival:${key}`, now);
    return {
      festival: {
        ...festival,
        itemStatus: 2,
        packets: [{ start: festival.start, amount }, ...festival.packets].slice(0, HISTORY),
      },
      propList,
    };
  });
}
