import { and, count, eq, gte, sql, sum } from 'drizzle-orm';
import { PROFILE_ERRCODE } from '../../src/api/contract/profileErrcodes';
import { manilaDate } from '../activity/loginPay';
import { payAward } from '../activity/payout';
import type { Db, Tx } from '../db/connect';
import { gameHistory, gameSessions, ledger, taskStates } from '../db/schema';
import { AppError } from '../errors';
import { EVENT_MAILS, sendMail } from './mail';
import { loadUser } from './userInfo';

/** Task types (spec §4 enumerates 1–17; these are the ones the reference server derives from real events). */
export const TASK_TYPE = { login: 1, bind: 2, firstPay: 3, playGame: 4 } as const;

/**
 * The player tasks (designed; spec §3 only fixes key 105 = first recharge done). Each task's progress is derived
 * from the player's own data; task_states adds the award claim and a forced "done" (test control). A daily task
 * starts again every Manila calendar day.
 */
export const TASKS = [
  {
    key: 101,
    type: TASK_TYPE.bind,
    name: 'Bind your mobile number',
    target: 1,
    daily: false,
    award: [{ id: 2001, count: 500 }],
  },
  {
    key: 102,
    type: TASK_TYPE.playGame,
    name: 'Play your first game',
    target: 1,
    daily: false,
    award: [{ id: 2001, count: 200 }],
  },
  {
    key: 103,
    type: TASK_TYPE.playGame,
    name: 'Spin 10 times',
    target: 10,
    daily: false,
    award: [{ id: 2001, count: 500 }],
  },
  {
    key: 105,
    type: TASK_TYPE.firstPay,
    name: 'Make your first deposit',
    target: 1,
    daily: false,
    award: [
      { id: 2001, count: 1_000 },
      { id: 2002, count: 5_000 },
    ],
  },
  {
    key: 106,
    type: TASK_TYPE.playGame,
    name: 'Spin 5 times today',
    target: 5,
    daily: true,
    award: [{ id: 2001, count: 300 }],
  },
] as const;
export type TaskKey = (typeof TASKS)[number]['key'];
export const TASK_KEYS: readonly TaskKey[] = TASKS.map((t) => t.key);

/** taskData values: done with the award still to take, or done and taken. */
export const TASK_DONE = 1;
export const TASK_CLAIMED = 2;

export interface TaskUser {
  achieveNum: number;
  achieveData: string;
  taskData: string;
  canReceiveTaskAward: boolean;
}

type StateRow = typeof taskStates.$inferSelect;

/** Whether the stored claim counts now: always for a one-off task, only today's for a daily one. */
function claimedNow(task: (typeof TASKS)[number], state: StateRow | undefined, now: number): boolean {
  if (!state?.claimedAt) return false;
  return !task.daily || manilaDate(state.claimedAt.getTime()) === manilaDate(now);
}

/** Start of the Manila calendar day of `now`, as a Date. */
const manilaDayStart = (now: number) => new Date(`${manilaDate(now)}T00:00:00+08:00`);

async function progressOf(db: Db | Tx, userId: number, now: number): Promise<Record<TaskKey, number>> {
  const [user, played, spun, today] = await Promise.all([
    loadUser(db as Db, userId),
    db.select({ n: count() }).from(gameHistory).where(eq(gameHistory.userId, userId)),
    db
      .select({ n: sum(gameSessions.spins) })
      .from(gameSessions)
      .where(eq(gameSessions.userId, userId)),
    db
      .select({ n: count() })
      .from(ledger)
      .where(and(eq(ledger.userId, userId), eq(ledger.kind, 'game:bet'), gte(ledger.createdAt, manilaDayStart(now)))),
  ]);
  return {
    101: user.mobile !== '' ? 1 : 0,
    102: Math.min(1, played[0]?.n ?? 0),
    103: Number(spun[0]?.n ?? 0),
    105: user.firstRechargeAt ? 1 : 0,
    106: Number(today[0]?.n ?? 0),
  };
}

function progressWith(task: (typeof TASKS)[number], derived: number, state: StateRow | undefined): number {
  return state?.doneAt && !task.daily ? task.target : Math.min(derived, task.target);
}

export async function taskUser(db: Db, userId: number, now: number = Date.now()): Promise<TaskUser> {
  const [derived, stored] = await Promise.all([
    progressOf(db, userId, now),
    db.select().from(taskStates).where(eq(taskStates.userId, userId)),
  ]);
  const achieve: Record<string, unknown> = {};
  const done: Record<string, number> = {};
  for (const task of TASKS) {
    const state = stored.find((s) => s.taskKey === task.key);
    const progress = progressWith(task, derived[task.key], state);
    achieve[task.key] = { progress, target: task.target, type: task.type, daily: task.daily, award: task.award };
    if (progress >= task.target) done[task.key] = claimedNow(task, state, now) ? TASK_CLAIMED : TASK_DONE;
  }
  const doneValues = Object.values(done);
  return {
    achieveNum: doneValues.length,
    achieveData: JSON.stringify(achieve),
    taskData: JSON.stringify(done),
    canReceiveTaskAward: doneValues.includes(TASK_DONE),
  };
}

/**
 * receiveTaskAward: pays a done task's award once (a daily task once per Manila day). The conditional upsert of
 * the claim takes the row lock, so of concurrent claims exactly one pays; the ledger ref (task, day) backs it up.
 */
export async function claimTask(db: Db, userId: number, taskKey: number, now: number) {
  const task = TASKS.find((t) => t.key === taskKey);
  if (!task) throw new AppError(PROFILE_ERRCODE.taskUnknown, 'There is no such task.');
  const propList = await db.transaction(async (tx) => {
    const [derived, stored] = await Promise.all([
      progressOf(tx, userId, now),
      tx
        .select()
        .from(taskStates)
        .where(and(eq(taskStates.userId, userId), eq(taskStates.taskKey, taskKey))),
    ]);
    const state = stored[0];
    if (progressWith(task, derived[task.key], state) < task.target)
      throw new AppError(PROFILE_ERRCODE.taskNotDone, 'Finish the task first.');
    const at = new Date(now);
    const day = manilaDate(now);
    // A daily claim of an earlier Manila day may be replaced; any other existing claim stays.
    const replaceable = task.daily
      ? sql`${taskStates.claimedAt} IS NULL OR to_char((${taskStates.claimedAt} AT TIME ZONE 'UTC') + interval '8 hours', 'YYYY-MM-DD') <> ${day}`
      : sql`${taskStates.claimedAt} IS NULL`;
    const [claimed] = await tx
      .insert(taskStates)
      .values({ userId, taskKey, doneAt: state?.doneAt ?? null, claimedAt: at })
      .onConflictDoUpdate({
        target: [taskStates.userId, taskStates.taskKey],
        set: { claimedAt: at },
        where: replaceable,
      })
      .returning({ key: taskStates.taskKey });
    if (!claimed) throw new AppError(PROFILE_ERRCODE.taskAlreadyClaimed, 'You already took this reward.');
    const ref = task.daily ? `task:${task.key}:${day}` : `task:${task.key}`;
    const paid = await payAward(tx, userId, task.award, ref);
    await sendMail(tx, userId, EVENT_MAILS.rewardClaimed(task.name, paid));
    return paid;
  });
  return { propList };
}
