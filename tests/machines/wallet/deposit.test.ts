import { describe, expect, test, vi } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import { depositChannels } from '../../../machines/session/session.context';
import {
  type AppConfig,
  LOGIN_REDIRECT_MS,
  type LoadAnonymousConfigInput,
} from '../../../machines/session/session.machine';
import type { NavigateRequest } from '../../../machines/shared/protocol';
import { validateBankForm } from '../../../machines/wallet/bankCard.machine';
import {
  type CouponPage,
  couponBonusOf,
  type DepositEmitted,
  type DepositRecord,
  depositMachine,
  type OrderCheck,
  PICK_DEBOUNCE_MS,
  payWithinMinutes,
  type RechargeAnswer,
  type RechargeRequest,
  remainingMs,
  viewOf,
} from '../../../machines/wallet/deposit.machine';
import { depositCredited, depositOnScreen } from '../../../machines/wallet/deposit.selectors';
import { depositOf } from '../../../machines/wallet/depositHost.machine';
import { ErrcodeError, NetworkError } from '../../../src/api/client/errors';
import { MockActors } from '../coverage/mockActors';
import { loginResult, webConfig } from '../fixtures';
import { provideSession } from '../session/provideSession';
import { catalogueFakes } from '../storedCatalogue';
import { bankChannel, bankOrder, bdo, coupon, payPageOrder, qrOrder, walletChannel } from './deposit.coverage';

const flush = () => new Promise<void>((resolve) => setImmediate(resolve));

function start() {
  const mocks = new MockActors();
  const clock = new SimulatedClock();
  const sent: string[] = [];
  const emitted: (DepositEmitted | NavigateRequest)[] = [];
  const machine = depositMachine.provide({
    actors: {
      recharge: mocks.promise<RechargeAnswer, RechargeRequest>(),
      checkOrder: mocks.promise<OrderCheck, { orderId: string }>(),
      findOrder: mocks.promise(),
      coupons: mocks.promise<CouponPage, { plain: boolean }>(),
      copyText: mocks.promise<boolean, { text: string }>(),
    },
  });
  const actor = createActor(machine, {
    clock,
    input: {
      session: {
        send: (event) => {
          sent.push(event.type);
          // Navigation goes through the session: recorded beside what the deposit emits.
          if (event.type === 'NAVIGATE') emitted.push(event);
        },
      },
    },
  });
  actor.on('*', (event) => emitted.push(event as DepositEmitted));
  actor.start();
  const open = (options = {}, banks = {}) =>
    actor.send({ type: 'OPEN', channels: [walletChannel, bankChannel], banks, options });
  return { actor, mocks, clock, sent, emitted, open };
}

