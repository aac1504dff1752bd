import { assertEvent, assign, type DoneActorEvent, fromPromise, setup } from 'xstate';
import { callApi } from '../../src/api/client/call';
import type { DataOf } from '../../src/api/contract/map';
import {
  LIMIT_PERIODS,
  type LimitPeriod,
  limitProblem,
  REALITY_CHECK_DEFAULT,
  REALITY_CHECK_MINUTES,
  type RealityCheckMinutes,
} from '../../src/api/contract/responsibleGaming';
import { invokeThen, type Settled } from '../shared/actorEvents';
import { accepted, changeField, type FieldChange, setsField } from '../shared/form';
import { loadingStates } from '../shared/loading';
import type { Notice } from '../shared/notice';
import { type SubmissionOutput, submissionOf, submitted, submittingState } from '../shared/submission.machine';
import { limitFailure, limitRangeProblem, profileFailure, realityFailure } from './profileErrors';

/**
 * /profile/limits (desktop /lobby/profile/limits), docs/responsible-gaming.md "Player pages": the
 * player's own deposit limits and reality-check interval. rgSettings loads them (Retry on failure). Each period
 * (day, week, month) has a field of whole pesos ('' = no limit) and its own Save: the `submission` child checks
 * the amount (limitProblem: ₱100 to ₱10,000,000, whole pesos; the error is tied to that field) and sends
 * rgSetDepositLimit in hundredths. The server decides: a lower or new limit applies at once, a higher one (or
 * none) waits 24 h and answers as pending; the outcome says which. The reality-check interval is a choice of
 * REALITY_CHECK_MINUTES saved with rgSetRealityCheck. One save at a time.
 */

export type RgSettings = DataOf<'rgSettings'>;
export type DepositLimit = RgSettings['limits'][number];

/** What one Save sends: the period and the text of its field. */
export interface LimitRequest {
  period: LimitPeriod;
  text: string;
}

/** What the last save did, for the page's polite status line (the server decides applied or pending). */
export type LimitsOutcome =
  | {
      kind: 'limit';
      period: LimitPeriod;
      /** Hundredths; null: no limit. */
      amount: number | null;
      /** When the asked raise (or removal) applies (ms); null: it applies now. */
      pendingFrom: number | null;
      seq: number;
    }
  | { kind: 'reality'; minutes: RealityCheckMinutes; seq: number };

export interface DepositLimitsContext {
  settings: RgSettings | null;
  fields: Record<LimitPeriod, string>;
  /** The interval chosen on the page (saved only with REALITY.SAVE). */
  reality: RealityCheckMinutes;
  /** The Save under way (or last made). */
  request: LimitRequest | null;
  outcome: LimitsOutcome | null;
  notice: Notice | null;
}

export type DepositLimitsEvent =
  | FieldChange<LimitPeriod>
  | { type: 'SAVE'; period: LimitPeriod }
  | { type: 'REALITY.SELECT'; minutes: number }
  | { type: 'REALITY.SAVE' }
  | { type: 'RETRY' }
  | Settled<RgSettings, 'rgSettings'>
  | DoneActorEvent<SubmissionOutput<RgSettings>, 'submission'>
  | Settled<RgSettings, 'rgSetRealityCheck'>;

/** Longest text a limit field keeps (10,000,000 has 8 digits; room for a typo the rule then names). */
export const LIMIT_TEXT_MAX = 12;
/** Spaces and thousands separators go as typed; anything else stays for the rule to refuse (never a silent change). */
export const cleanLimitText = (value: string): string => value.replace(/[\s,]/g, '').slice(0, LIMIT_TEXT_MAX);

/** The amount a field asks for, in hundredths; null: no limit. */
export const limitAmountOf = (text: string): number | null => (text === '' ? null : Number(text) * 100);

/** The first problem of a limit Save (about its period's field); null when it may be sent. */
export function checkLimit(request: LimitRequest): ReturnType<typeof limitRangeProblem> | null {
  if (request.text === '') return null;
  const bad = !/^\d+$/.test(request.text) || limitProblem(Number(request.text) * 100);
  return bad ? limitRangeProblem(request.period) : null;
}

/** The text a field starts with: the limit the player asked for last (a waiting raise, else the one that applies). */
export function limitTextOf(limit: DepositLimit): string {
  const target = limit.pending ? limit.pending.amount : limit.amount;
  return target === null ? '' : String(target / 100);
}

const fieldsOf = (settings: RgSettings, fields: Record<LimitPeriod, string>): Record<LimitPeriod, string> => {
  const next = { ...fields };
  for (const limit of settings.limits) next[limit.period] = limitTextOf(limit);
  return next;
};

const isOffered = (minutes: number): minutes is RealityCheckMinutes =>
  (REALITY_CHECK_MINUTES as readonly number[]).includes(minutes);

const LIMITS = { day: cleanLimitText, week: cleanLimitText, month: cleanLimitText } as const;
const EMPTY = { day: '', week: '', month: '' } satisfies Record<LimitPeriod, string>;

/** rgSetDepositLimit for one Save (the amount in hundredths, null for none). */
export function saveLimit(request: LimitRequest, signal?: AbortSignal): Promise<RgSettings> {
  return callApi(
    'rgSetDepositLimit',
    { period: request.period, amount: limitAmountOf(request.text) },
    signal ? { signal } : undefined,
  );
}

export const depositLimitsSubmission = submissionOf(saveLimit);

const nextSeq = (context: DepositLimitsContext) => (context.outcome?.seq ?? 0) + 1;

