import { and, desc, eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { createLobbyApp } from '../../server/app';
import { kycFiles, kycSubmissions, mails } from '../../server/db/schema';
import { SANDBOX_KYC_DELAY_MS } from '../../server/kyc/sandbox';
import { type KycDecision, kycReference, signDecision } from '../../server/kyc/vendor';
import { KYC_WEBHOOK_PATH } from '../../server/kyc/webhook';
import { createLogger } from '../../server/log';
import { API_BASE } from '../../src/api/contract/define';
import { endpoints } from '../../src/api/contract/map';
import { parseAnswer, setupServer } from './harness';
import { TINY_PNG_BASE64, walletTools } from './walletTools';

/**
 * addKyc goes to the configured identity vendor. In demo mode the sandbox vendor decides
 * SANDBOX_KYC_DELAY_MS after the submission on the server clock (the test clock moves it: no sleep) and sends its
 * decision through the signed webhook; the player's status and mail follow it.
 */
const SECRET = 'kyc-webhook-secret-0123456789abcdef0123456789';
const server = setupServer({ testControls: true, kycWebhookSecret: SECRET, seed: { games: 20 } });
const w = walletTools(server);

async function submit(realName: string) {
  const { fileId } = parseAnswer(
    'uploadKyc',
    await w.ok('uploadKyc', { image: TINY_PNG_BASE64, mimeType: 'image/png' }),
  );
  return w.call('addKyc', { documentType: 'passport', realName, birthDate: '1990-06-15', fileId });
}

async function kyc() {
  return parseAnswer('kyc', await w.ok('kyc'));
}

async function lastMail() {
  const { id } = await w.user();
  const [mail] = await server.conn.db
    .select({ title: mails.title, content: mails.content })
    .from(mails)
    .where(eq(mails.userId, id))
    .orderBy(desc(mails.id))
    .limit(1);
  return mail;
}

async function pendingReference(): Promise<string> {
  const { id } = await w.user();
  const [row] = await server.conn.db
    .select({ submittedAt: kycSubmissions.submittedAt })
    .from(kycSubmissions)
    .where(and(eq(kycSubmissions.userId, id), eq(kycSubmissions.status, 'pending')));
  return kycReference(id, row!.submittedAt.getTime());
}

function postDecision(decision: KycDecision) {
  return server.app.request(KYC_WEBHOOK_PATH, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(decision),
  });
}

const signed = (d: Omit<KycDecision, 'signature'>): KycDecision => ({ ...d, signature: signDecision(SECRET, d) });

