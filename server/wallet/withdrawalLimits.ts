import type { WithdrawalLimits } from '../../src/api/contract/lobbySettings';
import type { Db, Tx } from '../db/connect';
import { readSetting } from '../settings';
import { WALLET_RULES } from './errcodes';

/** The limits the wallet starts with, until an admin sets others in /ops (server/ops/lobbySettings.ts). */
export const DEFAULT_WITHDRAWAL_LIMITS: WithdrawalLimits = {
  minAmount: WALLET_RULES.withdrawMin,
  maxAmount: WALLET_RULES.withdrawMax,
};

function isLimits(value: unknown): value is WithdrawalLimits {
  if (typeof value !== 'object' || value === null) return false;
  const { minAmount, maxAmount } = value as Record<string, unknown>;
  return (
    Number.isSafeInteger(minAmount) &&
    Number.isSafeInteger(maxAmount) &&
    (minAmount as number) > 0 &&
    (minAmount as number) <= (maxAmount as number) &&
    (maxAmount as number) <= WALLET_RULES.withdrawMax
  );
}

/** The withdrawal limits in force: the stored ones (checked when stored, and again here), else the defaults. */
export async function withdrawalLimits(db: Db | Tx): Promise<WithdrawalLimits> {
  const stored = await readSetting(db, 'withdrawalLimits');
  return isLimits(stored) ? { minAmount: stored.minAmount, maxAmount: stored.maxAmount } : DEFAULT_WITHDRAWAL_LIMITS;
}
