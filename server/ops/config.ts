import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/connect';
import { readSetting, writeSetting } from '../settings';
import { WALLET_RULES } from '../wallet/errcodes';
import { withdrawalLimits } from '../wallet/withdrawalLimits';
import { writeAudit } from './audit';
import { OpsError } from './errors';
import type { StaffMember } from './sessions';

/**
 * The back office's configuration (admin, /ops/config): the amount above which a withdrawal needs a second finance
 * approver, stored in the settings table. The environment's OPS_SECOND_APPROVAL_ABOVE is only the default, used
 * until an admin stores a value (a test reset forgets it). The amount is below the withdrawal maximum by rule: at
 * the maximum or above it, every withdrawal would be paid on one finance approval. A change is a pending change
 * that a second admin approves (server/ops/changes.ts).
 */
export const SECOND_APPROVAL_RANGE = { min: 0, max: WALLET_RULES.withdrawMax - 1 } as const;

/** Whether a value may be the second-approver amount (a whole number of hundredths under the withdrawal maximum). */
export function validSecondApprovalAbove(value: unknown): value is number {
  const { min, max } = SECOND_APPROVAL_RANGE;
  return typeof value === 'number' && Number.isSafeInteger(value) && value >= min && value <= max;
}

/** 400 unless `value` may be the second-approver amount. */
export function checkSecondApprovalAbove(value: unknown): number {
  if (!validSecondApprovalAbove(value)) {
    const { min, max } = SECOND_APPROVAL_RANGE;
    throw new OpsError(
      400,
      `The amount is a whole number of centavos from ${min} to ${max}: below the withdrawal maximum (₱${WALLET_RULES.withdrawMax / 100}).`,
    );
  }
  return value;
}

/**
 * 400 unless `value` is below the withdrawal maximum in force, which an admin may have lowered under the ceiling
 * (server/ops/lobbySettings.ts): at or above it, one finance approval would pay every withdrawal.
 */
export async function checkBelowWithdrawalMax(db: Db | Tx, value: number): Promise<void> {
  const { maxAmount } = await withdrawalLimits(db);
  if (value >= maxAmount) {
    throw new OpsError(
      400,
      `The amount is below the withdrawal maximum in force (₱${(maxAmount / 100).toLocaleString('en-PH')}): at or above it, no withdrawal would need a second finance approver.`,
    );
  }
}

/** Any number the application takes for nothing else (PostgreSQL's advisory locks are one namespace). */
const APPROVAL_RULE_LOCK = 320_045_001;

/**
 * Serializes the two changes the rule "second-approver amount below the withdrawal maximum" joins (this amount and
 * the withdrawal limits): each checks the other's value in force inside its transaction, under this lock, so two
 * concurrent changes cannot each pass against the other's old value.
 */
export async function lockApprovalRule(tx: Tx): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(${APPROVAL_RULE_LOCK})`);
}

export const CONFIG_TARGET = 'config:secondApprovalAbove';

export interface OpsConfig {
  /** Hundredths: the amount in force. */
  secondApprovalAbove: number;
  /** The environment's value (the default). */
  defaultSecondApprovalAbove: number;
  /** An admin has stored a value (otherwise the default is in force). */
  stored: boolean;
}

/** The stored amount, when it is one the rule allows (a value stored before the rule is ignored). */
async function storedAmount(db: Db | Tx): Promise<number | undefined> {
  const stored = await readSetting(db, 'opsSecondApprovalAbove');
  return validSecondApprovalAbove(stored) ? stored : undefined;
}

/** The amount in force: the stored one, else the environment's default. */
export async function secondApprovalAbove(db: Db | Tx, fallback: number): Promise<number> {
  return (await storedAmount(db)) ?? fallback;
}

export async function readOpsConfig(db: Db, fallback: number): Promise<OpsConfig> {
  const stored = await storedAmount(db);
  return {
    secondApprovalAbove: stored ?? fallback,
    defaultSecondApprovalAbove: fallback,
    stored: stored !== undefined,
  };
}

/**
 * Stores an amount a second admin approved (server/ops/changes.ts), in the approval's transaction; the audit row
 * has the amount before and after.
 */
export async function applySecondApprovalAbove(
  tx: Tx,
  actor: StaffMember,
  value: unknown,
  fallback: number,
  now: number,
): Promise<{ before: number; after: number }> {
  const after = checkSecondApprovalAbove(value);
  await lockApprovalRule(tx);
  await checkBelowWithdrawalMax(tx, after);
  const before = await secondApprovalAbove(tx, fallback);
  await writeSetting(tx, 'opsSecondApprovalAbove', after);
  await writeAudit(
    tx,
    actor,
    {
      action: 'config.change',
      target: CONFIG_TARGET,
      before: { secondApprovalAbove: before },
      after: { secondApprovalAbove: after },
    },
    now,
  );
  return { before, after };
}
