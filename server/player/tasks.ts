import { and, eq, sql } from 'drizzle-orm';
import { PROFILE_ERRCODE } from '../../src/api/contract/profileErrcodes';
import { activityConfig } from '../activity/config';
import { recordFollowVisit } from '../activity/followVisits';
import { manilaDate } from '../activity/loginPay';
import { payAward } from '../activity/payout';
import type { Db, Tx } from '../db/connect';
import { taskStates } from '../db/schema';
import { AppError } from '../errors';
import { EVENT_MAILS, sendMail } from './mail';
import { TASKS, type TaskDef } from './taskCatalogue';

export { TASK_TYPE, TASKS } from './taskCatalogue';
export const TASK_KEYS: readonly number[] = TASKS.map((t) => t.key);

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
function claimedNow(task: TaskDef, state: StateRow | undefined, now: number): boolean {
  if (!state?.claimedAt) return false;
  return !task.daily || manilaDate(state.claimedAt.getTime()) === manilaDate(now);
}

/** Start of the Manila calendar day of `now`, as a Date. */
const manilaDayStart = (now: number) => new Date(`${manilaDate(now)}T00:00:00+08:00`);

/** Progress of the given tasks (each task's own query over the player's data), by key. */
async function progressOf(db: Db | Tx, userId: number, now: number, tasks: readonly TaskDef[]) {
  const scope = { db, userId, dayStart: manilaDayStart(now) };
  const values = await Promise.all(tasks.map((task) => task.progress(scope)));
  return new Map(tasks.map((task, i) => [task.key, values[i] ?? 0]));
}

function progressWith(task: TaskDef, derived: number, state: StateRow | undefined): number {
  return state?.doneAt && !task.daily ? task.target : Math.min(derived, task.target);
}

export async function taskUser(db: Db, userId: number, now: number = Date.now()): Promise<TaskUser> {
  const [derived, stored, { social }] = await Promise.all([
    progressOf(db, userId, now, TASKS),
    db.select().from(taskStates).where(eq(taskStates.userId, userId)),
    activityConfig(db),
  ]);
  const urlOf = (account: string) => social.find((link) => link.id === account)?.url;
  const achieve: Record<string, unknown> = {};
  const done: Record<string, number> = {};
  for (const task of TASKS) {
    const state = stored.find((s) => s.taskKey === task.key);
    const progress = progressWith(task, derived.get(task.key) ?? 0, state);
    achieve[task.key] = {
      progress,
      target: task.target,
      type: task.type,
      daily: task.daily,
      award: task.award,
      ...(task.money ? { money: true } : {}),
      ...(task.follows && urlOf(task.follows) ? { url: urlOf(task.follows) } : {}),
    };
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
    const derived = await progressOf(tx, userId, now, [task]);
    const [state] = await tx
      .select()
      .from(taskStates)
      .where(and(eq(taskStates.userId, userId), eq(taskStates.taskKey, taskKey)));
    if (progressWith(task, derived.get(task.key) ?? 0, state) < task.target)
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
    const paid = await payAward(tx, userId, task.award, ref, now);
    await sendMail(tx, userId, EVENT_MAILS.rewardClaimed(task.name, paid));
    return paid;
  });
  return { propList };
}

/**
 * taskVisit: the player opened a follow task's page (the app sends it as the link opens). It records the same visit
 * as the follow rewards' Share (server/activity/followVisits.ts). The server cannot see a follow on another site, so
 * this task honestly rewards opening the page; only follow tasks take it.
 */
export async function visitTask(db: Db, userId: number, taskKey: number, now: number) {
  const task = TASKS.find((t) => t.key === taskKey);
  if (!task?.follows) throw new AppError(PROFILE_ERRCODE.taskUnknown, 'There is no such task.');
  await recordFollowVisit(db, userId, task.follows, now);
  return {};
}
