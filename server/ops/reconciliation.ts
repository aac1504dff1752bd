import type { Context } from 'hono';
import type { Db } from '../db/connect';
import type { StaffRole } from '../db/schema';
import { isReconcilableDay, listReconciliations, reconcileDay } from '../games/dailyReconciliation';
import { type Actor, writeAudit } from './audit';
import { OpsError } from './errors';

/**
 * /ops Reconciliation (docs/ops.md "Reconciliation"): each provider's daily report of rounds against the ledger,
 * stored by the job 'provider-reconcile', and a run for one day on request (a day the job has not reached, or
 * fresh figures after a correction). Finance and administrators read and run it; every run is audited.
 */

const READERS: readonly StaffRole[] = ['finance', 'admin'];

interface ReconciliationCall {
  c: Context;
  deps: { db: Db };
  staff: Actor;
  now: number;
  body: Record<string, unknown>;
}

interface ReconciliationRoute {
  method: 'GET' | 'POST';
  path: string;
  roles: readonly StaffRole[];
  run(call: ReconciliationCall): Promise<unknown>;
}

export const RECONCILIATION_ROUTES: readonly ReconciliationRoute[] = [
  {
    method: 'GET',
    path: '/reconciliation',
    roles: READERS,
    run: async ({ deps }) => ({ list: await listReconciliations(deps.db) }),
  },
  {
    method: 'POST',
    path: '/reconciliation/run',
    roles: READERS,
    run: async ({ deps, staff, body, now }) => {
      const day = body.day;
      if (typeof day !== 'string' || !isReconcilableDay(day, now)) {
        throw new OpsError(400, 'Give a day (YYYY-MM-DD) that is over in Manila.');
      }
      // The day's reports and the audit row that says who asked for them commit together.
      await deps.db.transaction(async (tx) => {
        const reports = await reconcileDay(tx, day, now, { replace: true });
        await writeAudit(
          tx,
          staff,
          {
            action: 'reconciliation-run',
            target: `reconciliation:${day}`,
            after: reports.map((r) => ({
              providerId: r.providerId,
              rounds: r.rounds,
              mismatches: r.mismatches.length,
            })),
          },
          now,
        );
      });
      return { list: await listReconciliations(deps.db) };
    },
  },
];
