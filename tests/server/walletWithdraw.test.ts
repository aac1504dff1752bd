import { and, eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { kycFiles, ledger } from '../../server/db/schema';
import { parseAnswer, setupServer } from './harness';
import { TINY_PNG_BASE64, walletTools } from './walletTools';

const server = setupServer({ testControls: true, seed: { games: 20 } });
const w = walletTools(server);
const DAY = 86_400_000;
const JPEG_BASE64 = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46]).toString('base64');

async function withdraw(amount: number, pin = '123456', bankId = 1001) {
  return w.call('exchange', { amount, bankId, password: await w.encrypt(pin) });
}

describe('bank cards', () => {
  beforeEach(async () => {
    await w.start();
  });

  it('lists the bank types (1001 BDO first) without a token', async () => {
    const { bankList } = parseAnswer('getBankTypes', (await server.call('getBankTypes', {})).json);
    expect(bankList[0]).toMatchObject({ bankId: 1001, shortBankName: 'BDO' });
    expect(bankList.map((b) => b.bankId)).toContain(1007);
  });

  it('adds by bankId (a second card of a bank replaces the first), modifies, and every login answer carries the list', async () => {
    const one = await w.ok('addBankInfo', { bankId: 1002, accountName: '  Maria  Santos ', cardNum: '0917-123-4567' });
    expect(one.appUserBankList).toEqual([
      // Numbers come back masked (getBankInfo alone answers them in full).
      { bankId: 1002, bankName: 'Bank of the Philippine Islands', accountName: 'Maria Santos', cardNum: '•••• 4567' },
    ]);
    await w.bindBdo();
    const replaced = await w.ok('addBankInfo', { bankId: 1002, accountName: 'Maria Santos', cardNum: '5555666677' });
    expect(
      (replaced.appUserBankList as Array<{ bankId: number; cardNum: string }>).map((b) => [b.bankId, b.cardNum]),
    ).toEqual([
      [1001, '•••• 9012'],
      [1002, '•••• 6677'],
    ]);
    const modified = await w.ok('modifyBankInfo', { bankId: 1001, accountName: 'Juan D. Cruz', cardNum: '9999888877' });
    expect((modified.appUserBankList as Array<{ accountName: string }>)[0]!.accountName).toBe('Juan D. Cruz');
    const info = parseAnswer('getAfterLoginInfoWeb', (await w.call('getAfterLoginInfoWeb', {})).json);
    expect(info.appUserBankList.map((b) => b.bankId)).toEqual([1001, 1002]);
  });

  it('refuses an unknown bank (3012), bad names and numbers (3013), and modifying an unbound bank (3003)', async () => {
    const form = { accountName: 'Juan Dela Cruz', cardNum: '1234567890' };
    expect((await w.call('addBankInfo', { ...form, bankId: 42 })).json.errcode).toBe(3012);
    for (const bad of [
      { accountName: 'J', cardNum: '1234567890' },
      { accountName: 'Juan 123', cardNum: '1234567890' },
      { accountName: 'Juan Dela Cruz', cardNum: '123456789' },
      { accountName: 'Juan Dela Cruz', cardNum: '12345678901234567890' },
      { accountName: 'Juan Dela Cruz', cardNum: '12345abc90' },
    ]) {
      expect({ bad, errcode: (await w.call('addBankInfo', { ...bad, bankId: 1001 })).json.errcode }).toEqual({
        bad,
        errcode: 3013,
      });
    }
    expect((await w.call('modifyBankInfo', { ...form, bankId: 1003 })).json.errcode).toBe(3003);
  });
});

describe('wallet password', () => {
  beforeEach(async () => {
    await w.start();
  });

  it('is six digits, set once (3010), changed with the old one (3009 when wrong)', async () => {
    expect((await w.call('safeboxPasswordInit', { password: await w.encrypt('12345') })).json.errcode).toBe(3020);
    expect((await w.call('safeboxPasswordInit', { password: await w.encrypt('abcdef') })).json.errcode).toBe(3020);
    expect((await w.call('safeboxPasswordInit', { password: 'not-rsa' })).json.errcode).toBe(1050);
    expect(await w.setWalletPassword('123456')).toMatchObject({ hasSafeboxPassword: 1 });
    expect((await w.call('safeboxPasswordInit', { password: await w.encrypt('654321') })).json.errcode).toBe(3010);
    expect((await w.ok('getUserInfo')).user).toMatchObject({ hasSafeboxPassword: 1 });

    const change = async (old: string, next: string) =>
      (await w.call('modifySafePassword', { oldPassword: await w.encrypt(old), password: await w.encrypt(next) })).json
        .errcode;
    expect(await change('000000', '654321')).toBe(3009);
    expect(await change('123456', '65432')).toBe(3020);
    expect(await change('123456', '654321')).toBe(0);
    expect(await change('123456', '111111')).toBe(3009);
  });

  it('modifying before one is set answers 3008', async () => {
    const res = await w.call('modifySafePassword', {
      oldPassword: await w.encrypt('123456'),
      password: await w.encrypt('654321'),
    });
    expect(res.json.errcode).toBe(3008);
  });
});

