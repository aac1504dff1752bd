import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Context } from 'hono';
import { LIMIT_PERIODS, type LimitPeriod, limitProblem } from '../../src/api/contract/responsibleGaming';
import type { Db } from '../db/connect';
import {
  depositLimits,
  loginFailures,
  opsPendingChanges,
  playerNotes,
  type StaffRole,
  sessions,
  staff,
  users,
} from '../db/schema';
import { pesos } from '../game/pesos';
import { roundPage } from '../games/roundHistory';
import { applyDueLimits, lockPlayerLimits, nextLimit, rgSettingsOf } from '../player/limits';
import { forgetUserSessions, revokeUserSessions, SESSION_LIMITS } from '../player/sessions';
import { walletKey } from '../wallet/walletPassword';
import { writeAudit } from './audit';
import { approveChange, propose, rejectChange } from './changes';
import { OpsError } from './errors';
import { adjustmentPayload } from './playerAdjustment';
import type { StaffMember } from './sessions';

/*
 * Support actions beside the player lookup (docs/ops.md "Player support"). Each one changes the player, writes its
 * audit row (before, after and the reason staff gave) and commits in one transaction.
 * - Lock: the account is suspended (log-in answers 1047, the player's message) and every session ends at once.
 * - Wallet password reset: the stored hash is cleared, never replaced, so no staff member ever knows the new one;
 *   every session ends too, so only someone who logs in again with the account password can set the new one.
 * - Deposit limits: staff may only lower one (or set one where none applies), which applies at once and drops a
 *   waiting raise. A raise stays the player's own choice, with its cooling-off wait.
 * - Balance adjustments: finance or admin propose one with a reason; another person (finance or admin) approves
 *   it, and the approval pays it through the ledger once (server/ops/playerAdjustment.ts).
 */

export const SUPPORT_ACTIONS = [
  'note',
  'lock',
  'unlock',
  'endSessions',
  'resetWalletPassword',
  'lowerLimit',
  'proposeAdjustment',
  'decideAdjustment',
] as const;
export type SupportAction = (typeof SUPPORT_ACTIONS)[number];

const HELPERS: readonly StaffRole[] = ['support', 'finance', 'admin'];
const SUPPORT: readonly StaffRole[] = ['support', 'admin'];
const MONEY: readonly StaffRole[] = ['finance', 'admin'];

/** Who may do what: the routes below and the actions the page offers both read this table. */
export const SUPPORT_ROLES: Record<SupportAction, readonly StaffRole[]> = {
  note: HELPERS,
  lock: SUPPORT,
  unlock: SUPPORT,
  endSessions: SUPPORT,
  resetWalletPassword: SUPPORT,
  lowerLimit: SUPPORT,
  proposeAdjustment: MONEY,
  decideAdjustment: MONEY,
};

/** Largest manual adjustment either way, in hundredths (₱100,000): anything larger is not a support correction. */
export const ADJUSTMENT_MAX = 10_000_000;
export const NOTE_MAX = 1000;
export const REASON_MAX = 300;

const NOTES_SHOWN = 50;
/** Rounds per page of the support panel's round history. */
export const ROUNDS_PAGE_SIZE = 20;
const ROUND_STATUSES = ['open', 'settled', 'rolledback'] as const;
const ADJUSTMENTS_SHOWN = 20;

const playerTarget = (userId: number) => `player:${userId}`;

async function playerRow(db: Db, userId: number) {
  const [row] = await db
    .select({ id: users.id, account: users.account, suspendedAt: users.suspendedAt, wallet: users.safeboxPasswordHash })
    .from(users)
    .where(eq(users.id, userId));
  if (!row) throw new OpsError(404, 'No player has this id.');
  return row;
}

const proposer = alias(staff, 'adjust_proposer');
const decider = alias(staff, 'adjust_decider');

