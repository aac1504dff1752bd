import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { ledger, users } from '../../server/db/schema';
import { type BalanceName, post } from '../../server/ledger';
import {
  type BonusReport,
  type BusinessReport,
  csvCell,
  REPORT_KINDS,
  type ReportFigures,
} from '../../server/ops/reports';
import { setupServer } from './harness';
import { opsTools } from './opsTools';

/**
 * The business report (/ops/reports): a known set of movements over three Manila days, several a millisecond either
 * side of Manila midnight, read back per day and over the range; the figures are also summed independently from the
 * ledger rows and compared. Range checks, the CSV and who may read it. The bonus-cost report (marketing): the same
 * bonus cost as the business report, its payouts and players, and no cash figure in its answer or its CSV.
 */
/** A Manila wall-clock moment (UTC+8) as epoch ms. */
const manila = (local: string) => Date.parse(`${local}+08:00`);
const NOW = manila('2031-03-10T12:00:00');
const server = setupServer({ seed: { games: 20 }, clock: () => NOW });
const ops = opsTools(server);

interface Move {
  who: 'p1' | 'p2' | 'p3';
  kind: string;
  ref: string;
  amount: number;
  at: string;
  balance?: BalanceName;
}

/** Who registered when (Manila): p2 at midnight exactly, p3 the millisecond before the range. */
const PLAYERS = {
  p1: '2031-03-07T10:00:00',
  p2: '2031-03-08T00:00:00',
  p3: '2031-03-06T23:59:59.999',
} as const;

const MOVES: Move[] = [
  // Starting money, no business of the report.
  { who: 'p1', kind: 'seed', ref: 'r:p1', amount: 1_000_000, at: '2031-03-07T10:00:00' },
  { who: 'p2', kind: 'seed', ref: 'r:p2', amount: 1_000_000, at: '2031-03-08T00:00:00' },
  { who: 'p3', kind: 'seed', ref: 'r:p3', amount: 1_000_000, at: '2031-03-06T23:59:59.999' },
  { who: 'p3', kind: 'test:credit', ref: 'r:t', amount: 100, at: '2031-03-08T10:00:00' },
  // 7 March: p1's deposit and its first-deposit bonus in the last millisecond of the day.
  { who: 'p1', kind: 'recharge', ref: 'R1', amount: 50_000, at: '2031-03-07T23:59:59.999' },
  { who: 'p1', kind: 'activity', ref: 'user:1:firstCharge:1:2001', amount: 10_000, at: '2031-03-07T23:59:59.999' },
  // p3's deposit the day before the range: outside it.
  { who: 'p3', kind: 'recharge', ref: 'R0', amount: 5_000, at: '2031-03-06T23:59:59.999' },
  // 8 March from its first millisecond: p1 plays and wins, asks for a withdrawal; p2 deposits (one returned).
  { who: 'p1', kind: 'game:bet', ref: 'B1', amount: -2_000, at: '2031-03-08T00:00:00' },
  { who: 'p1', kind: 'game:win', ref: 'B1', amount: 3_500, at: '2031-03-08T00:00:00' },
  { who: 'p1', kind: 'withdraw:hold', ref: 'W1', amount: -20_000, at: '2031-03-08T12:00:00' },
  { who: 'p2', kind: 'recharge', ref: 'R2', amount: 30_000, at: '2031-03-08T08:00:00' },
  { who: 'p2', kind: 'coupon', ref: 'R2', amount: 1_500, at: '2031-03-08T08:00:00' },
  { who: 'p2', kind: 'recharge', ref: 'R3', amount: 10_000, at: '2031-03-08T09:00:00' },
  { who: 'p2', kind: 'recharge:returned', ref: 'R3', amount: -10_000, at: '2031-03-08T09:00:00' },
  // 9 March: p1's withdrawal rejected (the hold comes back), p2 bets and withdraws, exchanges points; p3's
  // returned deposit (not a depositing player) and a sign-in bonus in the day's last millisecond.
  { who: 'p1', kind: 'withdraw:return', ref: 'W1', amount: 20_000, at: '2031-03-09T09:00:00' },
  { who: 'p2', kind: 'game:bet', ref: 'B2', amount: -5_000, at: '2031-03-09T01:00:00' },
  { who: 'p2', kind: 'withdraw:hold', ref: 'W2', amount: -10_000, at: '2031-03-09T10:00:00' },
  {
    who: 'p2',
    kind: 'activity',
    ref: 'user:2:task:1:2002',
    amount: 500,
    at: '2031-03-09T11:00:00',
    balance: 'lottery',
  },
  { who: 'p2', kind: 'points:exchange', ref: 'X1', amount: -500, at: '2031-03-09T11:05:00', balance: 'lottery' },
  { who: 'p2', kind: 'points:exchange', ref: 'X1', amount: 50, at: '2031-03-09T11:05:00' },
  { who: 'p3', kind: 'recharge', ref: 'R5', amount: 7_000, at: '2031-03-09T15:00:00' },
  { who: 'p3', kind: 'recharge:returned', ref: 'R5', amount: -7_000, at: '2031-03-09T15:00:00' },
  { who: 'p3', kind: 'activity', ref: 'user:3:freeSign:9:2001', amount: 200, at: '2031-03-09T23:59:59.999' },
  // 10 March, first millisecond: after the range.
  { who: 'p3', kind: 'activity', ref: 'user:3:freeSign:10:2001', amount: 300, at: '2031-03-10T00:00:00' },
];

