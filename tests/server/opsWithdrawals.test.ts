import { and, eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ledger, mails, withdrawals } from '../../server/db/schema';
import { approveAsFinance } from '../../server/ops/withdrawals';
import { createSandboxPayout, SANDBOX_PAYOUT_DELAY_MS } from '../../server/payouts/sandbox';
import { PAYOUT_RETRY, payoutKey, retryDuePayouts } from '../../server/payouts/settle';
import { parseAnswer, setupServer } from './harness';
import { opsTools } from './opsTools';
import { walletTools } from './walletTools';

/**
 * /ops money: finance approves (a second, different approver above the configured amount: ₱300 here) or
 * rejects; approval goes through approveWithdrawal to the sandbox payout; 50 concurrent approvals pay once. Also on
 * PostgreSQL (tests/server/run-on-postgres.ts).
 */
const server = setupServer({ testControls: true, seed: { games: 20 }, opsSecondApprovalAbove: 30_000 });
const w = walletTools(server);
const ops = opsTools(server);
const SMALL = 20_000;
const LARGE = 50_000;

async function requested(amount: number): Promise<string> {
  await w.bindBdo();
  await w.setWalletPassword();
  await w.approveKyc();
  return another(amount);
}

/** A further withdrawal of the same player (bank, wallet password and KYC already set). */
async function another(amount: number): Promise<string> {
  const out = await w.ok('exchange', { amount, bankId: 1001, password: await w.encrypt('123456') });
  return parseAnswer('exchange', out).order.orderId;
}

async function stage(orderId: string) {
  const { list } = parseAnswer('getExchangeOrder', await w.ok('getExchangeOrder', { page: 1, pageSize: 20 }));
  return list.find((o) => o.orderId === orderId);
}

async function order(orderId: string) {
  const [row] = await server.conn.db.select().from(withdrawals).where(eq(withdrawals.orderId, orderId));
  return row!;
}