describe('KYC through the sandbox vendor', () => {
  beforeEach(async () => {
    await w.start();
    await w.setClock(0);
  });

  it('approves by default once its delay has passed on the server clock, with a mail; withdrawals pass KYC', async () => {
    expect((await submit('Juan Dela Cruz')).json).toMatchObject({ errcode: 0, status: 'pending' });
    expect(await w.setClock(SANDBOX_KYC_DELAY_MS / 2)).toMatchObject({ delivered: 0 });
    expect((await kyc()).status).toBe('pending');
    expect(await w.setClock(SANDBOX_KYC_DELAY_MS)).toMatchObject({ delivered: 1 });
    expect(await kyc()).toMatchObject({ status: 'approved', reason: null, dueTime: null });
    expect((await w.user()).hasKyc).toBe(1);
    expect(await lastMail()).toMatchObject({ title: 'Identity verified' });
    await w.bindBdo();
    await w.setWalletPassword();
    const out = await w.call('exchange', { amount: 10_000, bankId: 1001, password: await w.encrypt('123456') });
    expect(out.json.errcode).toBe(0);
  });

  it('rejects a real name containing REJECT, with the reason and a mail; the player may submit again', async () => {
    await submit('Reject Santos');
    await w.setClock(SANDBOX_KYC_DELAY_MS);
    const state = await kyc();
    expect(state.status).toBe('rejected');
    expect(state.reason).toMatch(/name does not match/);
    expect((await w.user()).hasKyc).toBe(0);
    expect(await lastMail()).toMatchObject({ title: 'Identity verification refused' });
    expect((await w.call('exchange', { amount: 10_000, bankId: 1001, password: 'x' })).json.errcode).not.toBe(0);
    expect((await submit('Maria Santos')).json).toMatchObject({ errcode: 0, status: 'pending' });
  });

  it('asks for a new photo for a real name containing RESUBMIT; a new submission is pending again', async () => {
    await submit('Resubmit Reyes');
    await w.setClock(SANDBOX_KYC_DELAY_MS);
    const state = await kyc();
    expect(state.status).toBe('resubmit');
    expect(state.reason).toMatch(/new one/);
    expect(await lastMail()).toMatchObject({ title: 'New document photo needed' });
    expect((await submit('Maria Reyes')).json).toMatchObject({ errcode: 0, status: 'pending' });
  });

  it('refuses a decision with a bad signature (401): the submission stays pending', async () => {
    await submit('Juan Dela Cruz');
    const referenceId = await pendingReference();
    const forged = { ...signed({ referenceId, verdict: 'rejected', reason: 'x' }), verdict: 'approved' as const };
    expect((await postDecision(forged)).status).toBe(401);
    const rekeyed = { referenceId, verdict: 'approved' as const, reason: '' };
    const wrongKey = { ...rekeyed, signature: signDecision('another-secret-0123456789abcdef0123', rekeyed) };
    expect((await postDecision(wrongKey)).status).toBe(401);
    expect((await kyc()).status).toBe('pending');
  });

  it('applies a decision once: a replay, or a late decision about an older submission, changes nothing', async () => {
    await submit('Juan Dela Cruz');
    const first = await pendingReference();
    const rejected = signed({ referenceId: first, verdict: 'rejected', reason: 'Blurred photo.' });
    expect(await (await postDecision(rejected)).json()).toEqual({ ok: true, applied: true });
    expect(await (await postDecision(rejected)).json()).toEqual({ ok: true, applied: false });
    // The player submits again (a later time); a replayed approval of the first submission does not apply.
    await w.setClock(1_000);
    await submit('Juan Dela Cruz');
    const approveFirst = signed({ referenceId: first, verdict: 'approved', reason: '' });
    expect(await (await postDecision(approveFirst)).json()).toEqual({ ok: true, applied: false });
    expect((await kyc()).status).toBe('pending');
    // The sandbox's own decisions: the first submission's (applied: false) and the second's, approved.
    await w.setClock(SANDBOX_KYC_DELAY_MS + 1_000);
    expect((await kyc()).status).toBe('approved');
    const titles = await server.conn.db
      .select({ title: mails.title })
      .from(mails)
      .where(eq(mails.userId, (await w.user()).id));
    expect(titles.filter((m) => m.title === 'Identity verified')).toHaveLength(1);
  });

  it('production without a vendor answers 9005 (identity checks unavailable) and stores nothing', async () => {
    const production = createLobbyApp({
      db: server.conn.db,
      mode: 'production',
      paymentWebhookSecret: 'production-webhook-secret-0123456789abcdef',
      paymentGatewayUrl: 'https://pay.example.com/hosted',
      log: createLogger(false),
      files: server.files,
    });
    const { fileId } = parseAnswer(
      'uploadKyc',
      await w.ok('uploadKyc', { image: TINY_PNG_BASE64, mimeType: 'image/png' }),
    );
    const res = await production.app.request(`${API_BASE}${endpoints.addKyc.path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${w.token}` },
      body: JSON.stringify({ documentType: 'passport', realName: 'Juan Dela Cruz', birthDate: '1990-06-15', fileId }),
    });
    const json = (await res.json()) as { errcode: number; msg: string };
    expect(json.errcode).toBe(9005);
    expect(json.msg).toMatch(/Identity checks are not available/);
    expect((await kyc()).status).toBe('none');
    expect((await production.app.request(KYC_WEBHOOK_PATH, { method: 'POST', body: '{}' })).status).toBe(404);
  });

  it('production without a vendor refuses the photo upload itself (9005) before writing a byte', async () => {
    const written: string[] = [];
    const production = createLobbyApp({
      db: server.conn.db,
      mode: 'production',
      paymentWebhookSecret: 'production-webhook-secret-0123456789abcdef',
      paymentGatewayUrl: 'https://pay.example.com/hosted',
      log: createLogger(false),
      files: {
        put: async (key, bytes) => {
          written.push(key);
          await server.files.put(key, bytes);
        },
        get: (key) => server.files.get(key),
        delete: (key) => server.files.delete(key),
      },
    });
    const { id } = await w.user();
    const before = await server.conn.db.select().from(kycFiles).where(eq(kycFiles.userId, id));
    const res = await production.app.request(`${API_BASE}${endpoints.uploadKyc.path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${w.token}` },
      body: JSON.stringify({ image: TINY_PNG_BASE64, mimeType: 'image/png' }),
    });
    const json = (await res.json()) as { errcode: number; msg: string };
    expect(json.errcode).toBe(9005);
    expect(json.msg).toMatch(/Identity checks are not available/);
    expect(written).toEqual([]);
    expect(await server.conn.db.select().from(kycFiles).where(eq(kycFiles.userId, id))).toHaveLength(before.length);
  });
});
