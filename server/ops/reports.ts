import { and, eq, gte, inArray, lt, type SQL, sql } from 'drizzle-orm';
import type {
  BonusCost,
  BonusDay,
  BonusFigures,
  BonusReport,
  BusinessReport,
  ReportDay,
  ReportFigures,
} from '../../src/api/contract/opsReports';
import type { Db, Tx } from '../db/connect';
import { ledger, users } from '../db/schema';
import { bonusTitle } from '../handlers/tickers';
import { RETURNED_KIND } from '../wallet/deposits';
import { OpsError } from './errors';

/**
 * The business report (/ops/reports, finance and admin; docs/ops.md "Reports"): per Manila day and over a range,
 * every figure read from the ledger (coin balance, integer hundredths) so that it reconciles with it row for row:
 * - deposits: 'recharge' credits less 'recharge:returned' (a deposit of an excluded person, booked in and straight
 *   back out in one commit, nets to nothing);
 * - withdrawals: amounts held for withdrawal ('withdraw:hold') less those given back ('withdraw:return': rejected,
 *   or the payout failed), each on the day of its own ledger row; net cash is deposits less withdrawals;
 * - bets ('game:bet', negated), wins ('game:win'), gross gaming revenue = bets − wins;
 * - bonus cost per promotion: coin paid by claims ('activity', named by the claim in its ref), deposit coupons
 *   ('coupon') and points exchanged into coin ('points:exchange'); points themselves cost nothing until exchanged;
 * - players: new (registered that day), depositing (a deposit not returned), active (placed a bet). Over the range
 *   they are counted once each, so a range's player figures are not the sum of its days.
 * Seed money and test credits are no business and are left out.
 *
 * The bonus-cost report (/ops/bonus-cost, marketing too) is the bonus part alone, read by the same query and summed
 * by the same code (`addBonus`), so its cost equals the business report's to the hundredth; with it the payouts
 * (ledger rows) and the distinct players each promotion reached. It never reads or answers a cash figure.
 */
export const REPORT_MAX_DAYS = 366;

const DAY_MS = 86_400_000;
/** Manila keeps UTC+8 all year (no daylight saving). */
const MANILA_OFFSET_MS = 8 * 3_600_000;

/** The ledger kinds the report reads, and what each counts toward. */
export const REPORT_KINDS = {
  deposit: ['recharge', RETURNED_KIND],
  withdrawal: ['withdraw:hold', 'withdraw:return'],
  bet: ['game:bet'],
  win: ['game:win'],
  bonus: ['activity', 'coupon', 'points:exchange'],
} as const;

const ALL_KINDS: readonly string[] = Object.values(REPORT_KINDS).flat();

export type {
  BonusDay,
  BonusFigures,
  BonusReport,
  BusinessReport,
  ReportDay,
  ReportFigures,
} from '../../src/api/contract/opsReports';

export interface ReportRange {
  from: string;
  to: string;
}

const manilaDay = (at: number) => Math.floor((at + MANILA_OFFSET_MS) / DAY_MS);
const dateOfDay = (day: number) => new Date(day * DAY_MS).toISOString().slice(0, 10);

/** The Manila day number of a YYYY-MM-DD date, or null when it is not a real date. */
function dayOfDate(text: string): number | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return null;
  const at = Date.parse(`${text}T00:00:00Z`);
  if (Number.isNaN(at) || new Date(at).toISOString().slice(0, 10) !== text) return null;
  return at / DAY_MS;
}

/**
 * Checks a range asked for (query strings `from` and `to`, Manila dates): both real dates, from ≤ to, at most
 * REPORT_MAX_DAYS days, ending today (Manila, by `now`) at the latest. A clear 400 otherwise.
 */
export function parseRange(from: string | undefined, to: string | undefined, now: number): ReportRange {
  const first = dayOfDate(from ?? '');
  const last = dayOfDate(to ?? '');
  if (first === null || last === null) throw new OpsError(400, 'Give the range as from and to dates (YYYY-MM-DD).');
  if (first > last) throw new OpsError(400, 'The range starts after it ends: from must be on or before to.');
  if (last - first + 1 > REPORT_MAX_DAYS) throw new OpsError(400, `A report covers at most ${REPORT_MAX_DAYS} days.`);
  if (last > manilaDay(now)) throw new OpsError(400, 'The range ends today (Manila time) at the latest.');
  return { from: from as string, to: to as string };
}