const figures = (f: Partial<ReportFigures>): ReportFigures => ({
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
  ...f,
});

let finance = '';

beforeAll(async () => {
  const db = server.conn.db;
  const ids: Record<string, number> = {};
  for (const [who, at] of Object.entries(PLAYERS)) {
    const [row] = await db
      .insert(users)
      .values({
        uuid: randomUUID(),
        account: `report_${who}`,
        passwordHash: 'unused',
        nickname: who,
        inviteCode: `RPT${who}`,
        createdAt: new Date(manila(at)),
      })
      .returning({ id: users.id });
    ids[who] = row!.id;
  }
  for (const move of MOVES) {
    await db.transaction((tx) =>
      post(tx, {
        userId: ids[move.who]!,
        amount: move.amount,
        kind: move.kind,
        ref: move.ref,
        at: manila(move.at),
        ...(move.balance ? { balance: move.balance } : {}),
      }),
    );
  }
  finance = await ops.session('finance', NOW);
});

async function report(from: string, to: string, token = finance) {
  return ops.get(`/reports?from=${from}&to=${to}`, token);
}

describe('business report', () => {
  it('sums each Manila day from the ledger, midnight by Manila time, and the range counts a player once', async () => {
    const res = await report('2031-03-07', '2031-03-09');
    expect(res.status).toBe(200);
    const { days, totals, promotions } = res.json.report as BusinessReport;
    expect(days).toEqual([
      {
        day: '2031-03-07',
        ...figures({
          deposits: 50_000,
          netCash: 50_000,
          bonusCost: 10_000,
          bonus: { firstCharge: 10_000 },
          newPlayers: 1,
          depositingPlayers: 1,
        }),
      },
      {
        day: '2031-03-08',
        ...figures({
          deposits: 30_000,
          withdrawals: 20_000,
          netCash: 10_000,
          bets: 2_000,
          wins: 3_500,
          ggr: -1_500,
          bonusCost: 1_500,
          bonus: { coupon: 1_500 },
          newPlayers: 1,
          depositingPlayers: 1,
          activePlayers: 1,
        }),
      },
      {
        day: '2031-03-09',
        // The hold given back today outweighs today's new one: withdrawals net to −₱100.
        ...figures({
          withdrawals: -10_000,
          netCash: 10_000,
          bets: 5_000,
          ggr: 5_000,
          bonusCost: 250,
          bonus: { freeSign: 200, pointsExchange: 50 },
          activePlayers: 1,
        }),
      },
    ]);
    expect(totals).toEqual(
      figures({
        deposits: 80_000,
        withdrawals: 10_000,
        netCash: 70_000,
        bets: 7_000,
        wins: 3_500,
        ggr: 3_500,
        bonusCost: 11_750,
        bonus: { firstCharge: 10_000, coupon: 1_500, freeSign: 200, pointsExchange: 50 },
        newPlayers: 2,
        depositingPlayers: 2,
        activePlayers: 2,
      }),
    );
    expect(promotions).toEqual(['firstCharge', 'coupon', 'freeSign', 'pointsExchange']);
    expect((res.json.report as BusinessReport).promotionNames).toEqual({
      firstCharge: 'First Deposit Bonus',
      coupon: 'Deposit Coupon',
      freeSign: 'Daily Sign-in',
      pointsExchange: 'Points exchanged',
    });
  });

  it('reconciles with the ledger: each day equals the sums of its rows, bucketed here by Manila date', async () => {
    const rows = await server.conn.db.select().from(ledger);
    const res = await report('2031-03-06', '2031-03-10');
    const { days, totals } = res.json.report as BusinessReport;
    const dateOf = (at: Date) => new Date(at.getTime() + 8 * 3_600_000).toISOString().slice(0, 10);
    const sum = (day: string | null, kinds: readonly string[]) =>
      rows
        .filter((r) => r.balance === 'coin' && kinds.includes(r.kind))
        .filter((r) => (day === null ? days.some((d) => d.day === dateOf(r.createdAt)) : dateOf(r.createdAt) === day))
        .reduce((n, r) => n + r.amount, 0);
    for (const d of [...days, { ...totals, day: null }]) {
      const label = d.day ?? 'total';
      expect({ label, deposits: d.deposits }).toEqual({ label, deposits: sum(d.day, REPORT_KINDS.deposit) });
      expect({ label, withdrawals: d.withdrawals }).toEqual({
        label,
        withdrawals: 0 - sum(d.day, REPORT_KINDS.withdrawal),
      });
      expect({ label, bets: d.bets }).toEqual({ label, bets: 0 - sum(d.day, REPORT_KINDS.bet) });
      expect({ label, wins: d.wins }).toEqual({ label, wins: sum(d.day, REPORT_KINDS.win) });
      expect({ label, bonus: d.bonusCost }).toEqual({ label, bonus: sum(d.day, REPORT_KINDS.bonus) });
      expect(Object.values(d.bonus).reduce((n, v) => n + v, 0)).toBe(d.bonusCost);
    }
    // The edges moved in: 6 March holds p3's deposit, 10 March the sign-in bonus after midnight.
    expect(days.map((d) => [d.day, d.deposits, d.bonusCost])).toEqual([
      ['2031-03-06', 5_000, 0],
      ['2031-03-07', 50_000, 10_000],
      ['2031-03-08', 30_000, 1_500],
      ['2031-03-09', 0, 250],
      ['2031-03-10', 0, 300],
    ]);
  });

  it('refuses a range it cannot read with a clear 400', async () => {
    const cases: [string, string, string][] = [
      ['', '2031-03-09', 'Give the range as from and to dates (YYYY-MM-DD).'],
      ['2031-02-30', '2031-03-09', 'Give the range as from and to dates (YYYY-MM-DD).'],
      ['2031-3-1', '2031-03-09', 'Give the range as from and to dates (YYYY-MM-DD).'],
      ['2031-03-09', '2031-03-08', 'The range starts after it ends: from must be on or before to.'],
      ['2030-03-09', '2031-03-10', 'A report covers at most 366 days.'],
      ['2031-03-09', '2031-03-11', 'The range ends today (Manila time) at the latest.'],
    ];
    for (const [from, to, error] of cases) {
      expect(await report(from, to).then((r) => [r.status, r.json.error])).toEqual([400, error]);
    }
    // 366 days ending today is the longest range.
    const longest = await report('2030-03-10', '2031-03-10');
    expect(longest.status).toBe(200);
    expect((longest.json.report as BusinessReport).days).toHaveLength(366);
  });

  it('downloads as CSV: header, one row per day, the totals; amounts in pesos; the export is audited', async () => {
    const res = await server.app.request('/ops-api/reports/csv?from=2031-03-07&to=2031-03-09', {
      headers: { Authorization: `Bearer ${finance}` },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="report-2031-03-07-to-2031-03-09.csv"');
    const lines = (await res.text()).split('\r\n');
    expect(lines.at(-1)).toBe('');
    expect(lines.slice(0, -1)).toEqual([
      'day,deposits,withdrawals,net_cash,bets,wins,ggr,bonus_cost,bonus:firstCharge,bonus:coupon,bonus:freeSign,' +
        'bonus:pointsExchange,new_players,depositing_players,active_players',
      '2031-03-07,500.00,0.00,500.00,0.00,0.00,0.00,100.00,100.00,0.00,0.00,0.00,1,1,0',
      '2031-03-08,300.00,200.00,100.00,20.00,35.00,-15.00,15.00,0.00,15.00,0.00,0.00,1,1,1',
      '2031-03-09,0.00,-100.00,100.00,50.00,0.00,50.00,2.50,0.00,0.00,2.00,0.50,0,0,1',
      'total,800.00,100.00,700.00,70.00,35.00,35.00,117.50,100.00,15.00,2.00,0.50,2,2,2',
    ]);
    const exported = (await ops.audit()).filter((r) => r.action === 'report.export' && r.target.startsWith('report:'));
    expect(exported.map((r) => [r.staffName, r.target])).toEqual([['finance', 'report:2031-03-07..2031-03-09']]);
  });

  it('keeps a spreadsheet from running a cell as a formula; plain numbers stay numbers', () => {
    expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(['+1', '-cmd', '@SUM(A1)', '\tx'].map(csvCell)).toEqual(["'+1", "'-cmd", "'@SUM(A1)", "'\tx"]);
    expect(['-12.50', '0.00', 7, -3].map(csvCell)).toEqual(['-12.50', '0.00', '7', '-3']);
    expect(csvCell('a,b')).toBe('"a,b"');
  });

  it('is for finance and admin; support and marketing are refused (403)', async () => {
    const admin = await ops.session('admin', NOW);
    expect((await report('2031-03-07', '2031-03-07', admin)).status).toBe(200);
    for (const name of ['support', 'marketing']) {
      const token = await ops.session(name, NOW);
      expect((await report('2031-03-07', '2031-03-07', token)).status).toBe(403);
      expect((await ops.get('/reports/csv?from=2031-03-07&to=2031-03-07', token)).status).toBe(403);
    }
  });
});

/** What marketing must never be sent: the house's cash, its play and the business's player counts. */
const CASH_FIGURES = [
  'deposits',
  'withdrawals',
  'netCash',
  'bets',
  'wins',
  'ggr',
  'newPlayers',
  'depositingPlayers',
  'activePlayers',
];

/** Every key anywhere in a JSON value. */
const keysOf = (value: unknown): string[] =>
  value === null || typeof value !== 'object'
    ? []
    : Object.entries(value).flatMap(([k, v]) => [...(Array.isArray(value) ? [] : [k]), ...keysOf(v)]);

describe('bonus-cost report', () => {
  let marketing = '';
  beforeAll(async () => {
    marketing = await ops.session('marketing', NOW);
  });
  const bonus = (from: string, to: string, token = marketing) => ops.get(`/reports/bonus?from=${from}&to=${to}`, token);

  it('gives marketing the bonus cost per promotion per day, the payouts and the players it reached', async () => {
    const res = await bonus('2031-03-07', '2031-03-09');
    expect(res.status).toBe(200);
    const { scope, days, totals, promotions, promotionNames } = res.json.report as BonusReport;
    expect(scope).toBe('bonus');
    expect(days).toEqual([
      {
        day: '2031-03-07',
        bonusCost: 10_000,
        bonus: { firstCharge: 10_000 },
        payouts: 1,
        payoutsBy: { firstCharge: 1 },
        players: 1,
        playersBy: { firstCharge: 1 },
      },
      {
        day: '2031-03-08',
        bonusCost: 1_500,
        bonus: { coupon: 1_500 },
        payouts: 1,
        payoutsBy: { coupon: 1 },
        players: 1,
        playersBy: { coupon: 1 },
      },
      {
        // p2's task paid points (the lottery balance): no cost until exchanged, and no payout here.
        day: '2031-03-09',
        bonusCost: 250,
        bonus: { freeSign: 200, pointsExchange: 50 },
        payouts: 2,
        payoutsBy: { freeSign: 1, pointsExchange: 1 },
        players: 2,
        playersBy: { freeSign: 1, pointsExchange: 1 },
      },
    ]);
    // p2 was paid on two days (a coupon, then an exchange): one player over the range, not two.
    expect(totals).toEqual({
      bonusCost: 11_750,
      bonus: { firstCharge: 10_000, coupon: 1_500, freeSign: 200, pointsExchange: 50 },
      payouts: 4,
      payoutsBy: { firstCharge: 1, coupon: 1, freeSign: 1, pointsExchange: 1 },
      players: 3,
      playersBy: { firstCharge: 1, coupon: 1, freeSign: 1, pointsExchange: 1 },
    });
    expect(promotions).toEqual(['firstCharge', 'coupon', 'freeSign', 'pointsExchange']);
    expect(promotionNames.firstCharge).toBe('First Deposit Bonus');
  });

  it('counts a player paid twice by one promotion once over the range, and each payout', async () => {
    const { totals } = (await bonus('2031-03-09', '2031-03-10')).json.report as BonusReport;
    expect([totals.bonus.freeSign, totals.payoutsBy.freeSign, totals.playersBy.freeSign]).toEqual([500, 2, 1]);
  });

  it("equals the business report's bonus cost day by day and over the range, to the hundredth", async () => {
    const admin = await ops.session('admin', NOW);
    const full = (await report('2031-03-06', '2031-03-10', admin)).json.report as BusinessReport;
    const cost = (await bonus('2031-03-06', '2031-03-10')).json.report as BonusReport;
    const part = (f: { bonusCost: number; bonus: Record<string, number> }) => [f.bonusCost, f.bonus];
    expect(cost.days.map((d) => [d.day, ...part(d)])).toEqual(full.days.map((d) => [d.day, ...part(d)]));
    expect(part(cost.totals)).toEqual(part(full.totals));
    expect([cost.promotions, cost.promotionNames]).toEqual([full.promotions, full.promotionNames]);
    expect(cost.totals.bonusCost).toBe(12_050);
  });

  it('sends marketing no cash figure, in the answer or in the CSV; the export is audited', async () => {
    const res = await bonus('2031-03-06', '2031-03-10');
    expect(keysOf(res.json).filter((k) => CASH_FIGURES.includes(k))).toEqual([]);
    // The test reads the keys for real: the business report carries every one of them.
    const full = await report('2031-03-06', '2031-03-10');
    expect(CASH_FIGURES.filter((k) => !keysOf(full.json).includes(k))).toEqual([]);

    const csv = await server.app.request('/ops-api/reports/bonus/csv?from=2031-03-08&to=2031-03-09', {
      headers: { Authorization: `Bearer ${marketing}` },
    });
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(csv.headers.get('content-disposition')).toBe(
      'attachment; filename="bonus-cost-2031-03-08-to-2031-03-09.csv"',
    );
    expect((await csv.text()).split('\r\n')).toEqual([
      'day,bonus_cost,payouts,players,bonus:coupon,payouts:coupon,players:coupon,bonus:freeSign,payouts:freeSign,' +
        'players:freeSign,bonus:pointsExchange,payouts:pointsExchange,players:pointsExchange',
      '2031-03-08,15.00,1,1,15.00,1,1,0.00,0,0,0.00,0,0',
      '2031-03-09,2.50,2,2,0.00,0,0,2.00,1,1,0.50,1,1',
      'total,17.50,3,2,15.00,1,1,2.00,1,1,0.50,1,1',
      '',
    ]);
    const exported = (await ops.audit()).filter((r) => r.target.startsWith('bonus-cost:'));
    expect(exported.map((r) => [r.action, r.staffName, r.target])).toEqual([
      ['report.export', 'marketing', 'bonus-cost:2031-03-08..2031-03-09'],
    ]);
  });

  it('checks the range as the business report does', async () => {
    const res = await bonus('2031-03-09', '2031-03-08');
    expect([res.status, res.json.error]).toEqual([
      400,
      'The range starts after it ends: from must be on or before to.',
    ]);
  });

  it('is for marketing, finance and admin; support is refused (403), and marketing still not the full report', async () => {
    for (const name of ['finance', 'admin']) {
      expect((await bonus('2031-03-07', '2031-03-07', await ops.session(name, NOW))).status).toBe(200);
    }
    const support = await ops.session('support', NOW);
    expect((await bonus('2031-03-07', '2031-03-07', support)).status).toBe(403);
    expect((await ops.get('/reports/bonus/csv?from=2031-03-07&to=2031-03-07', support)).status).toBe(403);
    expect((await report('2031-03-07', '2031-03-07', marketing)).status).toBe(403);
  });
});