/** What the support panel shows of a player, and which actions the staff member's role allows. */
export async function supportView(db: Db, actor: StaffMember, userId: number, now: number) {
  const player = await playerRow(db, userId);
  const [rg, notes, adjustments, [live]] = await Promise.all([
    rgSettingsOf(db, userId, now),
    db
      .select()
      .from(playerNotes)
      .where(eq(playerNotes.userId, userId))
      .orderBy(desc(playerNotes.id))
      .limit(NOTES_SHOWN),
    db
      .select({ change: opsPendingChanges, proposedBy: proposer.username, decidedBy: decider.username })
      .from(opsPendingChanges)
      .innerJoin(proposer, eq(proposer.id, opsPendingChanges.proposedBy))
      .leftJoin(decider, eq(decider.id, opsPendingChanges.decidedBy))
      .where(and(eq(opsPendingChanges.kind, 'player.adjust'), eq(opsPendingChanges.target, playerTarget(userId))))
      .orderBy(desc(opsPendingChanges.id))
      .limit(ADJUSTMENTS_SHOWN),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(sessions)
      .where(
        and(
          eq(sessions.userId, userId),
          isNull(sessions.revokedAt),
          gt(sessions.lastSeenAt, new Date(now - SESSION_LIMITS.idleMs)),
          gt(sessions.createdAt, new Date(now - SESSION_LIMITS.absoluteMs)),
        ),
      ),
  ]);
  return {
    userId: player.id,
    account: player.account,
    locked: player.suspendedAt !== null,
    lockedAt: player.suspendedAt?.getTime() ?? null,
    liveSessions: live?.n ?? 0,
    walletPasswordSet: player.wallet !== null,
    depositLimits: rg.limits.map((l) => ({ period: l.period, amount: l.amount, pending: l.pending })),
    notes: notes.map((n) => ({ id: n.id, body: n.body, by: n.staffName, at: n.at.getTime() })),
    adjustments: adjustments.map(({ change, proposedBy, decidedBy }) => {
      const p = adjustmentPayload(change.payload);
      return {
        id: change.id,
        amount: p.amount,
        reason: p.reason,
        status: change.status,
        proposedBy,
        proposedAt: change.proposedAt.getTime(),
        decidedBy: decidedBy ?? null,
        decidedAt: change.decidedAt?.getTime() ?? null,
      };
    }),
    allowed: SUPPORT_ACTIONS.filter((a) => SUPPORT_ROLES[a].includes(actor.role)),
  };
}

export type SupportView = Awaited<ReturnType<typeof supportView>>;

/** A staff note; its text is what other staff read next, kept as written. */
export async function addNote(db: Db, actor: StaffMember, userId: number, body: string, now: number): Promise<void> {
  const text = body.trim();
  if (text === '') throw new OpsError(400, 'Write the note first.');
  await playerRow(db, userId);
  await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(playerNotes)
      .values({ userId, staffId: actor.id, staffName: actor.username, body: text, at: new Date(now) })
      .returning({ id: playerNotes.id });
    await writeAudit(
      tx,
      actor,
      { action: 'player.note', target: playerTarget(userId), after: { note: row?.id, text } },
      now,
    );
  });
}

/** Locks (suspends) the account and ends its sessions, or unlocks it; either is refused when already so. */
export async function setLocked(
  db: Db,
  actor: StaffMember,
  userId: number,
  lock: boolean,
  reason: string,
  now: number,
): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select({ suspendedAt: users.suspendedAt })
      .from(users)
      .where(eq(users.id, userId))
      .for('update');
    if (!row) throw new OpsError(404, 'No player has this id.');
    if ((row.suspendedAt !== null) === lock) {
      throw new OpsError(409, lock ? 'This player is locked already.' : 'This player is not locked.');
    }
    await tx
      .update(users)
      .set({ suspendedAt: lock ? new Date(now) : null })
      .where(eq(users.id, userId));
    const ended = lock ? await revokeUserSessions(tx, userId, now) : 0;
    await writeAudit(
      tx,
      actor,
      {
        action: lock ? 'player.lock' : 'player.unlock',
        target: playerTarget(userId),
        before: { locked: !lock },
        after: { locked: lock, reason, ...(lock ? { sessionsEnded: ended } : {}) },
      },
      now,
    );
  });
  forgetUserSessions(db, userId);
}

/** Ends every live session of the player (they log in again); answers how many ended. */
export async function endSessions(
  db: Db,
  actor: StaffMember,
  userId: number,
  reason: string,
  now: number,
): Promise<number> {
  await playerRow(db, userId);
  const ended = await db.transaction(async (tx) => {
    const n = await revokeUserSessions(tx, userId, now);
    await writeAudit(
      tx,
      actor,
      {
        action: 'player.endSessions',
        target: playerTarget(userId),
        before: { sessions: n },
        after: { sessions: 0, reason },
      },
      now,
    );
    return n;
  });
  forgetUserSessions(db, userId);
  return ended;
}

/**
 * Clears the wallet password (the player sets a new one, as the first time) and the count of wrong tries, and
 * ends the player's sessions: whoever holds a session now cannot set it; the player does after logging in again.
 */
export async function resetWalletPassword(
  db: Db,
  actor: StaffMember,
  userId: number,
  reason: string,
  now: number,
): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select({ hash: users.safeboxPasswordHash })
      .from(users)
      .where(eq(users.id, userId))
      .for('update');
    if (!row) throw new OpsError(404, 'No player has this id.');
    if (row.hash === null) throw new OpsError(409, 'This player has no wallet password to reset.');
    await tx.update(users).set({ safeboxPasswordHash: null }).where(eq(users.id, userId));
    await tx.delete(loginFailures).where(eq(loginFailures.account, walletKey(userId)));
    const ended = await revokeUserSessions(tx, userId, now);
    await writeAudit(
      tx,
      actor,
      {
        action: 'player.walletPassword.reset',
        target: playerTarget(userId),
        before: { walletPassword: 'set' },
        after: { walletPassword: 'none', sessionsEnded: ended, reason },
      },
      now,
    );
  });
  forgetUserSessions(db, userId);
}