const emptyFigures = (): ReportFigures => ({
  deposits: 0,
  withdrawals: 0,
  netCash: 0,
  bets: 0,
  wins: 0,
  ggr: 0,
  bonusCost: 0,
  bonus: {},
  newPlayers: 0,
  depositingPlayers: 0,
  activePlayers: 0,
});

/** The Manila day of a timestamp column, as a day number (days since 1970-01-01 in Manila). */
const manilaDayOf = (column: typeof ledger.createdAt | typeof users.createdAt) =>
  sql<number>`floor(extract(epoch from ${column} + interval '8 hours') / 86400)::int`;

/** The promotion a bonus row pays for: an activity ref reads `user:{id}:{claim}:…` (server/activity/payout.ts). */
const promotionOf = sql<string>`CASE ${ledger.kind} WHEN 'activity' THEN split_part(${ledger.ref}, ':', 3)
  WHEN 'coupon' THEN 'coupon' WHEN 'points:exchange' THEN 'pointsExchange' ELSE '' END`;

/** A promotion's name as the bonus ticker gives it to players (server/handlers/tickers.ts). */
function promotionName(promotion: string): string {
  if (promotion === 'coupon') return bonusTitle('coupon', '');
  if (promotion === 'pointsExchange') return 'Points exchanged';
  return bonusTitle('activity', `user:0:${promotion}`);
}

/** Adds a bonus row group to the bonus cost: the one place either report sums it. */
function addBonus(figures: BonusCost, promotion: string, amount: number): void {
  figures.bonusCost += amount;
  const name = promotion || 'other';
  figures.bonus[name] = (figures.bonus[name] ?? 0) + amount;
}

function addMoney(figures: ReportFigures, kind: string, promotion: string, amount: number): void {
  if ((REPORT_KINDS.deposit as readonly string[]).includes(kind)) figures.deposits += amount;
  else if ((REPORT_KINDS.withdrawal as readonly string[]).includes(kind)) figures.withdrawals -= amount;
  else if (kind === 'game:bet') figures.bets -= amount;
  else if (kind === 'game:win') figures.wins += amount;
  else addBonus(figures, promotion, amount);
}

function settle(figures: ReportFigures): void {
  figures.netCash = figures.deposits - figures.withdrawals;
  figures.ggr = figures.bets - figures.wins;
}

/** Distinct players of some ledger rows in [start, end): per day and over the whole range. */
async function countPlayers(tx: Tx, where: SQL | undefined, start: Date, end: Date) {
  const within = and(gte(ledger.createdAt, start), lt(ledger.createdAt, end), where);
  const day = manilaDayOf(ledger.createdAt);
  const perDay = await tx
    .select({ day, n: sql<number>`count(distinct ${ledger.userId})`.mapWith(Number) })
    .from(ledger)
    .where(within)
    .groupBy(day);
  const [all] = await tx
    .select({ n: sql<number>`count(distinct ${ledger.userId})`.mapWith(Number) })
    .from(ledger)
    .where(within);
  return { perDay: new Map(perDay.map((r) => [Number(r.day), r.n])), total: all?.n ?? 0 };
}

/** A checked range's Manila day numbers and the instants it runs between, [start, end). */
function windowOf(range: ReportRange) {
  const first = dayOfDate(range.from) as number;
  const last = dayOfDate(range.to) as number;
  return {
    first,
    last,
    start: new Date(first * DAY_MS - MANILA_OFFSET_MS),
    end: new Date((last + 1) * DAY_MS - MANILA_OFFSET_MS),
  };
}

/**
 * The coin ledger rows of some report kinds in [start, end), summed per Manila day, kind and promotion, with how
 * many rows (payouts, for a bonus) and distinct players each group holds. Both reports read their money here.
 */