describe('KYC', () => {
  beforeEach(async () => {
    await w.start();
  });

  it('upload checks the image bytes against the type; the file is stored for that player', async () => {
    expect((await w.call('uploadKyc', { image: JPEG_BASE64, mimeType: 'image/png' })).json.errcode).toBe(3015);
    expect(
      (await w.call('uploadKyc', { image: Buffer.from('hello world').toString('base64'), mimeType: 'image/jpeg' })).json
        .errcode,
    ).toBe(3015);
    expect((await w.call('uploadKyc', { image: 'not base64!', mimeType: 'image/png' })).json.errcode).toBe(9002);
    const { fileId } = parseAnswer(
      'uploadKyc',
      await w.ok('uploadKyc', { image: JPEG_BASE64, mimeType: 'image/jpeg' }),
    );
    const [row] = await server.conn.db.select().from(kycFiles).where(eq(kycFiles.fileId, fileId));
    // The bytes are in the file store, not the database (kyc_files has no bytes column).
    expect(Buffer.from((await server.files.get(fileId))!).equals(Buffer.from(JPEG_BASE64, 'base64'))).toBe(true);
    expect(row!.mimeType).toBe('image/jpeg');
  });

  it('refuses more than 2 MiB of file (9002: the contract caps the base64 length)', async () => {
    const big = Buffer.alloc(2 * 1024 * 1024 + 3, 0);
    big.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    const res = await w.call('uploadKyc', { image: big.toString('base64'), mimeType: 'image/png' });
    expect(res.json.errcode).toBe(9002);
  });

  it('submission → pending → rejected with a reason → resubmitted → approved; hasKyc follows; dueTime is registration + 7 days', async () => {
    const user = await w.user();
    expect(await w.ok('kyc')).toMatchObject({
      status: 'none',
      reason: null,
      dueTime: user.createdAt.getTime() + 7 * DAY,
    });
    const { fileId } = parseAnswer(
      'uploadKyc',
      await w.ok('uploadKyc', { image: TINY_PNG_BASE64, mimeType: 'image/png' }),
    );
    const form = { documentType: 'umid', realName: 'Juan Dela Cruz', birthDate: '1990-06-15', fileId };

    // Another player cannot use this file.
    const other = await server.login('9171234567');
    expect((await w.call('addKyc', form, other)).json.errcode).toBe(3014);
    expect((await w.call('addKyc', { ...form, fileId: 'K0000' })).json.errcode).toBe(3014);
    // Under 21, impossible dates.
    // Under 21 on any day: born on 1 January nineteen UTC years ago (Manila's year may already be the next one).
    const underAge = `${new Date().getUTCFullYear() - 19}-01-01`;
    expect((await w.call('addKyc', { ...form, birthDate: underAge })).json.errcode).toBe(3017);
    expect((await w.call('addKyc', { ...form, birthDate: '1990-02-30' })).json.errcode).toBe(3017);

    expect(await w.ok('addKyc', form)).toMatchObject({ status: 'pending' });
    expect((await w.call('addKyc', form)).json.errcode).toBe(3016);
    expect((await w.ok('kyc')).status).toBe('pending');

    await w.control('kyc/review', { account: 'demo', decision: 'rejected', reason: 'The photo is blurred.' });
    expect(await w.ok('kyc')).toMatchObject({ status: 'rejected', reason: 'The photo is blurred.' });
    expect((await w.ok('getUserInfo')).user).toMatchObject({ hasKyc: 0 });

    expect(await w.ok('addKyc', form)).toMatchObject({ status: 'pending' });
    await w.control('kyc/review', { account: 'demo', decision: 'approved' });
    expect(await w.ok('kyc')).toMatchObject({ status: 'approved', reason: null, dueTime: null });
    expect((await w.ok('getUserInfo')).user).toMatchObject({ hasKyc: 1 });
    expect((await w.call('addKyc', form)).json.errcode).toBe(3016);
    // Only a waiting submission is reviewed.
    const again = await w.raw('/__test__/kyc/review', {
      method: 'POST',
      body: JSON.stringify({ account: 'demo', decision: 'rejected' }),
    });
    expect(again.status).toBe(409);
  });
});