/** Lowers a deposit limit (or sets one where none applies): at once, dropping a waiting raise. A raise is refused. */
export async function lowerDepositLimit(
  db: Db,
  actor: StaffMember,
  userId: number,
  input: { period: string; amount: unknown; reason: string },
  now: number,
): Promise<void> {
  const period = input.period as LimitPeriod;
  if (!LIMIT_PERIODS.includes(period)) throw new OpsError(400, 'The period is day, week or month.');
  const { amount } = input;
  if (typeof amount !== 'number' || limitProblem(amount)) {
    throw new OpsError(400, 'A limit is a whole amount in pesos from ₱100 to ₱10,000,000.');
  }
  await playerRow(db, userId);
  await db.transaction(async (tx) => {
    await lockPlayerLimits(tx, userId);
    await applyDueLimits(tx, userId, now);
    const [row] = await tx
      .select()
      .from(depositLimits)
      .where(and(eq(depositLimits.userId, userId), eq(depositLimits.period, period)));
    const current = row?.amount ?? null;
    if (current !== null && amount >= current) {
      throw new OpsError(
        409,
        amount === current
          ? `${pesos(current)} is the ${period} limit in force already.`
          : `Staff may only lower a limit: ${pesos(amount)} is above the ${pesos(current)} in force. A raise is the player's own choice, and waits its cooling-off.`,
      );
    }
    const next = nextLimit(current, amount, now);
    const values = {
      amount: next.amount,
      pendingAmount: null,
      hasPending: 0,
      pendingFrom: null,
      updatedAt: new Date(now),
    };
    await tx
      .insert(depositLimits)
      .values({ userId, period, ...values })
      .onConflictDoUpdate({ target: [depositLimits.userId, depositLimits.period], set: values });
    await writeAudit(
      tx,
      actor,
      {
        action: 'player.depositLimit.lower',
        target: playerTarget(userId),
        before: {
          period,
          amount: current,
          ...(row?.hasPending === 1 ? { waitingRaise: row.pendingAmount, from: row.pendingFrom?.getTime() } : {}),
        },
        after: { period, amount, reason: input.reason },
      },
      now,
    );
  });
}

/** A manual coin adjustment (signed hundredths), proposed for another person's approval. */
export async function proposeAdjustment(
  db: Db,
  actor: StaffMember,
  userId: number,
  amount: unknown,
  reason: string,
  now: number,
) {
  if (
    typeof amount !== 'number' ||
    !Number.isSafeInteger(amount) ||
    amount === 0 ||
    Math.abs(amount) > ADJUSTMENT_MAX
  ) {
    throw new OpsError(400, `An adjustment is a credit or a debit of up to ${pesos(ADJUSTMENT_MAX)}, in centavos.`);
  }
  const player = await playerRow(db, userId);
  return propose(
    db,
    actor,
    {
      kind: 'player.adjust',
      target: playerTarget(userId),
      payload: { userId, amount, reason },
      summary: { account: player.account, amount, reason },
    },
    now,
  );
}

// --- routes ---------------------------------------------------------------------------------------------------

/** What these routes read of an /ops call (server/ops/routes.ts mounts them; its OpsRoute is a wider shape). */
interface SupportCall {
  c: Context;
  deps: { db: Db; secondApprovalAbove: number };
  staff: StaffMember;
  now: number;
  body: Record<string, unknown>;
}

export interface SupportRoute {
  method: 'GET' | 'POST';
  path: string;
  roles: readonly StaffRole[];
  run(call: SupportCall): Promise<unknown>;
}

function userParam(c: Context, name: string): number {
  const raw = c.req.param(name) ?? '';
  if (!/^\d{1,9}$/.test(raw)) throw new OpsError(404, 'Not found.');
  return Number(raw);
}

/** A reason staff must give (written to the audit log with the action). */
function reasonOf(body: Record<string, unknown>): string {
  const value = body.reason;
  if (typeof value !== 'string' || value.length > REASON_MAX) throw new OpsError(400, 'reason must be text.');
  const reason = value.trim();
  if (reason === '') throw new OpsError(400, 'Give a reason: it goes to the audit log.');
  return reason;
}

function textOf(body: Record<string, unknown>, name: string, max: number): string {
  const value = body[name];
  if (typeof value !== 'string' || value.length > max) throw new OpsError(400, `${name} must be text.`);
  return value;
}

