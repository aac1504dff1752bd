import { and, eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { depositLimits, ledger, opsPendingChanges, sessions, users } from '../../server/db/schema';
import { ADJUSTMENT_KIND } from '../../server/ops/playerAdjustment';
import { SUPPORT_ROLES } from '../../server/ops/playerSupport';
import { LIMIT_RAISE_DELAY_MS } from '../../src/api/contract/responsibleGaming';
import { setupServer } from './harness';
import { opsTools } from './opsTools';
import { walletTools } from './walletTools';

/**
 * Player support in /ops: notes, lock and unlock, ending sessions, the wallet password reset, lowering deposit
 * limits, and balance adjustments that a second person approves and the ledger pays once. Every action is held
 * to its roles and written to the audit log with before, after and the reason.
 */
const server = setupServer({ testControls: true, seed: { games: 20 } });
const w = walletTools(server);
const ops = opsTools(server);

interface Support {
  locked: boolean;
  liveSessions: number;
  walletPasswordSet: boolean;
  depositLimits: { period: string; amount: number | null; pending: { amount: number | null } | null }[];
  notes: { body: string; by: string }[];
  adjustments: { id: number; amount: number; status: string; proposedBy: string; decidedBy: string | null }[];
  allowed: string[];
}

const supportOf = (answer: { json: Record<string, unknown> }) => answer.json.support as Support;

async function demoId(): Promise<number> {
  return (await w.user('demo')).id;
}

async function auditOf(action: string) {
  return (await ops.audit()).filter((r) => r.action === action);
}

describe('/ops player support', () => {
  beforeEach(async () => {
    await w.start();
    await w.setClock(0);
  });

  it('notes are kept as written, newest first, and audited; marketing may not read or write them', async () => {
    const id = await demoId();
    const support = await ops.session('support');
    const finance = await ops.session('finance');
    expect((await ops.post(`/players/${id}/notes`, support, { text: '   ' })).status).toBe(400);
    await ops.post(`/players/${id}/notes`, support, { text: ' Called about a late deposit. ' });
    const answer = await ops.post(`/players/${id}/notes`, finance, { text: 'Deposit found and paid.' });
    expect(answer.status).toBe(200);
    expect(supportOf(answer).notes).toEqual([
      expect.objectContaining({ body: 'Deposit found and paid.', by: 'finance' }),
      expect.objectContaining({ body: 'Called about a late deposit.', by: 'support' }),
    ]);
    expect((await auditOf('player.note')).map((r) => r.target)).toEqual([`player:${id}`, `player:${id}`]);
    const marketing = await ops.session('marketing');
    expect((await ops.get(`/players/${id}/support`, marketing)).status).toBe(403);
    expect((await ops.post(`/players/${id}/notes`, marketing, { text: 'x' })).status).toBe(403);
  });

  it('each role is offered exactly the actions its calls allow', async () => {
    const id = await demoId();
    for (const role of ['support', 'finance', 'admin'] as const) {
      const view = supportOf(await ops.get(`/players/${id}/support`, await ops.session(role)));
      const expected = Object.entries(SUPPORT_ROLES)
        .filter(([, roles]) => roles.includes(role))
        .map(([action]) => action);
      expect({ role, allowed: view.allowed }).toEqual({ role, allowed: expected });
    }
    // Support is refused money: a proposal is 403 and audited as denied.
    const support = await ops.session('support');
    expect((await ops.post(`/players/${id}/adjustments`, support, { amount: 100, reason: 'x' })).status).toBe(403);
    // Finance is refused the account actions.
    const finance = await ops.session('finance');
    expect((await ops.post(`/players/${id}/lock`, finance, { reason: 'x' })).status).toBe(403);
  });

  it('a lock ends the sessions at once and refuses log-in with 1047; an unlock lets the player in again', async () => {
    const id = await demoId();
    const support = await ops.session('support');
    expect((await w.call('refreshData')).status).toBe(200);
    // A reason is required.
    expect((await ops.post(`/players/${id}/lock`, support, { reason: ' ' })).status).toBe(400);
    const locked = await ops.post(`/players/${id}/lock`, support, { reason: 'Account takeover reported by phone' });
    expect(locked.status).toBe(200);
    expect(supportOf(locked)).toMatchObject({ locked: true, liveSessions: 0 });
    // The token of the open page stops at once (no cache lets it live on) and says why; log-in is refused.
    const refused = await w.call('refreshData');
    expect(refused.status).toBe(401);
    expect(refused.json.errcode).toBe(1047);
    const login = await w.call('accountLogin', { account: 'demo', password: await w.encrypt('Demo1234') }, '');
    expect(login.json.errcode).toBe(1047);
    expect((await ops.post(`/players/${id}/lock`, support, { reason: 'again' })).status).toBe(409);
    const [row] = await auditOf('player.lock');
    expect(row).toMatchObject({
      staffName: 'support',
      target: `player:${id}`,
      before: { locked: false },
      after: { locked: true, reason: 'Account takeover reported by phone', sessionsEnded: 1 },
    });

    const unlocked = await ops.post(`/players/${id}/unlock`, support, { reason: 'Identity confirmed' });
    expect(supportOf(unlocked).locked).toBe(false);
    expect((await auditOf('player.unlock'))[0]).toMatchObject({ before: { locked: true }, after: { locked: false } });
    const again = await w.call('accountLogin', { account: 'demo', password: await w.encrypt('Demo1234') }, '');
    expect(again.json.errcode).toBe(0);
    expect((await ops.post(`/players/${id}/unlock`, support, { reason: 'again' })).status).toBe(409);
  });

  it('ending sessions logs the player out everywhere, counted in the audit log', async () => {
    const id = await demoId();
    await server.login('demo');
    const support = await ops.session('support');
    expect(supportOf(await ops.get(`/players/${id}/support`, support)).liveSessions).toBe(2);
    const ended = await ops.post(`/players/${id}/end-sessions`, support, { reason: 'Lost phone' });
    expect(ended.json.ended).toBe(2);
    expect(supportOf(ended).liveSessions).toBe(0);
    expect((await w.call('refreshData')).status).toBe(401);
    const live = await server.conn.db.select().from(sessions).where(eq(sessions.userId, id));
    expect(live.every((s) => s.revokedAt !== null)).toBe(true);
    expect((await auditOf('player.endSessions'))[0]).toMatchObject({
      before: { sessions: 2 },
      after: { sessions: 0, reason: 'Lost phone' },
    });
  });

  it('a wallet password reset clears it (never sets one) and ends the sessions; the player sets a new one', async () => {
    const id = await demoId();
    const support = await ops.session('support');
    expect((await ops.post(`/players/${id}/reset-wallet-password`, support, { reason: 'Forgot it' })).status).toBe(409);
    await w.setWalletPassword('123456');
    const reset = await ops.post(`/players/${id}/reset-wallet-password`, support, { reason: 'Forgot it' });
    expect(reset.status).toBe(200);
    expect(supportOf(reset)).toMatchObject({ walletPasswordSet: false, liveSessions: 0 });
    expect((await w.user()).safeboxPasswordHash).toBeNull();
    // Whoever held the old session cannot set the new one; the player logs in again and does.
    expect((await w.call('safeboxPasswordInit', { password: await w.encrypt('654321') })).status).toBe(401);
    const token = await server.login('demo');
    await w.setWalletPassword('654321', token);
    expect((await w.user()).safeboxPasswordHash).not.toBeNull();
    expect((await auditOf('player.walletPassword.reset'))[0]).toMatchObject({
      before: { walletPassword: 'set' },
      after: { walletPassword: 'none', sessionsEnded: 1, reason: 'Forgot it' },
    });
  });

  it('support lowers a deposit limit at once (dropping a waiting raise); a raise is refused with a clear message', async () => {
    const id = await demoId();
    const support = await ops.session('support');
    const lower = (period: string, amount: unknown, reason = 'Asked on the phone to spend less') =>
      ops.post(`/players/${id}/deposit-limit`, support, { period, amount, reason });
    // Where none applies, staff may set one.
    const set = await lower('day', 5_000_00);
    expect(set.status).toBe(200);
    expect(supportOf(set).depositLimits.find((l) => l.period === 'day')).toMatchObject({ amount: 5_000_00 });
    // The player asks for a raise, which waits; support lowers it: at once, and the waiting raise is gone.
    expect((await w.ok('rgSetDepositLimit', { period: 'day', amount: 20_000_00 })).errcode).toBe(0);
    const lowered = await lower('day', 2_000_00);
    expect(supportOf(lowered).depositLimits.find((l) => l.period === 'day')).toEqual({
      period: 'day',
      amount: 2_000_00,
      pending: null,
    });
    // A raise, the same amount, no limit, or a bad period or amount are refused, and nothing changes.
    const raise = await lower('day', 3_000_00);
    expect(raise.status).toBe(409);
    expect(raise.json.error).toBe(
      "Staff may only lower a limit: ₱3,000.00 is above the ₱2,000.00 in force. A raise is the player's own choice, and waits its cooling-off.",
    );
    expect((await lower('day', 2_000_00)).status).toBe(409);
    expect((await lower('day', null)).status).toBe(400);
    expect((await lower('year', 1_000_00)).status).toBe(400);
    expect((await lower('day', 1_000_50)).status).toBe(400);
    expect((await lower('day', 1_000_00, '')).status).toBe(400);
    await w.setClock(LIMIT_RAISE_DELAY_MS + 1);
    const [row] = await server.conn.db
      .select()
      .from(depositLimits)
      .where(and(eq(depositLimits.userId, id), eq(depositLimits.period, 'day')));
    expect(row).toMatchObject({ amount: 2_000_00, hasPending: 0 });
    const audit = await auditOf('player.depositLimit.lower');
    expect(audit[1]).toMatchObject({
      before: { period: 'day', amount: 5_000_00, waitingRaise: 20_000_00 },
      after: { period: 'day', amount: 2_000_00, reason: 'Asked on the phone to spend less' },
    });
  });

  it('an adjustment waits for another person, pays through the ledger once on approval, and is audited', async () => {
    const id = await demoId();
    const coin = await w.coin();
    const finance = await ops.session('finance');
    const support = await ops.session('support');
    for (const amount of [0, 1.5, 10_000_001, '100']) {
      expect((await ops.post(`/players/${id}/adjustments`, finance, { amount, reason: 'x' })).status).toBe(400);
    }
    expect((await ops.post(`/players/${id}/adjustments`, finance, { amount: 100 })).status).toBe(400);
    const proposed = await ops.post(`/players/${id}/adjustments`, finance, {
      amount: 250_00,
      reason: 'Deposit credited late by the bank',
    });
    expect(proposed.status).toBe(200);
    const changeId = (proposed.json.change as { id: number }).id;
    expect(supportOf(proposed).adjustments[0]).toMatchObject({ id: changeId, status: 'pending', amount: 250_00 });
    expect(await w.coin()).toBe(coin);
    // Not the proposer, not support; a finance approver of another person pays it.
    expect((await ops.post(`/adjustments/${changeId}/approve`, finance)).json.error).toMatch(
      /another person than the proposer/,
    );
    expect((await ops.post(`/adjustments/${changeId}/approve`, support)).status).toBe(403);
    const finance2 = await ops.session('finance2');
    const approved = await ops.post(`/adjustments/${changeId}/approve`, finance2);
    expect(approved.status).toBe(200);
    expect(supportOf(approved).adjustments[0]).toMatchObject({ status: 'approved', decidedBy: 'finance2' });
    expect(await w.coin()).toBe(coin + 250_00);
    const paid = await server.conn.db.select().from(ledger).where(eq(ledger.kind, ADJUSTMENT_KIND));
    expect(paid).toEqual([
      expect.objectContaining({ userId: id, amount: 250_00, ref: `change:${changeId}`, balanceAfter: coin + 250_00 }),
    ]);
    expect((await auditOf('player.adjust'))[0]).toMatchObject({
      staffName: 'finance2',
      target: `player:${id}`,
      before: { coin },
      after: {
        coin: coin + 250_00,
        amount: 250_00,
        reason: 'Deposit credited late by the bank',
        proposedBy: 'finance',
      },
    });
    expect((await auditOf('change.approve'))[0]).toMatchObject({
      after: { status: 'approved', kind: 'player.adjust' },
    });
    // Decided once: another approval is 409.
    expect((await ops.post(`/adjustments/${changeId}/approve`, finance2)).status).toBe(409);
  });

  it('a debit larger than the balance is refused and stays pending; a rejection pays nothing', async () => {
    const id = await demoId();
    const coin = await w.coin();
    const finance = await ops.session('finance');
    const admin = await ops.session('admin');
    const proposed = await ops.post(`/players/${id}/adjustments`, finance, { amount: -(coin + 1), reason: 'Reversal' });
    const changeId = (proposed.json.change as { id: number }).id;
    const refused = await ops.post(`/adjustments/${changeId}/approve`, admin);
    expect(refused.status).toBe(409);
    expect(refused.json.error).toMatch(/smaller than this debit/);
    const [row] = await server.conn.db.select().from(opsPendingChanges).where(eq(opsPendingChanges.id, changeId));
    expect(row?.status).toBe('pending');
    const rejected = await ops.post(`/adjustments/${changeId}/reject`, admin);
    expect(supportOf(rejected).adjustments[0]).toMatchObject({ status: 'rejected', decidedBy: 'admin' });
    expect(await w.coin()).toBe(coin);
    // The admin's changes page lists it too, and finance cannot decide an admin change through this route.
    const config = await ops.post('/config', admin, { secondApprovalAbove: 12_345 });
    const configId = (config.json.change as { id: number }).id;
    expect((await ops.post(`/adjustments/${configId}/approve`, finance)).status).toBe(404);
    expect((await ops.post(`/adjustments/${configId}/reject`, finance)).status).toBe(404);
  });

  it('20 approvals at once pay the adjustment once', async () => {
    const id = await demoId();
    const coin = await w.coin();
    const finance = await ops.session('finance');
    const approvers = [await ops.session('finance2'), await ops.session('admin'), await ops.session('admin2')];
    const proposed = await ops.post(`/players/${id}/adjustments`, finance, { amount: 99_00, reason: 'Goodwill' });
    const changeId = (proposed.json.change as { id: number }).id;
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => ops.post(`/adjustments/${changeId}/approve`, approvers[i % 3])),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.status === 409)).toHaveLength(19);
    expect(await w.coin()).toBe(coin + 99_00);
    const paid = await server.conn.db
      .select()
      .from(ledger)
      .where(and(eq(ledger.kind, ADJUSTMENT_KIND), eq(ledger.ref, `change:${changeId}`)));
    expect(paid).toHaveLength(1);
    expect(await auditOf('player.adjust')).toHaveLength(1);
    const [user] = await server.conn.db.select({ coin: users.coin }).from(users).where(eq(users.id, id));
    expect(user?.coin).toBe(coin + 99_00);
  });
});
