import { createHash, randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  activeBankKeyring,
  bankKeyOf,
  bankKeyring,
  cardHash,
  openCard,
  sealCard,
  setBankKeyring,
} from '../../server/crypto/bankData';
import { personSignals, userBanks, withdrawals } from '../../server/db/schema';
import { bankValue } from '../../server/responsibleGaming/person';
import { sealBankRows } from '../../server/wallet/bankDataRows';
import { parseAnswer, setupServer } from './harness';
import { walletTools } from './walletTools';

/**
 * Bank account numbers are stored sealed (AES-256-GCM under the key of BANK_DATA_KEY, its id beside the
 * ciphertext), shown masked in every answer but the edit form, re-encrypted under a new key by the rotation, and
 * rows written before encryption are sealed by the start-up step.
 */
const server = setupServer({ testControls: true, seed: { games: 20 } });
const w = walletTools(server);
const NUMBER = '123456789012';

async function bankRow(userId: number) {
  const [row] = await server.conn.db.select().from(userBanks).where(eq(userBanks.userId, userId));
  return row!;
}

describe('bank account numbers at rest', () => {
  beforeEach(async () => {
    await w.start();
  });

  it('stores the number sealed under the current key id, answers it masked, and in full to the edit form only', async () => {
    const added = parseAnswer('addBankInfo', await w.bindBdo());
    expect(added.appUserBankList[0]?.cardNum).toBe('•••• 9012');
    const { id } = await w.user();
    const row = await bankRow(id);
    expect(row.cardNum).not.toContain(NUMBER);
    expect(row.cardNum).not.toContain('9012');
    expect(row.cardKeyId).toBe(activeBankKeyring().current.id);
    expect(row.cardLast4).toBe('9012');
    expect(row.cardHash).toBe(cardHash(1001, NUMBER));
    expect(parseAnswer('getBankInfo', await w.ok('getBankInfo', { bankId: 1001 })).bank.cardNum).toBe(NUMBER);
  });

  it('a withdrawal keeps the sealed number, answers it masked, and the payout hand-over gets it in full', async () => {
    await w.bindBdo();
    await w.approveKyc();
    await w.setWalletPassword();
    const order = parseAnswer(
      'exchange',
      await w.ok('exchange', { amount: 10_000, bankId: 1001, password: await w.encrypt('123456') }),
    ).order;
    expect(order.cardNum).toBe('•••• 9012');
    const [row] = await server.conn.db.select().from(withdrawals).where(eq(withdrawals.orderId, order.orderId));
    expect(row!.cardNum).not.toContain(NUMBER);
    expect(row!.cardKeyId).toBe(activeBankKeyring().current.id);
    expect(openCard(row!)).toBe(NUMBER);
    const history = parseAnswer('getExchange', await w.ok('getExchange', {}));
    expect(JSON.stringify(history)).not.toContain(NUMBER);
  });

  it('seals rows written before encryption at start-up, once', async () => {
    const { id } = await w.user();
    await server.conn.db.insert(userBanks).values({
      userId: id,
      bankId: 1003,
      accountName: 'Juan Dela Cruz',
      cardNum: '5555666677778888',
      cardLast4: '8888',
      updatedAt: new Date(),
    });
    const keyring = activeBankKeyring();
    expect((await sealBankRows(server.conn.db, keyring)).banks).toBe(1);
    const [row] = await server.conn.db.select().from(userBanks).where(eq(userBanks.bankId, 1003));
    expect(row!.cardNum).not.toContain('5555666677778888');
    expect(row!.cardKeyId).toBe(keyring.current.id);
    expect(row!.cardHash).toBe(cardHash(1003, '5555666677778888', keyring));
    expect(parseAnswer('getBankInfo', await w.ok('getBankInfo', { bankId: 1003 })).bank.cardNum).toBe(
      '5555666677778888',
    );
    expect(await sealBankRows(server.conn.db, keyring)).toEqual({ banks: 0, withdrawals: 0, signals: 0 });
  });

  it("replaces the person-signal migration's unkeyed bank hashes by keyed ones at start-up, once", async () => {
    await w.bindBdo();
    const { id } = await w.user();
    const keyring = activeBankKeyring();
    const unkeyed = createHash('sha256').update(NUMBER).digest('hex');
    await server.conn.db.delete(personSignals).where(eq(personSignals.kind, 'bank'));
    // What the migration's backfill wrote: the plain SHA-256 of the number.
    await server.conn.db.insert(personSignals).values({ kind: 'bank', value: unkeyed, userId: id });
    expect((await sealBankRows(server.conn.db, keyring)).signals).toBeGreaterThanOrEqual(1);
    const signals = await server.conn.db
      .select({ value: personSignals.value })
      .from(personSignals)
      .where(and(eq(personSignals.userId, id), eq(personSignals.kind, 'bank')));
    expect(signals).toEqual([{ value: bankValue(NUMBER, keyring) }]);
    expect(await sealBankRows(server.conn.db, keyring)).toEqual({ banks: 0, withdrawals: 0, signals: 0 });
  });

  it('rotation re-encrypts every number under the new key; the old key is then no longer needed', async () => {
    await w.bindBdo();
    const { id } = await w.user();
    const old = activeBankKeyring();
    const before = await bankRow(id);
    const next = bankKeyring(bankKeyOf(randomBytes(32)), [old.current]);
    try {
      expect((await sealBankRows(server.conn.db, next)).banks).toBeGreaterThanOrEqual(1);
      const after = await bankRow(id);
      expect(after.cardKeyId).toBe(next.current.id);
      expect(after.cardNum).not.toBe(before.cardNum);
      expect(after.cardHash).toBe(cardHash(1001, NUMBER, next));
      // The new key alone reads it; the old key alone no longer does.
      expect(openCard(after, bankKeyring(next.current))).toBe(NUMBER);
      expect(() => openCard(after, old)).toThrow(/not configured/);
      setBankKeyring(bankKeyring(next.current));
      expect(parseAnswer('getBankInfo', await w.ok('getBankInfo', { bankId: 1001 })).bank.cardNum).toBe(NUMBER);
    } finally {
      setBankKeyring(old);
    }
  });

  it('a ciphertext moved under another key id, or altered, does not decrypt', () => {
    const a = bankKeyring(bankKeyOf(randomBytes(32)));
    const b = bankKeyOf(randomBytes(32));
    const both = bankKeyring(a.current, [b]);
    const sealed = sealCard(NUMBER, a);
    expect(openCard(sealed, both)).toBe(NUMBER);
    expect(() => openCard({ ...sealed, cardKeyId: b.id }, both)).toThrow();
    const tampered = `${sealed.cardNum.slice(0, -4)}${sealed.cardNum.slice(-4) === 'AAAA' ? 'BBBB' : 'AAAA'}`;
    expect(() => openCard({ ...sealed, cardNum: tampered }, both)).toThrow();
  });
});
