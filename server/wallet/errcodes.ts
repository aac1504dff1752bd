import { POINTS_RULES } from '../../src/api/contract/promotions';

export { WALLET_ERRCODE } from '../../src/api/contract/walletErrcodes';

const MINUTE = 60_000;
const DAY = 86_400_000;

/** Business rules of the wallet, in hundredths and milliseconds. */
export const WALLET_RULES = {
  /** Unpaid orders become void: the QR hint says 10 minutes and the countdown agrees (docs/deposit.md). */
  expiryMs: { url: 30 * MINUTE, qr: 10 * MINUTE, bank: DAY },
  /** Withdrawal limits: ₱100 to ₱1,000,000. */
  withdrawMin: 10_000,
  withdrawMax: 100_000_000,
  /** KYC is due before the first withdrawal or within seven days of registration (spec §1, §9). */
  kycDueMs: 7 * DAY,
  /** Points: at least 100, at most 100,000 per exchange, whole points; 1 point = ₱0.50 (the rule page's figures). */
  pointsMin: POINTS_RULES.min,
  pointsMax: POINTS_RULES.max,
  pointsRateBasisPoints: POINTS_RULES.rateBasisPoints,
} as const;