export const depositLimitsMachine = setup({
  types: {
    context: {} as DepositLimitsContext,
    events: {} as DepositLimitsEvent,
    children: {} as { rgSettings: 'rgSettings'; submission: 'submission'; rgSetRealityCheck: 'rgSetRealityCheck' },
  },
  actors: {
    rgSettings: fromPromise<RgSettings>(({ signal }) => callApi('rgSettings', {}, { signal })),
    submission: depositLimitsSubmission,
    rgSetRealityCheck: fromPromise<RgSettings, { minutes: RealityCheckMinutes }>(({ input, signal }) =>
      callApi('rgSetRealityCheck', input, { signal }),
    ),
  },
  guards: {
    accepted,
    offered: ({ event }) => {
      assertEvent(event, 'REALITY.SELECT');
      return isOffered(event.minutes);
    },
    realityChanged: ({ context }) => context.reality !== context.settings?.realityCheckMinutes,
  },
  actions: {
    assignSettings: assign(({ context }, settings: RgSettings) => ({
      settings,
      fields: fieldsOf(settings, context.fields),
      reality: settings.realityCheckMinutes,
    })),
    assignLoadError: assign({ notice: (_, params: { error: unknown }) => profileFailure(params.error) }),
    /** A field's own error goes once the player edits that field. */
    setField: assign(({ context }, change: FieldChange<LimitPeriod>) =>
      Object.hasOwn(LIMITS, change.field)
        ? {
            ...changeField(context, change, LIMITS),
            notice: context.notice?.field === change.field ? null : context.notice,
          }
        : {},
    ),
    assignRequest: assign({
      request: ({ context, event }) => {
        assertEvent(event, 'SAVE');
        return { period: event.period, text: context.fields[event.period] };
      },
    }),
    /** The answer is the settings as they now stand: applied, or pending until a time (the server decides). */
    showLimitSaved: assign(({ context }, output: SubmissionOutput<RgSettings>) => {
      if (!output.ok || !context.request) return {};
      const settings = output.result;
      const { period } = context.request;
      const asked = limitAmountOf(context.request.text);
      const limit = settings.limits.find((entry) => entry.period === period);
      const pending = limit?.pending && limit.pending.amount === asked ? limit.pending : null;
      return {
        settings,
        fields: limit ? { ...context.fields, [period]: limitTextOf(limit) } : context.fields,
        notice: null,
        outcome: {
          kind: 'limit' as const,
          period,
          amount: pending ? asked : (limit?.amount ?? null),
          pendingFrom: pending ? pending.from : null,
          seq: nextSeq(context),
        },
      };
    }),
    showFailure: assign({
      notice: ({ context }, output: SubmissionOutput<RgSettings>) => (output.ok ? context.notice : output.notice),
    }),
    selectReality: assign({
      reality: ({ context, event }) => {
        assertEvent(event, 'REALITY.SELECT');
        return isOffered(event.minutes) ? event.minutes : context.reality;
      },
    }),
    showRealitySaved: assign(({ context, event }) => {
      assertEvent(event, 'xstate.done.actor.rgSetRealityCheck');
      return {
        settings: event.output,
        reality: event.output.realityCheckMinutes,
        notice: null,
        outcome: { kind: 'reality' as const, minutes: event.output.realityCheckMinutes, seq: nextSeq(context) },
      };
    }),
    noticeRealityFailure: assign({
      notice: ({ event }) => {
        assertEvent(event, 'xstate.error.actor.rgSetRealityCheck');
        return realityFailure(event.error);
      },
    }),
  },
}).createMachine({
  id: 'depositLimits',
  context: {
    settings: null,
    fields: EMPTY,
    reality: REALITY_CHECK_DEFAULT,
    request: null,
    outcome: null,
    notice: null,
  },
  initial: 'loading',
  states: {
    ...loadingStates({
      src: 'rgSettings',
      target: 'ready',
      assign: 'assignSettings',
      read: 'rgSettings: the three limits (what each window used, any raise waiting) and the reality-check interval.',
      failed: 'The settings could not be loaded: the reason and Retry.',
    }),
    ready: {
      description: 'The limits and the interval; the fields and the choice take input while a save runs.',
      tags: ['ready'],
      initial: 'idle',
      on: {
        ...setsField,
        'REALITY.SELECT': { guard: 'offered', actions: 'selectReality' },
      },
      states: {
        idle: {
          description: 'Every Save may be pressed; Save interval only when the choice differs from the saved one.',
          on: {
            SAVE: { target: 'savingLimit', actions: 'assignRequest' },
            'REALITY.SAVE': { guard: 'realityChanged', target: 'savingReality' },
          },
        },
        savingLimit: submittingState({
          description: 'The submission child: the whole-peso rule for that field, then rgSetDepositLimit.',
          tags: ['savingLimit'],
          input: ({ context }: { context: DepositLimitsContext }) => {
            const request = context.request ?? { period: LIMIT_PERIODS[0], text: '' };
            return { request, check: checkLimit, debounce: 0, errors: limitFailure(request.period) };
          },
          onDone: submitted([
            { guard: 'accepted', target: 'idle', output: ['showLimitSaved'] },
            { target: 'idle', output: ['showFailure'] },
          ]),
        }),
        savingReality: {
          description: 'rgSetRealityCheck with the chosen interval.',
          tags: ['blocking', 'savingReality'],
          invoke: invokeThen('rgSetRealityCheck', 'idle', {
            input: ({ context }: { context: DepositLimitsContext }) => ({ minutes: context.reality }),
            done: 'showRealitySaved',
            failed: 'noticeRealityFailure',
          }),
        },
      },
    },
  },
});

export type DepositLimitsMachine = typeof depositLimitsMachine;
