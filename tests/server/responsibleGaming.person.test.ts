import { createHash, randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { activeBankKeyring, bankKeyOf, bankKeyring, setBankKeyring } from '../../server/crypto/bankData';
import { kycSubmissions, ledger, personSignals, recharges, users } from '../../server/db/schema';
import { acceptCallback } from '../../server/payments/callback';
import { CURRENCY } from '../../server/payments/provider';
import {
  bankValue,
  identityValue,
  linkedAccounts,
  normaliseName,
  phoneValue,
} from '../../server/responsibleGaming/person';
import { DEVICE_COOKIE } from '../../server/security/deviceCookie';
import { sealBankRows } from '../../server/wallet/bankDataRows';
import { RETURNED_KIND } from '../../server/wallet/deposits';
import { EXCLUDED_IDENTITY_REASON } from '../../server/wallet/kyc';
import { RG_ERRCODE } from '../../src/api/contract/responsibleGaming';
import { ADULT, fresh } from './accounts';
import { expectLedgerBalanced, parseAnswer, setupServer } from './harness';
import { TINY_PNG_BASE64, walletTools } from './walletTools';

/**
 * An exclusion and a deposit limit bind the person, not one account: accounts that share the verified identity,
 * the phone number, a bank account or (for an account not verified as someone else) the device.
 */
const server = setupServer({ testControls: true, seed: { games: 20 } });
const w = walletTools(server);
const PASSWORD = 'Secret12';
const silent = { info() {}, error() {} };

interface Device {
  cookie: string;
  fingerprint: string;
}

/** A browser's first call: the device cookie the server gives it, and a fingerprint of its own. */
async function newDevice(): Promise<Device> {
  const res = await server.call('appConfig', {});
  const cookie = new RegExp(`${DEVICE_COOKIE}=([^;]+)`).exec(res.headers.get('set-cookie') ?? '')?.[1] ?? '';
  expect(cookie).not.toBe('');
  return { cookie, fingerprint: fresh().device };
}

const headersOf = (d: Device) => ({ Fingerprint: d.fingerprint, Cookie: `${DEVICE_COOKIE}=${d.cookie}` });

async function register(device: Device) {
  const { username } = fresh();
  const body = { account: username, password: await w.encrypt(PASSWORD), type: 0, ...ADULT };
  return { account: username, answer: await server.call('accountRegist', body, { headers: headersOf(device) }) };
}

async function player(device: Device) {
  const { account, answer } = await register(device);
  const json = parseAnswer('accountRegist', answer.json);
  return { account, id: json.user.id, token: json.token };
}

async function login(account: string, device: Device) {
  return server.call('accountLogin', { account, password: await w.encrypt(PASSWORD) }, { headers: headersOf(device) });
}

async function submitKyc(token: string, realName: string, birthDate: string = ADULT.birthDate) {
  const { fileId } = parseAnswer(
    'uploadKyc',
    await w.ok('uploadKyc', { image: TINY_PNG_BASE64, mimeType: 'image/png' }, token),
  );
  return w.call('addKyc', { documentType: 'passport', realName, birthDate, fileId }, token);
}

async function review(account: string, decision: 'approved' | 'rejected' = 'approved') {
  return w.control('kyc/review', { account, decision });
}

async function exclude(token: string, breakId = 'exclusion1y') {
  const answer = await w.call('rgTakeBreak', { breakId, password: await w.encrypt(PASSWORD) }, token);
  expect(answer.json.errcode).toBe(0);
}

async function deposit(token: string, amount = 50_000) {
  return w.call('recharge3', { amount, version: 4, actType: 0, rechargeType: 1 }, token);
}

async function gameId(): Promise<number> {
  const snap = await server.catalogue.get(server.conn.db);
  const game = snap.gameList.find((g) => g.status === 1 && g.maintain === 0 && g.params.brandMaintain === 0);
  if (!game) throw new Error('no playable game');
  return game.id;
}

async function coinOf(id: number) {
  const [row] = await server.conn.db.select({ coin: users.coin }).from(users).where(eq(users.id, id));
  return row?.coin;
}

/** The signed "paid" callback of the sandbox provider for an order. */
async function paidCallback(orderId: string) {
  const [order] = await server.conn.db.select().from(recharges).where(eq(recharges.orderId, orderId));
  const sandbox = server.providers.sandboxPay;
  if (!order || !sandbox) throw new Error('no order or no sandbox');
  const body = sandbox.signedCallback({ orderId, amount: order.amount, currency: CURRENCY, status: 'paid' });
  return acceptCallback(server.conn.db, sandbox, silent, body, Date.now());
}

beforeEach(async () => {
  await w.start();
});

describe('the signals', () => {
  it('names compare without case, accents or punctuation; phones as their last ten digits', () => {
    expect(normaliseName('  JUAN  Dela-Cruz ')).toBe('juan dela cruz');
    expect(normaliseName('Peñafrancia Núñez')).toBe('penafrancia nunez');
    expect(identityValue('Juan Dela Cruz', '1990-06-15')).toBe(identityValue('juan dela-cruz', '1990-06-15'));
    expect(identityValue('Juan Dela Cruz', '1990-06-15')).not.toBe(identityValue('Juan Dela Cruz', '1990-06-16'));
    expect(phoneValue('+63 917 123 4567')).toBe('9171234567');
    expect(phoneValue('09171234567')).toBe('9171234567');
    expect(phoneValue('12345')).toBe('');
  });
});

describe('a self-exclusion binds the person across accounts', () => {
  it('the excluded device registers no new account, by its cookie or by its fingerprint alone (5104)', async () => {
    const device = await newDevice();
    const a = await player(device);
    await exclude(a.token);
    expect((await login(a.account, device)).json.errcode).toBe(RG_ERRCODE.selfExcluded);

    const again = await register(device);
    expect(again.answer.json).toMatchObject({ code: 200, errcode: RG_ERRCODE.selfExcluded });
    expect(again.answer.json.retryIn).toBeGreaterThan(364 * 86_400 - 60);
    // The cookie dropped, the fingerprint kept.
    const other = await newDevice();
    const noCookie = await register({ cookie: other.cookie, fingerprint: device.fingerprint });
    expect(noCookie.answer.json.errcode).toBe(RG_ERRCODE.selfExcluded);
    const made = await server.conn.db.select().from(users).where(eq(users.account, again.account));
    expect(made).toEqual([]);
    // Another device registers.
    expect((await register(await newDevice())).answer.json.errcode).toBe(0);
  });

  it("KYC with the excluded person's name and birth date is refused on a fresh account (5104)", async () => {
    const a = await player(await newDevice());
    expect((await submitKyc(a.token, 'Juan Dela Cruz')).json.errcode).toBe(0);
    await review(a.account);
    await exclude(a.token);

    const b = await player(await newDevice());
    const kyc = await submitKyc(b.token, 'JUAN  dela cruz');
    expect(kyc.json.errcode).toBe(RG_ERRCODE.selfExcluded);
    expect(await server.conn.db.select().from(kycSubmissions).where(eq(kycSubmissions.userId, b.id))).toEqual([]);
    // Another person's identity is verified as usual.
    expect((await submitKyc(b.token, 'Maria Santos')).json.errcode).toBe(0);
  });

  it('a verification waiting when the exclusion starts is refused, and the account is bound: deposit, play and log-in', async () => {
    const deviceB = await newDevice();
    const a = await player(await newDevice());
    await submitKyc(a.token, 'Juan Dela Cruz');
    await review(a.account);
    const b = await player(deviceB);
    expect((await submitKyc(b.token, 'Juan Dela Cruz')).json.errcode).toBe(0);
    await exclude(a.token);

    await review(b.account, 'approved');
    const [sub] = await server.conn.db.select().from(kycSubmissions).where(eq(kycSubmissions.userId, b.id));
    expect(sub).toMatchObject({ status: 'rejected', reason: EXCLUDED_IDENTITY_REASON });
    const [bRow] = await server.conn.db.select({ hasKyc: users.hasKyc }).from(users).where(eq(users.id, b.id));
    expect(bRow?.hasKyc).toBe(0);
    expect((await linkedAccounts(server.conn.db, b.id)).map((l) => [l.userId, l.reasons])).toEqual([
      [a.id, ['identity']],
    ]);

    expect((await deposit(b.token)).json.errcode).toBe(RG_ERRCODE.selfExcluded);
    expect((await w.call('startGame', { gameId: await gameId() }, b.token)).json.errcode).toBe(RG_ERRCODE.selfExcluded);
    expect((await login(b.account, deviceB)).json.errcode).toBe(RG_ERRCODE.selfExcluded);
    expect(await server.conn.db.select().from(recharges).where(eq(recharges.userId, b.id))).toEqual([]);
  });

  it("the person's other accounts lose their sessions when the exclusion starts (same bank account)", async () => {
    const a = await player(await newDevice());
    const b = await player(await newDevice());
    // The same bank account ties them.
    await w.bindBdo(a.token);
    await w.bindBdo(b.token);
    await exclude(a.token);
    expect((await w.call('refreshData', {}, b.token)).status).toBe(401);
  });

  it('the bank signal is a keyed hash, not the plain SHA-256 of the number; the same number still ties two players, also after the key rotates', async () => {
    const number = '123456789012';
    const a = await player(await newDevice());
    const b = await player(await newDevice());
    await w.bindBdo(a.token);
    await w.bindBdo(b.token);
    const bankSignals = async (userId: number) =>
      (
        await server.conn.db
          .select({ value: personSignals.value })
          .from(personSignals)
          .where(and(eq(personSignals.userId, userId), eq(personSignals.kind, 'bank')))
      ).map((r) => r.value);
    const old = activeBankKeyring();
    const stored = await bankSignals(a.id);
    expect(stored).toEqual([bankValue(number, old)]);
    expect(stored[0]).not.toContain(createHash('sha256').update(number).digest('hex'));
    expect(stored[0]).not.toContain(createHash('sha256').update(number).digest('base64url'));
    expect(stored[0]?.startsWith(`${old.current.id}.`)).toBe(true);
    expect(await bankSignals(b.id)).toEqual(stored);
    expect(await linkedAccounts(server.conn.db, b.id)).toContainEqual({ userId: a.id, reasons: ['bank'], binds: true });

    const next = bankKeyring(bankKeyOf(randomBytes(32)), [old.current]);
    try {
      expect((await sealBankRows(server.conn.db, next)).signals).toBeGreaterThanOrEqual(2);
      setBankKeyring(next);
      const rotated = await bankSignals(a.id);
      expect(rotated).toEqual([bankValue(number, next)]);
      expect(rotated).not.toEqual(stored);
      expect(await bankSignals(b.id)).toEqual(rotated);
      // Nothing under the old key is left, and a second run has nothing to do.
      expect(await sealBankRows(server.conn.db, next)).toEqual({ banks: 0, withdrawals: 0, signals: 0 });
      await exclude(a.token);
      expect((await w.call('refreshData', {}, b.token)).status).toBe(401);
      expect((await login(b.account, await newDevice())).json.errcode).toBe(RG_ERRCODE.selfExcluded);
    } finally {
      // Back under the file's key, so the tests after this one read the numbers and signals they write.
      await sealBankRows(server.conn.db, bankKeyring(old.current, [next.current]));
      setBankKeyring(old);
    }
  });

  it('a shared device refuses deposits and play to an unverified account, not its log-in; verified as another person it is free', async () => {
    const device = await newDevice();
    const a = await player(device);
    const spouse = await player(device);
    await submitKyc(a.token, 'Juan Dela Cruz');
    await review(a.account);
    await exclude(a.token);

    const first = await login(spouse.account, device);
    expect(first.json.errcode).toBe(0);
    const token = parseAnswer('accountLogin', first.json).token;
    expect((await deposit(token)).json.errcode).toBe(RG_ERRCODE.selfExcluded);
    expect((await w.call('startGame', { gameId: await gameId() }, token)).json.errcode).toBe(RG_ERRCODE.selfExcluded);
    expect((await submitKyc(token, 'Maria Santos')).json.errcode).toBe(0);
    await review(spouse.account);
    expect((await deposit(token)).json.errcode).toBe(0);
    expect((await w.call('startGame', { gameId: await gameId() }, token)).json.errcode).toBe(0);
  });
});

describe('an order opened before the exclusion', () => {
  it('is booked in and straight back out through the ledger, once; the balance never holds it', async () => {
    const a = await player(await newDevice());
    const order = parseAnswer('recharge3', (await deposit(a.token, 50_000)).json);
    await exclude(a.token);
    const before = await coinOf(a.id);

    const first = await paidCallback(order.orderId);
    expect(first).toMatchObject({ ok: true, result: 'returned', applied: true });
    const repeat = await paidCallback(order.orderId);
    expect(repeat).toMatchObject({ ok: true, applied: false });
    expect(await coinOf(a.id)).toBe(before);

    const rows = await server.conn.db.select().from(ledger).where(eq(ledger.ref, order.orderId));
    expect(rows.map((r) => [r.kind, r.amount]).sort()).toEqual([
      ['recharge', 50_000],
      [RETURNED_KIND, -50_000],
    ]);
    const [row] = await server.conn.db.select().from(recharges).where(eq(recharges.orderId, order.orderId));
    expect(row?.status).toBe(2);
    const [u] = await server.conn.db
      .select({ total: users.totalRecharge, first: users.firstRechargeAt })
      .from(users)
      .where(eq(users.id, a.id));
    expect(u).toEqual({ total: 0, first: null });
    await expectLedgerBalanced(server.conn.db);
  });

  it('20 concurrent paid callbacks during the exclusion return the money exactly once', async () => {
    const a = await player(await newDevice());
    const order = parseAnswer('recharge3', (await deposit(a.token, 30_000)).json);
    await exclude(a.token);
    const answers = await Promise.all(Array.from({ length: 20 }, () => paidCallback(order.orderId)));
    expect(answers.filter((x) => x.ok && x.result === 'returned' && x.applied)).toHaveLength(1);
    const rows = await server.conn.db
      .select()
      .from(ledger)
      .where(and(eq(ledger.ref, order.orderId), eq(ledger.kind, RETURNED_KIND)));
    expect(rows).toHaveLength(1);
    expect(await coinOf(a.id)).toBe(0);
    await expectLedgerBalanced(server.conn.db);
  });

  it('an order of a player who is not excluded is paid as before', async () => {
    const a = await player(await newDevice());
    const order = parseAnswer('recharge3', (await deposit(a.token, 20_000)).json);
    expect(await paidCallback(order.orderId)).toMatchObject({ ok: true, result: 'paid', applied: true });
    expect(await coinOf(a.id)).toBe(20_000);
  });
});

describe('deposit limits of the person', () => {
  it("one account's day limit counts the deposits of the person's other account (same bank account)", async () => {
    const a = await player(await newDevice());
    const b = await player(await newDevice());
    await w.bindBdo(a.token);
    await w.bindBdo(b.token);
    expect((await w.call('rgSetDepositLimit', { period: 'day', amount: 100_000 }, a.token)).json.errcode).toBe(0);

    expect((await deposit(b.token, 60_000)).json.errcode).toBe(0);
    // ₱600 on B plus ₱600 on A would pass A's ₱1,000: the person's limit.
    expect((await deposit(a.token, 60_000)).json.errcode).toBe(RG_ERRCODE.depositOverLimit);
    expect((await deposit(b.token, 60_000)).json.errcode).toBe(RG_ERRCODE.depositOverLimit);
    expect((await deposit(a.token, 40_000)).json.errcode).toBe(0);
    // An unrelated player is not bound by it.
    const c = await player(await newDevice());
    expect((await deposit(c.token, 200_000)).json.errcode).toBe(0);
  });

  it('20 concurrent deposits from two accounts of one person pass the limit exactly as far as it goes', async () => {
    const a = await player(await newDevice());
    const b = await player(await newDevice());
    await w.bindBdo(a.token);
    await w.bindBdo(b.token);
    await w.call('rgSetDepositLimit', { period: 'day', amount: 100_000 }, a.token);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => deposit(i % 2 === 0 ? a.token : b.token, 30_000)),
    );
    expect(answers.filter((x) => x.json.errcode === 0)).toHaveLength(3);
    expect(answers.filter((x) => x.json.errcode === RG_ERRCODE.depositOverLimit)).toHaveLength(17);
  });
});
