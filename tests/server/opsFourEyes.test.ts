import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { readConfig } from '../../server/config';
import { opsPendingChanges, staff } from '../../server/db/schema';
import { totpCode } from '../../server/ops/totp';
import { WALLET_RULES } from '../../server/wallet/errcodes';
import { parseAnswer, setupServer } from './harness';
import { opsTools } from './opsTools';
import { walletTools } from './walletTools';

/**
 * Four-eyes against one admin: the second-approver amount stays under the withdrawal maximum; admin changes are
 * proposals a second admin — another person — approves; one person never approves twice under two accounts.
 */
const server = setupServer({ testControls: true, seed: { games: 20 }, opsSecondApprovalAbove: 30_000 });
const w = walletTools(server);
const ops = opsTools(server);
const LARGE = 50_000;
const PASSWORD = 'Blue-River-Stone-82';

async function requested(amount: number): Promise<string> {
  await w.bindBdo();
  await w.setWalletPassword();
  await w.approveKyc();
  const out = await w.ok('exchange', { amount, bankId: 1001, password: await w.encrypt('123456') });
  return parseAnswer('exchange', out).order.orderId;
}

const idOf = (answer: { json: Record<string, unknown> }) => (answer.json.change as { id: number }).id;

async function staffRow(username: string) {
  const [row] = await server.conn.db.select().from(staff).where(eq(staff.username, username));
  return row;
}

