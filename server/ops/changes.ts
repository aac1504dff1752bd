import { and, desc, eq, isNull, ne } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../db/connect';
import { opsPendingChanges, type PendingChangeKind, type StaffRole, staff } from '../db/schema';
import { writeAudit } from './audit';
import {
  applySecondApprovalAbove,
  CONFIG_TARGET,
  checkBelowWithdrawalMax,
  checkSecondApprovalAbove,
  secondApprovalAbove,
} from './config';
import { OpsError } from './errors';
import { applyAdjustment } from './playerAdjustment';
import { revokeStaffSessions, type StaffMember } from './sessions';
import { checkNewStaff, checkStaffFree, insertStaff, type NewStaff, type TotpSetup } from './staff';

/*
 * Four-eyes on what an admin could otherwise do alone: the second-approver amount, new staff accounts and role
 * changes are proposals. A second admin — another PERSON, not merely another account — approves or rejects; the
 * proposer can only withdraw (a rejection). The approval applies the change, writes its audit row with before and
 * after, and marks the proposal decided, in one transaction on the locked proposal row: two approvals at once
 * apply it once. A manual balance adjustment of a player is a proposal too, decided by finance or an admin
 * (server/ops/playerSupport.ts narrows its routes to that kind) and paid through the ledger by the approval.
 */

export interface ChangeDeps {
  db: Db;
  /** The environment's second-approver amount: the default until one is stored. */
  secondApprovalAbove: number;
}

export interface ChangeView {
  id: number;
  kind: PendingChangeKind;
  target: string;
  summary: Record<string, unknown>;
  proposedBy: string;
  proposedAt: number;
  status: 'pending' | 'approved' | 'rejected';
  decidedBy: string | null;
  decidedAt: number | null;
}

/** Stores a proposal and its audit row together; a second person applies it (approveChange). */
export async function propose(
  db: Db,
  actor: StaffMember,
  change: {
    kind: PendingChangeKind;
    target: string;
    payload: Record<string, unknown>;
    summary: Record<string, unknown>;
  },
  now: number,
): Promise<ChangeView> {
  const id = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(opsPendingChanges)
      .values({ ...change, proposedBy: actor.id, proposedAt: new Date(now) })
      .returning({ id: opsPendingChanges.id });
    if (!row) throw new Error('the proposal was not stored');
    await writeAudit(
      tx,
      actor,
      { action: 'change.propose', target: `change:${row.id}`, after: { kind: change.kind, ...change.summary } },
      now,
    );
    return row.id;
  });
  return changeView(db, id);
}

/** A new second-approver amount, checked now (below the withdrawal maximum in force) and again when approved. */
export async function proposeSecondApprovalAbove(
  deps: ChangeDeps,
  actor: StaffMember,
  value: unknown,
  now: number,
): Promise<ChangeView> {
  const after = checkSecondApprovalAbove(value);
  await checkBelowWithdrawalMax(deps.db, after);
  const before = await secondApprovalAbove(deps.db, deps.secondApprovalAbove);
  if (after === before) throw new OpsError(400, 'This is the amount in force already.');
  return propose(
    deps.db,
    actor,
    {
      kind: 'config.secondApprovalAbove',
      target: CONFIG_TARGET,
      payload: { value: after },
      summary: { before, after },
    },
    now,
  );
}

/** A new staff account: checked now (rule, name free, person without an active account) and again when approved. */
export async function proposeStaff(db: Db, actor: StaffMember, input: NewStaff, now: number): Promise<ChangeView> {
  const account = await checkNewStaff(input);
  await checkStaffFree(db, account.username, account.personId);
  const { passwordHash, ...shown } = account;
  return propose(
    db,
    actor,
    { kind: 'staff.create', target: `staff:${account.username}`, payload: { ...shown, passwordHash }, summary: shown },
    now,
  );
}

/** Another role for an active account (its sessions end when approved, so the new role applies at once). */
export async function proposeRole(
  db: Db,
  actor: StaffMember,
  staffId: number,
  role: StaffRole,
  now: number,
): Promise<ChangeView> {
  const [row] = await db
    .select({ username: staff.username, role: staff.role })
    .from(staff)
    .where(and(eq(staff.id, staffId), isNull(staff.disabledAt)));
  if (!row) throw new OpsError(404, 'No active staff account has this id.');
  if (row.role === role) throw new OpsError(400, `${row.username} has this role already.`);
  return propose(
    db,
    actor,
    {
      kind: 'staff.role',
      target: `staff:${staffId}`,
      payload: { staffId, role },
      summary: { username: row.username, before: row.role, after: role },
    },
    now,
  );
}

const proposer = alias(staff, 'proposer');
const decider = alias(staff, 'decider');

function changeRows(db: Db) {
  return db
    .select({
      change: opsPendingChanges,
      proposedBy: proposer.username,
      decidedBy: decider.username,
    })
    .from(opsPendingChanges)
    .innerJoin(proposer, eq(proposer.id, opsPendingChanges.proposedBy))
    .leftJoin(decider, eq(decider.id, opsPendingChanges.decidedBy));
}

type ChangeRow = Awaited<ReturnType<ReturnType<typeof changeRows>['where']>>[number];

function toView({ change, proposedBy, decidedBy }: ChangeRow): ChangeView {
  return {
    id: change.id,
    kind: change.kind,
    target: change.target,
    summary: change.summary,
    proposedBy,
    proposedAt: change.proposedAt.getTime(),
    status: change.status,
    decidedBy: decidedBy ?? null,
    decidedAt: change.decidedAt?.getTime() ?? null,
  };
}

async function changeView(db: Db, id: number): Promise<ChangeView> {
  const [row] = await changeRows(db).where(eq(opsPendingChanges.id, id));
  if (!row) throw new OpsError(404, 'No change has this id.');
  return toView(row);
}