describe('withdrawals', () => {
  beforeEach(async () => {
    await w.start();
  });

  it('getExchange tells limits, banks, KYC state and whether KYC blocks', async () => {
    await w.bindBdo();
    const before = parseAnswer('getExchange', await w.ok('getExchange'));
    expect(before).toMatchObject({
      coin: 100_000,
      minAmount: 10_000,
      maxAmount: 100_000_000,
      kycStatus: 'none',
      needKyc: true,
      hasSafeboxPassword: 0,
    });
    expect(before.appUserBankList.map((b) => b.bankId)).toEqual([1001]);
    // The withdraw tab's KYC banner shows the due date, the same one the KYC page shows.
    const { dueTime } = parseAnswer('kyc', await w.ok('kyc'));
    expect(before.kycDueTime).toEqual(expect.any(Number));
    expect(before.kycDueTime).toBe(dueTime);
    await w.approveKyc();
    await w.setWalletPassword();
    expect(await w.ok('getExchange')).toMatchObject({
      kycStatus: 'approved',
      needKyc: false,
      kycDueTime: null,
      hasSafeboxPassword: 1,
    });
  });

  it('refuses in order: amount 3002, bank 3003, KYC 3006 / 3007, no password 3008, unreadable 1050, wrong 3009, balance 3005', async () => {
    expect((await withdraw(9_999)).json.errcode).toBe(3002);
    expect((await withdraw(100_000_001)).json.errcode).toBe(3002);
    expect((await withdraw(10_000)).json.errcode).toBe(3003);
    await w.bindBdo();
    const kycRefusal = (await withdraw(10_000)).json;
    expect(kycRefusal).toMatchObject({ code: 200, errcode: 3006 });
    expect(kycRefusal.msg).toMatch(/verify your identity/i);
    const { fileId } = parseAnswer(
      'uploadKyc',
      await w.ok('uploadKyc', { image: TINY_PNG_BASE64, mimeType: 'image/png' }),
    );
    await w.ok('addKyc', { documentType: 'passport', realName: 'Juan Dela Cruz', birthDate: '1990-06-15', fileId });
    expect((await withdraw(10_000)).json.errcode).toBe(3007);
    await w.control('kyc/review', { account: 'demo', decision: 'approved' });
    expect((await withdraw(10_000)).json.errcode).toBe(3008);
    await w.setWalletPassword('123456');
    expect((await w.call('exchange', { amount: 10_000, bankId: 1001, password: 'garbage' })).json.errcode).toBe(1050);
    expect((await withdraw(10_000, '000000')).json.errcode).toBe(3009);
    expect((await withdraw(100_001)).json.errcode).toBe(3005);
    expect(await w.coin()).toBe(100_000);
  });

  it('holds the amount at request time; approval keeps it, rejection returns it; records mask the card', async () => {
    await w.bindBdo();
    await w.approveKyc();
    await w.setWalletPassword();
    const first = parseAnswer('exchange', (await withdraw(30_000)).json);
    expect(first.coin).toBe(70_000);
    expect(first.order).toMatchObject({ amount: 30_000, bankName: 'BDO Unibank', cardNum: '•••• 9012', status: 0 });
    expect(await w.coin()).toBe(70_000);
    const second = parseAnswer('exchange', (await withdraw(20_000)).json);
    expect(second.coin).toBe(50_000);

    expect(await w.control('withdrawal/review', { orderId: first.order.orderId, decision: 'approved' })).toMatchObject({
      status: 1,
      coin: 50_000,
    });
    expect(await w.control('withdrawal/review', { account: 'demo', decision: 'rejected' })).toMatchObject({
      orderId: second.order.orderId,
      status: 2,
      coin: 70_000,
    });
    const twice = await w.raw('/__test__/withdrawal/review', {
      method: 'POST',
      body: JSON.stringify({ orderId: second.order.orderId, decision: 'rejected' }),
    });
    expect(twice.status).toBe(409);
    expect(await w.coin()).toBe(70_000);

    const page = parseAnswer('getExchangeOrder', await w.ok('getExchangeOrder', { page: 1, pageSize: 10 }));
    expect(page.total).toBe(2);
    expect(page.list.map((o) => [o.orderId, o.status])).toEqual([
      [second.order.orderId, 2],
      [first.order.orderId, 1],
    ]);
    const rows = await server.conn.db
      .select()
      .from(ledger)
      .where(and(eq(ledger.ref, second.order.orderId)));
    expect(rows.map((r) => [r.kind, r.amount]).sort()).toEqual([
      ['withdraw:hold', -20_000],
      ['withdraw:return', 20_000],
    ]);
  });

  it('100 concurrent withdrawals that together exceed the balance never take it below zero', async () => {
    await w.bindBdo();
    await w.approveKyc();
    await w.setWalletPassword();
    const password = await w.encrypt('123456');
    const answers = await Promise.all(
      Array.from({ length: 100 }, () => w.call('exchange', { amount: 30_000, bankId: 1001, password })),
    );
    const codes = answers.map((a) => a.json.errcode);
    expect(codes.filter((c) => c !== 0 && c !== 3005)).toEqual([]);
    // ₱1,000 holds three ₱300 withdrawals, not a fourth.
    expect(codes.filter((c) => c === 0)).toHaveLength(3);
    expect(await w.coin()).toBe(10_000);
    const page = parseAnswer('getExchangeOrder', await w.ok('getExchangeOrder', { page: 1, pageSize: 100 }));
    expect(page.total).toBe(3);
  }, 120_000);
});
