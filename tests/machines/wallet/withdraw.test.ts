import { describe, expect, test } from 'vitest';
import { createActor, type EventObject, SimulatedClock } from 'xstate';
import { money } from '../../../machines/shared/notice';
import { WALLET_ERRCODE } from '../../../machines/wallet/walletSession';
import {
  type ExchangeOptions,
  type ExchangeRequest,
  type ExchangeResult,
  withdrawMachine,
  withdrawSubmission,
} from '../../../machines/wallet/withdraw.machine';
import {
  asksPassword,
  canWithdraw,
  fieldProblem,
  kycBanner,
  placedOrder,
  refusal,
} from '../../../machines/wallet/withdraw.selectors';
import { MockActors } from '../coverage/mockActors';
import { exchangeOptions, exchangeResult, failure } from '../walletFixtures';

const flush = () => new Promise<void>((resolve) => setImmediate(resolve));

async function start(options: ExchangeOptions) {
  const mocks = new MockActors();
  const clock = new SimulatedClock();
  const refreshes: string[] = [];
  const machine = withdrawMachine.provide({
    actors: {
      getExchange: mocks.promise<ExchangeOptions>(),
      submission: withdrawSubmission.provide({
        actors: { call: mocks.promise<ExchangeResult, { request: ExchangeRequest }>() },
      }),
    },
  });
  const actor = createActor(machine, {
    clock,
    input: { publicKey: 'key', session: { send: (event) => void refreshes.push(event.type) } },
  });
  const navigations: EventObject[] = [];
  actor.on('navigate', (event) => void navigations.push(event));
  actor.start();
  mocks.resolve('getExchange', options);
  await flush();
  const type = (field: 'amount' | 'password', value: string) => actor.send({ type: 'FIELD.CHANGE', field, value });
  return { actor, mocks, refreshes, navigations, type };
}

const calls = (mocks: MockActors) => mocks.starts.filter((start) => start.id === 'call');

