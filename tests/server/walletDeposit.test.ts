import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { ledger } from '../../server/db/schema';
import { completeDeposit } from '../../server/wallet/deposits';
import { parseAnswer, setupServer } from './harness';
import { walletTools } from './walletTools';

const server = setupServer({ testControls: true, seed: { games: 20 } });
const w = walletTools(server);
const MIN = 60_000;

const deposit = async (rechargeType: number, amount = 20_000) =>
  parseAnswer('recharge3', await w.ok('recharge3', { amount, version: 4, actType: 0, rechargeType }));

describe('deposits (recharge3, sandbox provider, checkRechargeOrder)', () => {
  beforeEach(async () => {
    await w.start();
  });

  it('lists each channel with its pay mode; a bank channel names its bank', async () => {
    const wc = parseAnswer('appConfig', (await server.call('appConfig', {})).json).webConfig;
    const modes = Object.values(wc.appRechargeTypeMap).map((c) => [c.id, c.payMode, c.bankId]);
    expect(modes).toEqual([
      [1, 'url', 0],
      [2, 'qr', 0],
      [3, 'bank', 1001],
    ]);
  });

  it('answers one view per channel: pay URL (30 min), QR text (10 min), bank details (24 h)', async () => {
    const url = await deposit(1);
    expect(url).toMatchObject({ payUrl: `/sandbox/pay/${url.orderId}`, qrCodeText: null, appRechargeBankOwn: null });
    expect(url.orderId).toMatch(/^D[0-9A-Z]{20}$/);
    expect(url.expireTime - url.createTime).toBe(30 * MIN);

    const qr = await deposit(2);
    expect(qr).toMatchObject({ payUrl: null, appRechargeBankOwn: null });
    expect(qr.qrCodeText).toBe(`luckylobby-sandbox://pay?order=${qr.orderId}&amount=20000`);
    expect(qr.expireTime - qr.createTime).toBe(10 * MIN);

    await w.bindBdo();
    const bank = await deposit(3, 60_000);
    expect(bank).toMatchObject({ payUrl: null, qrCodeText: null });
    expect(bank.appRechargeBankOwn).toMatchObject({
      shortBankName: 'BDO',
      accountName: 'Lucky Lobby Sandbox Inc.',
      amount: 60_000,
    });
    expect(bank.expireTime - bank.createTime).toBe(24 * 60 * MIN);
  });

  it('refuses an unknown channel (3001), an amount outside the channel limits (3002) and a bank channel without the card (3003)', async () => {
    const body = { version: 4, actType: 0 };
    expect((await w.call('recharge3', { ...body, amount: 20_000, rechargeType: 99 })).json.errcode).toBe(3001);
    expect((await w.call('recharge3', { ...body, amount: 9_999, rechargeType: 1 })).json.errcode).toBe(3002);
    expect((await w.call('recharge3', { ...body, amount: 5_000_001, rechargeType: 1 })).json.errcode).toBe(3002);
    expect((await w.call('recharge3', { ...body, amount: 60_000, rechargeType: 3 })).json.errcode).toBe(3003);
    // A card of another bank does not help.
    await w.ok('addBankInfo', { bankId: 1002, accountName: 'Juan Dela Cruz', cardNum: '1234567890' });
    expect((await w.call('recharge3', { ...body, amount: 60_000, rechargeType: 3 })).json.errcode).toBe(3003);
    expect((await w.call('recharge3', { ...body, amount: 20_000, rechargeType: 1 }, '')).status).toBe(401);
  });

  it('the pay page shows Pay and Fail; Pay credits once, repeats change nothing, the order reads done', async () => {
    const start = await w.coin();
    const order = await deposit(1, 25_000);
    const page = await w.raw(order.payUrl!);
    const html = await page.text();
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/text\/html/);
    expect(html).toContain('data-testid="sandbox-pay"');
    expect(html).toContain('data-testid="sandbox-fail"');
    expect(html).toContain('₱250.00');
    expect(page.headers.get('x-frame-options')).toBeNull();

    expect((await w.ok('checkRechargeOrder', { orderId: order.orderId })).isRechargeDone).toBe(false);
    expect(await w.payPage(order.payUrl!, 'paid')).toEqual({ status: 200, result: 'paid' });
    expect(await w.payPage(order.payUrl!, 'paid')).toEqual({ status: 200, result: 'paid' });
    expect(await w.payPage(order.payUrl!, 'failed')).toEqual({ status: 200, result: 'finished' });
    expect(await w.coin()).toBe(start + 25_000);
    expect(await w.ok('checkRechargeOrder', { orderId: order.orderId })).toMatchObject({
      isRechargeDone: true,
      status: 1,
    });
    expect(await (await w.raw(order.payUrl!)).text()).toContain('data-result="paid"');
  });

  it('Fail voids the order without money; a later Pay is refused as finished', async () => {
    const start = await w.coin();
    const order = await deposit(1);
    expect((await w.payPage(order.payUrl!, 'failed')).result).toBe('failed');
    expect((await w.payPage(order.payUrl!, 'paid')).result).toBe('finished');
    expect(await w.coin()).toBe(start);
    expect(await w.ok('checkRechargeOrder', { orderId: order.orderId })).toMatchObject({
      isRechargeDone: false,
      status: 2,
    });
  });

  it('the QR text opens the same pay page; unknown QR texts and order ids are refused', async () => {
    const order = await deposit(2);
    const scan = await w.raw(`/sandbox/scan?qr=${encodeURIComponent(order.qrCodeText!)}`);
    expect(scan.status).toBe(303);
    expect(scan.headers.get('location')).toBe(`/sandbox/pay/${order.orderId}`);
    expect((await w.raw('/sandbox/scan?qr=https%3A%2F%2Fevil.example')).status).toBe(400);
    expect((await w.raw('/sandbox/pay/DAAAAAAAAAAAAAAAAAAAA')).status).toBe(404);
    expect((await w.raw('/sandbox/pay/..%2F..%2Fetc')).status).toBe(404);
    expect((await w.payPage('/sandbox/pay/DAAAAAAAAAAAAAAAAAAAA', 'paid')).status).toBe(404);
  });

  it('an unpaid QR order is void after 10 minutes: status 2, paying it credits nothing', async () => {
    const start = await w.coin();
    const order = await deposit(2);
    await w.setClock(9 * MIN);
    expect((await w.ok('checkRechargeOrder', { orderId: order.orderId })).status).toBe(0);
    await w.setClock(10 * MIN + 1_000);
    expect(await w.ok('checkRechargeOrder', { orderId: order.orderId })).toMatchObject({
      status: 2,
      isRechargeDone: false,
    });
    expect((await w.payPage(`/sandbox/pay/${order.orderId}`, 'paid')).result).toBe('expired');
    expect(await w.coin()).toBe(start);
    const records = await w.ok('getRechargeRecord', { page: 1, pageSize: 10 });
    expect((records.list as Array<{ status: number }>)[0]!.status).toBe(2);
  });

  it('a bank transfer completes through the test-only "received" call, by order id or by account', async () => {
    await w.bindBdo();
    const start = await w.coin();
    const first = await deposit(3, 60_000);
    const byAccount = await w.control('deposit/complete', { account: 'demo' });
    expect(byAccount).toMatchObject({ orderId: first.orderId, status: 1, applied: true, coin: start + 60_000 });
    const second = await deposit(3, 70_000);
    expect(await w.control('deposit/complete', { orderId: second.orderId })).toMatchObject({ applied: true });
    const again = await w.raw('/__test__/deposit/complete', {
      method: 'POST',
      body: JSON.stringify({ orderId: second.orderId, outcome: 'failed' }),
    });
    expect(again.status).toBe(409);
    expect(await w.coin()).toBe(start + 130_000);
  });

  it('the first completed deposit hides the +300 badge, marks task 105 and counts in totalRecharge', async () => {
    expect(await w.ok('tradeInfo')).toMatchObject({ firstRechargeDone: false, firstRechargeBonus: 30_000 });
    expect(JSON.parse((await w.ok('getTaskUser')).taskData as string)).toEqual({});
    const unpaid = await deposit(1);
    await w.payPage(unpaid.payUrl!, 'failed');
    expect((await w.ok('tradeInfo')).firstRechargeDone).toBe(false);

    await w.setClock(0);
    const paid = await deposit(1, 30_000);
    await w.payPage(paid.payUrl!, 'paid');
    const firstAt = (await w.user()).firstRechargeAt;
    expect(firstAt).toBeInstanceOf(Date);
    expect((await w.ok('tradeInfo')).firstRechargeDone).toBe(true);
    // 105 first deposit and 117 deposit today (docs/profile.md).
    expect(JSON.parse((await w.ok('getTaskUser')).taskData as string)).toEqual({ '105': 1, '117': 1 });

    await w.setClock(60 * MIN);
    // An hour later the old token has been idle for more than 30 min: the player logs in again.
    const again = await server.login('demo');
    const later = parseAnswer(
      'recharge3',
      await w.ok('recharge3', { amount: 10_000, version: 4, actType: 0, rechargeType: 2 }, again),
    );
    await w.control('deposit/complete', { orderId: later.orderId });
    const user = await w.user();
    expect(user.firstRechargeAt).toEqual(firstAt);
    expect(user.totalRecharge).toBe(40_000);
    const info = parseAnswer('getAfterLoginInfoWeb', (await w.call('getAfterLoginInfoWeb', {}, again)).json);
    expect(info.user.totalRecharge).toBe(40_000);
    expect(info.totalRecharge).toBe(40_000);
  });

  it('200 concurrent completions of one order (pay page, provider callback, test control) credit it once', async () => {
    const start = await w.coin();
    const order = await deposit(1, 12_300);
    const results = await Promise.all(
      Array.from({ length: 200 }, (_, i) => {
        if (i % 3 === 0) return w.payPage(order.payUrl!, 'paid').then((r) => r.result);
        if (i % 3 === 1)
          return completeDeposit(server.conn.db, order.orderId, 'paid', Date.now()).then((r) =>
            r.applied ? 'applied' : r.result,
          );
        return w.control('deposit/complete', { orderId: order.orderId }).then((r) => (r.applied ? 'applied' : 'paid'));
      }),
    );
    // Exactly one caller moved the order (the pay page reports "paid" either way).
    expect(results.filter((r) => r !== 'paid' && r !== 'applied')).toEqual([]);
    expect(results.filter((r) => r === 'applied').length).toBeLessThanOrEqual(1);
    expect(await w.coin()).toBe(start + 12_300);
    const rows = await server.conn.db.select().from(ledger).where(eq(ledger.ref, order.orderId));
    expect(rows).toHaveLength(1);
    expect((await w.user()).totalRecharge).toBe(12_300);
  }, 60_000);

  it("checkRechargeOrder refuses another player's order (3004); records page newest first", async () => {
    const a = await deposit(1, 10_000);
    const b = await deposit(2, 20_000);
    const c = await deposit(1, 30_000);
    const other = await server.login('9171234567');
    expect((await w.call('checkRechargeOrder', { orderId: a.orderId }, other)).json.errcode).toBe(3004);
    expect((await w.call('checkRechargeOrder', { orderId: 'nope' })).json.errcode).toBe(3004);

    const p1 = parseAnswer('getRechargeRecord', await w.ok('getRechargeRecord', { page: 1, pageSize: 2 }));
    expect(p1.total).toBe(3);
    expect(p1.list.map((r) => r.orderId)).toEqual([c.orderId, b.orderId]);
    expect(p1.list[1]).toMatchObject({ amount: 20_000, rechargeType: 2, rechargeTypeName: 'Maya', status: 0 });
    const p2 = parseAnswer('getRechargeRecord', await w.ok('getRechargeRecord', { page: 2, pageSize: 2 }));
    expect(p2.list.map((r) => r.orderId)).toEqual([a.orderId]);
    expect(
      parseAnswer('getRechargeRecord', await w.ok('getRechargeRecord', { page: 1, pageSize: 10 }, other)).total,
    ).toBe(0);
  });

  it('a repeated requestId answers the same order; the same id for another deposit is refused (9002)', async () => {
    const body = { amount: 20_000, version: 4, actType: 0, rechargeType: 1, requestId: 'attempt-0001-abcdef' };
    const first = parseAnswer('recharge3', await w.ok('recharge3', body));
    const again = parseAnswer('recharge3', await w.ok('recharge3', body));
    expect(again).toEqual(first);
    const list = parseAnswer('getRechargeRecord', await w.ok('getRechargeRecord', { page: 1, pageSize: 10 })).list;
    expect(list.map((r) => [r.orderId, r.requestId])).toEqual([[first.orderId, 'attempt-0001-abcdef']]);

    const other = await w.call('recharge3', { ...body, amount: 30_000 });
    expect(other.json.errcode).toBe(9002);
    // Without an id, or with another one, each Confirm is its own order.
    const plain = await deposit(1);
    const next = parseAnswer('recharge3', await w.ok('recharge3', { ...body, requestId: 'attempt-0002-abcdef' }));
    expect(new Set([first.orderId, plain.orderId, next.orderId]).size).toBe(3);
    // Another player may use the same id: ids are per player.
    const player2 = await server.login('9171234567');
    const theirs = await w.call('recharge3', body, player2);
    expect(theirs.json.errcode).toBe(0);
    expect(parseAnswer('recharge3', theirs.json).orderId).not.toBe(first.orderId);
    // Not an id: refused by the contract.
    expect((await w.call('recharge3', { ...body, requestId: 'short' })).json.errcode).toBe(9002);
  });

  it('20 concurrent sends of one request make one order, and every answer names it', async () => {
    const body = { amount: 20_000, version: 4, actType: 0, rechargeType: 2, requestId: 'attempt-race-000001' };
    const answers = await Promise.all(Array.from({ length: 20 }, () => w.call('recharge3', body)));
    const ids = answers.map((answer) => parseAnswer('recharge3', answer.json).orderId);
    expect(new Set(ids).size).toBe(1);
    const page = parseAnswer('getRechargeRecord', await w.ok('getRechargeRecord', { page: 1, pageSize: 50 }));
    expect(page.total).toBe(1);
  });
});