describe('/ops withdrawals', () => {
  beforeEach(async () => {
    await w.start();
    await w.setClock(0);
  });

  it('finance approves a small one: sent to the payout, paid after the delay, audited in the same step', async () => {
    const orderId = await requested(SMALL);
    const finance = await ops.session('finance');
    const queue = await ops.get('/withdrawals', finance);
    expect(queue.json.list).toEqual([
      expect.objectContaining({ orderId, account: 'demo', amount: SMALL, needsSecondApprover: false, approvedBy: [] }),
    ]);
    const res = await ops.post(`/withdrawals/${orderId}/approve`, finance);
    expect(res.json).toEqual({ ok: true, outcome: 'approved' });
    expect(await order(orderId)).toMatchObject({
      status: 1,
      payoutStatus: 'sent',
      approvedBy: expect.stringMatching(/^staff:\d+$/),
    });
    expect((await ops.post(`/withdrawals/${orderId}/approve`, finance)).status).toBe(409);
    await w.setClock(SANDBOX_PAYOUT_DELAY_MS);
    expect((await stage(orderId))?.stage).toBe('paid');
    expect(await w.coin()).toBe(100_000 - SMALL);
    const audit = (await ops.audit()).filter((r) => r.target === `withdrawal:${orderId}`);
    expect(audit).toEqual([
      expect.objectContaining({
        staffName: 'finance',
        action: 'withdrawal.approve',
        before: { status: 'requested' },
        after: expect.objectContaining({ status: 'approved', amount: SMALL }),
      }),
    ]);
    expect((await ops.get('/withdrawals', finance)).json.list).toEqual([]);
  });

  it('above the amount a second, different finance approver is needed', async () => {
    const orderId = await requested(LARGE);
    const [first, second] = [await ops.session('finance'), await ops.session('finance2')];
    expect((await ops.post(`/withdrawals/${orderId}/approve`, first)).json.outcome).toBe('awaitingSecond');
    expect(await order(orderId)).toMatchObject({ status: 0, payoutStatus: null });
    const again = await ops.post(`/withdrawals/${orderId}/approve`, first);
    expect(again.status).toBe(409);
    expect(again.json.error).toMatch(/second finance approver/);
    const queued = (await ops.get('/withdrawals', second)).json.list as Record<string, unknown>[];
    expect(queued[0]).toMatchObject({ needsSecondApprover: true, approvedBy: ['finance'] });
    expect((await ops.post(`/withdrawals/${orderId}/approve`, second)).json.outcome).toBe('approved');
    expect(await order(orderId)).toMatchObject({ status: 1, payoutStatus: 'sent' });
    const actions = (await ops.audit()).map((r) => `${r.staffName}:${r.action}`);
    expect(actions).toEqual(['finance:withdrawal.firstApproval', 'finance2:withdrawal.approve']);
  });

  it('one admin proposes the second-approver amount, another approves it (validated, audited); the approval rule reads it', async () => {
    const admin = await ops.session('admin');
    const admin2 = await ops.session('admin2');
    for (const role of ['support', 'finance']) {
      const token = await ops.session(role);
      expect((await ops.get('/config', token)).status).toBe(403);
      expect((await ops.post('/config', token, { secondApprovalAbove: 1 })).status).toBe(403);
    }
    // The environment's amount (₱300 in this file) until an admin stores one.
    expect((await ops.get('/config', admin)).json.config).toEqual({
      secondApprovalAbove: 30_000,
      defaultSecondApprovalAbove: 30_000,
      stored: false,
    });
    // At or above the withdrawal maximum (₱1,000,000) one approver could pay anything: refused by rule.
    for (const bad of ['60000', -1, 1.5, 100_000_000, 100_000_001, null]) {
      expect((await ops.post('/config', admin, { secondApprovalAbove: bad })).status).toBe(400);
    }
    const change = async (value: number) => {
      const proposed = await ops.post('/config', admin, { secondApprovalAbove: value });
      const id = (proposed.json.change as { id: number }).id;
      // Nothing changes until a second admin approves; the proposer cannot.
      expect((await ops.post(`/changes/${id}/approve`, admin)).status).toBe(409);
      const approved = await ops.post(`/changes/${id}/approve`, admin2);
      expect(approved.json.change).toMatchObject({ status: 'approved', proposedBy: 'admin', decidedBy: 'admin2' });
    };
    const proposed = await ops.post('/config', admin, { secondApprovalAbove: 60_000 });
    expect(proposed.json.change).toMatchObject({ status: 'pending', summary: { before: 30_000, after: 60_000 } });
    expect(((await ops.get('/config', admin)).json.config as { stored: boolean }).stored).toBe(false);
    const id = (proposed.json.change as { id: number }).id;
    expect((await ops.post(`/changes/${id}/approve`, admin2)).status).toBe(200);
    expect((await ops.get('/config', admin)).json.config).toEqual({
      secondApprovalAbove: 60_000,
      defaultSecondApprovalAbove: 30_000,
      stored: true,
    });
    // LARGE (₱500) is now under the amount: one approval sends it.
    const large = await requested(LARGE);
    const finance = await ops.session('finance');
    expect((await ops.get('/withdrawals', finance)).json.list).toEqual([
      expect.objectContaining({ orderId: large, needsSecondApprover: false }),
    ]);
    expect((await ops.post(`/withdrawals/${large}/approve`, finance)).json.outcome).toBe('approved');
    // Lowered below SMALL (₱200): a small one now needs a second approver.
    await change(10_000);
    const small = await another(SMALL);
    expect((await ops.post(`/withdrawals/${small}/approve`, finance)).json.outcome).toBe('awaitingSecond');
    const changes = (await ops.audit()).filter((r) => r.action === 'config.change');
    expect(changes.map((r) => [r.staffName, r.target, r.before, r.after])).toEqual([
      ['admin2', 'config:secondApprovalAbove', { secondApprovalAbove: 30_000 }, { secondApprovalAbove: 60_000 }],
      ['admin2', 'config:secondApprovalAbove', { secondApprovalAbove: 60_000 }, { secondApprovalAbove: 10_000 }],
    ]);
  });

  it('rejects with a reason: the held amount comes back through the ledger once', async () => {
    const orderId = await requested(SMALL);
    expect(await w.coin()).toBe(100_000 - SMALL);
    const finance = await ops.session('finance');
    expect((await ops.post(`/withdrawals/${orderId}/reject`, finance, { reason: ' ' })).status).toBe(400);
    const res = await ops.post(`/withdrawals/${orderId}/reject`, finance, {
      reason: 'The account name does not match.',
    });
    expect(res.status).toBe(200);
    expect((await ops.post(`/withdrawals/${orderId}/reject`, finance, { reason: 'again' })).status).toBe(409);
    expect((await ops.post(`/withdrawals/${orderId}/approve`, finance)).status).toBe(409);
    expect(await w.coin()).toBe(100_000);
    const returns = await server.conn.db
      .select()
      .from(ledger)
      .where(and(eq(ledger.ref, orderId), eq(ledger.kind, 'withdraw:return')));
    expect(returns).toHaveLength(1);
    expect(await stage(orderId)).toMatchObject({ stage: 'rejected', reason: 'The account name does not match.' });
    expect((await ops.audit()).map((r) => r.action)).toEqual(['withdrawal.reject']);
  });

  it('without a payout provider an approval is refused and nothing is recorded', async () => {
    const orderId = await requested(LARGE);
    const finance = await ops.session('finance');
    const refused = await approveAsFinance(
      { db: server.conn.db, payouts: null, secondApprovalAbove: 30_000 },
      { id: 2, username: 'finance', role: 'finance' },
      orderId,
      Date.now(),
    ).catch((err: Error) => err.message);
    expect(refused).toMatch(/No payout provider/);
    expect(await order(orderId)).toMatchObject({ status: 0, payoutStatus: null });
    expect((await ops.get('/withdrawals', finance)).json.list).toEqual([
      expect.objectContaining({ orderId, approvedBy: [] }),
    ]);
  });

  it('50 concurrent approvals of one withdrawal approve once and pay once', async () => {
    const orderId = await requested(SMALL);
    const finance = await ops.session('finance');
    const send = vi.spyOn(server.providers.payouts!, 'send');
    try {
      const answers = await Promise.all(
        Array.from({ length: 50 }, () => ops.post(`/withdrawals/${orderId}/approve`, finance)),
      );
      expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
      expect(answers.filter((a) => a.status === 409)).toHaveLength(49);
      expect(send).toHaveBeenCalledTimes(1);
    } finally {
      send.mockRestore();
    }
    expect((await ops.audit()).filter((r) => r.action === 'withdrawal.approve')).toHaveLength(1);
    await w.setClock(SANDBOX_PAYOUT_DELAY_MS);
    expect((await stage(orderId))?.stage).toBe('paid');
    expect(await w.coin()).toBe(100_000 - SMALL);
  });

  it('50 concurrent approvals by two approvers of a large one approve once and pay once', async () => {
    const orderId = await requested(LARGE);
    const tokens = [await ops.session('finance'), await ops.session('finance2')];
    const send = vi.spyOn(server.providers.payouts!, 'send');
    try {
      const answers = await Promise.all(
        Array.from({ length: 50 }, (_, i) => ops.post(`/withdrawals/${orderId}/approve`, tokens[i % 2])),
      );
      expect(answers.filter((a) => a.json.outcome === 'approved')).toHaveLength(1);
      expect(answers.filter((a) => a.json.outcome === 'awaitingSecond')).toHaveLength(1);
      expect(send).toHaveBeenCalledTimes(1);
    } finally {
      send.mockRestore();
    }
    expect(await order(orderId)).toMatchObject({ status: 1, payoutStatus: 'sent' });
  });
});