describe('withdraw form', () => {
  test('sends the amount in hundredths to the chosen bank with the password, then asks the session to refresh', async () => {
    const { actor, mocks, refreshes, type } = await start(exchangeOptions());
    expect(canWithdraw(actor.getSnapshot())).toBe(true);
    type('amount', '1,500.50');
    actor.send({ type: 'SUBMIT' });
    expect(asksPassword(actor.getSnapshot())).toBe(true);
    expect(canWithdraw(actor.getSnapshot())).toBe(false);
    type('password', '12a3456789');
    actor.send({ type: 'CONFIRM' });
    expect(calls(mocks).at(-1)?.input).toEqual({
      request: { amount: 150_050, bankId: 1001, password: '123456', publicKey: 'key' },
    });
    mocks.resolve('call', exchangeResult);
    await flush();
    const snapshot = actor.getSnapshot();
    expect(placedOrder(snapshot)).toEqual(exchangeResult.order);
    expect(snapshot.context.options?.coin).toBe(exchangeResult.coin);
    expect(snapshot.context.fields).toEqual({ amount: '', password: '' });
    expect(refreshes).toEqual(['BALANCE.REFRESH']);
    actor.send({ type: 'AGAIN' });
    expect(actor.getSnapshot().hasTag('loading')).toBe(true);
  });

  test.each([
    ['kyc', { needKyc: true, kycStatus: 'none' }, 'wallet.withdraw.kycRequired', 'VERIFY', 'walletsKycUpload'],
    ['kyc', { needKyc: true, kycStatus: 'pending' }, 'wallet.withdraw.kycPending', 'VERIFY', 'walletsKycUpload'],
    // The identity vendor's refusal and its request for a new photo say so.
    ['kyc', { needKyc: true, kycStatus: 'rejected' }, 'wallet.withdraw.kycRejected', 'VERIFY', 'walletsKycUpload'],
    ['kyc', { needKyc: true, kycStatus: 'resubmit' }, 'wallet.withdraw.kycResubmit', 'VERIFY', 'walletsKycUpload'],
    ['bank', { appUserBankList: [] }, 'wallet.withdraw.noBank', 'BIND_BANK', 'bindBankCard'],
    ['password', { hasSafeboxPassword: 0 }, 'wallet.withdraw.noPassword', 'SET_PASSWORD', 'walletsPassword'],
  ] as const)('refused for %s (%s) with %s and a way out; nothing is sent', async (reason, options, id, way, page) => {
    const { actor, mocks, navigations, type } = await start(exchangeOptions(options as Partial<ExchangeOptions>));
    type('amount', '500');
    actor.send({ type: 'SUBMIT' });
    expect(refusal(actor.getSnapshot())).toBe(reason);
    expect(actor.getSnapshot().context.notice?.id).toBe(id);
    actor.send({ type: way });
    expect(navigations).toEqual([expect.objectContaining({ type: 'navigate', to: expect.objectContaining({ page }) })]);
    actor.send({ type: 'CANCEL' });
    expect(refusal(actor.getSnapshot())).toBeNull();
    expect(mocks.starts.map((start) => start.id)).toEqual(['getExchange']);
  });

  test('binding a bank from the withdraw form comes back to it', async () => {
    const { actor, navigations } = await start(exchangeOptions({ appUserBankList: [] }));
    actor.send({ type: 'BIND_BANK' });
    type FromHint = EventObject & { to: unknown };
    expect((navigations[0] as FromHint).to).toEqual({ page: 'bindBankCard', query: { back: 'withdraw' } });
    actor.send({ type: 'SUBMIT' });
    actor.send({ type: 'BIND_BANK' });
    expect((navigations[1] as FromHint).to).toEqual({ page: 'bindBankCard', query: { back: 'withdraw' } });
  });

  test('the KYC banner says under review while pending, with the due date', async () => {
    const due = Date.UTC(2026, 10, 30);
    const pending = await start(exchangeOptions({ needKyc: true, kycStatus: 'pending', kycDueTime: due }));
    expect(kycBanner(pending.actor.getSnapshot())).toEqual({ status: 'pending', pending: true, dueTime: due });
    const none = await start(exchangeOptions({ needKyc: true, kycStatus: 'none', kycDueTime: due }));
    expect(kycBanner(none.actor.getSnapshot())).toEqual({ status: 'none', pending: false, dueTime: due });
    const resubmit = await start(exchangeOptions({ needKyc: true, kycStatus: 'resubmit', kycDueTime: due }));
    expect(kycBanner(resubmit.actor.getSnapshot())).toEqual({ status: 'resubmit', pending: false, dueTime: due });
    const approved = await start(exchangeOptions());
    expect(kycBanner(approved.actor.getSnapshot())).toBeNull();
  });

  test('an amount outside the limits or above the balance is refused with the limit; nothing is sent', async () => {
    const { actor, mocks, type } = await start(exchangeOptions({ coin: 50_000 }));
    type('amount', '99');
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().context.notice).toMatchObject({ id: 'wallet.amount.belowMin' });
    type('amount', '600');
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().context.notice).toMatchObject({
      id: 'wallet.amount.aboveBalance',
      values: { balance: money(50_000) },
    });
    expect(actor.getSnapshot().hasTag('editable')).toBe(true);
    expect(calls(mocks)).toHaveLength(0);
  });

  test('a password of the wrong shape is refused in the dialog; a wrong one is asked again, the amount kept', async () => {
    const { actor, mocks, type } = await start(exchangeOptions());
    type('amount', '500');
    actor.send({ type: 'SUBMIT' });
    type('password', '123');
    actor.send({ type: 'CONFIRM' });
    expect(actor.getSnapshot().context.notice?.id).toBe('wallet.password.rule');
    expect(calls(mocks)).toHaveLength(0);
    type('password', '000000');
    actor.send({ type: 'CONFIRM' });
    mocks.reject('call', failure('/app/v1/exchange', WALLET_ERRCODE.wrongWalletPassword));
    await flush();
    expect(asksPassword(actor.getSnapshot())).toBe(true);
    expect(actor.getSnapshot().context.notice?.id).toBe('wallet.password.wrong');
    expect(actor.getSnapshot().context.fields).toEqual({ amount: '500', password: '' });
    actor.send({ type: 'CANCEL' });
    expect(actor.getSnapshot().hasTag('editable')).toBe(true);
  });

  test('KYC refused by the server (pending review) goes to the KYC refusal; another errcode back to the form', async () => {
    const { actor, mocks, type } = await start(exchangeOptions());
    type('amount', '500');
    actor.send({ type: 'SUBMIT' });
    type('password', '123456');
    actor.send({ type: 'CONFIRM' });
    mocks.reject('call', failure('/app/v1/exchange', WALLET_ERRCODE.kycPending));
    await flush();
    expect(refusal(actor.getSnapshot())).toBe('kyc');
    expect(actor.getSnapshot().context.notice?.id).toBe('wallet.withdraw.kycPending');
    actor.send({ type: 'CANCEL' });
    actor.send({ type: 'SUBMIT' });
    type('password', '123456');
    actor.send({ type: 'CONFIRM' });
    mocks.reject('call', failure('/app/v1/exchange', WALLET_ERRCODE.balanceTooLow));
    await flush();
    expect(actor.getSnapshot().hasTag('editable')).toBe(true);
    expect(actor.getSnapshot().context.notice?.id).toBe('wallet.error.balanceTooLow');
  });

  test('options that do not load show the reason and Retry reads them again', async () => {
    const mocks = new MockActors();
    const actor = createActor(withdrawMachine.provide({ actors: { getExchange: mocks.promise<ExchangeOptions>() } }), {
      clock: new SimulatedClock(),
      input: { publicKey: 'key' },
    }).start();
    mocks.reject('getExchange', failure('/app/v1/getExchange', 1));
    await flush();
    expect(actor.getSnapshot().hasTag('failed')).toBe(true);
    actor.send({ type: 'RETRY' });
    mocks.resolve(
      'getExchange',
      exchangeOptions({ appUserBankList: [{ ...exchangeOptions().appUserBankList[0]!, bankId: 1002 }] }),
    );
    await flush();
    expect(actor.getSnapshot().context.bankId).toBe(1002);
  });

  describe('an error about one input names it', () => {
    test('the amount rules name the amount; typing it again takes the error away, the toast’s notice with it', async () => {
      const { actor, type } = await start(exchangeOptions({ coin: 50_000 }));
      type('amount', '600');
      actor.send({ type: 'SUBMIT' });
      expect(fieldProblem(actor.getSnapshot())).toMatchObject({ id: 'wallet.amount.aboveBalance', field: 'amount' });
      type('amount', '60');
      expect(actor.getSnapshot().context.notice).toBeNull();
      actor.send({ type: 'SUBMIT' });
      expect(fieldProblem(actor.getSnapshot())).toMatchObject({ id: 'wallet.amount.belowMin', field: 'amount' });
      type('amount', '100');
      actor.send({ type: 'SUBMIT' });
      expect(asksPassword(actor.getSnapshot())).toBe(true);
      expect(actor.getSnapshot().context.notice).toBeNull();
    });

    test('the password’s shape and a wrong password (3009) name the password; cancelling the dialog drops it', async () => {
      const { actor, mocks, type } = await start(exchangeOptions());
      type('amount', '500');
      actor.send({ type: 'SUBMIT' });
      type('password', '123');
      actor.send({ type: 'CONFIRM' });
      expect(fieldProblem(actor.getSnapshot())).toMatchObject({ id: 'wallet.password.rule', field: 'password' });
      type('password', '1234');
      expect(fieldProblem(actor.getSnapshot())).toBeNull();
      type('password', '000000');
      actor.send({ type: 'CONFIRM' });
      mocks.reject('call', failure('/app/v1/exchange', WALLET_ERRCODE.wrongWalletPassword));
      await flush();
      expect(asksPassword(actor.getSnapshot())).toBe(true);
      expect(fieldProblem(actor.getSnapshot())).toMatchObject({ id: 'wallet.password.wrong', field: 'password' });
      // Typing the amount does not take the password's error away.
      type('amount', '500');
      expect(fieldProblem(actor.getSnapshot())?.field).toBe('password');
      actor.send({ type: 'CANCEL' });
      expect(actor.getSnapshot().context.notice).toBeNull();
    });

    test.each([
      [WALLET_ERRCODE.amountOutOfRange, 'wallet.error.amountOutsideLimits', 'amount'],
      [WALLET_ERRCODE.balanceTooLow, 'wallet.error.balanceTooLow', 'amount'],
      [WALLET_ERRCODE.bankNotBound, 'wallet.withdraw.noBank', 'bankId'],
      [WALLET_ERRCODE.noWalletPassword, 'wallet.withdraw.noPassword', undefined],
      [1050, 'login.loginFailed1050', undefined],
    ] as const)('the server’s %s reads %s, about %s', async (errcode, id, field) => {
      const { actor, mocks, type } = await start(exchangeOptions());
      type('amount', '500');
      actor.send({ type: 'SUBMIT' });
      type('password', '123456');
      actor.send({ type: 'CONFIRM' });
      mocks.reject('call', failure('/app/v1/exchange', errcode));
      await flush();
      expect(actor.getSnapshot().hasTag('editable')).toBe(true);
      expect(actor.getSnapshot().context.notice).toMatchObject({ id, tone: 'error' });
      expect(actor.getSnapshot().context.notice?.field).toBe(field);
      if (field === 'bankId') {
        actor.send({ type: 'BANK.SELECT', bankId: 1001 });
        expect(actor.getSnapshot().context.notice).toBeNull();
      }
    });
  });
});
