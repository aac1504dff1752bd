import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../server/db/schema';
import { createSandboxKycVendor, SANDBOX_KYC_DELAY_MS } from '../../server/kyc/sandbox';
import { type KycDecision, kycReference, signDecision } from '../../server/kyc/vendor';
import { KYC_WEBHOOK_PATH, registerKycWebhook } from '../../server/kyc/webhook';
import { kycState, storeKycFile, submitKyc } from '../../server/wallet/kyc';
import { setupServer } from './harness';
import { heldDeliveries } from './heldDeliveries';
import { TINY_PNG_BASE64 } from './walletTools';

/** Identity checks as a provider; the sandbox vendor decides after a delay through the signed webhook. */
const server = setupServer({ seed: { games: 20 } });
const SECRET = 'k'.repeat(64);
const NOW = Date.UTC(2026, 10, 23, 12);

function harness() {
  const held = heldDeliveries<KycDecision>(KYC_WEBHOOK_PATH, NOW);
  // Held until the test elapses them; the delay counted from the test's submission time, NOW.
  const vendor = createSandboxKycVendor({ secret: SECRET, schedule: held.schedule, deliver: held.deliver });
  registerKycWebhook(held.app, server.conn.db, vendor, held.log, () => NOW + SANDBOX_KYC_DELAY_MS);
  return { ...held, vendor };
}

/** A fresh player with a pending submission; answers its id and the case handed to the vendor. */
async function pendingPlayer(realName: string) {
  const tag = randomUUID().slice(0, 8);
  const [user] = await server.conn.db
    .insert(users)
    .values({ uuid: randomUUID(), account: `kyc${tag}`, passwordHash: 'x', nickname: 'kyc', inviteCode: `KYC${tag}` })
    .returning({ id: users.id });
  const userId = user!.id;
  const fileId = await storeKycFile(server.conn.db, server.files, userId, TINY_PNG_BASE64, 'image/png', NOW);
  const form = { documentType: 'passport', realName, birthDate: '1990-01-01', fileId };
  await submitKyc(server.conn.db, userId, form, NOW);
  return { userId, kycCase: { ...form, referenceId: kycReference(userId, NOW) } };
}

describe('KYC vendor interface and sandbox vendor', () => {
  it('decides after its delay (approve by default) through the signed webhook; the player is approved once', async () => {
    const h = harness();
    const { userId, kycCase } = await pendingPlayer('Juan Dela Cruz');
    await h.vendor.submit(kycCase);
    expect(h.due.map((d) => d.delayMs)).toEqual([SANDBOX_KYC_DELAY_MS]);
    // Nothing is decided before the delay has passed.
    expect((await kycState(server.conn.db, userId)).status).toBe('pending');
    const [answer] = await h.elapse();
    expect(await answer!.json()).toEqual({ ok: true, applied: true });
    expect((await kycState(server.conn.db, userId)).status).toBe('approved');
    const [row] = await server.conn.db.select({ hasKyc: users.hasKyc }).from(users).where(eq(users.id, userId));
    expect(row!.hasKyc).toBe(1);
  });

  it('documented inputs: REJECT in the name rejects, RESUBMIT asks for a new photo; the reason reaches the player', async () => {
    const h = harness();
    const rejected = await pendingPlayer('Reject Me');
    const resubmit = await pendingPlayer('Please Resubmit');
    await h.vendor.submit(rejected.kycCase);
    await h.vendor.submit(resubmit.kycCase);
    await h.elapse();
    expect(await kycState(server.conn.db, rejected.userId)).toMatchObject({
      status: 'rejected',
      reason: 'The name does not match the document.',
    });
    const again = await kycState(server.conn.db, resubmit.userId);
    expect(again.status).toBe('resubmit');
    expect(again.reason).toMatch(/upload a new one/);
    // A request for a new photo is followed by a new submission (addKyc replaces it).
    const form = { ...resubmit.kycCase, realName: 'Now Readable' };
    expect(await submitKyc(server.conn.db, resubmit.userId, form, NOW + 60_000)).toBe('pending');
  });

  it('refuses and logs an unsigned or tampered decision; the submission stays pending', async () => {
    const h = harness();
    const { userId, kycCase } = await pendingPlayer('Maria Clara');
    const unsigned = { referenceId: kycCase.referenceId, verdict: 'approved' as const, reason: '' };
    const forged: KycDecision = { ...unsigned, signature: '0'.repeat(64) };
    expect((await h.post(forged)).status).toBe(401);
    const otherKey: KycDecision = { ...unsigned, signature: signDecision('another secret', unsigned) };
    expect((await h.post(otherKey)).status).toBe(401);
    // Signed as a rejection, sent as an approval.
    const flipped: KycDecision = {
      ...unsigned,
      signature: signDecision(SECRET, { ...unsigned, verdict: 'rejected', reason: 'x' }),
    };
    expect((await h.post(flipped)).status).toBe(401);
    expect((await h.post({ referenceId: kycCase.referenceId })).status).toBe(400);
    expect(h.logged.filter((l) => l.includes('bad signature'))).toHaveLength(3);
    expect((await kycState(server.conn.db, userId)).status).toBe('pending');
  });

  it('a repeat, or a late decision about an older submission, changes nothing', async () => {
    const h = harness();
    const { userId, kycCase } = await pendingPlayer('Reject Then Retry');
    await h.vendor.submit(kycCase);
    expect(h.due).toHaveLength(1);
    await h.elapse();
    expect((await kycState(server.conn.db, userId)).status).toBe('rejected');
    // The player submits again; a replayed approval signed for the OLD reference must not approve the new one.
    await submitKyc(server.conn.db, userId, { ...kycCase, realName: 'Retry Person' }, NOW + 60_000);
    const old = { referenceId: kycCase.referenceId, verdict: 'approved' as const, reason: '' };
    const res = await h.post({ ...old, signature: signDecision(SECRET, old) });
    expect(await res.json()).toEqual({ ok: true, applied: false });
    expect((await kycState(server.conn.db, userId)).status).toBe('pending');
  });
});