/** The waiting proposals (oldest first), then the 20 newest decided ones. */
export async function listChanges(db: Db): Promise<{ pending: ChangeView[]; decided: ChangeView[] }> {
  const [pending, decided] = await Promise.all([
    changeRows(db).where(eq(opsPendingChanges.status, 'pending')).orderBy(opsPendingChanges.id),
    changeRows(db).where(ne(opsPendingChanges.status, 'pending')).orderBy(desc(opsPendingChanges.id)).limit(20),
  ]);
  return { pending: pending.map(toView), decided: decided.map(toView) };
}

async function personOf(tx: Tx, staffId: number): Promise<string | null> {
  const [row] = await tx.select({ personId: staff.personId }).from(staff).where(eq(staff.id, staffId));
  return row?.personId ?? null;
}

/**
 * Locks a waiting proposal (FOR UPDATE) or answers 404/409. `kinds` narrows what the caller's route may decide
 * (finance decides balance adjustments, not admin changes): any other kind is answered as unknown.
 */
async function lockPending(tx: Tx, id: number, kinds?: readonly PendingChangeKind[]) {
  const [row] = await tx.select().from(opsPendingChanges).where(eq(opsPendingChanges.id, id)).for('update');
  if (!row || (kinds && !kinds.includes(row.kind))) throw new OpsError(404, 'No change has this id.');
  if (row.status !== 'pending') throw new OpsError(409, `This change has been ${row.status} already.`);
  return row;
}

/**
 * A second admin approves: refused to the proposer and to any account of the proposer's person. The change, its
 * audit row (before and after) and the decision commit together. A new account's TOTP secret is answered once, to
 * the approver (the proposer chose the password: neither admin alone holds both).
 */
export async function approveChange(
  deps: ChangeDeps,
  actor: StaffMember,
  id: number,
  now: number,
  kinds?: readonly PendingChangeKind[],
): Promise<{ change: ChangeView; setup: TotpSetup | null }> {
  const setup = await deps.db.transaction(async (tx) => {
    const row = await lockPending(tx, id, kinds);
    const [mine, theirs] = await Promise.all([personOf(tx, actor.id), personOf(tx, row.proposedBy)]);
    if (row.proposedBy === actor.id || mine === null || mine === theirs) {
      const second = row.kind === 'player.adjust' ? 'approver' : 'admin';
      throw new OpsError(409, `A second ${second}, another person than the proposer, must approve this change.`);
    }
    const [proposedBy] = await tx.select({ username: staff.username }).from(staff).where(eq(staff.id, row.proposedBy));
    const by = proposedBy?.username ?? `staff:${row.proposedBy}`;
    let made: TotpSetup | null = null;
    let effect: { before: unknown; after: unknown };
    if (row.kind === 'config.secondApprovalAbove') {
      effect = await applySecondApprovalAbove(tx, actor, row.payload.value, deps.secondApprovalAbove, now);
    } else if (row.kind === 'staff.create') {
      const p = row.payload as { username: string; role: StaffRole; personId: string; passwordHash: string };
      made = await insertStaff(tx, actor, p, now, by);
      effect = { before: null, after: { username: p.username, role: p.role, personId: p.personId } };
    } else if (row.kind === 'player.adjust') {
      // Paid here, in the transaction that marks the proposal approved: a second approval finds it decided.
      effect = await applyAdjustment(tx, actor, { id, target: row.target, payload: row.payload, proposedBy: by }, now);
    } else {
      const p = row.payload as { staffId: number; role: StaffRole };
      const [before] = await tx
        .select({ role: staff.role })
        .from(staff)
        .where(and(eq(staff.id, p.staffId), isNull(staff.disabledAt)))
        .for('update');
      if (!before) throw new OpsError(409, 'The account is no longer active.');
      await tx.update(staff).set({ role: p.role }).where(eq(staff.id, p.staffId));
      await revokeStaffSessions(tx, p.staffId, now);
      await writeAudit(
        tx,
        actor,
        {
          action: 'staff.role',
          target: row.target,
          before: { role: before.role },
          after: { role: p.role, proposedBy: by },
        },
        now,
      );
      effect = { before: { role: before.role }, after: { role: p.role } };
    }
    await tx
      .update(opsPendingChanges)
      .set({ status: 'approved', decidedBy: actor.id, decidedAt: new Date(now) })
      .where(eq(opsPendingChanges.id, id));
    await writeAudit(
      tx,
      actor,
      {
        action: 'change.approve',
        target: `change:${id}`,
        before: { status: 'pending', ...(effect.before === null ? {} : { value: effect.before }) },
        after: { status: 'approved', kind: row.kind, proposedBy: by, value: effect.after },
      },
      now,
    );
    return made;
  });
  return { change: await changeView(deps.db, id), setup };
}

/** Another admin rejects it, or the proposer withdraws it: nothing changes but the proposal's status. */
export async function rejectChange(
  db: Db,
  actor: StaffMember,
  id: number,
  now: number,
  kinds?: readonly PendingChangeKind[],
): Promise<ChangeView> {
  await db.transaction(async (tx) => {
    const row = await lockPending(tx, id, kinds);
    await tx
      .update(opsPendingChanges)
      .set({ status: 'rejected', decidedBy: actor.id, decidedAt: new Date(now) })
      .where(eq(opsPendingChanges.id, id));
    await writeAudit(
      tx,
      actor,
      {
        action: row.proposedBy === actor.id ? 'change.withdraw' : 'change.reject',
        target: `change:${id}`,
        before: { status: 'pending' },
        after: { status: 'rejected', kind: row.kind },
      },
      now,
    );
  });
  return changeView(db, id);
}