describe('deposit machine', () => {
  test('confirm is debounced 300 ms: two presses make one recharge3 (version 4, amount, actType, rechargeType)', async () => {
    const { actor, mocks, clock, open } = start();
    open({ actType: 39, propId: 7 });
    actor.send({ type: 'AMOUNT.SELECT', amount: 20_000 });
    actor.send({ type: 'CONFIRM' });
    clock.increment(PICK_DEBOUNCE_MS - 1);
    actor.send({ type: 'CONFIRM' });
    clock.increment(PICK_DEBOUNCE_MS - 1);
    expect(actor.getSnapshot().value).toEqual({ picking: 'debouncing' });
    clock.increment(1);
    await flush();
    expect(mocks.starts.filter((start) => start.id === 'recharge')).toEqual([
      {
        id: 'recharge',
        input: {
          amount: 20_000,
          version: 4,
          actType: 39,
          rechargeType: 1,
          propId: 7,
          requestId: actor.getSnapshot().context.attemptId,
        },
      },
    ]);
    expect(actor.getSnapshot().context.attemptId).toMatch(/^[0-9a-f]{32}$/);
  });

  test('one request id per deposit: new on open and on another channel or amount, kept on the same pick', () => {
    const { actor, open } = start();
    const id = () => actor.getSnapshot().context.attemptId;
    open();
    const first = id();
    actor.send({ type: 'CHANNEL.SELECT', id: walletChannel.id });
    actor.send({ type: 'AMOUNT.SELECT', amount: actor.getSnapshot().context.amount });
    expect(id()).toBe(first);
    actor.send({ type: 'AMOUNT.SELECT', amount: 50_000 });
    const second = id();
    expect(second).not.toBe(first);
    actor.send({ type: 'CHANNEL.SELECT', id: bankChannel.id });
    expect(id()).not.toBe(second);
    actor.send({ type: 'CANCEL' });
    open();
    expect(new Set([first, second, id()]).size).toBe(3);
  });

  test('a plain deposit offers the coupons, none chosen; the chosen one goes with recharge3 as couponId', async () => {
    const { actor, mocks, clock, open } = start();
    open();
    await flush();
    expect(mocks.starts.find((entry) => entry.id === 'coupons')?.input).toEqual({ plain: true });
    const other = { propId: 1201, percent: 50, paramStr: { limitAmount: 50_000 } };
    mocks.resolve('coupons', { list: [coupon, other] });
    await flush();
    expect(actor.getSnapshot().context).toMatchObject({ coupons: [coupon, other], couponId: null });
    // The bonus shown is the server's rule: 10 % of ₱100 is ₱10; 50 % of ₱2,000 stops at the ₱500 cap.
    expect(couponBonusOf(coupon, 10_000)).toBe(1_000);
    expect(couponBonusOf(other, 200_000)).toBe(50_000);
    const before = actor.getSnapshot().context.attemptId;
    // A coupon the player does not have changes nothing.
    actor.send({ type: 'COUPON.SELECT', id: 1301 });
    expect(actor.getSnapshot().context.couponId).toBeNull();
    actor.send({ type: 'COUPON.SELECT', id: 1001 });
    expect(actor.getSnapshot().context.couponId).toBe(1001);
    // Another coupon is another deposit: a new request id (the server refuses one id with two coupons).
    expect(actor.getSnapshot().context.attemptId).not.toBe(before);
    actor.send({ type: 'CONFIRM' });
    clock.increment(PICK_DEBOUNCE_MS);
    await flush();
    expect(mocks.starts.find((entry) => entry.id === 'recharge')?.input).toMatchObject({ actType: 0, couponId: 1001 });
  });

  test('without a coupon chosen recharge3 carries none; a purchase asks for no coupons and offers none', async () => {
    const plain = start();
    plain.open();
    await flush();
    plain.mocks.resolve('coupons', { list: [coupon] });
    await flush();
    plain.actor.send({ type: 'COUPON.SELECT', id: 1001 });
    plain.actor.send({ type: 'COUPON.SELECT', id: null });
    plain.actor.send({ type: 'CONFIRM' });
    plain.clock.increment(PICK_DEBOUNCE_MS);
    await flush();
    expect(plain.mocks.starts.find((entry) => entry.id === 'recharge')?.input).not.toHaveProperty('couponId');

    const purchase = start();
    purchase.open({ actType: 39, propId: 7, amount: 50_000 });
    await flush();
    expect(purchase.mocks.starts.find((entry) => entry.id === 'coupons')?.input).toEqual({ plain: false });
  });

  test('refusals 1010 and 1003 say why and keep the pick; the list is read again and a used coupon drops', async () => {
    const { actor, mocks, clock, open } = start();
    open();
    await flush();
    mocks.resolve('coupons', { list: [coupon] });
    await flush();
    actor.send({ type: 'AMOUNT.SELECT', amount: 20_000 });
    actor.send({ type: 'COUPON.SELECT', id: 1001 });
    actor.send({ type: 'CONFIRM' });
    clock.increment(PICK_DEBOUNCE_MS);
    await flush();
    mocks.reject('recharge', new ErrcodeError('/app/v1/recharge3', 1010, 200));
    await flush();
    expect(actor.getSnapshot().value).toEqual({ picking: 'ready' });
    expect(actor.getSnapshot().context).toMatchObject({
      notice: { id: 'wallet.deposit.coupon.gone' },
      amount: 20_000,
      channelId: walletChannel.id,
      couponId: 1001,
    });
    // Back in the dialog the coupons are read again: the used coupon is gone, so none is chosen.
    mocks.resolve('coupons', { list: [] });
    await flush();
    expect(actor.getSnapshot().context).toMatchObject({ coupons: [], couponId: null, amount: 20_000 });

    const other = start();
    other.open();
    await flush();
    other.mocks.resolve('coupons', { list: [coupon] });
    await flush();
    other.actor.send({ type: 'COUPON.SELECT', id: 1001 });
    other.actor.send({ type: 'CONFIRM' });
    other.clock.increment(PICK_DEBOUNCE_MS);
    await flush();
    other.mocks.reject('recharge', new ErrcodeError('/app/v1/recharge3', 1003, 200));
    await flush();
    expect(other.actor.getSnapshot().context.notice?.id).toBe('wallet.deposit.coupon.notPlain');
    // An unreadable list: the deposit goes on without coupons.
    other.mocks.reject('coupons', new NetworkError('/app/v1/couponList', new Error('offline')));
    await flush();
    expect(other.actor.getSnapshot().context).toMatchObject({ coupons: [], couponId: null });
  });

  test('a fixed amount (first-charge price) stays when the channel changes; presets follow the channel otherwise', () => {
    const fixed = start();
    fixed.open({ amount: 123_400 });
    fixed.actor.send({ type: 'CHANNEL.SELECT', id: bankChannel.id });
    fixed.actor.send({ type: 'AMOUNT.SELECT', amount: 1 });
    expect(fixed.actor.getSnapshot().context.amount).toBe(123_400);

    const free = start();
    free.open();
    expect(free.actor.getSnapshot().context.amount).toBe(walletChannel.amounts[0]);
    free.actor.send({ type: 'CHANNEL.SELECT', id: bankChannel.id });
    expect(free.actor.getSnapshot().context.amount).toBe(bankChannel.amounts[0]);
  });

  test('a bank channel without that bank goes to /bindBankCard?back=1 and resumes with the new bank', async () => {
    const { actor, mocks, clock, emitted, open } = start();
    open({ returnTo: { page: 'wallets', params: { id: 'deposit' } } });
    actor.send({ type: 'CHANNEL.SELECT', id: bankChannel.id });
    actor.send({ type: 'CONFIRM' });
    clock.increment(PICK_DEBOUNCE_MS);
    expect(actor.getSnapshot().value).toBe('bindingBank');
    // Away on the bank form: the deposit's dialog is not drawn over it.
    expect(depositOnScreen(actor.getSnapshot())).toBe(false);
    expect(emitted).toEqual([{ type: 'NAVIGATE', to: { page: 'bindBankCard', query: { back: '1', bankId: '1001' } } }]);
    actor.send({ type: 'BANKS.CHANGED', banks: { 2002: { ...bdo, bankId: 2002 } } });
    expect(actor.getSnapshot().value).toBe('bindingBank');
    actor.send({ type: 'BANKS.CHANGED', banks: { 1001: bdo } });
    await flush();
    expect(emitted.at(-1)).toEqual({
      type: 'NAVIGATE',
      to: { page: 'wallets', params: { id: 'deposit' } },
      replace: true,
    });
    expect(depositOnScreen(actor.getSnapshot())).toBe(true);
    expect(mocks.isWaiting('recharge')).toBe(true);
  });

  test('with the bank bound, the bank channel asks recharge3 straight away', async () => {
    const { actor, mocks, clock, open } = start();
    open({}, { 1001: bdo });
    actor.send({ type: 'CHANNEL.SELECT', id: bankChannel.id });
    actor.send({ type: 'CONFIRM' });
    clock.increment(PICK_DEBOUNCE_MS);
    await flush();
    expect(mocks.isWaiting('recharge')).toBe(true);
  });

  test.each([
    [payPageOrder, 'payPage'],
    [qrOrder, { qr: 'counting' }],
    [bankOrder, 'bankTransfer'],
  ] as const)('an answer opens its view', async (order, view) => {
    const { actor, mocks, clock, open } = start();
    open();
    actor.send({ type: 'CONFIRM' });
    clock.increment(PICK_DEBOUNCE_MS);
    await flush();
    mocks.resolve('recharge', order);
    await flush();
    expect(actor.getSnapshot().value).toEqual({ viewing: { view, clipboard: 'idle' } });
  });

  async function failedConfirm(error: unknown) {
    const started = start();
    started.open();
    started.actor.send({ type: 'CONFIRM' });
    started.clock.increment(PICK_DEBOUNCE_MS);
    await flush();
    started.mocks.reject('recharge', error);
    await flush();
    return started;
  }
  const offline = () => new NetworkError('/app/v1/recharge3', new Error('offline'));
  /** A deposit record as getRechargeRecord lists it. */
  const record = (overrides: Partial<DepositRecord> = {}): DepositRecord => ({
    orderId: 'D0000000000000000042',
    amount: walletChannel.amounts[0] ?? 0,
    rechargeType: walletChannel.id,
    rechargeTypeName: walletChannel.name,
    requestId: null,
    status: 0,
    createTime: Date.now(),
    ...overrides,
  });

  test('a refusal shows its own reason and Confirm tries again', async () => {
    const { actor } = await failedConfirm(new ErrcodeError('/app/v1/recharge3', 3002, 200));
    expect(actor.getSnapshot().value).toEqual({ picking: 'ready' });
    expect(actor.getSnapshot().context.notice).toMatchObject({ id: 'wallet.error.amountOutsideLimits' });
    actor.send({ type: 'CONFIRM' });
    expect(actor.getSnapshot().context.notice).toBeNull();
  });

  test('no answer → the records are looked up before Retry: nothing found says nothing was created', async () => {
    const { actor, mocks } = await failedConfirm(offline());
    expect(actor.getSnapshot().value).toBe('lookingUp');
    const lookup = mocks.starts.filter((s) => s.id === 'findOrder');
    expect(lookup).toHaveLength(1);
    // An order of the same amount and channel made by another Confirm (another tab, an earlier try) is not this one.
    mocks.resolve('findOrder', { list: [record({ requestId: 'another-attempt' })], total: 1, page: 1 });
    await flush();
    expect(actor.getSnapshot().value).toEqual({ picking: 'ready' });
    expect(actor.getSnapshot().context).toMatchObject({
      failure: 'notCreated',
      notice: { id: 'wallet.deposit.notSent', tone: 'error' },
    });
    // Retry: Confirm sends the order again and clears the failure.
    actor.send({ type: 'CONFIRM' });
    expect(actor.getSnapshot().context).toMatchObject({ failure: null, notice: null });
  });

  test('no answer, and the records show the order: say so with its id; Confirm again asks for the same order', async () => {
    const { actor, mocks, clock } = await failedConfirm(offline());
    const attempt = actor.getSnapshot().context.attemptId;
    mocks.resolve('findOrder', { list: [record({ requestId: attempt })], total: 1, page: 1 });
    await flush();
    expect(actor.getSnapshot().value).toEqual({ picking: 'ready' });
    expect(actor.getSnapshot().context).toMatchObject({
      failure: 'orderExists',
      notice: { id: 'wallet.deposit.orderExists', values: { orderId: 'D0000000000000000042' } },
    });
    // Try again: the same request id, so the server answers the order it made instead of a second one.
    actor.send({ type: 'CONFIRM' });
    clock.increment(PICK_DEBOUNCE_MS);
    await flush();
    const sends = mocks.starts.filter((s) => s.id === 'recharge');
    expect(sends).toHaveLength(2);
    expect(sends.map((s) => (s.input as RechargeRequest).requestId)).toEqual([attempt, attempt]);
  });

  test('no answer and the look-up fails too: the player is told to check the records first', async () => {
    const { actor, mocks } = await failedConfirm(offline());
    mocks.reject('findOrder', offline());
    await flush();
    expect(actor.getSnapshot().value).toEqual({ picking: 'ready' });
    expect(actor.getSnapshot().context).toMatchObject({
      failure: 'unknown',
      notice: { id: 'wallet.deposit.orderUnknown' },
    });
  });

  async function viewing(options = {}) {
    const started = start();
    started.open(options);
    started.actor.send({ type: 'CONFIRM' });
    started.clock.increment(PICK_DEBOUNCE_MS);
    await flush();
    started.mocks.resolve('recharge', payPageOrder);
    await flush();
    return started;
  }

  test('closing reports finished and asks the session for the balance only when the order is done', async () => {
    const unpaid = await viewing();
    unpaid.actor.send({ type: 'CLOSE' });
    await flush();
    expect(unpaid.mocks.starts.at(-1)).toEqual({ id: 'checkOrder', input: { orderId: payPageOrder.orderId } });
    unpaid.mocks.resolve('checkOrder', { isRechargeDone: false, status: 0 });
    await flush();
    expect(unpaid.actor.getSnapshot().value).toBe('idle');
    expect(unpaid.sent).toEqual([]);
    expect(unpaid.emitted.filter((e) => e.type === 'deposit.finished')).toEqual([]);

    const paid = await viewing();
    paid.actor.send({ type: 'CLOSE' });
    await flush();
    paid.mocks.resolve('checkOrder', { isRechargeDone: true, status: 1 });
    await flush();
    // The balance at once; finished as the credited sheet goes (nothing the report sets off opens over the sheet).
    expect(paid.sent).toEqual(['BALANCE.REFRESH']);
    paid.actor.send({ type: 'CLOSE' });
    expect(paid.sent).toEqual(['BALANCE.REFRESH', 'DEPOSIT.FINISHED']);
    expect(paid.emitted.at(-1)).toEqual({
      type: 'deposit.finished',
      orderId: payPageOrder.orderId,
      done: true,
      actType: 0,
      propId: null,
    });
  });

  test('a paid order shows the credited sheet: the amount and a coupon bonus; Play now goes to the games, Close stays', async () => {
    const paid = await viewing();
    paid.actor.send({ type: 'CLOSE' });
    await flush();
    expect(depositCredited(paid.actor.getSnapshot())).toBeNull();
    paid.mocks.resolve('checkOrder', { isRechargeDone: true, status: 1 });
    await flush();
    expect(depositCredited(paid.actor.getSnapshot())).toEqual({ amount: 10_000, couponBonus: 0 });
    paid.actor.send({ type: 'PLAY' });
    expect(paid.actor.getSnapshot().value).toBe('idle');
    expect(paid.sent).toEqual(['BALANCE.REFRESH', 'DEPOSIT.FINISHED', 'NAVIGATE']);
    expect(paid.emitted).toContainEqual({ type: 'NAVIGATE', to: { page: 'home' } });
    expect(paid.actor.getSnapshot().context.credited).toBeNull();

    // With a coupon, the sheet adds the bonus the server pays with the order (its own rule).
    const withCoupon = start();
    withCoupon.open();
    await flush();
    withCoupon.mocks.resolve('coupons', { list: [coupon] });
    await flush();
    withCoupon.actor.send({ type: 'COUPON.SELECT', id: coupon.propId });
    withCoupon.actor.send({ type: 'CONFIRM' });
    withCoupon.clock.increment(PICK_DEBOUNCE_MS);
    await flush();
    withCoupon.mocks.resolve('recharge', payPageOrder);
    await flush();
    withCoupon.actor.send({ type: 'CLOSE' });
    await flush();
    withCoupon.mocks.resolve('checkOrder', { isRechargeDone: true, status: 1 });
    await flush();
    expect(depositCredited(withCoupon.actor.getSnapshot())).toEqual({ amount: 10_000, couponBonus: 1_000 });
    withCoupon.actor.send({ type: 'CLOSE' });
    expect(withCoupon.actor.getSnapshot().value).toBe('idle');
    expect(withCoupon.sent).not.toContain('NAVIGATE');
  });

  test('an order not paid yet (a bank transfer on its way) closes without a sheet', async () => {
    const { actor, mocks } = await viewing();
    actor.send({ type: 'CLOSE' });
    await flush();
    mocks.resolve('checkOrder', { isRechargeDone: false, status: 0 });
    await flush();
    expect(depositCredited(actor.getSnapshot())).toBeNull();
    expect(depositOnScreen(actor.getSnapshot())).toBe(false);
  });

  test('a caller asking for it is told directly on close, without the check', async () => {
    const { actor, mocks, sent, emitted } = await viewing({ reportFinishedDirectly: true });
    actor.send({ type: 'CLOSE' });
    await flush();
    expect(mocks.isWaiting('checkOrder')).toBe(false);
    expect(actor.getSnapshot().value).toBe('idle');
    expect(sent).toEqual(['DEPOSIT.FINISHED', 'BALANCE.REFRESH']);
    expect(emitted.at(-1)).toEqual({
      type: 'deposit.finished',
      orderId: payPageOrder.orderId,
      done: false,
      actType: 0,
      propId: null,
    });
  });

  test('QR timing: hint minutes and countdown come from the same 10-minute order window', () => {
    expect(payWithinMinutes(qrOrder)).toBe(10);
    expect(remainingMs(qrOrder, qrOrder.createTime + 60_000)).toBe(540_000);
    expect(remainingMs(qrOrder, qrOrder.expireTime + 5)).toBe(0);
    expect(viewOf(qrOrder)).toBe('qr');
    expect(viewOf({ ...qrOrder, qrCodeText: null })).toBeNull();
  });
});

