import { z } from 'zod/mini';
import { empty, endpoint, list, money, text } from '../define';
import { encryptedSecret } from '../entities';
import { BREAK_IDS, LIMIT_PERIODS, REALITY_CHECK_MINUTES } from '../responsibleGaming';

const period = z.enum(LIMIT_PERIODS);
const breakId = z.enum(BREAK_IDS as [string, ...string[]]);
const realityMinutes = z.union(REALITY_CHECK_MINUTES.map((minutes) => z.literal(minutes)));

/** One deposit limit: what applies now, what the deposits of its window add up to, and a raise waiting its 24 h. */
export const depositLimit = z.object({
  period,
  /** Hundredths; null: no limit. */
  amount: z.nullable(money),
  /** Deposits (paid or still open) in the rolling window ending now, hundredths. */
  used: money,
  /** A higher limit (or none: null amount) asked for, and when it applies (ms). */
  pending: z.nullable(z.object({ amount: z.nullable(money), from: z.int() })),
});

/** A break the player took: a time-out or a self-exclusion, until a time (ms). */
export const playerBreak = z.object({ kind: z.enum(['timeOut', 'exclusion']), until: z.int() });

export const rgSettings = z.object({
  limits: list(depositLimit, 3),
  realityCheckMinutes: realityMinutes,
});

/** One month of the account history (Manila calendar month), hundredths. */
export const historyMonth = z.object({
  /** YYYY-MM */
  month: text(7),
  deposits: money,
  withdrawals: money,
  /** Game wins minus bets. */
  net: money,
});

/** Responsible-gaming calls (designed: the spec has none; docs/responsible-gaming.md). */
export const responsibleGaming = {
  rgSettings: endpoint({
    path: '/app/v1/rg/settings',
    access: 'token',
    shape: 'designed',
    summary:
      'The player’s deposit limits (with what each window used and any raise waiting) and reality-check interval.',
    request: empty,
    data: rgSettings,
  }),
  rgSetDepositLimit: endpoint({
    path: '/app/v1/rg/depositLimit',
    access: 'token',
    shape: 'designed',
    summary:
      'Sets one deposit limit (amount null: none). Lower or new: at once. Higher or none: after 24 h (answered as pending). Errcode 5102 when out of range.',
    request: z.object({ period, amount: z.nullable(money) }),
    data: rgSettings,
  }),
  rgSetRealityCheck: endpoint({
    path: '/app/v1/rg/realityCheck',
    access: 'token',
    shape: 'designed',
    summary: 'Sets the reality-check interval in minutes (15, 30, 45, 60, 90 or 120).',
    request: z.object({ minutes: realityMinutes }),
    data: rgSettings,
  }),
  rgTakeBreak: endpoint({
    path: '/app/v1/rg/takeBreak',
    access: 'token',
    shape: 'designed',
    summary:
      'Starts a time-out or a self-exclusion, confirmed with the login password (RSA, like login; 5105 when wrong). Ends every session of the player; it cannot be ended early.',
    request: z.object({ breakId, password: encryptedSecret }),
    data: z.object({ break: playerBreak }),
  }),
  rgSessionSummary: endpoint({
    path: '/app/v1/rg/sessionSummary',
    access: 'token',
    shape: 'designed',
    summary: 'This log-in session so far, for the reality check: since when, bets, wins and the net result.',
    request: empty,
    data: z.object({ since: z.int(), bets: money, wins: money, net: money }),
  }),
  rgHistory: endpoint({
    path: '/app/v1/rg/history',
    access: 'token',
    shape: 'designed',
    summary: 'Deposits, withdrawals and net game result by Manila month, the last 12 months, newest first.',
    request: empty,
    data: z.object({ months: list(historyMonth, 12) }),
  }),
};
