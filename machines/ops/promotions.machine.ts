import { assign, type DoneActorEvent, type ErrorActorEvent, fromPromise, setup } from 'xstate';
import { opsCall } from '../../src/api/client/ops/opsApi';
import { type Checked, centavosOfPesos, pesosText } from '../../src/api/contract/lobbySettings';
import {
  type AgentTierSetting,
  AMOUNT_KEYS,
  type AmountKey,
  bpsOfPercent,
  checkPromo,
  FIGURE_KEYS,
  type FigureKey,
  type PackSetting,
  PROMO_KEYS,
  PROMO_LIMITS,
  type PromoKey,
  type PromoSetting,
  type PromoSettingsAnswer,
  type PromoSettingsMap,
  percentText,
} from '../../src/api/contract/promoSettings';
import { clockText, minuteOfClock } from '../../src/api/contract/promotions';
import type { TypesOf } from '../shared/machineTypes';
import { isSessionEnd, QUEUE_STATES, type QueueInput, type QueueNotice, queueActions } from './opsQueue';

/**
 * Promotions (/ops/promotions; docs/ops.md "Promotions"): one form per activity over one read of the settings in
 * force — on or off, the Manila dates it runs between and, for the first-charge packs, the sign-up cards, the
 * deposit ladder, the deposit streak, the weekend lottery and the Agent count tiers, their amounts (typed in whole
 * pesos), the VIP rebate's rates by level and the Agent programme's commission tiers (rates typed in percent, two
 * decimals at most) with its figures (the least exchange and the card's and ticket's costs in whole pesos, the
 * look-back in days), the cash bonus's figures (two shares typed in percent, the smallest claim in whole pesos), and
 * the festival's red packet windows (typed as Manila times of day, HH:MM), and its days of the month (typed as a
 * list, "15, 31") and the packet's smallest and largest amount (whole pesos) as figures. Save checks its form with the server's own rules
 * (src/api/contract/promoSettings.ts): a refused field gets its reason beside it and nothing is sent; the server
 * checks again, and its refusal is said in the notice. A saved form shows what the server stored. A 401 tells the
 * session (SESSION.EXPIRED).
 */

/**
 * One row of amounts as typed: a first-charge pack (price, coin, points, coupon) or a sign-up card (price, coin), the ladder's tier (needRecharge, coin), the
 * streak's day (minDeposit, coin), the lottery's prize (coin alone), a VIP level's rebate rate (coin alone, a percent)
 * or a festival window (threshold: when it opens, coin: when it closes, HH:MM).
 */
export interface AmountRowDraft {
  /**
   * As typed: the deposits that reach the row in whole pesos, or a wheel segment's weight ('' for a lottery prize
   * or a rate, which have none).
   */
  threshold: string;
  /** As typed: what the row pays, in whole pesos (a rate: percent of the bets; an agent tier: its level 1 rate). */
  coin: string;
  /** As typed: an agent commission tier's level 2 and level 3 rates (percent); absent on other rows. */
  level2?: string;
  level3?: string;
  /**
   * As typed: a first-charge pack's points (whole points; empty or 0: none), its coupon's id and count (both empty:
   * none); absent on other rows.
   */
  points?: string;
  couponId?: string;
  couponCount?: string;
}

/** What of a row a field of the form types. */
export type AmountField = 'threshold' | 'coin' | 'level2' | 'level3' | 'points' | 'couponId' | 'couponCount';

export interface PromoDraft {
  enabled: boolean;
  /** YYYY-MM-DD, or '' for no bound. */
  from: string;
  to: string;
  /** The ladder's tiers, the streak's days or the lottery's prizes; empty where the amounts are not data. */
  rows: AmountRowDraft[];
  /**
   * As typed, by field, the single figures of a promotion that has them (the cash bonus's, the agent's; the
   * festival's days and packet range); empty otherwise. A field is its path in the stored setting (`minClaim`,
   * `packet.min`).
   */
  figures: Record<string, string>;
}

export type PromoDrafts = Record<PromoKey, PromoDraft>;

