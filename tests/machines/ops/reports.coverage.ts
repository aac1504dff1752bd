import { rangeProblem, reportsMachine } from '../../../machines/ops/reports.machine';
import type { BonusFigures, BonusReport, BusinessReport, ReportFigures } from '../../../src/api/contract/opsReports';
import { defineMachineSpec } from '../coverage/measureCoverage';
import { queueInput, refused, settled } from './opsFixtures';

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

/** Two days of a report: a deposit and a first-deposit bonus, then play. */
export const twoDays: BusinessReport = {
  scope: 'business',
  from: '2031-03-09',
  to: '2031-03-10',
  days: [
    {
      day: '2031-03-09',
      ...figures({ deposits: 50_000, netCash: 50_000, bonusCost: 10_000, bonus: { firstCharge: 10_000 } }),
    },
    { day: '2031-03-10', ...figures({ bets: 2_000, wins: 500, ggr: 1_500, activePlayers: 1 }) },
  ],
  totals: figures({
    deposits: 50_000,
    netCash: 50_000,
    bets: 2_000,
    wins: 500,
    ggr: 1_500,
    bonusCost: 10_000,
    bonus: { firstCharge: 10_000 },
    newPlayers: 1,
    depositingPlayers: 1,
    activePlayers: 1,
  }),
  promotions: ['firstCharge'],
  promotionNames: { firstCharge: 'First Deposit Bonus' },
};

const bonusFigures = (f: Partial<BonusFigures>): BonusFigures => ({
  bonusCost: 0,
  bonus: {},
  payouts: 0,
  payoutsBy: {},
  players: 0,
  playersBy: {},
  ...f,
});

/** The bonus-cost report of two days: a first-deposit bonus and a deposit coupon, then two sign-in bonuses. */
export const bonusDays: BonusReport = {
  scope: 'bonus',
  from: '2031-03-09',
  to: '2031-03-10',
  days: [
    {
      day: '2031-03-09',
      ...bonusFigures({
        bonusCost: 11_500,
        bonus: { firstCharge: 10_000, coupon: 1_500 },
        payouts: 2,
        payoutsBy: { firstCharge: 1, coupon: 1 },
        players: 1,
        playersBy: { firstCharge: 1, coupon: 1 },
      }),
    },
    {
      day: '2031-03-10',
      ...bonusFigures({
        bonusCost: 400,
        bonus: { freeSign: 400 },
        payouts: 2,
        payoutsBy: { freeSign: 2 },
        players: 2,
        playersBy: { freeSign: 2 },
      }),
    },
  ],
  totals: bonusFigures({
    bonusCost: 11_900,
    bonus: { firstCharge: 10_000, coupon: 1_500, freeSign: 400 },
    payouts: 4,
    payoutsBy: { firstCharge: 1, coupon: 1, freeSign: 2 },
    players: 2,
    playersBy: { firstCharge: 1, coupon: 1, freeSign: 2 },
  }),
  promotions: ['firstCharge', 'coupon', 'freeSign'],
  promotionNames: { firstCharge: 'First Deposit Bonus', coupon: 'Deposit Coupon', freeSign: 'Daily Sign-in' },
};

export const reportsInput = { ...queueInput, today: '2031-03-10', scope: 'business' as const };

/** The report: read, a range typed (valid or not) and applied, the CSV downloaded or refused, a session that ended. */
export const reportsSpec = defineMachineSpec({
  name: 'reports',
  machine: reportsMachine,
  input: reportsInput,
  events: [
    settled('load', { report: twoDays }),
    refused('load', 500),
    refused('load', 401),
    settled('download', { blob: new Blob(['day\r\n']), filename: 'report-2031-03-09-to-2031-03-10.csv' }),
    refused('download', 400),
    refused('download', 401),
    { type: 'FROM.CHANGE', value: '2031-03-11' },
    { type: 'TO.CHANGE', value: '2031-03-10' },
    { type: 'APPLY' },
    { type: 'DOWNLOAD' },
    { type: 'RETRY' },
  ],
  mocks: (m) => ({ load: m.promise(), download: m.promise() }),
  serializeState: (s) =>
    JSON.stringify([
      s.value,
      rangeProblem(s.context.from, s.context.to, s.context.today) === null,
      s.context.report !== null,
      s.context.notice?.kind ?? null,
    ]),
});
