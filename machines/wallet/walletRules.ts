import type { KycStatus } from '../../src/api/contract/kyc';
import { type MoneyValue, money } from '../shared/notice';
import type { Problem } from '../shared/validation';

/**
 * Rules the wallet forms share (docs/wallet.md): amounts typed in pesos become hundredths on the wire, the
 * withdrawal processing period by amount (spec §9), and the wallet password shape (a choice: the spec does not
 * show one).
 */

/** A broken rule: its message, and the field it is about (`about` in machines/shared/validation.ts). */
export type { Problem };

/** Pesos as the player types them ("1500", "1,500.5") → hundredths; null when it is not an amount. */
export function parsePesos(text: string): number | null {
  const clean = text.replace(/[,\s]/g, '');
  if (!/^\d{1,9}(\.\d{0,2})?$/.test(clean)) return null;
  const [whole = '0', fraction = ''] = clean.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

/** Whole points as typed → hundredths on the wire (points are shown as floor(value / 100)). */
export function parsePoints(text: string): number | null {
  const clean = text.replace(/[,\s]/g, '');
  if (!/^\d{1,9}$/.test(clean)) return null;
  return Number(clean) * 100;
}

/** Shown balance of points (spec §9). */
export const pointsOf = (hundredths: number) => Math.floor(hundredths / 100);

/**
 * Processing period in business days by amount in pesos (spec §9): up to 50,000 → 1–3; above 50,000 and
 * below 500,000 → 3–5; 500,000 and above → 5–10. The spec's ranges share their end points; an amount of
 * exactly 50,000 takes the shorter period, exactly 500,000 the longer (its "500,000 and above").
 */
export function processingDays(hundredths: number): { min: number; max: number } {
  const amount = hundredths / 100;
  if (amount <= 50_000) return { min: 1, max: 3 };
  if (amount < 500_000) return { min: 3, max: 5 };
  return { min: 5, max: 10 };
}

/** The wallet password: exactly six digits (a choice; docs/wallet.md). */
export const WALLET_PASSWORD_LENGTH = 6;
export const isWalletPassword = (text: string) => /^\d{6}$/.test(text);

/** Keeps digits only, at most six (the password inputs). */
export const walletPasswordInput = (text: string) => text.replace(/\D/g, '').slice(0, WALLET_PASSWORD_LENGTH);

/**
 * An amount that may be moved: parsed, at least `min`, at most `max` and at most what is held. The bounds the
 * message names are money (shown by the one money format) unless `show` says otherwise (points).
 */
export function checkAmount(
  text: string,
  bounds: { min: number; max: number; held: number },
  parse: (text: string) => number | null = parsePesos,
  show: (hundredths: number) => number | MoneyValue = money,
): Problem | null {
  const value = parse(text);
  if (value === null || value <= 0) return { id: 'wallet.amount.invalid' };
  if (value < bounds.min) return { id: 'wallet.amount.belowMin', values: { min: show(bounds.min) } };
  if (bounds.max > 0 && value > bounds.max) return { id: 'wallet.amount.aboveMax', values: { max: show(bounds.max) } };
  if (value > bounds.held) return { id: 'wallet.amount.aboveBalance', values: { balance: show(bounds.held) } };
  return null;
}

/**
 * Why a withdrawal is refused for KYC, by the verification state: under review, refused by the identity
 * vendor, a new photo asked for, or nothing sent yet.
 */
export function kycRefusalMessage(status: KycStatus | undefined) {
  switch (status) {
    case 'pending':
      return 'wallet.withdraw.kycPending' as const;
    case 'rejected':
      return 'wallet.withdraw.kycRejected' as const;
    case 'resubmit':
      return 'wallet.withdraw.kycResubmit' as const;
    default:
      return 'wallet.withdraw.kycRequired' as const;
  }
}
