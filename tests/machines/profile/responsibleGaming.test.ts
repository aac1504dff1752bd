import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import { accountHistoryMachine } from '../../../machines/profile/accountHistory.machine';
import {
  historyEmpty,
  historyFailed,
  historyReady,
  historyMonths as monthsOf,
} from '../../../machines/profile/accountHistory.selectors';
import {
  checkLimit,
  cleanLimitText,
  depositLimitsMachine,
  depositLimitsSubmission,
  type RgSettings,
} from '../../../machines/profile/depositLimits.machine';
import {
  canSaveLimit,
  canSaveReality,
  limitFieldError,
  limitFields,
  limitsBusy,
  limitsFailed,
  limitsOutcome,
  limitsReady,
  realityChoice,
  savingPeriod,
} from '../../../machines/profile/depositLimits.selectors';
import {
  breakEnd,
  DAY_MS,
  END_REFRESH_MS,
  type TakeBreakAnswer,
  takeBreakMachine,
  takeBreakSubmission,
} from '../../../machines/profile/takeBreak.machine';
import {
  breakBusy,
  breakChoosing,
  breakConfirming,
  breakEndsAt,
  breakPassword,
  breakPasswordError,
  breakTaken,
  canConfirm,
  canContinue,
} from '../../../machines/profile/takeBreak.selectors';
import { money } from '../../../machines/shared/notice';
import type { BreakTaken } from '../../../machines/shared/protocol';
import type { DataOf } from '../../../src/api/contract/map';
import {
  LIMIT_RAISE_DELAY_MS,
  type RealityCheckMinutes,
  RG_ERRCODE,
} from '../../../src/api/contract/responsibleGaming';
import { MockActors } from '../coverage/mockActors';
import { failure, offline } from '../walletFixtures';
import { BREAK_NOW, historyMonths, quietMonths, rgSettings } from './responsibleGaming.coverage';

const flush = () => new Promise<void>((resolve) => setImmediate(resolve));
const calls = (mocks: MockActors, id: string) => mocks.starts.filter((start) => start.id === id).map((s) => s.input);

