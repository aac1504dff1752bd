import { randomInt } from 'node:crypto';
import { and, asc, eq, gte, lt, sql } from 'drizzle-orm';
import { LOTTERY_DRAW_AFTER_MS, lotteryTickets, maskWinner } from '../../src/api/contract/promotions';
import type { Db, Tx } from '../db/connect';
import { ledger, lotteryDraws, lotteryWinners, users } from '../db/schema';
import { manilaDay } from './freeSign';
import { payAward } from './payout';
import { readPromo } from './promoSettings';

/**
 * Weekend lottery (docs/promotions.md): one ticket per ₱100 of `game:bet` ledger rows made on a Manila Saturday or
 * Sunday; the draw is Monday 20:00 Manila, made by a recurring durable job at that time (server/jobs/lobbyJobs.ts).
 * A read after the draw time draws too if the job is late (every instance was down): both draw in one transaction
 * whose first statement claims the week's `lottery_draws` row, so whoever comes first draws and pays, once. Winners are drawn with `crypto.randomInt`, each ticket one chance, a player at most
 * once; prizes are credited through the ledger in the same transaction (ref `weekendLottery:{week}:{rank}`).
 */

const DAY_MS = 86_400_000;
const MANILA_OFFSET_MS = 8 * 3_600_000;

/** The Manila day number of the Saturday starting the weekend that day `day` belongs to (or follows). */
export function saturdayOf(day: number): number {
  // Day 0 (1970-01-01) was a Thursday: (day + 4) % 7 is the weekday with Sunday 0, so Saturday is 6.
  const sinceSaturday = ((day + 4) % 7) + 1;
  return day - (sinceSaturday % 7);
}

/** The weekend of Saturday `week`: its bets window and its draw time (ms). */
export function weekendOf(week: number) {
  const startTime = week * DAY_MS - MANILA_OFFSET_MS;
  return { startTime, endTime: startTime + 2 * DAY_MS, drawTime: startTime + LOTTERY_DRAW_AFTER_MS };
}

/** The weekend whose draw is the latest at `now` (drawn or due), and the one whose draw comes next. */
export function weeksAt(now: number): { last: number; next: number } {
  const saturday = saturdayOf(manilaDay(now));
  const last = now >= weekendOf(saturday).drawTime ? saturday : saturday - 7;
  return { last, next: last + 7 };
}

/** Bets (hundredths) per player in a weekend's window; only players with bets. */
async function betsOf(db: Db | Tx, week: number, userId?: number) {
  const { startTime, endTime } = weekendOf(week);
  return db
    .select({ userId: ledger.userId, bets: sql<string>`sum(-${ledger.amount})` })
    .from(ledger)
    .where(
      and(
        eq(ledger.kind, 'game:bet'),
        gte(ledger.createdAt, new Date(startTime)),
        lt(ledger.createdAt, new Date(endTime)),
        userId === undefined ? undefined : eq(ledger.userId, userId),
      ),
    )
    .groupBy(ledger.userId)
    .orderBy(asc(ledger.userId));
}

/** A player's tickets of weekend `week` so far. */
export async function ticketsOf(db: Db | Tx, week: number, userId: number): Promise<number> {
  const [row] = await betsOf(db, week, userId);
  return lotteryTickets(Number(row?.bets ?? 0));
}

/** Draws `count` distinct players, each ticket one chance (crypto.randomInt: no predictable generator). */
export function drawWinners(pool: readonly { userId: number; tickets: number }[], count: number) {
  const left = pool.filter((entry) => entry.tickets > 0);
  const winners: { userId: number; tickets: number }[] = [];
  while (winners.length < count && left.length > 0) {
    let pick = randomInt(left.reduce((sum, entry) => sum + entry.tickets, 0));
    const index = left.findIndex((entry) => {
      pick -= entry.tickets;
      return pick < 0;
    });
    winners.push(...left.splice(index, 1));
  }
  return winners;
}

/**
 * Draws weekend `week` unless it is drawn: once, whoever asks (the row's primary key decides). The prizes are paid
 * at `now`, when the draw is made, as the operator configured them then (/ops Promotions, read in the draw's
 * transaction); a draw made keeps the prizes it paid (lottery_winners).
 */
export async function drawOnce(db: Db, week: number, now: number): Promise<void> {
  await db.transaction(async (tx) => {
    const pool = (await betsOf(tx, week)).map((row) => ({
      userId: row.userId,
      tickets: lotteryTickets(Number(row.bets)),
    }));
    const entered = pool.filter((entry) => entry.tickets > 0);
    const [claimed] = await tx
      .insert(lotteryDraws)
      .values({
        week,
        tickets: entered.reduce((sum, entry) => sum + entry.tickets, 0),
        players: entered.length,
      })
      .onConflictDoNothing()
      .returning({ week: lotteryDraws.week });
    if (!claimed) return;
    const { prizes } = await readPromo(tx, 'weekendLottery');
    const winners = drawWinners(entered, prizes.length);
    for (const [index, winner] of winners.entries()) {
      const prize = prizes[index] ?? 0;
      await tx
        .insert(lotteryWinners)
        .values({ week, rank: index + 1, userId: winner.userId, tickets: winner.tickets, prize });
      await payAward(tx, winner.userId, [{ id: 2001, count: prize }], `weekendLottery:${week}:${index + 1}`, now);
    }
  });
}

/** weekendLottery: the next draw with the reader's tickets, and the last draw (drawn now if it is due). */
export async function loadWeekendLottery(db: Db, userId: number | null, now: number) {
  const { last, next } = weeksAt(now);
  const [drawn] = await db.select().from(lotteryDraws).where(eq(lotteryDraws.week, last));
  if (!drawn) await drawOnce(db, last, now);
  const [draw] = drawn ? [drawn] : await db.select().from(lotteryDraws).where(eq(lotteryDraws.week, last));
  const winners = await db
    .select({
      rank: lotteryWinners.rank,
      prize: lotteryWinners.prize,
      userId: lotteryWinners.userId,
      mobile: users.mobile,
      account: users.account,
    })
    .from(lotteryWinners)
    .innerJoin(users, eq(users.id, lotteryWinners.userId))
    .where(eq(lotteryWinners.week, last))
    .orderBy(asc(lotteryWinners.rank));
  const weekend = weekendOf(next);
  const { prizes } = await readPromo(db, 'weekendLottery');
  return {
    weekendLottery: {
      ...weekend,
      prizes,
      tickets: userId === null ? null : await ticketsOf(db, next, userId),
      last: draw
        ? {
            drawTime: weekendOf(last).drawTime,
            tickets: draw.tickets,
            players: draw.players,
            winners: winners.map((winner) => ({
              rank: winner.rank,
              name: maskWinner(winner.mobile || null, winner.account),
              prize: winner.prize,
              me: winner.userId === userId,
            })),
          }
        : null,
    },
  };
}