describe('session wiring of the deposit', () => {
  test("the channels follow the operator's order (sort), then the id; without a sort, by id", () => {
    const channels = (map: Record<string, typeof walletChannel>) =>
      depositChannels({ webConfig: webConfig({ appRechargeTypeMap: map }) }).map((c) => c.id);
    expect(channels({ 1: { ...walletChannel, sort: 2 }, 3: { ...bankChannel, sort: 1 } })).toEqual([3, 1]);
    expect(channels({ 3: bankChannel, 1: walletChannel })).toEqual([1, 3]);
    expect(channels({ 3: { ...bankChannel, sort: 1 }, 1: { ...walletChannel, sort: 1 } })).toEqual([1, 3]);
  });

  test('DEPOSIT.OPEN reaches the child with the configured channels (by id) and the banks; BANKS.UPDATED merges', async () => {
    const mocks = new MockActors();
    const config: AppConfig = {
      webConfig: webConfig({ appRechargeTypeMap: { 3: bankChannel, 1: walletChannel } }),
      gameListVersion: 'v1',
      gameList: [],
    };
    const clock = new SimulatedClock();
    const session = createActor(
      provideSession({
        ...catalogueFakes,
        loadAnonymousConfig: mocks.promise<AppConfig, LoadAnonymousConfigInput>(),
        watchUnauthorized: mocks.callback(),
        reportDevice: mocks.promise<void>(),
        heartbeat: mocks.promise(),
      }),
      { clock },
    );
    session.start();
    await flush();
    mocks.resolve('loadAnonymousConfig', config);
    await flush();
    session.send({ type: 'LOGGED_IN', result: loginResult() });
    clock.increment(LOGIN_REDIRECT_MS);
    const inner = () => {
      const host = session.getSnapshot().children.deposit?.getSnapshot();
      return host && depositOf(host);
    };
    session.send({ type: 'DEPOSIT.OPEN', options: { amount: 50_000 } });
    // The deposit's code loads on the first open; the options wait for it.
    expect(inner()).toBeUndefined();
    await vi.waitFor(() => expect(inner()).toBeDefined(), { timeout: 15_000 });
    const deposit = inner();
    if (!deposit) throw new Error('the deposit child did not start');
    expect(deposit.getSnapshot().context.channels.map((channel: { id: number }) => channel.id)).toEqual([1, 3]);
    expect(deposit.getSnapshot().context.amount).toBe(50_000);

    session.send({ type: 'BANKS.UPDATED', appUserBankList: [bdo] });
    expect(Object.keys(session.getSnapshot().context.banks)).toContain('1001');

    // The deposit reports to the session itself, which tells the prompts (a paid deposit) and the screens.
    expect(deposit.getSnapshot().context.session).toBe(session);
    const finished: unknown[] = [];
    session.on('deposit.finished', (event) => finished.push(event));
    session.send({ type: 'DEPOSIT.FINISHED', orderId: 'D1', done: true, actType: 39, propId: 2 });
    expect(finished).toEqual([{ type: 'deposit.finished', orderId: 'D1', done: true, actType: 39, propId: 2 }]);
    expect(session.getSnapshot().children.prompts?.getSnapshot().context.rechargeUpdate).toBe(true);
  });

  test('bank form rules match the server (3013): letters for the name, 10 to 19 digits for the number', () => {
    expect(validateBankForm({ bankId: 1001, accountName: 'Juan Dela Cruz', cardNum: '0012 3456 7890' })).toEqual({});
    expect(validateBankForm({ bankId: null, accountName: 'J4', cardNum: '123' })).toEqual({
      bankId: 'wallet.bank.bankRequired',
      accountName: 'wallet.bank.nameRule',
      cardNum: 'wallet.bank.cardRule',
    });
    expect(validateBankForm({ bankId: 1, accountName: "Ma. O'Neil-Cruz", cardNum: '1'.repeat(19) })).toEqual({});
    expect(validateBankForm({ bankId: 1, accountName: 'Ann', cardNum: '1'.repeat(20) }).cardNum).toBeDefined();
  });
});
