/**
 * Responsible-gaming rules (docs/responsible-gaming.md), shared by the reference server and the client.
 * Designed: the spec shows none of this. All errcodes travel as HTTP 200, code 200.
 */
export const RG_ERRCODE = {
  /** A deposit would take the player over one of their own limits (day, week or month). */
  depositOverLimit: 5101,
  /** A limit that is not a whole peso amount in range, or a reality-check interval not offered. */
  settingInvalid: 5102,
  /** Log-in (or any call) refused during a time-out; `retryIn` holds the seconds until it ends. */
  inTimeOut: 5103,
  /** Log-in (or any call) refused during a self-exclusion; `retryIn` holds the seconds until it ends. */
  selfExcluded: 5104,
  /** The password that confirms a time-out or a self-exclusion is wrong. */
  wrongPassword: 5105,
} as const;
export type RgErrcode = (typeof RG_ERRCODE)[keyof typeof RG_ERRCODE];

/** The deposit-limit periods: rolling windows ending now. */
export const LIMIT_PERIODS = ['day', 'week', 'month'] as const;
export type LimitPeriod = (typeof LIMIT_PERIODS)[number];
export const LIMIT_WINDOW_MS: Record<LimitPeriod, number> = {
  day: 24 * 60 * 60 * 1000,
  week: 7 * 24 * 60 * 60 * 1000,
  month: 30 * 24 * 60 * 60 * 1000,
};

/** A limit is raised (or removed) only 24 h after the player asks; a lower limit applies at once. */
export const LIMIT_RAISE_DELAY_MS = 24 * 60 * 60 * 1000;
/** Limits in hundredths: at least 100 pesos, at most 10 million pesos, whole pesos. */
export const LIMIT_MIN = 100_00;
export const LIMIT_MAX = 10_000_000_00;

/** Reality check: every N minutes of play the game pauses (player's choice; 60 until they choose). */
export const REALITY_CHECK_MINUTES = [15, 30, 45, 60, 90, 120] as const;
export type RealityCheckMinutes = (typeof REALITY_CHECK_MINUTES)[number];
export const REALITY_CHECK_DEFAULT: RealityCheckMinutes = 60;

/**
 * Breaks a player takes for themselves: a time-out (24 h, 7 or 30 days) or a self-exclusion (6 months, 1 or 5
 * years, the periods PAGCOR's self-exclusion form offers). Neither can be ended early.
 */
export const BREAKS = {
  timeOut24h: { kind: 'timeOut', days: 1 },
  timeOut7d: { kind: 'timeOut', days: 7 },
  timeOut30d: { kind: 'timeOut', days: 30 },
  exclusion6m: { kind: 'exclusion', days: 183 },
  exclusion1y: { kind: 'exclusion', days: 365 },
  exclusion5y: { kind: 'exclusion', days: 5 * 365 + 1 },
} as const;
export type BreakId = keyof typeof BREAKS;
export const BREAK_IDS = Object.keys(BREAKS) as BreakId[];
export type BreakKind = (typeof BREAKS)[BreakId]['kind'];

/** Whether `amount` (hundredths) is an acceptable limit. */
export const limitProblem = (amount: number): boolean =>
  !Number.isInteger(amount) || amount < LIMIT_MIN || amount > LIMIT_MAX || amount % 100 !== 0;