describe('/ops four-eyes', () => {
  beforeEach(async () => {
    await w.start();
    await w.setClock(0);
  });

  it('a single admin cannot raise the second-approver amount to the withdrawal maximum, nor apply a change alone', async () => {
    const admin = await ops.session('admin');
    // The maximum itself (the probe's 100,000,000) is refused by rule: one finance approver would pay anything.
    const atMax = await ops.post('/config', admin, { secondApprovalAbove: WALLET_RULES.withdrawMax });
    expect(atMax.status).toBe(400);
    expect(atMax.json.error).toMatch(/below the withdrawal maximum/);
    // Just under it is a proposal only: the proposer approving it is refused, the amount in force is unchanged.
    const proposed = await ops.post('/config', admin, { secondApprovalAbove: WALLET_RULES.withdrawMax - 1 });
    expect(proposed.json.change).toMatchObject({ status: 'pending', kind: 'config.secondApprovalAbove' });
    const self = await ops.post(`/changes/${idOf(proposed)}/approve`, admin);
    expect(self.status).toBe(409);
    expect(self.json.error).toMatch(/another person than the proposer/);
    expect(((await ops.get('/config', admin)).json.config as { secondApprovalAbove: number }).secondApprovalAbove).toBe(
      30_000,
    );
    // So a ₱500 withdrawal still needs two finance approvers.
    const orderId = await requested(LARGE);
    const finance = await ops.session('finance');
    expect((await ops.post(`/withdrawals/${orderId}/approve`, finance)).json.outcome).toBe('awaitingSecond');
    // The start-up value obeys the same rule.
    expect(() => readConfig({ OPS_SECOND_APPROVAL_ABOVE: String(WALLET_RULES.withdrawMax) })).toThrow(
      /OPS_SECOND_APPROVAL_ABOVE must be an integer from 0 to 99999999/,
    );
    expect(readConfig({ OPS_SECOND_APPROVAL_ABOVE: '99999999' }).opsSecondApprovalAbove).toBe(99_999_999);
  });

  it('the admin-makes-two-finance-accounts path is refused: proposals only, one account per person', async () => {
    const admin = await ops.session('admin');
    const admin2 = await ops.session('admin2');
    const propose = (username: string, personId: string) =>
      ops.post('/staff', admin, { username, role: 'finance', password: PASSWORD, personId });
    // A person id is required.
    expect((await ops.post('/staff', admin, { username: 'fin-a', role: 'finance', password: PASSWORD })).status).toBe(
      400,
    );
    const a = await propose('fin-a', 'P-100');
    const b = await propose('fin-b', 'p-100 ');
    expect(a.json.change).toMatchObject({ status: 'pending', summary: { username: 'fin-a', personId: 'P-100' } });
    // Nothing exists until a second admin approves, and the proposer cannot approve their own.
    expect(await staffRow('fin-a')).toBeUndefined();
    expect((await ops.post(`/changes/${idOf(a)}/approve`, admin)).status).toBe(409);
    expect(await staffRow('fin-a')).toBeUndefined();
    // The admin's own person cannot get a second account (no second vote for the admin either).
    expect((await propose('fin-c', 'DEMO-4')).status).toBe(409);
    expect(
      (await ops.post('/staff', admin, { username: 'admin3', role: 'admin', password: PASSWORD, personId: 'DEMO-4' }))
        .status,
    ).toBe(409);
    // A second admin approves the first; the second account for the same person is refused.
    const made = await ops.post(`/changes/${idOf(a)}/approve`, admin2);
    expect(made.status).toBe(200);
    expect((made.json.setup as { username: string }).username).toBe('fin-a');
    const second = await ops.post(`/changes/${idOf(b)}/approve`, admin2);
    expect(second.status).toBe(409);
    expect(second.json.error).toMatch(/one account per person/);
    expect(await staffRow('fin-b')).toBeUndefined();
    // The proposal stays open (the refusal changed nothing); its proposer withdraws it.
    expect((await ops.post(`/changes/${idOf(b)}/reject`, admin)).json.change).toMatchObject({ status: 'rejected' });
    expect((await ops.post(`/changes/${idOf(b)}/approve`, admin2)).status).toBe(409);
    const audit = (await ops.audit()).map((r) => `${r.staffName}:${r.action}`);
    expect(audit).toEqual([
      'admin:change.propose',
      'admin:change.propose',
      'admin2:staff.create',
      'admin2:change.approve',
      'admin:change.withdraw',
    ]);
  });

  it('two approvals of one withdrawal by accounts of the same person are refused', async () => {
    const orderId = await requested(LARGE);
    const finance = await ops.session('finance');
    expect((await ops.post(`/withdrawals/${orderId}/approve`, finance)).json.outcome).toBe('awaitingSecond');
    // The finance officer's account is disabled and a new one made for the same person (by two admins).
    const admin = await ops.session('admin');
    const admin2 = await ops.session('admin2');
    const financeId = (await staffRow('finance'))!.id;
    expect((await ops.post(`/staff/${financeId}/disable`, admin)).status).toBe(200);
    const proposed = await ops.post('/staff', admin, {
      username: 'finance-new',
      role: 'finance',
      password: PASSWORD,
      personId: 'DEMO-2',
    });
    expect((await ops.post(`/changes/${idOf(proposed)}/approve`, admin2)).status).toBe(200);
    const again = await ops.session('finance-new');
    const refused = await ops.post(`/withdrawals/${orderId}/approve`, again);
    expect(refused.status).toBe(409);
    expect(refused.json.error).toMatch(/same person/);
    // Another person completes it.
    const finance2 = await ops.session('finance2');
    expect((await ops.post(`/withdrawals/${orderId}/approve`, finance2)).json.outcome).toBe('approved');
  });

  it('a role change needs a second admin; approved, the account’s sessions end; audited with before and after', async () => {
    const admin = await ops.session('admin');
    const admin2 = await ops.session('admin2');
    const support = await ops.session('support');
    const supportId = (await staffRow('support'))!.id;
    expect((await ops.post(`/staff/${supportId}/role`, admin, { role: 'support' })).status).toBe(400);
    expect((await ops.post(`/staff/${supportId}/role`, admin, { role: 'boss' })).status).toBe(400);
    const proposed = await ops.post(`/staff/${supportId}/role`, admin, { role: 'admin' });
    expect(proposed.json.change).toMatchObject({ summary: { username: 'support', before: 'support', after: 'admin' } });
    expect((await ops.post(`/changes/${idOf(proposed)}/approve`, admin)).status).toBe(409);
    expect((await staffRow('support'))!.role).toBe('support');
    expect((await ops.get('/me', support)).status).toBe(200);
    const listed = await ops.get('/changes', admin2);
    expect(listed.json.pending).toEqual([expect.objectContaining({ id: idOf(proposed), proposedBy: 'admin' })]);
    expect((await ops.post(`/changes/${idOf(proposed)}/approve`, admin2)).status).toBe(200);
    expect((await staffRow('support'))!.role).toBe('admin');
    expect((await ops.get('/me', support)).status).toBe(401);
    const rows = (await ops.audit()).filter((r) => r.action === 'staff.role');
    expect(rows.map((r) => [r.staffName, r.target, r.before, r.after])).toEqual([
      ['admin2', `staff:${supportId}`, { role: 'support' }, { role: 'admin', proposedBy: 'admin' }],
    ]);
    const decided = await ops.get('/changes', admin);
    expect(decided.json.pending).toEqual([]);
    expect(decided.json.decided).toEqual([expect.objectContaining({ status: 'approved', decidedBy: 'admin2' })]);
  });

  it('20 concurrent approvals of one new account create it once; of one amount, store it once', async () => {
    const admin = await ops.session('admin');
    const approvers = await Promise.all(Array.from({ length: 20 }, () => ops.session('admin2')));
    const proposed = await ops.post('/staff', admin, {
      username: 'ana',
      role: 'support',
      password: PASSWORD,
      personId: 'P-200',
    });
    const answers = await Promise.all(approvers.map((t) => ops.post(`/changes/${idOf(proposed)}/approve`, t)));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.status === 409)).toHaveLength(19);
    const made = answers.find((a) => a.status === 200)!.json.setup as { totpSecret: string };
    expect((await server.conn.db.select().from(staff).where(eq(staff.username, 'ana'))).length).toBe(1);
    // The new account logs in with the password the proposer chose and the secret the approver handed over.
    const login = await ops.post('/login', undefined, {
      username: 'ana',
      password: PASSWORD,
      code: totpCode(made.totpSecret, Date.now()),
    });
    expect(login.status).toBe(200);

    const amount = await ops.post('/config', admin, { secondApprovalAbove: 70_000 });
    const stored = await Promise.all(approvers.map((t) => ops.post(`/changes/${idOf(amount)}/approve`, t)));
    expect(stored.filter((a) => a.status === 200)).toHaveLength(1);
    const audit = await ops.audit();
    expect(audit.filter((r) => r.action === 'staff.create')).toHaveLength(1);
    expect(audit.filter((r) => r.action === 'config.change')).toHaveLength(1);
    expect(audit.filter((r) => r.action === 'change.approve')).toHaveLength(2);
    const [row] = await server.conn.db
      .select()
      .from(opsPendingChanges)
      .where(eq(opsPendingChanges.id, idOf(amount)));
    expect(row).toMatchObject({ status: 'approved' });
  });
});