export interface PromotionsContext extends QueueInput {
  answer: PromoSettingsAnswer | null;
  drafts: PromoDrafts;
  /** Why a field is refused, by path (`ladder.to`, `ladder.tiers.2.coin`). */
  errors: Record<string, string>;
  /** The promotion being saved. */
  saving: PromoKey | null;
  notice: QueueNotice | null;
  loadError: string | null;
}

export type PromotionsEvent =
  | { type: 'PROMO.TOGGLE'; key: PromoKey; enabled: boolean }
  | { type: 'PROMO.DATE'; key: PromoKey; field: 'from' | 'to'; value: string }
  | { type: 'PROMO.AMOUNT'; key: AmountKey; index: number; field: AmountField; value: string }
  | { type: 'PROMO.FIGURE'; key: FigureKey; field: string; value: string }
  | { type: 'ROW.ADD'; key: ResizableKey }
  | { type: 'ROW.REMOVE'; key: ResizableKey; index: number }
  | { type: 'SAVE'; key: PromoKey }
  | { type: 'RELOAD' }
  | { type: 'RETRY' }
  | DoneActorEvent<PromoSettingsAnswer, 'load'>
  | ErrorActorEvent<unknown, 'load'>
  | DoneActorEvent<{ promotion: PromoSetting<PromoKey> }, 'save'>
  | ErrorActorEvent<unknown, 'save'>;

/** A field of text longer than this is no amount or date the rules take; the field keeps no more. */
const MAX_TYPED = 40;

export const isAmountKey = (key: PromoKey): key is AmountKey => (AMOUNT_KEYS as readonly string[]).includes(key);
export const isFigureKey = (key: PromoKey): key is FigureKey => (FIGURE_KEYS as readonly string[]).includes(key);

/**
 * How a single figure is typed: a percent (stored in basis points), whole pesos (stored in hundredths), a whole
 * number of days, or days of the month typed as a list separated by commas (`15, 31`).
 */
export type FigureUnit = 'percent' | 'pesos' | 'days' | 'daysOfMonth';

/**
 * The single figures of a promotion that has them, by their path in the stored setting (a nested one dotted:
 * `packet.min` is the festival's `packet: { min }`), each with how it is typed.
 */
export const FIGURES = {
  cashBonus: { accrualBps: 'percent', releaseBps: 'percent', minClaim: 'pesos' },
  agent: { exchangeMin: 'pesos', scratchCost: 'pesos', lotteryCost: 'pesos', accrualDays: 'days' },
  festival: { days: 'daysOfMonth', 'packet.min': 'pesos', 'packet.max': 'pesos' },
} as const satisfies Record<FigureKey, Record<string, FigureUnit>>;
/** The stored value at a figure's path (`packet.min`). */
const valueAt = (setting: unknown, path: string): unknown =>
  path
    .split('.')
    .reduce<unknown>(
      (value, name) =>
        typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[name] : undefined,
      setting,
    );

/** Puts a figure's value at its path in the body, the objects on the way made as needed. */
function putAt(body: Record<string, unknown>, path: string, value: unknown): void {
  const names = path.split('.');
  const last = names.pop() ?? path;
  let target = body;
  for (const name of names) {
    const next = target[name];
    const nested: Record<string, unknown> =
      typeof next === 'object' && next !== null ? (next as Record<string, unknown>) : {};
    target[name] = nested;
    target = nested;
  }
  target[last] = value;
}

/** A stored figure as its field shows it. */
function figureText(unit: FigureUnit, stored: unknown): string {
  if (unit === 'daysOfMonth') return Array.isArray(stored) ? stored.join(', ') : '';
  const number = typeof stored === 'number' ? stored : 0;
  return unit === 'percent' ? percentText(number) : unit === 'pesos' ? pesosText(number) : String(number);
}

/**
 * The list of amounts of an amount promotion in its stored form, its fields' names there (prizes and rates are
 * single numbers), how its reward is typed (whole pesos, or a percent: rates, stored in basis points), whether
 * its threshold is a plain count (the wheel's weights) rather than pesos, and whether both are times of day (the
 * festival's windows, stored in minutes after Manila midnight).
 */
