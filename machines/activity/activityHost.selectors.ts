import type { AnyStateMachine } from 'xstate';
import { lazyChildOf } from '../shared/lazyChild';
import type { ActivityHostContext } from './activityHost.machine';

/**
 * What screens read of the session's activity children (`firstCharge`, `invite`, `signPay`): the lazy host's loaded
 * activity host, then its current run (the activity machine of this visit).
 */

/** The activity host inside the session's lazy child `id`, once its code loaded. */
export const activityHostIn = <THost extends AnyStateMachine>(
  lazy: { children: Record<string, unknown> } | undefined,
  id: string,
) => lazyChildOf<THost>(lazy, id);

/** The host's current run, null before the first OPEN. */
export const currentRun = <TRun>(host: { context: ActivityHostContext<TRun> } | undefined): TRun | null =>
  host?.context.run ?? null;