/** The player an adjustment proposal is about (its target), to answer the fresh panel. */
async function adjustedPlayer(db: Db, changeId: number): Promise<number> {
  const [row] = await db
    .select({ target: opsPendingChanges.target })
    .from(opsPendingChanges)
    .where(and(eq(opsPendingChanges.id, changeId), eq(opsPendingChanges.kind, 'player.adjust')));
  const id = /^player:(\d+)$/.exec(row?.target ?? '')?.[1];
  if (!id) throw new OpsError(404, 'No change has this id.');
  return Number(id);
}

const onPlayer = (
  path: string,
  action: SupportAction | 'read',
  run: (call: SupportCall, userId: number) => Promise<unknown>,
): SupportRoute => ({
  method: action === 'read' ? 'GET' : 'POST',
  path: `/players/:userId/${path}`,
  roles: action === 'read' ? HELPERS : SUPPORT_ROLES[action],
  run: async (call) => {
    const userId = userParam(call.c, 'userId');
    const out = await run(call, userId);
    return { ...(out as object), support: await supportView(call.deps.db, call.staff, userId, call.now) };
  },
});

/** The support actions' calls; every one answers the player's fresh support panel. */
export const PLAYER_SUPPORT_ROUTES: readonly SupportRoute[] = [
  onPlayer('support', 'read', async () => ({})),
  {
    // The player's rounds, newest first, optionally one status (open rounds are what a player asks support about).
    method: 'GET',
    path: '/players/:userId/rounds',
    roles: HELPERS,
    run: async ({ c, deps }) => {
      const userId = userParam(c, 'userId');
      await playerRow(deps.db, userId);
      const rawPage = c.req.query('page') ?? '1';
      if (!/^\d{1,4}$/.test(rawPage) || rawPage === '0') throw new OpsError(400, 'page is 1 to 9999.');
      const rawStatus = c.req.query('status') ?? '';
      const status = ROUND_STATUSES.find((s) => s === rawStatus);
      if (rawStatus !== '' && !status) throw new OpsError(400, 'status is open, settled or rolledback.');
      const rounds = await roundPage(deps.db, userId, { page: Number(rawPage), pageSize: ROUNDS_PAGE_SIZE, status });
      return { rounds: { ...rounds, pageSize: ROUNDS_PAGE_SIZE } };
    },
  },
  onPlayer('notes', 'note', async ({ deps, staff, body, now }, userId) => {
    await addNote(deps.db, staff, userId, textOf(body, 'text', NOTE_MAX), now);
    return {};
  }),
  onPlayer('lock', 'lock', async ({ deps, staff, body, now }, userId) => {
    await setLocked(deps.db, staff, userId, true, reasonOf(body), now);
    return {};
  }),
  onPlayer('unlock', 'unlock', async ({ deps, staff, body, now }, userId) => {
    await setLocked(deps.db, staff, userId, false, reasonOf(body), now);
    return {};
  }),
  onPlayer('end-sessions', 'endSessions', async ({ deps, staff, body, now }, userId) => ({
    ended: await endSessions(deps.db, staff, userId, reasonOf(body), now),
  })),
  onPlayer('reset-wallet-password', 'resetWalletPassword', async ({ deps, staff, body, now }, userId) => {
    await resetWalletPassword(deps.db, staff, userId, reasonOf(body), now);
    return {};
  }),
  onPlayer('deposit-limit', 'lowerLimit', async ({ deps, staff, body, now }, userId) => {
    const reason = reasonOf(body);
    await lowerDepositLimit(
      deps.db,
      staff,
      userId,
      { period: textOf(body, 'period', 8), amount: body.amount, reason },
      now,
    );
    return {};
  }),
  onPlayer('adjustments', 'proposeAdjustment', async ({ deps, staff, body, now }, userId) => {
    const reason = reasonOf(body);
    return { change: await proposeAdjustment(deps.db, staff, userId, body.amount, reason, now) };
  }),
  {
    method: 'POST',
    path: '/adjustments/:changeId/approve',
    roles: SUPPORT_ROLES.decideAdjustment,
    run: async ({ c, deps, staff, now }) => {
      const id = userParam(c, 'changeId');
      const userId = await adjustedPlayer(deps.db, id);
      const { change } = await approveChange(deps, staff, id, now, ['player.adjust']);
      return { change, support: await supportView(deps.db, staff, userId, now) };
    },
  },
  {
    method: 'POST',
    path: '/adjustments/:changeId/reject',
    roles: SUPPORT_ROLES.decideAdjustment,
    run: async ({ c, deps, staff, now }) => {
      const id = userParam(c, 'changeId');
      const userId = await adjustedPlayer(deps.db, id);
      const change = await rejectChange(deps.db, staff, id, now, ['player.adjust']);
      return { change, support: await supportView(deps.db, staff, userId, now) };
    },
  },
];