const LISTS = {
  firstCharge: { list: 'packs', threshold: 'price', reward: 'coin', percent: false, count: false, time: false },
  signUpBonus: { list: 'cards', threshold: 'price', reward: 'coin', percent: false, count: false, time: false },
  ladder: { list: 'tiers', threshold: 'needRecharge', reward: 'coin', percent: false, count: false, time: false },
  depositStreak: { list: 'days', threshold: 'minDeposit', reward: 'coin', percent: false, count: false, time: false },
  weekendLottery: { list: 'prizes', threshold: null, reward: 'coin', percent: false, count: false, time: false },
  vipRebate: { list: 'rates', threshold: null, reward: 'coin', percent: true, count: false, time: false },
  inviteSpin: { list: 'segments', threshold: 'weight', reward: 'prize', percent: false, count: true, time: false },
  festival: { list: 'windows', threshold: 'start', reward: 'end', percent: false, count: false, time: true },
  // An agent tier's rates are three (levels 1 to 3): the row's coin and level2, level3 (see agentRow).
  agent: { list: 'tiers', threshold: 'minValid', reward: 'levelBps', percent: true, count: true, time: false },
  agentCount: { list: 'tiers', threshold: 'need', reward: 'coin', percent: false, count: true, time: false },
} as const satisfies Record<
  AmountKey,
  { list: string; threshold: string | null; reward: string; percent: boolean; count: boolean; time: boolean }
>;

/** The promotions whose rows the operator adds and removes (the streak is a week), with their most rows. */
export const ROW_LIMITS = {
  ladder: PROMO_LIMITS.ladderTiersMax,
  weekendLottery: PROMO_LIMITS.lotteryPrizesMax,
  vipRebate: PROMO_LIMITS.vipRebateLevels,
  agent: PROMO_LIMITS.agentTiersMax,
  agentCount: PROMO_LIMITS.agentTiersMax,
  festival: PROMO_LIMITS.festivalWindowsMax,
} as const;
export type ResizableKey = keyof typeof ROW_LIMITS;

export function draftOf(key: PromoKey, setting: PromoSetting<PromoKey>): PromoDraft {
  const figures = isFigureKey(key)
    ? Object.fromEntries(
        Object.entries(FIGURES[key]).map(([field, unit]) => [field, figureText(unit, valueAt(setting, field))]),
      )
    : {};
  return {
    enabled: setting.enabled,
    from: setting.from ?? '',
    to: setting.to ?? '',
    rows: isAmountKey(key) ? rowDrafts(key, setting) : [],
    figures,
  };
}

/** The rows of an amount promotion as typed. */
function rowDrafts(key: AmountKey, setting: PromoSetting<PromoKey>): AmountRowDraft[] {
  const { list, threshold, reward, percent, count, time } = LISTS[key];
  const rows = (setting as unknown as Record<string, (Record<string, number> | number)[]>)[list] ?? [];
  const text = percent ? percentText : pesosText;
  const thresholdText = time ? clockText : count ? String : pesosText;
  const rewardText = time ? clockText : pesosText;
  return rows.map((row) =>
    key === 'agent' && typeof row !== 'number'
      ? agentRowDraft(row as unknown as AgentTierSetting)
      : key === 'firstCharge' && typeof row !== 'number'
        ? packRowDraft(row as unknown as PackSetting)
        : typeof row === 'number' || threshold === null
          ? { threshold: '', coin: text(typeof row === 'number' ? row : 0) }
          : { threshold: thresholdText(row[threshold] ?? 0), coin: rewardText(row[reward] ?? 0) },
  );
}

/** An agent commission tier as typed: its valid invitees, and its three rates in percent. */
const agentRowDraft = (tier: AgentTierSetting): AmountRowDraft => {
  const [level1 = 0, level2 = 0, level3 = 0] = tier.levelBps;
  return {
    threshold: String(tier.minValid),
    coin: percentText(level1),
    level2: percentText(level2),
    level3: percentText(level3),
  };
};

/** A first-charge pack as typed: price and coin in whole pesos, whole points, its coupon's id and count. */
const packRowDraft = (pack: PackSetting): AmountRowDraft => ({
  threshold: pesosText(pack.price),
  coin: pesosText(pack.coin),
  points: String(pack.points / 100),
  couponId: pack.coupon ? String(pack.coupon.id) : '',
  couponCount: pack.coupon ? String(pack.coupon.count) : '',
});