describe('/ops payout sending: retried with backoff, Retry send, never paid twice', () => {
  beforeEach(async () => {
    await w.start();
    await w.setClock(0);
  });

  const provider = () => server.providers.payouts!;
  const paidMails = async (orderId: string) =>
    (await server.conn.db.select().from(mails)).filter(
      (m) => m.title === 'Withdrawal paid' && m.content.includes(orderId),
    );

  it('a failed hand-over is retried when due, under one key; finance sees it and sends it again; paid once', async () => {
    const orderId = await requested(SMALL);
    const finance = await ops.session('finance');
    const original = provider().send.bind(provider());
    const send = vi.spyOn(provider(), 'send');
    // The provider is down for two attempts, then back.
    send.mockRejectedValueOnce(new Error('connect ECONNREFUSED')).mockRejectedValueOnce(new Error('HTTP 503'));
    send.mockImplementation(original);
    try {
      const t0 = Date.now();
      expect((await ops.post(`/withdrawals/${orderId}/approve`, finance)).json.outcome).toBe('approved');
      const first = await order(orderId);
      expect(first).toMatchObject({
        status: 1,
        payoutStatus: 'retry',
        payoutAttempts: 1,
        payoutError: 'connect ECONNREFUSED',
      });
      expect(first.payoutNextAt!.getTime() - t0).toBeGreaterThanOrEqual(PAYOUT_RETRY.backoffMs[0]);
      // Finance's queue lists it with the send's state; the player still reads "approved".
      expect((await ops.get('/withdrawals', finance)).json.list).toEqual([
        expect.objectContaining({ orderId, send: expect.objectContaining({ status: 'retry', attempts: 1 }) }),
      ]);
      expect((await stage(orderId))?.stage).toBe('approved');
      // Not due yet: nothing; due: the second attempt fails and waits longer.
      const due = first.payoutNextAt!.getTime();
      expect(await retryDuePayouts(server.conn.db, provider(), due - 1)).toBe(0);
      expect(await retryDuePayouts(server.conn.db, provider(), due)).toBe(0);
      const second = await order(orderId);
      expect(second).toMatchObject({ payoutStatus: 'retry', payoutAttempts: 2, payoutError: 'HTTP 503' });
      expect(second.payoutNextAt!.getTime()).toBe(due + PAYOUT_RETRY.backoffMs[1]);
      // Finance does not wait: Retry send hands it over now.
      const retried = await ops.post(`/withdrawals/${orderId}/retry-send`, finance);
      expect(retried.json).toEqual({ ok: true, sent: true, error: null });
      expect(await order(orderId)).toMatchObject({ payoutStatus: 'sent', payoutAttempts: 3, payoutError: null });
      expect((await ops.post(`/withdrawals/${orderId}/retry-send`, finance)).status).toBe(409);
      expect(await retryDuePayouts(server.conn.db, provider(), due + 3_600_000)).toBe(0);
      expect(new Set(send.mock.calls.map(([o]) => o.idempotencyKey))).toEqual(new Set([payoutKey(orderId)]));
      expect(send).toHaveBeenCalledTimes(3);
    } finally {
      send.mockRestore();
    }
    await w.setClock(SANDBOX_PAYOUT_DELAY_MS);
    expect((await stage(orderId))?.stage).toBe('paid');
    expect(await paidMails(orderId)).toHaveLength(1);
    expect(await w.coin()).toBe(100_000 - SMALL);
    const audit = (await ops.audit()).filter((r) => r.action === 'withdrawal.retrySend');
    expect(audit.map((r) => [r.before, r.after])).toEqual([
      [
        { payout: 'retry', attempts: 2 },
        { payout: 'sent', attempts: 3 },
      ],
    ]);
  });

  it('an answer lost after the provider took it: the retry carries the same key and the provider pays once', async () => {
    const orderId = await requested(SMALL);
    const finance = await ops.session('finance');
    const original = provider().send.bind(provider());
    const send = vi.spyOn(provider(), 'send');
    send.mockImplementationOnce(async (o) => {
      await original(o);
      throw new Error('socket hang up');
    });
    send.mockImplementation(original);
    try {
      await ops.post(`/withdrawals/${orderId}/approve`, finance);
      expect(await order(orderId)).toMatchObject({ payoutStatus: 'retry', payoutAttempts: 1 });
      expect((await ops.post(`/withdrawals/${orderId}/retry-send`, finance)).json.sent).toBe(true);
    } finally {
      send.mockRestore();
    }
    await w.setClock(SANDBOX_PAYOUT_DELAY_MS);
    expect((await stage(orderId))?.stage).toBe('paid');
    expect(await paidMails(orderId)).toHaveLength(1);
  });

  it('the sandbox payout takes an idempotency key once: a repeated hand-over schedules no second transfer', async () => {
    const scheduled: number[] = [];
    const sandbox = createSandboxPayout({
      secret: 's'.repeat(32),
      deliver: async () => {},
      schedule: async (_callback, dueAt) => {
        scheduled.push(dueAt);
      },
    });
    const order = { orderId: 'W1', amount: 100, currency: 'PHP', bankId: 1, accountName: 'A', cardNum: '1' };
    await sandbox.send({ ...order, idempotencyKey: payoutKey('W1') });
    await sandbox.send({ ...order, idempotencyKey: payoutKey('W1') });
    await sandbox.send({ ...order, orderId: 'W2', idempotencyKey: payoutKey('W2') });
    expect(scheduled).toHaveLength(2);
  });

  it('after the last automatic attempt it waits for finance; 50 concurrent Retry sends make one attempt', async () => {
    const orderId = await requested(SMALL);
    const finance = await ops.session('finance');
    const send = vi.spyOn(provider(), 'send').mockRejectedValue(new Error('HTTP 502'));
    try {
      await ops.post(`/withdrawals/${orderId}/approve`, finance);
      let at = Date.now();
      for (let i = 1; i < PAYOUT_RETRY.maxAttempts; i += 1) {
        at = (await order(orderId)).payoutNextAt!.getTime();
        await retryDuePayouts(server.conn.db, provider(), at);
      }
      expect(await order(orderId)).toMatchObject({
        payoutStatus: 'unsent',
        payoutAttempts: PAYOUT_RETRY.maxAttempts,
        payoutNextAt: null,
      });
      expect(await retryDuePayouts(server.conn.db, provider(), at + 86_400_000)).toBe(0);
      expect(send).toHaveBeenCalledTimes(PAYOUT_RETRY.maxAttempts);
      const failed = await ops.post(`/withdrawals/${orderId}/retry-send`, finance);
      expect(failed.json).toEqual({ ok: true, sent: false, error: 'HTTP 502' });
      send.mockReset();
      const answers = await Promise.all(
        Array.from({ length: 50 }, () => ops.post(`/withdrawals/${orderId}/retry-send`, finance)),
      );
      expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
      expect(send).toHaveBeenCalledTimes(1);
    } finally {
      send.mockRestore();
    }
    expect(await order(orderId)).toMatchObject({ payoutStatus: 'sent' });
  });
});
