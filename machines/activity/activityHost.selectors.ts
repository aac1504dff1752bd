import type { ActivityHostContext } from './activityHost.machine';

/**
 * What screens read of the session's activity hosts (systemIds `firstChargeHost`, `inviteHost`, `signPayHost`,
 * once their code loaded): the current run, the activity machine of this visit.
 */

/** The host's current run, null before the first OPEN (and while no host runs). */
export const currentRun = <TRun>(host: { context: ActivityHostContext<TRun> } | undefined): TRun | null =>
  host?.context.run ?? null;
