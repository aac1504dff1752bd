/** What the player-support calls answer (server/ops/playerSupport.ts), as the back office reads them. */

/** The actions of the support panel; the server answers which of them the staff member's role allows. */
export type SupportAction =
  | 'note'
  | 'lock'
  | 'unlock'
  | 'endSessions'
  | 'resetWalletPassword'
  | 'lowerLimit'
  | 'proposeAdjustment'
  | 'decideAdjustment';

export type LimitPeriod = 'day' | 'week' | 'month';

export interface SupportNote {
  id: number;
  body: string;
  by: string;
  at: number;
}

/** A manual coin adjustment (signed hundredths): pending until another person approves or rejects it. */
export interface SupportAdjustment {
  id: number;
  amount: number;
  reason: string;
  status: 'pending' | 'approved' | 'rejected';
  proposedBy: string;
  proposedAt: number;
  decidedBy: string | null;
  decidedAt: number | null;
}

/** GET /players/:id/support, and the answer of every support action: the player's panel as it now is. */
export interface PlayerSupport {
  userId: number;
  account: string;
  locked: boolean;
  lockedAt: number | null;
  liveSessions: number;
  walletPasswordSet: boolean;
  depositLimits: {
    period: LimitPeriod;
    amount: number | null;
    pending: { amount: number | null; from: number } | null;
  }[];
  notes: SupportNote[];
  adjustments: SupportAdjustment[];
  allowed: SupportAction[];
}