export const draftsOf = (promotions: PromoSettingsMap): PromoDrafts =>
  Object.fromEntries(PROMO_KEYS.map((key) => [key, draftOf(key, promotions[key])])) as PromoDrafts;

/** A typed amount for the body: its hundredths, or the text kept (the rules then call it not a number of pesos). */
const amountOf = (typed: string): number | string => centavosOfPesos(typed) ?? typed;
/** A typed whole number (a weight) for the body, or the text kept (the rules then call it not a whole number). */
const countOf = (typed: string): number | string => (/^\d{1,9}$/.test(typed.trim()) ? Number(typed.trim()) : typed);
/** Typed whole points for the body in hundredths (empty: none), or the text kept (the rules then refuse it). */
const pointsOf = (typed = ''): number | string =>
  typed.trim() === '' ? 0 : /^\d{1,9}$/.test(typed.trim()) ? Number(typed.trim()) * 100 : typed;
/** A pack's typed coupon for the body: none when its id is empty and its count empty or 0. */
const couponOf = (row: AmountRowDraft) => {
  const id = (row.couponId ?? '').trim();
  const count = (row.couponCount ?? '').trim();
  return id === '' && (count === '' || count === '0') ? null : { id: countOf(id), count: countOf(count) };
};
/** A typed rate for the body: its basis points, or the text kept (the rules then call it not a percent). */
const rateOf = (typed: string): number | string => bpsOfPercent(typed) ?? typed;
/** A typed time of day for the body: its minutes after midnight, or the text kept (the rules then call it no time). */
const minuteOf = (typed: string): number | string => minuteOfClock(typed) ?? typed;
/** Typed days of the month (`15, 31`) for the body: the numbers, or the text kept (the rules then call it no days). */
const daysOf = (typed: string): number[] | string =>
  /^\s*\d{1,2}(\s*,\s*\d{1,2})*\s*$/.test(typed) ? typed.split(',').map((day) => Number(day.trim())) : typed;

/** A typed figure for the body, by how it is typed. */
const FIGURE_OF: Record<FigureUnit, (typed: string) => unknown> = {
  percent: rateOf,
  pesos: amountOf,
  days: countOf,
  daysOfMonth: daysOf,
};

/** The body a form sends, checked by the server's rules: the body, or the refused fields by path. */
export function checkDraft(key: PromoKey, draft: PromoDraft): Checked<PromoSetting<PromoKey>> {
  const body: Record<string, unknown> = {
    enabled: draft.enabled,
    from: draft.from.trim() === '' ? null : draft.from.trim(),
    to: draft.to.trim() === '' ? null : draft.to.trim(),
  };
  if (isAmountKey(key)) {
    const { list, threshold, reward, percent, count, time } = LISTS[key];
    const single = percent ? rateOf : amountOf;
    const thresholdOf = time ? minuteOf : count ? countOf : amountOf;
    const rewardOf = time ? minuteOf : amountOf;
    body[list] = draft.rows.map((row) =>
      key === 'agent'
        ? {
            minValid: countOf(row.threshold),
            levelBps: [row.coin, row.level2 ?? '', row.level3 ?? ''].map(rateOf),
          }
        : key === 'firstCharge'
          ? {
              price: amountOf(row.threshold),
              coin: amountOf(row.coin),
              points: pointsOf(row.points),
              coupon: couponOf(row),
            }
          : threshold === null
            ? single(row.coin)
            : { [threshold]: thresholdOf(row.threshold), [reward]: rewardOf(row.coin) },
    );
  }
  if (isFigureKey(key)) {
    for (const [field, unit] of Object.entries(FIGURES[key])) {
      putAt(body, field, FIGURE_OF[unit](draft.figures[field] ?? ''));
    }
  }
  return checkPromo(key, body);
}

/** The errors of the other forms, kept while one form is checked or saved. */
const errorsBut = (errors: Record<string, string>, key: PromoKey) =>
  Object.fromEntries(Object.entries(errors).filter(([path]) => path.split('.')[0] !== key));

