import { count, eq, sum } from 'drizzle-orm';
import type { Db } from '../db/connect';
import { gameHistory, gameSessions, taskStates } from '../db/schema';
import { loadUser } from './userInfo';

/**
 * The player tasks (designed; spec §3 only fixes key 105 = first recharge done). Each task's progress is derived
 * from the player's own data; task_states adds the award claim and a forced "done" (test control).
 */
export const TASKS = [
  { key: 101, name: 'Bind your mobile number', target: 1 },
  { key: 102, name: 'Play your first game', target: 1 },
  { key: 103, name: 'Spin 10 times', target: 10 },
  { key: 105, name: 'Make your first deposit', target: 1 },
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

export async function taskUser(db: Db, userId: number): Promise<TaskUser> {
  const [user, played, spun, stored] = await Promise.all([
    loadUser(db, userId),
    db.select({ n: count() }).from(gameHistory).where(eq(gameHistory.userId, userId)),
    db
      .select({ n: sum(gameSessions.spins) })
      .from(gameSessions)
      .where(eq(gameSessions.userId, userId)),
    db.select().from(taskStates).where(eq(taskStates.userId, userId)),
  ]);
  const progressOf: Record<TaskKey, number> = {
    101: user.mobile !== '' ? 1 : 0,
    102: Math.min(1, played[0]?.n ?? 0),
    103: Number(spun[0]?.n ?? 0),
    105: user.firstRechargeAt ? 1 : 0,
  };
  const achieve: Record<string, { progress: number; target: number }> = {};
  const done: Record<string, number> = {};
  for (const task of TASKS) {
    const state = stored.find((s) => s.taskKey === task.key);
    const progress = state?.doneAt ? task.target : Math.min(progressOf[task.key], task.target);
    achieve[task.key] = { progress, target: task.target };
    if (progress >= task.target) done[task.key] = state?.claimedAt ? TASK_CLAIMED : TASK_DONE;
  }
  const doneValues = Object.values(done);
  return {
    achieveNum: doneValues.length,
    achieveData: JSON.stringify(achieve),
    taskData: JSON.stringify(done),
    canReceiveTaskAward: doneValues.includes(TASK_DONE),
  };
}