function moneyRows(tx: Tx, kinds: readonly string[], start: Date, end: Date) {
  const day = manilaDayOf(ledger.createdAt);
  return tx
    .select({
      day,
      kind: ledger.kind,
      promotion: promotionOf,
      amount: sql<number>`sum(${ledger.amount})`.mapWith(Number),
      rows: sql<number>`count(*)`.mapWith(Number),
      players: sql<number>`count(distinct ${ledger.userId})`.mapWith(Number),
    })
    .from(ledger)
    .where(
      and(
        eq(ledger.balance, 'coin'),
        inArray(ledger.kind, [...kinds]),
        gte(ledger.createdAt, start),
        lt(ledger.createdAt, end),
      ),
    )
    .groupBy(day, ledger.kind, promotionOf);
}

/** The promotions paid, by cost (highest first), and the players' names for them. */
function promotionsOf(totals: BonusCost) {
  const promotions = Object.entries(totals.bonus)
    .sort(([a, x], [b, y]) => y - x || a.localeCompare(b))
    .map(([name]) => name);
  return { promotions, promotionNames: Object.fromEntries(promotions.map((p) => [p, promotionName(p)])) };
}

/** The report of a checked range (parseRange), read in one snapshot so the totals and the days agree. */
export async function businessReport(db: Db, range: ReportRange): Promise<BusinessReport> {
  const { first, last, start, end } = windowOf(range);

  return db.transaction(
    async (tx) => {
      const money = await moneyRows(tx, ALL_KINDS, start, end);

      // A deposit counts its player unless it was returned (the same order booked straight back out).
      const depositing = await countPlayers(
        tx,
        and(
          eq(ledger.kind, 'recharge'),
          eq(ledger.balance, 'coin'),
          sql`NOT EXISTS (SELECT 1 FROM ledger r WHERE r.kind = ${RETURNED_KIND} AND r.ref = ${ledger.ref})`,
        ),
        start,
        end,
      );
      const active = await countPlayers(tx, and(eq(ledger.kind, 'game:bet'), eq(ledger.balance, 'coin')), start, end);

      const registeredDay = manilaDayOf(users.createdAt);
      const registered = await tx
        .select({ day: registeredDay, n: sql<number>`count(*)`.mapWith(Number) })
        .from(users)
        .where(and(gte(users.createdAt, start), lt(users.createdAt, end)))
        .groupBy(registeredDay);

      const byDay = new Map<number, ReportDay>();
      for (let d = first; d <= last; d++) byDay.set(d, { day: dateOfDay(d), ...emptyFigures() });
      const totals = emptyFigures();
      for (const row of money) {
        const target = byDay.get(Number(row.day));
        if (!target) continue;
        addMoney(target, row.kind, row.promotion, row.amount);
        addMoney(totals, row.kind, row.promotion, row.amount);
      }
      for (const row of registered) {
        const target = byDay.get(Number(row.day));
        if (target) target.newPlayers = row.n;
        totals.newPlayers += row.n;
      }
      for (const [d, target] of byDay) {
        target.depositingPlayers = depositing.perDay.get(d) ?? 0;
        target.activePlayers = active.perDay.get(d) ?? 0;
        settle(target);
      }
      totals.depositingPlayers = depositing.total;
      totals.activePlayers = active.total;
      settle(totals);
      return {
        scope: 'business',
        from: range.from,
        to: range.to,
        days: [...byDay.values()],
        totals,
        ...promotionsOf(totals),
      };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}

const emptyBonus = (): BonusFigures => ({
  bonusCost: 0,
  bonus: {},
  payouts: 0,
  payoutsBy: {},
  players: 0,
  playersBy: {},
});

/**
 * The bonus-cost report of a checked range: the business report's bonus rows (the same query, kinds
 * REPORT_KINDS.bonus, the same sum) with their payouts and the distinct players paid, per day and over the range.
 * A player paid by two promotions counts once in `players`; over the range a player counts once too.
 */
export async function bonusReport(db: Db, range: ReportRange): Promise<BonusReport> {
  const { first, last, start, end } = windowOf(range);
  const paid = and(eq(ledger.balance, 'coin'), inArray(ledger.kind, [...REPORT_KINDS.bonus]));

  return db.transaction(
    async (tx) => {
      const money = await moneyRows(tx, REPORT_KINDS.bonus, start, end);
      const reached = await countPlayers(tx, paid, start, end);
      const perPromotion = await tx
        .select({ promotion: promotionOf, n: sql<number>`count(distinct ${ledger.userId})`.mapWith(Number) })
        .from(ledger)
        .where(and(paid, gte(ledger.createdAt, start), lt(ledger.createdAt, end)))
        .groupBy(promotionOf);

      const byDay = new Map<number, BonusDay>();
      for (let d = first; d <= last; d++) byDay.set(d, { day: dateOfDay(d), ...emptyBonus() });
      const totals = emptyBonus();
      for (const row of money) {
        const target = byDay.get(Number(row.day));
        if (!target) continue;
        const name = row.promotion || 'other';
        for (const figures of [target, totals]) {
          addBonus(figures, row.promotion, row.amount);
          figures.payouts += row.rows;
          figures.payoutsBy[name] = (figures.payoutsBy[name] ?? 0) + row.rows;
        }
        // A day's promotion is one group of the query (a promotion is paid by one kind): its players as counted.
        target.playersBy[name] = row.players;
      }
      for (const [d, target] of byDay) target.players = reached.perDay.get(d) ?? 0;
      totals.players = reached.total;
      for (const row of perPromotion) totals.playersBy[row.promotion || 'other'] = row.n;
      return {
        scope: 'bonus',
        from: range.from,
        to: range.to,
        days: [...byDay.values()],
        totals,
        ...promotionsOf(totals),
      };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}

/** Hundredths as pesos with two decimals, the CSV's money format. */
const pesos = (hundredths: number) => {
  const sign = hundredths < 0 ? '-' : '';
  const abs = Math.abs(hundredths);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
};

/**
 * One CSV cell. A spreadsheet runs a cell that starts with = + - @ (or a tab or carriage return) as a formula, so
 * such text is prefixed with an apostrophe; a plain number (a negative net cash, -12.50) is no formula and stays a
 * number. Cells with a comma, a quote or a line break are quoted.
 */
export function csvCell(value: string | number): string {
  let text = String(value);
  if (/^[=+\-@\t\r]/.test(text) && !/^-?\d+(\.\d+)?$/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** Rows of cells as CSV text: CRLF lines, the last one ended too. */
const csvText = (lines: readonly (readonly (string | number)[])[]) =>
  `${lines.map((cells) => cells.map(csvCell).join(',')).join('\r\n')}\r\n`;

/** The report as CSV: a header, one row per day, then the range's totals; amounts in pesos. */
export function reportCsv(report: BusinessReport): string {
  const header = [
    'day',
    'deposits',
    'withdrawals',
    'net_cash',
    'bets',
    'wins',
    'ggr',
    'bonus_cost',
    ...report.promotions.map((p) => `bonus:${p}`),
    'new_players',
    'depositing_players',
    'active_players',
  ];
  const row = (label: string, f: ReportFigures) => [
    label,
    pesos(f.deposits),
    pesos(f.withdrawals),
    pesos(f.netCash),
    pesos(f.bets),
    pesos(f.wins),
    pesos(f.ggr),
    pesos(f.bonusCost),
    ...report.promotions.map((p) => pesos(f.bonus[p] ?? 0)),
    f.newPlayers,
    f.depositingPlayers,
    f.activePlayers,
  ];
  return csvText([header, ...report.days.map((d) => row(d.day, d)), row('total', report.totals)]);
}

/**
 * The bonus-cost report as CSV, for marketing's spreadsheet: a header, one row per day, then the range's totals;
 * the cost in pesos, then per promotion its cost, payouts and players. No cash figure is in it.
 */
export function bonusCsv(report: BonusReport): string {
  const header = [
    'day',
    'bonus_cost',
    'payouts',
    'players',
    ...report.promotions.flatMap((p) => [`bonus:${p}`, `payouts:${p}`, `players:${p}`]),
  ];
  const row = (label: string, f: BonusFigures) => [
    label,
    pesos(f.bonusCost),
    f.payouts,
    f.players,
    ...report.promotions.flatMap((p) => [pesos(f.bonus[p] ?? 0), f.payoutsBy[p] ?? 0, f.playersBy[p] ?? 0]),
  ];
  return csvText([header, ...report.days.map((d) => row(d.day, d)), row('total', report.totals)]);
}
