import type { Tx } from '../db/connect';
import { InsufficientFundsError, post } from '../ledger';
import { type Actor, writeAudit } from './audit';
import { OpsError } from './errors';

/** The ledger kind of a manual adjustment; its ref is the proposal (`change:<id>`), so it can be paid only once. */
export const ADJUSTMENT_KIND = 'ops:adjust';

/** What a balance adjustment proposal carries (server/ops/playerSupport.ts makes it). */
export interface AdjustmentPayload {
  userId: number;
  /** Signed hundredths of the coin balance: a credit or a debit. */
  amount: number;
  reason: string;
}

export function adjustmentPayload(payload: Record<string, unknown>): AdjustmentPayload {
  const { userId, amount, reason } = payload;
  if (typeof userId !== 'number' || typeof amount !== 'number' || typeof reason !== 'string') {
    throw new Error('a balance adjustment proposal without its figures');
  }
  return { userId, amount, reason };
}

/**
 * Pays an approved adjustment through the ledger, inside the approval's transaction, and writes its audit row with
 * the coin balance before and after. A debit larger than the balance is refused (the proposal stays pending);
 * the ledger's (kind, ref) key is the second guard against paying one proposal twice.
 */
export async function applyAdjustment(
  tx: Tx,
  actor: Actor,
  change: { id: number; target: string; payload: Record<string, unknown>; proposedBy: string },
  now: number,
): Promise<{ before: unknown; after: unknown }> {
  const p = adjustmentPayload(change.payload);
  let balanceAfter: number;
  try {
    const posted = await post(tx, {
      userId: p.userId,
      amount: p.amount,
      kind: ADJUSTMENT_KIND,
      ref: `change:${change.id}`,
    });
    if (!posted.applied) throw new OpsError(409, 'This adjustment has been paid already.');
    balanceAfter = posted.balanceAfter;
  } catch (err) {
    if (err instanceof InsufficientFundsError) {
      throw new OpsError(409, "The player's coin balance is smaller than this debit; it stays pending.");
    }
    throw err;
  }
  const before = { coin: balanceAfter - p.amount };
  const after = { coin: balanceAfter };
  await writeAudit(
    tx,
    actor,
    {
      action: 'player.adjust',
      target: change.target,
      before,
      after: { ...after, amount: p.amount, reason: p.reason, change: change.id, proposedBy: change.proposedBy },
    },
    now,
  );
  return { before, after };
}