const EMPTY_DRAFTS = draftsOf(
  Object.fromEntries(PROMO_KEYS.map((key) => [key, { enabled: true, from: null, to: null }])) as PromoSettingsMap,
);

/** A body the server refuses as it stands (never sent: the guard lets only a valid form be saved). */
const DEFAULT_BODY = {} as PromoSetting<PromoKey>;

export const promotionsMachine = setup({
  types: {} as TypesOf<PromotionsContext, PromotionsEvent, QueueInput>,
  actors: {
    // The answer as the contract types it: the call's `ok` flag is the envelope's, not the page's.
    load: fromPromise<PromoSettingsAnswer, { token: string }>(async ({ input, signal }) => {
      const { ok: _ok, ...answer } = await opsCall<PromoSettingsAnswer & { ok: true }>(
        'GET',
        '/promotions',
        input.token,
        undefined,
        signal,
      );
      return answer;
    }),
    save: fromPromise<
      { promotion: PromoSetting<PromoKey> },
      { token: string; key: PromoKey; body: PromoSetting<PromoKey> }
    >(({ input, signal }) => opsCall('POST', `/promotions/${input.key}`, input.token, input.body, signal)),
  },
  guards: {
    sessionEnded: ({ event }) => isSessionEnd(event),
    draftValid: ({ context, event }) => {
      const key = (event as { key: PromoKey }).key;
      return context.answer !== null && checkDraft(key, context.drafts[key]).ok;
    },
    /** The ladder, the lottery, the rebate's levels and the agent tiers take up to their most rows, and keep one. */
    mayAddRow: ({ context, event }) => {
      const key = (event as { key: ResizableKey }).key;
      return context.drafts[key].rows.length < ROW_LIMITS[key];
    },
    mayRemoveRow: ({ context, event }) => context.drafts[(event as { key: ResizableKey }).key].rows.length > 1,
  },
  actions: {
    ...queueActions,
    setAnswer: assign(({ event }) => {
      // The answer is kept as the contract types it: a figure added to it reaches the page without a copy here.
      const answer = (event as DoneActorEvent<PromoSettingsAnswer>).output;
      return { answer, drafts: draftsOf(answer.promotions), errors: {} };
    }),
    changeDraft: assign(({ context }, p: { key: PromoKey; patch: Partial<PromoDraft> }) => ({
      drafts: { ...context.drafts, [p.key]: { ...context.drafts[p.key], ...p.patch } },
      notice: null,
    })),
    changeAmount: assign(({ context }, p: { key: AmountKey; index: number; field: AmountField; value: string }) => {
      const draft = context.drafts[p.key];
      if (!draft.rows[p.index]) return {};
      const rows = draft.rows.map((row, i) =>
        i === p.index ? { ...row, [p.field]: p.value.slice(0, MAX_TYPED) } : row,
      );
      return { drafts: { ...context.drafts, [p.key]: { ...draft, rows } }, notice: null };
    }),
    changeFigure: assign(({ context }, p: { key: FigureKey; field: string; value: string }) => {
      const draft = context.drafts[p.key];
      // Only the promotion's own figures are typed into; another name is no field of the form.
      if (!(p.field in FIGURES[p.key])) return {};
      const figures = { ...draft.figures, [p.field]: p.value.slice(0, MAX_TYPED) };
      return { drafts: { ...context.drafts, [p.key]: { ...draft, figures } }, notice: null };
    }),
    addRow: assign(({ context }, key: ResizableKey) => {
      const draft = context.drafts[key];
      const row: AmountRowDraft =
        key === 'agent' ? { threshold: '', coin: '', level2: '', level3: '' } : { threshold: '', coin: '' };
      return {
        drafts: { ...context.drafts, [key]: { ...draft, rows: [...draft.rows, row] } },
        notice: null,
      };
    }),
    removeRow: assign(({ context }, p: { key: ResizableKey; index: number }) => {
      const draft = context.drafts[p.key];
      return {
        drafts: { ...context.drafts, [p.key]: { ...draft, rows: draft.rows.filter((_, i) => i !== p.index) } },
        // The reasons name rows by position: they no longer fit once one is gone.
        errors: errorsBut(context.errors, p.key),
        notice: null,
      };
    }),
    markErrors: assign(({ context, event }) => {
      const key = (event as { key: PromoKey }).key;
      const checked = checkDraft(key, context.drafts[key]);
      const errors = errorsBut(context.errors, key);
      // The first reason for a field is the one shown beside it.
      if (!checked.ok) for (const issue of checked.issues) errors[issue.path] ??= issue.message;
      return { errors, notice: { kind: 'error', text: 'Nothing was saved: correct the marked fields.' } as const };
    }),
    startSave: assign(({ context, event }) => {
      const key = (event as { key: PromoKey }).key;
      return { saving: key, errors: errorsBut(context.errors, key), notice: null };
    }),
    saved: assign(({ context, event }) => {
      const { promotion } = (event as DoneActorEvent<{ promotion: PromoSetting<PromoKey> }>).output;
      const key = context.saving;
      if (!key || !context.answer) return { saving: null };
      const promotions = { ...context.answer.promotions, [key]: promotion } as PromoSettingsMap;
      return {
        answer: { ...context.answer, promotions },
        // Only the saved form shows what was stored; the others keep what was typed.
        drafts: { ...context.drafts, [key]: draftOf(key, promotion) },
        saving: null,
        notice: { kind: 'success', text: 'Promotion saved. Players get it on their next look at the promotions.' },
      };
    }),
    clearSaving: assign({ saving: null }),
  },
}).createMachine({
  id: 'promotions',
  context: ({ input }) => ({
    ...input,
    answer: null,
    drafts: EMPTY_DRAFTS,
    errors: {},
    saving: null,
    notice: null,
    loadError: null,
  }),
  initial: 'loading',
  states: {
    ...QUEUE_STATES,
    loading: {
      ...QUEUE_STATES.loading,
      description: 'Reads the promotions in force (what was typed and not saved is dropped).',
      invoke: { ...QUEUE_STATES.loading.invoke, onDone: { target: 'ready', actions: 'setAnswer' } },
    },
    ready: {
      description: 'One form per promotion over the settings in force, typed into freely; Save checks one form.',
      tags: ['ready'],
      on: {
        'PROMO.TOGGLE': {
          actions: {
            type: 'changeDraft',
            params: ({ event }) => ({ key: event.key, patch: { enabled: event.enabled } }),
          },
        },
        'PROMO.DATE': {
          actions: {
            type: 'changeDraft',
            params: ({ event }) => ({ key: event.key, patch: { [event.field]: event.value.slice(0, MAX_TYPED) } }),
          },
        },
        'PROMO.AMOUNT': { actions: { type: 'changeAmount', params: ({ event }) => event } },
        'PROMO.FIGURE': { actions: { type: 'changeFigure', params: ({ event }) => event } },
        'ROW.ADD': { guard: 'mayAddRow', actions: { type: 'addRow', params: ({ event }) => event.key } },
        'ROW.REMOVE': { guard: 'mayRemoveRow', actions: { type: 'removeRow', params: ({ event }) => event } },
        SAVE: [{ guard: 'draftValid', target: 'saving', actions: 'startSave' }, { actions: 'markErrors' }],
        RELOAD: 'loading',
      },
    },
    saving: {
      description: 'Sends one form; the server checks it again, stores it, audits it and moves the config revision.',
      tags: ['ready', 'busy'],
      invoke: {
        id: 'save',
        src: 'save',
        input: ({ context }) => {
          const key = context.saving ?? 'firstCharge';
          const checked = checkDraft(key, context.drafts[key]);
          // Only a form that passed its rules gets here (guard draftValid); the server checks it again.
          return { token: context.token, key, body: checked.ok ? checked.value : DEFAULT_BODY };
        },
        onDone: { target: 'ready', actions: 'saved' },
        onError: [
          { guard: 'sessionEnded', target: 'ended', actions: 'expire' },
          { target: 'ready', actions: ['refused', 'clearSaving'] },
        ],
      },
    },
  },
});

export type PromotionsMachine = typeof promotionsMachine;