describe('deposit limits', () => {
  function start() {
    const mocks = new MockActors();
    const actor = createActor(
      depositLimitsMachine.provide({
        actors: {
          rgSettings: mocks.promise<RgSettings>(),
          submission: depositLimitsSubmission.provide({ actors: { call: mocks.promise() } }),
          rgSetRealityCheck: mocks.promise<RgSettings, { minutes: RealityCheckMinutes }>(),
        },
      }),
      { clock: new SimulatedClock() },
    ).start();
    return { actor, mocks };
  }

  it('a field takes whole pesos: spaces and separators go, anything else stays for the rule to refuse', () => {
    expect(cleanLimitText(' 1,500 ')).toBe('1500');
    expect(cleanLimitText('100.50')).toBe('100.50');
    expect(checkLimit({ period: 'day', text: '' })).toBeNull();
    expect(checkLimit({ period: 'day', text: '100' })).toBeNull();
    expect(checkLimit({ period: 'day', text: '10000000' })).toBeNull();
    for (const text of ['99', '10000001', '100.50', '-100', '1e3']) {
      expect(checkLimit({ period: 'week', text }), text).toMatchObject({ id: 'profile.limits.invalid', field: 'week' });
    }
  });

  it('a failed load offers Retry; the fields start from each limit (a waiting raise shows what was asked)', async () => {
    const { actor, mocks } = start();
    mocks.reject('rgSettings', offline('/app/v1/rg/settings'));
    await flush();
    expect(limitsFailed(actor.getSnapshot())).toBe(true);
    expect(actor.getSnapshot().context.notice?.id).toBe('error.network');
    actor.send({ type: 'RETRY' });
    mocks.resolve('rgSettings', rgSettings());
    await flush();
    expect(limitsReady(actor.getSnapshot())).toBe(true);
    expect(limitFields(actor.getSnapshot())).toEqual({ day: '1000', week: '20000', month: '' });
    expect(realityChoice(actor.getSnapshot())).toBe(60);
    expect(canSaveReality(actor.getSnapshot())).toBe(false);
    actor.stop();
  });

  it('refuses an amount out of range on its own field without a call; editing the field clears the error', async () => {
    const { actor, mocks } = start();
    mocks.resolve('rgSettings', rgSettings());
    await flush();
    actor.send({ type: 'FIELD.CHANGE', field: 'day', value: '50' });
    actor.send({ type: 'SAVE', period: 'day' });
    await flush();
    expect(limitFieldError(actor.getSnapshot())).toMatchObject({
      id: 'profile.limits.invalid',
      field: 'day',
      values: { min: money(100_00), max: money(10_000_000_00) },
    });
    expect(calls(mocks, 'call')).toEqual([]);
    actor.send({ type: 'FIELD.CHANGE', field: 'week', value: '30000' });
    expect(limitFieldError(actor.getSnapshot())?.field).toBe('day');
    actor.send({ type: 'FIELD.CHANGE', field: 'day', value: '500' });
    expect(limitFieldError(actor.getSnapshot())).toBeNull();
    actor.stop();
  });

  it('sends hundredths, one save at a time; a lower limit reads as applied', async () => {
    const { actor, mocks } = start();
    mocks.resolve('rgSettings', rgSettings());
    await flush();
    actor.send({ type: 'FIELD.CHANGE', field: 'day', value: '500' });
    actor.send({ type: 'SAVE', period: 'day' });
    expect(calls(mocks, 'call')).toEqual([{ request: { period: 'day', text: '500' } }]);
    expect(limitsBusy(actor.getSnapshot())).toBe(true);
    expect(savingPeriod(actor.getSnapshot())).toBe('day');
    expect(canSaveLimit('week')(actor.getSnapshot())).toBe(false);
    const lowered = rgSettings();
    lowered.limits[0] = { period: 'day', amount: 500_00, used: 300_00, pending: null };
    mocks.resolve('call', lowered);
    await flush();
    expect(limitsOutcome(actor.getSnapshot())).toEqual({
      kind: 'limit',
      period: 'day',
      amount: 500_00,
      pendingFrom: null,
      seq: 1,
    });
    expect(canSaveLimit('week')(actor.getSnapshot())).toBe(true);
    actor.stop();
  });

  it('a raise (or removing a limit) waits: the server answers it as pending until a time', async () => {
    const { actor, mocks } = start();
    mocks.resolve('rgSettings', rgSettings());
    await flush();
    const from = 1_760_000_000_000 + LIMIT_RAISE_DELAY_MS;
    actor.send({ type: 'FIELD.CHANGE', field: 'day', value: '' });
    actor.send({ type: 'SAVE', period: 'day' });
    const waiting = rgSettings();
    waiting.limits[0] = { period: 'day', amount: 1_000_00, used: 300_00, pending: { amount: null, from } };
    mocks.resolve('call', waiting);
    await flush();
    expect(limitsOutcome(actor.getSnapshot())).toMatchObject({ period: 'day', amount: null, pendingFrom: from });
    expect(limitFields(actor.getSnapshot()).day).toBe('');
    actor.stop();
  });

  it('errcode 5102 from the server is tied to the field of that period', async () => {
    const { actor, mocks } = start();
    mocks.resolve('rgSettings', rgSettings());
    await flush();
    actor.send({ type: 'SAVE', period: 'month' });
    mocks.reject('call', failure('/app/v1/rg/depositLimit', RG_ERRCODE.settingInvalid));
    await flush();
    expect(limitFieldError(actor.getSnapshot())).toMatchObject({ id: 'profile.limits.invalid', field: 'month' });
    actor.send({ type: 'SAVE', period: 'week' });
    mocks.reject('call', offline('/app/v1/rg/depositLimit'));
    await flush();
    expect(actor.getSnapshot().context.notice).toMatchObject({ id: 'error.network', tone: 'error' });
    expect(limitFieldError(actor.getSnapshot())).toBeNull();
    actor.stop();
  });

  it('saves a new reality-check interval only when it differs; 5102 says the interval is not offered', async () => {
    const { actor, mocks } = start();
    mocks.resolve('rgSettings', rgSettings());
    await flush();
    actor.send({ type: 'REALITY.SELECT', minutes: 7 });
    expect(realityChoice(actor.getSnapshot())).toBe(60);
    actor.send({ type: 'REALITY.SELECT', minutes: 30 });
    expect(canSaveReality(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'REALITY.SAVE' });
    expect(calls(mocks, 'rgSetRealityCheck')).toEqual([{ minutes: 30 }]);
    mocks.reject('rgSetRealityCheck', failure('/app/v1/rg/realityCheck', RG_ERRCODE.settingInvalid));
    await flush();
    expect(actor.getSnapshot().context.notice?.id).toBe('profile.reality.invalid');
    actor.send({ type: 'REALITY.SAVE' });
    mocks.resolve('rgSetRealityCheck', rgSettings({ realityCheckMinutes: 30 }));
    await flush();
    expect(limitsOutcome(actor.getSnapshot())).toMatchObject({ kind: 'reality', minutes: 30 });
    expect(canSaveReality(actor.getSnapshot())).toBe(false);
    actor.stop();
  });
});

