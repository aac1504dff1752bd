import { z } from 'zod';

/**
 * The seamless-wallet contract a game provider calls (docs/games.md): one POST per action, a JSON body, a JSON
 * answer. Amounts are integer centavos; ids are the provider's own, at most 64 characters.
 */

/** Where a provider sends its wallet calls: `${WALLET_PATH}/<provider id>/<action>`. */
export const WALLET_PATH = '/provider-api';

export const WALLET_ACTIONS = ['authenticate', 'balance', 'debit', 'credit', 'rollback'] as const;
export type WalletAction = (typeof WALLET_ACTIONS)[number];

/** The most one wallet call may move: ₱1,000,000.00 (far above any table limit; a bigger figure is a fault). */
export const MAX_WALLET_AMOUNT = 100_000_000;

/** Wallet calls are a few short fields: 4 KB leaves room for long ids without letting a body be a burden. */
export const WALLET_MAX_BYTES = 4 * 1024;

const providerId = z.string().regex(/^[A-Za-z0-9:._-]{1,64}$/);
const playerId = z.string().regex(/^[1-9]\d{0,11}$/);
const currency = z.string().regex(/^[A-Z]{3}$/);
const gameId = z.number().int().min(1).max(999_999_999);
const amount = z.number().int().min(0).max(MAX_WALLET_AMOUNT);

export const walletRequests = {
  /** Exchanges the launch token (the game URL's ticket) for the session token the later calls carry. */
  authenticate: z.strictObject({ token: z.string().regex(/^[0-9a-f]{32}$/), gameId }),
  balance: z.strictObject({ sessionToken: z.string().regex(/^[0-9a-f]{48}$/), playerId, currency }),
  debit: z.strictObject({
    sessionToken: z.string().regex(/^[0-9a-f]{48}$/),
    playerId,
    gameId,
    roundId: providerId,
    transactionId: providerId,
    amount: amount.min(1),
    currency,
  }),
  /** Wins are paid after the session ended too: a credit names the player and the round, not the session. */
  credit: z.strictObject({
    playerId,
    gameId,
    roundId: providerId,
    transactionId: providerId,
    amount,
    currency,
    /** false while more credits of the round may follow (free spins, a cash-out in parts); true by default. */
    roundEnded: z.boolean().optional(),
  }),
  rollback: z.strictObject({
    playerId,
    gameId,
    roundId: providerId,
    transactionId: providerId,
    /** The debit being cancelled. */
    refTransactionId: providerId,
  }),
} satisfies Record<WalletAction, z.ZodType>;

export type WalletRequest<A extends WalletAction> = z.infer<(typeof walletRequests)[A]>;

/** The codes a provider reads in an ERROR answer (docs/games.md lists what each asks of the provider). */
export const WALLET_CODES = [
  'INVALID_SIGNATURE',
  'STALE_TIMESTAMP',
  'INVALID_REQUEST',
  'UNKNOWN_PROVIDER',
  'INVALID_TOKEN',
  'SESSION_EXPIRED',
  'PLAYER_MISMATCH',
  'INVALID_CURRENCY',
  'INSUFFICIENT_FUNDS',
  'DUPLICATE_TRANSACTION',
  'TRANSACTION_ROLLED_BACK',
  'UNKNOWN_ROUND',
  'ROUND_CLOSED',
  'ROUND_SETTLED',
  'BODY_TOO_LARGE',
] as const;
export type WalletCode = (typeof WALLET_CODES)[number];

export interface WalletOk {
  status: 'OK';
  balance: number;
  currency: string;
  transactionId?: string;
  sessionToken?: string;
  playerId?: string;
}
export interface WalletError {
  status: 'ERROR';
  code: WalletCode;
  message: string;
  balance?: number;
  /** authenticate: why the session cannot be opened (the launch token is unknown, expired or its game was left). */
  reason?: 'unknown' | 'expired' | 'closed';
}
export type WalletAnswer = WalletOk | WalletError;

/** Answers a provider reads; a wrong answer shape from this server would be caught by the in-house studio. */
export const walletAnswer = z.union([
  z.object({
    status: z.literal('OK'),
    balance: z.number().int(),
    currency,
    transactionId: z.string().optional(),
    sessionToken: z.string().optional(),
    playerId: z.string().optional(),
  }),
  z.object({
    status: z.literal('ERROR'),
    code: z.enum(WALLET_CODES),
    message: z.string(),
    balance: z.number().int().optional(),
    reason: z.enum(['unknown', 'expired', 'closed']).optional(),
  }),
]);
