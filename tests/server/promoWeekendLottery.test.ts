import { and, eq, like } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { saturdayOf, weekendOf, weeksAt } from '../../server/activity/weekendLottery';
import { ledger, lotteryDraws, lotteryWinners } from '../../server/db/schema';
import { post } from '../../server/ledger';
import { LOTTERY_PRIZES, maskWinner } from '../../src/api/contract/promotions';
import { parseAnswer, setupServer } from './harness';
import { walletTools } from './walletTools';

const server = setupServer({ testControls: true, seed: { games: 20 } });
const w = walletTools(server);
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
let bets = 0;

/** A bet of `amount` hundredths by `account` at time `at`, as a game round posts it. */
async function betAt(account: string, amount: number, at: number) {
  const user = await w.user(account);
  bets += 1;
  await server.conn.db.transaction((tx) =>
    post(tx, { userId: user.id, amount: -amount, kind: 'game:bet', ref: `lottery-test-${bets}`, at }),
  );
}

const lottery = async (token?: string) =>
  parseAnswer('weekendLottery', (await server.call('weekendLottery', {}, token ? { token } : {})).json).weekendLottery;

/** A weekend wholly in the future: no seeded bet falls in it, whatever the day the tests run. */
const futureWeek = () => weeksAt(Date.now()).next + 7;

describe('weekend lottery (weekendLottery)', () => {
  beforeEach(async () => {
    await w.start();
  });

  it('runs from Saturday 00:00 to Monday 00:00 Manila and draws on Monday 20:00 Manila', () => {
    for (const day of [20_000, 20_001, 20_002, 20_003, 20_004, 20_005, 20_006]) {
      const saturday = saturdayOf(day);
      expect(day - saturday).toBeGreaterThanOrEqual(0);
      expect(day - saturday).toBeLessThan(7);
      const { startTime, endTime, drawTime } = weekendOf(saturday);
      const manila = (ms: number) => new Date(ms + 8 * HOUR);
      expect([manila(startTime).getUTCDay(), manila(startTime).getUTCHours()]).toEqual([6, 0]);
      expect([manila(endTime).getUTCDay(), manila(endTime).getUTCHours()]).toEqual([1, 0]);
      expect([manila(drawTime).getUTCDay(), manila(drawTime).getUTCHours()]).toEqual([1, 20]);
    }
    // Just before a draw the previous weekend is the last one; at the draw time this one is.
    const { drawTime } = weekendOf(saturdayOf(20_000));
    expect(weeksAt(drawTime - 1).last).toBe(saturdayOf(20_000) - 7);
    expect(weeksAt(drawTime).last).toBe(saturdayOf(20_000));
  });

  it('counts one ticket per ₱100 of bets made on the Manila weekend only (the edges included and excluded)', async () => {
    const week = futureWeek();
    const { startTime, endTime } = weekendOf(week);
    await betAt('demo', 20_000, startTime - 1); // Friday 23:59:59.999 Manila: not the weekend
    await betAt('demo', 25_000, startTime); // Saturday 00:00 Manila
    await betAt('demo', 10_000, endTime - DAY); // Sunday 00:00
    await betAt('demo', 9_999, endTime - 1); // Sunday 23:59:59.999
    await betAt('demo', 30_000, endTime); // Monday 00:00: not the weekend
    // Seen from the Saturday: this weekend's tickets so far, floor(449.99 / 100).
    await w.setClock(startTime + HOUR - Date.now());
    const token = await server.login('demo');
    const state = await lottery(token);
    expect(state).toMatchObject({ startTime, endTime, tickets: 4 });
    // A guest has no tickets to show.
    expect((await lottery()).tickets).toBeNull();
    await w.setClock(0);
  });

  it('draws once under 50 concurrent reads after the draw time and pays each prize once, through the ledger', async () => {
    const week = futureWeek();
    const { startTime, drawTime } = weekendOf(week);
    await betAt('demo', 30_000, startTime + HOUR);
    await betAt('9171234567', 10_000, startTime + DAY);
    const demo = await w.user('demo');
    const other = await w.user('9171234567');
    const coinBefore = { demo: await w.coin('demo'), other: await w.coin('9171234567') };

    // Before the draw time nothing is drawn: the weekend is the next draw.
    await w.setClock(drawTime - 1_000 - Date.now());
    expect((await lottery()).drawTime).toBe(drawTime);
    expect(await server.conn.db.select().from(lotteryDraws).where(eq(lotteryDraws.week, week))).toEqual([]);

    await w.setClock(drawTime + 1_000 - Date.now());
    const token = await server.login('demo');
    const answers = await Promise.all(Array.from({ length: 50 }, (_, i) => lottery(i % 2 ? token : undefined)));
    const draws = await server.conn.db.select().from(lotteryDraws).where(eq(lotteryDraws.week, week));
    expect(draws).toMatchObject([{ week, tickets: 4, players: 2 }]);
    const winners = await server.conn.db.select().from(lotteryWinners).where(eq(lotteryWinners.week, week));
    // Two players with tickets: both win, once each, the first two prizes.
    expect(winners.map((row) => row.rank).sort()).toEqual([1, 2]);
    expect(new Set(winners.map((row) => row.userId))).toEqual(new Set([demo.id, other.id]));
    const prizeOf = (userId: number) => winners.find((row) => row.userId === userId)?.prize ?? 0;
    expect(prizeOf(demo.id) + prizeOf(other.id)).toBe(LOTTERY_PRIZES[0]! + LOTTERY_PRIZES[1]!);

    // Every reader saw the same draw; the list masks who won.
    const expected = winners
      .sort((a, b) => a.rank - b.rank)
      .map((row) => ({
        rank: row.rank,
        prize: row.prize,
        name: row.userId === demo.id ? maskWinner(null, 'demo') : '0917****567',
      }));
    for (const answer of answers) {
      expect(answer.last?.winners.map(({ rank, prize, name }) => ({ rank, prize, name }))).toEqual(expected);
    }
    expect(answers.find((answer) => answer.last?.winners.some((winner) => winner.me))).toBeDefined();

    // Paid once each: one ledger row per prize, and reading again pays nothing more.
    await lottery(token);
    const paid = await server.conn.db
      .select()
      .from(ledger)
      .where(and(eq(ledger.kind, 'activity'), like(ledger.ref, `%:weekendLottery:${week}:%`)));
    expect(paid).toHaveLength(2);
    expect(await w.coin('demo')).toBe(coinBefore.demo + prizeOf(demo.id));
    expect(await w.coin('9171234567')).toBe(coinBefore.other + prizeOf(other.id));
    await w.setClock(0);
  });

  it('masks a winner: a mobile as 0917****567, else the account', () => {
    expect(maskWinner('9171234567', 'x')).toBe('0917****567');
    expect(maskWinner('09171234123', 'x')).toBe('0917****123');
    expect(maskWinner(null, 'juandelacruz')).toBe('ju****uz');
    expect(maskWinner('', 'ana')).toBe('a****');
  });

  it('a weekend without bets is drawn with no winners', async () => {
    const week = futureWeek() + 7;
    await w.setClock(weekendOf(week).drawTime - Date.now());
    const state = await lottery();
    expect(state.last).toEqual({ drawTime: weekendOf(week).drawTime, tickets: 0, players: 0, winners: [] });
    await w.setClock(0);
  });
});