describe('take a break', () => {
  function start() {
    const mocks = new MockActors();
    const clock = new SimulatedClock();
    clock.set(BREAK_NOW);
    const sent: BreakTaken[] = [];
    const actor = createActor(
      takeBreakMachine.provide({
        actors: { submission: takeBreakSubmission.provide({ actors: { call: mocks.promise() } }) },
      }),
      {
        clock,
        input: { session: { send: (event) => sent.push(event) }, publicKey: 'key', now: () => clock.now() },
      },
    ).start();
    return { actor, mocks, clock, sent };
  }

  it('continues only with a known break chosen, and the confirm step states its end from now', () => {
    const { actor } = start();
    expect(breakChoosing(actor.getSnapshot())).toBe(true);
    expect(canContinue(actor.getSnapshot())).toBe(false);
    actor.send({ type: 'BREAK.SELECT', breakId: 'forever' });
    expect(canContinue(actor.getSnapshot())).toBe(false);
    actor.send({ type: 'BREAK.SELECT', breakId: 'exclusion6m' });
    actor.send({ type: 'CONTINUE' });
    expect(breakConfirming(actor.getSnapshot())).toBe(true);
    expect(breakEndsAt(actor.getSnapshot())).toBe(BREAK_NOW + 183 * DAY_MS);
    expect(breakEnd('timeOut24h', 0)).toBe(DAY_MS);
    actor.stop();
  });

  it('keeps the stated end current while the player reads, and Back forgets the password', () => {
    const { actor, clock } = start();
    actor.send({ type: 'BREAK.SELECT', breakId: 'timeOut24h' });
    actor.send({ type: 'CONTINUE' });
    actor.send({ type: 'FIELD.CHANGE', field: 'password', value: 'Secret12' });
    clock.increment(END_REFRESH_MS - 1);
    expect(breakEndsAt(actor.getSnapshot())).toBe(BREAK_NOW + DAY_MS);
    clock.increment(1);
    expect(breakEndsAt(actor.getSnapshot())).toBe(BREAK_NOW + END_REFRESH_MS + DAY_MS);
    clock.increment(2 * END_REFRESH_MS);
    expect(breakEndsAt(actor.getSnapshot())).toBe(BREAK_NOW + 3 * END_REFRESH_MS + DAY_MS);
    expect(breakPassword(actor.getSnapshot())).toBe('Secret12');
    actor.send({ type: 'BACK' });
    expect(breakChoosing(actor.getSnapshot())).toBe(true);
    expect(breakPassword(actor.getSnapshot())).toBe('');
    expect(breakEndsAt(actor.getSnapshot())).toBeNull();
    actor.stop();
  });

  it('needs the password (tied to its field) before anything is sent', async () => {
    const { actor, mocks } = start();
    actor.send({ type: 'BREAK.SELECT', breakId: 'timeOut7d' });
    actor.send({ type: 'CONTINUE' });
    expect(canConfirm(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'CONFIRM' });
    await flush();
    expect(breakPasswordError(actor.getSnapshot())?.id).toBe('profile.break.passwordRequired');
    expect(calls(mocks, 'call')).toEqual([]);
    expect(breakConfirming(actor.getSnapshot())).toBe(true);
    actor.stop();
  });

  it('a wrong password (5105) is tied to the field and empties it; then the break starts and the session hears it', async () => {
    const { actor, mocks, sent } = start();
    actor.send({ type: 'BREAK.SELECT', breakId: 'timeOut7d' });
    actor.send({ type: 'CONTINUE' });
    actor.send({ type: 'FIELD.CHANGE', field: 'password', value: 'wrong' });
    actor.send({ type: 'CONFIRM' });
    expect(breakBusy(actor.getSnapshot())).toBe(true);
    expect(canConfirm(actor.getSnapshot())).toBe(false);
    expect(calls(mocks, 'call')).toEqual([{ request: { breakId: 'timeOut7d', password: 'wrong', publicKey: 'key' } }]);
    mocks.reject('call', failure('/app/v1/rg/takeBreak', RG_ERRCODE.wrongPassword));
    await flush();
    expect(breakPasswordError(actor.getSnapshot())?.id).toBe('profile.break.wrongPassword');
    expect(breakPassword(actor.getSnapshot())).toBe('');
    expect(sent).toEqual([]);

    actor.send({ type: 'FIELD.CHANGE', field: 'password', value: 'Secret12' });
    expect(breakPasswordError(actor.getSnapshot())).toBeNull();
    actor.send({ type: 'CONFIRM' });
    const until = BREAK_NOW + 7 * DAY_MS;
    mocks.resolve('call', { break: { kind: 'timeOut', until } } satisfies TakeBreakAnswer);
    await flush();
    expect(breakTaken(actor.getSnapshot())).toBe(true);
    expect(sent).toEqual([{ type: 'BREAK.TAKEN', kind: 'timeOut', until }]);
  });

  it('any other failure keeps the password and says why', async () => {
    const { actor, mocks } = start();
    actor.send({ type: 'BREAK.SELECT', breakId: 'exclusion5y' });
    actor.send({ type: 'CONTINUE' });
    actor.send({ type: 'FIELD.CHANGE', field: 'password', value: 'Secret12' });
    actor.send({ type: 'CONFIRM' });
    mocks.reject('call', offline('/app/v1/rg/takeBreak'));
    await flush();
    expect(actor.getSnapshot().context.notice?.id).toBe('error.network');
    expect(breakPasswordError(actor.getSnapshot())).toBeNull();
    expect(breakPassword(actor.getSnapshot())).toBe('Secret12');
    actor.stop();
  });
});

describe('account history', () => {
  function start() {
    const mocks = new MockActors();
    const actor = createActor(
      accountHistoryMachine.provide({ actors: { rgHistory: mocks.promise<DataOf<'rgHistory'>>() } }),
      { clock: new SimulatedClock() },
    ).start();
    return { actor, mocks };
  }

  it('loads the 12 months, retries after a failure, and says when all are zero', async () => {
    const { actor, mocks } = start();
    mocks.reject('rgHistory', offline('/app/v1/rg/history'));
    await flush();
    expect(historyFailed(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'RETRY' });
    mocks.resolve('rgHistory', { months: historyMonths() });
    await flush();
    expect(historyReady(actor.getSnapshot())).toBe(true);
    expect(monthsOf(actor.getSnapshot())).toHaveLength(12);
    expect(historyEmpty(actor.getSnapshot())).toBe(false);
    actor.stop();

    const quiet = start();
    expect(historyEmpty(quiet.actor.getSnapshot())).toBe(false);
    quiet.mocks.resolve('rgHistory', { months: quietMonths });
    await flush();
    expect(historyEmpty(quiet.actor.getSnapshot())).toBe(true);
    quiet.actor.stop();
  });
});
