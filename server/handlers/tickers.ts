import { and, desc, eq, gt, inArray, lte } from 'drizzle-orm';
import type { DataOf } from '../../src/api/contract/map';
import type { Db } from '../db/connect';
import { bigWins, ledger, users } from '../db/schema';
import { BIG_WIN_WINDOW_MS } from '../game/rules';
import { createRng, type Rng } from '../seed/random';

/** Globe and Smart mobile prefixes after the leading 09. */
const PREFIXES = [
  '05',
  '06',
  '15',
  '16',
  '17',
  '18',
  '19',
  '26',
  '27',
  '35',
  '45',
  '55',
  '56',
  '66',
  '77',
  '95',
  '96',
  '97',
  '98',
  '99',
];

/** `0917****567`: the middle four digits are never sent. A stable stand-in for a player with no mobile bound. */
export function maskedPhone(rng: Rng): string {
  return `09${rng.pick(PREFIXES)}****${rng.digits(3)}`;
}

/** A player's phone as the ticker shows it: `9171234567` → `0917****567`; no mobile → a stable made-up one. */
export function maskPlayerPhone(userId: number, mobile: string): string {
  if (/^9\d{9}$/.test(mobile)) return `0${mobile.slice(0, 3)}****${mobile.slice(-3)}`;
  return maskedPhone(createRng(`player-phone:${userId}`));
}

type BigWin = DataOf<'lobbyTips'>['jackpotList'][number];

/** Most entries in the big-win ticker (real wins only). */
export const JACKPOT_LIST_SIZE = 20;

/** Real big wins of the demo game within BIG_WIN_WINDOW_MS, newest first. */
export async function recentBigWins(db: Db, now: number): Promise<BigWin[]> {
  const rows = await db
    .select({
      userId: bigWins.userId,
      mobile: users.mobile,
      gameId: bigWins.gameId,
      amount: bigWins.amount,
      wonAt: bigWins.wonAt,
    })
    .from(bigWins)
    .innerJoin(users, eq(users.id, bigWins.userId))
    .where(and(gt(bigWins.wonAt, new Date(now - BIG_WIN_WINDOW_MS)), lte(bigWins.wonAt, new Date(now))))
    .orderBy(desc(bigWins.wonAt), desc(bigWins.id))
    .limit(JACKPOT_LIST_SIZE);
  return rows.map((r) => ({
    phone: maskPlayerPhone(r.userId, r.mobile),
    gameId: r.gameId,
    amount: r.amount,
    timestamp: r.wonAt.getTime(),
  }));
}

type NewYearEntry = DataOf<'lobbyTips'>['newYearList'][number];

/** Real new-year openings (server/activity/newYear.ts), newest first, as the ticker shows them (phones masked). */
export const newYearEntries = (
  rows: readonly { userId: number; mobile: string; amount: number; at: Date }[],
): NewYearEntry[] =>
  rows.map((row) => ({
    phone: maskPlayerPhone(row.userId, row.mobile),
    amount: row.amount,
    timestamp: row.at.getTime(),
  }));

/**
 * The big-win ticker (jackpotList) holds real wins of the demo game only, newest first: no win, no ticker (the app
 * hides it). newYearList holds real new-year openings only (docs/promotions.md "New Year").
 */
export function lobbyTips(real: readonly BigWin[] = [], newYear: readonly NewYearEntry[] = []): DataOf<'lobbyTips'> {
  const jackpotList = [...real].sort((a, b) => b.timestamp - a.timestamp).slice(0, JACKPOT_LIST_SIZE);
  return { jackpotList, newYearList: [...newYear] };
}

type BonusEntry = DataOf<'getBonusTickers'>['list'][number];

/** Most entries in the bonus ticker. */
export const BONUS_TICKER_SIZE = 20;

/**
 * Ledger kinds that are bonus payouts: 'activity' (every promotion, task, mail and rebate claim, through
 * server/activity/payout.ts) and 'coupon' (a deposit coupon's bonus). Deposits, wins, refunds and transfers are not.
 */
export const BONUS_LEDGER_KINDS = ['activity', 'coupon'] as const;

/** What the player sees for each claim, by the first part of the claim's ref (server/activity/payout.ts). */
const BONUS_TITLES: Readonly<Record<string, string>> = {
  agent: 'Agent Commission',
  agent5: 'Agent Rewards',
  agentCount: 'Agent Invite Bonus',
  cashBonus: 'Cash Bonus',
  christmas: 'Christmas',
  depositStreak: 'Deposit Streak',
  festival: 'Red Packet',
  firstCharge: 'First Deposit Bonus',
  follow: 'Follow Reward',
  freeSign: 'Daily Sign-in',
  invite: 'Invite Friends',
  inviteSpin: 'Invite Spin',
  ladderRecharge: 'Deposit Ladder',
  loginPay: 'Login Bonus',
  mail: 'Mail Reward',
  newYear: 'New Year',
  supply: 'Supply',
  task: 'Task Reward',
  updateBonus: 'App Bonus',
  vipRebate: 'VIP Rebate',
  weekendLottery: 'Weekend Lottery',
};

/** The ticker's title of a bonus ledger row: an activity ref reads `user:{id}:{claim}:…:{itemId}`. */
export function bonusTitle(kind: string, ref: string): string {
  if (kind === 'coupon') return 'Deposit Coupon';
  const claim = ref.split(':')[2] ?? '';
  return BONUS_TITLES[claim] ?? 'Bonus';
}

/**
 * The bonus ticker: real coin bonuses the ledger paid within the last BIG_WIN_WINDOW_MS (the same day-long window
 * as the big-win ticker) up to `now` (the server's clock), newest first, each player's phone masked. No payout,
 * an empty list: the app shows nothing then.
 */
export async function recentBonusPayouts(db: Db, now: number): Promise<DataOf<'getBonusTickers'>> {
  const rows = await db
    .select({
      userId: ledger.userId,
      mobile: users.mobile,
      kind: ledger.kind,
      ref: ledger.ref,
      amount: ledger.amount,
      at: ledger.createdAt,
    })
    .from(ledger)
    .innerJoin(users, eq(users.id, ledger.userId))
    .where(
      and(
        inArray(ledger.kind, [...BONUS_LEDGER_KINDS]),
        eq(ledger.balance, 'coin'),
        gt(ledger.amount, 0),
        gt(ledger.createdAt, new Date(now - BIG_WIN_WINDOW_MS)),
        lte(ledger.createdAt, new Date(now)),
      ),
    )
    .orderBy(desc(ledger.createdAt), desc(ledger.id))
    .limit(BONUS_TICKER_SIZE);
  const list: BonusEntry[] = rows.map((r) => ({
    phone: maskPlayerPhone(r.userId, r.mobile),
    title: bonusTitle(r.kind, r.ref),
    amount: r.amount,
    timestamp: r.at.getTime(),
  }));
  return { list };
}
