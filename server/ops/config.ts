import type { Db, Tx } from '../db/connect';
import { readSetting, writeSetting } from '../settings';
import { writeAudit } from './audit';
import { OpsError } from './errors';
import type { StaffMember } from './sessions';

/**
 * The back office's configuration (admin, /ops/config): the amount above which a withdrawal needs a second finance
 * approver, stored in the settings table. The environment's OPS_SECOND_APPROVAL_ABOVE is only the default, used
 * until an admin stores a value (a test reset forgets it).
 */
export const SECOND_APPROVAL_RANGE = { min: 0, max: 100_000_000 } as const;

export const CONFIG_TARGET = 'config:secondApprovalAbove';

export interface OpsConfig {
  /** Hundredths: the amount in force. */
  secondApprovalAbove: number;
  /** The environment's value (the default). */
  defaultSecondApprovalAbove: number;
  /** An admin has stored a value (otherwise the default is in force). */
  stored: boolean;
}

/** The amount in force: the stored one, else the environment's default. */
export async function secondApprovalAbove(db: Db | Tx, fallback: number): Promise<number> {
  return (await readSetting(db, 'opsSecondApprovalAbove')) ?? fallback;
}

export async function readOpsConfig(db: Db, fallback: number): Promise<OpsConfig> {
  const stored = await readSetting(db, 'opsSecondApprovalAbove');
  return {
    secondApprovalAbove: stored ?? fallback,
    defaultSecondApprovalAbove: fallback,
    stored: stored !== undefined,
  };
}

/** Admin stores a new amount: a whole number of hundredths in range; the change and its audit row commit together. */
export async function setSecondApprovalAbove(
  db: Db,
  actor: StaffMember,
  value: unknown,
  fallback: number,
  now: number,
): Promise<OpsConfig> {
  const { min, max } = SECOND_APPROVAL_RANGE;
  if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < min || value > max) {
    throw new OpsError(400, `The amount is a whole number of centavos from ${min} to ${max} (₱${max / 100}).`);
  }
  await db.transaction(async (tx) => {
    const before = await secondApprovalAbove(tx, fallback);
    await writeSetting(tx, 'opsSecondApprovalAbove', value);
    await writeAudit(
      tx,
      actor,
      {
        action: 'config.change',
        target: CONFIG_TARGET,
        before: { secondApprovalAbove: before },
        after: { secondApprovalAbove: value },
      },
      now,
    );
  });
  return readOpsConfig(db, fallback);
}
