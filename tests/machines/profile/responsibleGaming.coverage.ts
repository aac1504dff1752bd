import { accountHistoryMachine, type HistoryMonth } from '../../../machines/profile/accountHistory.machine';
import { depositLimitsMachine, type RgSettings } from '../../../machines/profile/depositLimits.machine';
import { type TakeBreakAnswer, takeBreakMachine } from '../../../machines/profile/takeBreak.machine';
import { notice } from '../../../machines/shared/notice';
import type { SubmissionOutput } from '../../../machines/shared/submission.machine';
import type { DataOf } from '../../../src/api/contract/map';
import { type RealityCheckMinutes, RG_ERRCODE } from '../../../src/api/contract/responsibleGaming';
import { defineMachineSpec } from '../coverage/measureCoverage';
import type { MockActors } from '../coverage/mockActors';
import { failure, offline } from '../walletFixtures';

/** Answers of the responsible-gaming calls for the specs and the behaviour tests. */

/** A daily limit of ₱1,000 with ₱300 used, a weekly raise to ₱20,000 waiting, no monthly limit; a check every hour. */
export const rgSettings = (overrides: Partial<RgSettings> = {}): RgSettings => ({
  limits: [
    { period: 'day', amount: 1_000_00, used: 300_00, pending: null },
    { period: 'week', amount: 5_000_00, used: 300_00, pending: { amount: 20_000_00, from: 1_800_000_000_000 } },
    { period: 'month', amount: null, used: 300_00, pending: null },
  ],
  realityCheckMinutes: 60,
  ...overrides,
});

export const historyMonths = (net = -500_00): HistoryMonth[] =>
  Array.from({ length: 12 }, (_, i) => ({
    month: `2025-${String(12 - i).padStart(2, '0')}`,
    deposits: i === 0 ? 2_000_00 : 0,
    withdrawals: i === 0 ? 500_00 : 0,
    net: i === 0 ? net : 0,
  }));

export const quietMonths: HistoryMonth[] = historyMonths(0).map((month) => ({ ...month, deposits: 0, withdrawals: 0 }));

/** The fixed "now" of the take-a-break specs (ms). */
export const BREAK_NOW = 1_750_000_000_000;

const limitsSpec = defineMachineSpec({
  name: 'depositLimits',
  machine: depositLimitsMachine,
  events: [
    { type: 'xstate.done.actor.rgSettings', output: rgSettings(), actorId: 'rgSettings' },
    { type: 'xstate.error.actor.rgSettings', error: offline('/app/v1/rg/settings'), actorId: 'rgSettings' },
    { type: 'FIELD.CHANGE', field: 'day', value: '500' },
    { type: 'SAVE', period: 'day' },
    { type: 'REALITY.SELECT', minutes: 30 },
    { type: 'REALITY.SELECT', minutes: 7 },
    {
      type: 'xstate.done.actor.submission',
      output: { ok: true, result: rgSettings() } satisfies SubmissionOutput<RgSettings>,
      actorId: 'submission',
    },
    {
      type: 'xstate.done.actor.submission',
      output: {
        ok: false,
        notice: { ...notice('profile.limits.invalid', 'error'), field: 'day' },
        errcode: RG_ERRCODE.settingInvalid,
      } satisfies SubmissionOutput<RgSettings>,
      actorId: 'submission',
    },
    {
      type: 'xstate.done.actor.rgSetRealityCheck',
      output: rgSettings({ realityCheckMinutes: 30 }),
      actorId: 'rgSetRealityCheck',
    },
    {
      type: 'xstate.error.actor.rgSetRealityCheck',
      error: failure('/app/v1/rg/realityCheck', RG_ERRCODE.settingInvalid),
      actorId: 'rgSetRealityCheck',
    },
  ],
  mocks: (m: MockActors) => ({
    rgSettings: m.promise<RgSettings>(),
    submission: m.promise<SubmissionOutput<RgSettings>>(),
    rgSetRealityCheck: m.promise<RgSettings, { minutes: RealityCheckMinutes }>(),
  }),
  serializeState: (snapshot) =>
    JSON.stringify([
      snapshot.value,
      snapshot.context.reality,
      snapshot.context.notice?.id ?? null,
      snapshot.context.outcome?.kind ?? null,
    ]),
});

const taken: TakeBreakAnswer = { break: { kind: 'timeOut', until: BREAK_NOW + 7 * 86_400_000 } };

const breakSpec = defineMachineSpec({
  name: 'takeBreak',
  machine: takeBreakMachine,
  input: { session: { send: () => {} }, publicKey: 'key', now: () => BREAK_NOW },
  events: [
    { type: 'BREAK.SELECT', breakId: 'timeOut7d' },
    { type: 'BREAK.SELECT', breakId: 'forever' },
    { type: 'FIELD.CHANGE', field: 'password', value: 'Secret12' },
    {
      type: 'xstate.done.actor.submission',
      output: { ok: true, result: taken } satisfies SubmissionOutput<TakeBreakAnswer>,
      actorId: 'submission',
    },
    {
      type: 'xstate.done.actor.submission',
      output: {
        ok: false,
        notice: { ...notice('profile.break.wrongPassword', 'error'), field: 'password' },
        errcode: RG_ERRCODE.wrongPassword,
      } satisfies SubmissionOutput<TakeBreakAnswer>,
      actorId: 'submission',
    },
    {
      type: 'xstate.done.actor.submission',
      output: {
        ok: false,
        notice: notice('error.network', 'error'),
        errcode: null,
      } satisfies SubmissionOutput<TakeBreakAnswer>,
      actorId: 'submission',
    },
  ],
  mocks: (m: MockActors) => ({ submission: m.promise<SubmissionOutput<TakeBreakAnswer>>() }),
  serializeState: (snapshot) =>
    JSON.stringify([
      snapshot.value,
      snapshot.context.choice,
      snapshot.context.fields.password !== '',
      snapshot.context.notice?.id ?? null,
    ]),
});

const historySpec = defineMachineSpec({
  name: 'accountHistory',
  machine: accountHistoryMachine,
  events: [
    { type: 'xstate.done.actor.rgHistory', output: { months: historyMonths() }, actorId: 'rgHistory' },
    { type: 'xstate.error.actor.rgHistory', error: offline('/app/v1/rg/history'), actorId: 'rgHistory' },
  ],
  mocks: (m: MockActors) => ({ rgHistory: m.promise<DataOf<'rgHistory'>>() }),
  serializeState: (snapshot) => JSON.stringify([snapshot.value, snapshot.context.months.length]),
});

/** The three player pages of responsible gaming (docs/responsible-gaming.md "Player pages"). */
export const responsibleGamingSpecs = [limitsSpec, breakSpec, historySpec];
