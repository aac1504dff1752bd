import type { SnapshotFrom } from 'xstate';
import type { TasksMachine } from './tasks.machine';

type TasksSnapshot = SnapshotFrom<TasksMachine>;

export const taskList = (snapshot: TasksSnapshot) => snapshot.context.rows;
export const tasksLoading = (snapshot: TasksSnapshot) =>
  snapshot.hasTag('loading') && snapshot.context.rows.length === 0;
export const tasksFailed = (snapshot: TasksSnapshot) => snapshot.can({ type: 'RETRY' });
export const tasksBusy = (snapshot: TasksSnapshot) => snapshot.hasTag('busy');
export const tasksNotice = (snapshot: TasksSnapshot) => snapshot.context.notice;
/** The last claim that failed, with the CLAIM that retries it; not while the list itself failed to load. */
export const tasksFailedClaim = (snapshot: TasksSnapshot) =>
  snapshot.can({ type: 'RETRY' }) ? null : snapshot.context.failedClaim;
