import type { DataOf } from '../../src/api/contract/map';

/**
 * The player's tasks as rows (spec §3 "Task user"): getTaskUser's progress per task (achieveData) and its done and
 * claimed flags (taskData: 1 done, 2 claimed; key 105 = first recharge). The task page (machines/profile) lists
 * them; the home's daily-complete modal (machines/activity) reads whether the day's tasks are all done.
 */
export interface TaskRow {
  key: number;
  type: number;
  progress: number;
  target: number;
  daily: boolean;
  award: readonly { id: number; count: number }[];
  /** Progress and target are amounts in hundredths. */
  money: boolean;
  /** The page a follow task opens (same-origin path), else null. */
  url: string | null;
  /** 0 open, 1 done (award waiting), 2 claimed. */
  state: 0 | 1 | 2;
}

/** What getTaskUser answers: progress and done flags as JSON texts. */
export type TaskUser = DataOf<'getTaskUser'>;

/** The rows of a getTaskUser answer (JSON texts); unreadable text gives no rows, never a crash. */
export function taskRows(answer: TaskUser): TaskRow[] {
  let achieve: Record<string, Partial<Record<keyof TaskRow, unknown>> & { award?: TaskRow['award'] }> = {};
  let done: Record<string, number> = {};
  try {
    achieve = JSON.parse(answer.achieveData) as typeof achieve;
    done = JSON.parse(answer.taskData) as Record<string, number>;
  } catch {
    return [];
  }
  return Object.entries(achieve).map(([key, a]) => ({
    key: Number(key),
    type: Number(a.type ?? 0),
    progress: Number(a.progress ?? 0),
    target: Number(a.target ?? 1),
    daily: a.daily === true,
    award: Array.isArray(a.award) ? a.award : [],
    money: a.money === true,
    url: typeof a.url === 'string' && /^\/[^/\\]/.test(a.url) ? a.url : null,
    state: done[key] === 2 ? 2 : done[key] === 1 ? 1 : 0,
  }));
}
