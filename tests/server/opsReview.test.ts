import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { kycSubmissions, loginFailures, mails, users } from '../../server/db/schema';
import { SANDBOX_KYC_DELAY_MS } from '../../server/kyc/sandbox';
import { deviceHash, FLAG_RULE } from '../../server/ops/players';
import { createSession } from '../../server/player/sessions';
import { parseAnswer, setupServer } from './harness';
import { opsTools } from './opsTools';
import { TINY_PNG_BASE64, walletTools } from './walletTools';

/** /ops reviews: the KYC queue and its documents, flagged players, the player lookup. */
const server = setupServer({ testControls: true, seed: { games: 20 } });
const w = walletTools(server);
const ops = opsTools(server);

async function submitKyc(): Promise<void> {
  const upload = await w.ok('uploadKyc', { image: TINY_PNG_BASE64, mimeType: 'image/png' });
  const { fileId } = parseAnswer('uploadKyc', upload);
  await w.ok('addKyc', { documentType: 'passport', realName: 'Juan Dela Cruz', birthDate: '1990-06-15', fileId });
}

describe('/ops reviews', () => {
  beforeEach(async () => {
    await w.start();
    await w.setClock(0);
  });

  it('support reviews KYC: queue, document as a download, decision with mail and audit; the vendor comes too late', async () => {
    await submitKyc();
    const { id } = await w.user();
    const support = await ops.session('support');
    expect((await ops.get('/kyc', support)).json.list).toEqual([
      expect.objectContaining({ userId: id, account: 'demo', realName: 'Juan Dela Cruz', documentType: 'passport' }),
    ]);
    const doc = await ops.get(`/kyc/${id}/document`, support);
    expect(doc.status).toBe(200);
    expect(doc.headers.get('content-type')).toBe('image/png');
    expect(doc.headers.get('content-disposition')).toBe(`attachment; filename="kyc-${id}.png"`);
    expect(doc.headers.get('x-content-type-options')).toBe('nosniff');
    expect(doc.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(doc.headers.get('cache-control')).toBe('no-store');
    expect((await ops.get('/kyc/999999/document', support)).status).toBe(404);

    expect((await ops.post(`/kyc/${id}/decide`, support, { verdict: 'rejected', reason: '' })).status).toBe(400);
    expect((await ops.post(`/kyc/${id}/decide`, support, { verdict: 'maybe', reason: '' })).status).toBe(400);
    expect((await ops.post(`/kyc/${id}/decide`, support, { verdict: 'approved', reason: '' })).status).toBe(200);
    expect((await ops.post(`/kyc/${id}/decide`, support, { verdict: 'rejected', reason: 'late' })).status).toBe(409);
    expect((await w.user()).hasKyc).toBe(1);
    // The sandbox vendor's decision arrives after the delay and changes nothing.
    await w.setClock(SANDBOX_KYC_DELAY_MS);
    const [sub] = await server.conn.db.select().from(kycSubmissions).where(eq(kycSubmissions.userId, id));
    expect(sub?.status).toBe('approved');
    const titles = (await server.conn.db.select().from(mails).where(eq(mails.userId, id))).map((m) => m.title);
    expect(titles.filter((t) => /verified|approved/i.test(t))).toHaveLength(1);
    expect((await ops.audit()).map((r) => `${r.staffName}:${r.action}`)).toEqual([
      'support:kyc.document',
      'support:kyc.approved',
    ]);
  });

  it('finance may ask for a new document with a reason the player reads', async () => {
    await submitKyc();
    const { id } = await w.user();
    const finance = await ops.session('finance');
    const reason = 'The photo is blurred. Please upload a new one.';
    expect((await ops.post(`/kyc/${id}/decide`, finance, { verdict: 'resubmit', reason })).status).toBe(200);
    expect(await w.ok('kyc')).toMatchObject({ status: 'resubmit', reason });
  });

  it('flags players seen on many devices or with many wrong passwords, and says why', async () => {
    const admin = await ops.session('admin');
    expect((await ops.get('/flagged', admin)).json.list).toEqual([]);
    const { id } = await w.user();
    for (let i = 0; i < FLAG_RULE.devices; i += 1) await createSession(server.conn.db, id, `device-${i}`);
    const [other] = await server.conn.db.select().from(users).where(eq(users.account, '9171234567'));
    await server.conn.db
      .insert(loginFailures)
      .values(
        Array.from({ length: FLAG_RULE.failedLogins }, () => ({ account: 'account:9171234567', at: new Date() })),
      );
    const list = (await ops.get('/flagged', admin)).json.list as { id: number; reasons: string[] }[];
    expect(list).toEqual([
      expect.objectContaining({ id, reasons: [expect.stringMatching(/devices/)] }),
      expect.objectContaining({ id: other!.id, reasons: [expect.stringMatching(/wrong passwords/)] }),
    ]);
  });

  it('looks a player up: every role reads the profile, balances, ledger with running balance and the rest', async () => {
    await w.bindBdo();
    await w.setWalletPassword();
    await w.approveKyc();
    await w.ok('exchange', { amount: 20_000, bankId: 1001, password: await w.encrypt('123456') });
    const support = await ops.session('support');
    const found = (await ops.get('/players?q=dem', support)).json.list as { id: number; account: string }[];
    expect(found.map((p) => p.account)).toContain('demo');
    expect((await ops.get('/players?q=%25', support)).json.list).toEqual([]);
    const { id } = await w.user();
    const detail = await ops.get(`/players/${id}`, support);
    expect(detail.status).toBe(200);
    const d = detail.json as Record<string, unknown>;
    expect(d.profile).toMatchObject({ id, account: 'demo', kyc: { status: 'approved' } });
    expect(d.balances).toEqual({ coin: 80_000, lottery: 0, safebox: 0 });
    const rows = d.ledger as { amount: number; balanceAfter: number; balance: string }[];
    // Newest first: each row's running balance is the one before plus its amount.
    const coin = rows.filter((r) => r.balance === 'coin').reverse();
    coin.reduce((before, r) => {
      expect(r.balanceAfter).toBe(before + r.amount);
      return r.balanceAfter;
    }, 0);
    expect(coin.at(-1)?.balanceAfter).toBe(80_000);
    expect(d.withdrawals).toEqual([expect.objectContaining({ amount: 20_000, stage: 'requested' })]);
    expect(d.sessions).not.toHaveLength(0);
    expect(d.devices).not.toHaveLength(0);
    // Staff see a device as a short hash, never the visitor id a login sends (whoever read it could pose as it).
    await createSession(server.conn.db, id, 'owner-visitor-id-0123456789abcdef');
    const again = (await ops.get(`/players/${id}`, support)).json;
    const shown = JSON.stringify(again);
    expect(shown).not.toContain('owner-visitor-id-0123456789abcdef');
    expect(again.devices).toEqual(
      expect.arrayContaining([expect.objectContaining({ device: deviceHash('owner-visitor-id-0123456789abcdef') })]),
    );
    for (const device of again.devices as { device: string }[]) expect(device.device).toMatch(/^([0-9a-f]{10})?$/);
    for (const session of again.sessions as Record<string, unknown>[])
      expect(session).not.toHaveProperty('fingerprint');
    expect(d).toHaveProperty('deposits');
    expect(d).toHaveProperty('promotions');
    expect(d.responsibleGaming).toMatchObject({ realityCheckMinutes: 60, depositLimits: [], breaks: [] });
    expect((await ops.get('/players/999999', support)).status).toBe(404);
    expect((await ops.audit()).map((r) => r.action)).toEqual(['player.view', 'player.view']);
  });
});
