import { bigint, index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { users } from './players';

/*
 * Money: the ledger every balance change goes through, deposit and withdrawal orders (with their payouts) and bank
 * accounts.
 */

/** The balances a ledger row can move: users.coin, users.lottery (points), users.safebox. */
export type BalanceName = 'coin' | 'lottery' | 'safebox';

/**
 * Every balance change. (kind, ref, balance) is unique: posting the same movement twice changes nothing;
 * one business event may move two balances (a safe-box transfer) under the same kind and ref.
 */
export const ledger = pgTable(
  'ledger',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Which balance moved. */
    balance: text('balance').$type<BalanceName>().notNull().default('coin'),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    kind: text('kind').notNull(),
    ref: text('ref').notNull(),
    balanceAfter: bigint('balance_after', { mode: 'number' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('ledger_kind_ref_balance_idx').on(t.kind, t.ref, t.balance),
    index('ledger_user_idx').on(t.userId, t.id),
  ],
);

/** Order state shared by deposits and withdrawals: 0 waiting, 1 done, 2 failed / rejected / expired. */
export const recharges = pgTable(
  'recharge_orders',
  {
    orderId: text('order_id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    rechargeType: integer('recharge_type').notNull(),
    rechargeTypeName: text('recharge_type_name').notNull(),
    payMode: text('pay_mode').$type<'url' | 'qr' | 'bank'>().notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    actType: integer('act_type').notNull().default(0),
    propId: integer('prop_id'),
    /** A deposit coupon chosen for this order: used up and its bonus paid when the order is paid. */
    couponId: integer('coupon_id'),
    /**
     * The client's id for one Confirm: a repeat of the same request answers the same order, and a
     * Confirm whose answer was lost finds its order by it. Unique per player; null for callers that send none.
     */
    requestId: text('request_id'),
    status: integer('status').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('recharge_orders_user_idx').on(t.userId, t.createdAt),
    uniqueIndex('recharge_orders_request_idx').on(t.userId, t.requestId),
  ],
);

export type PayoutStatus = 'sending' | 'retry' | 'unsent' | 'sent' | 'paid' | 'failed';

export const withdrawals = pgTable(
  'withdraw_orders',
  {
    orderId: text('order_id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    bankId: integer('bank_id').notNull(),
    bankName: text('bank_name').notNull(),
    accountName: text('account_name').notNull(),
    /** The account number sealed under card_key_id (server/crypto/bankData.ts), copied from the bound bank. */
    cardNum: text('card_num').notNull(),
    /** The bank data key of card_num; null only for a row written before encryption (encrypted at start-up). */
    cardKeyId: text('card_key_id'),
    /** The last four digits, the only part any answer shows. */
    cardLast4: text('card_last4').notNull().default(''),
    status: integer('status').notNull().default(0),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /**
     * The payout of an approved order (server/payouts/settle.ts): null (not sent yet), sending (an attempt
     * under way), retry (an attempt failed, another at payout_next_at), unsent (attempts used up: finance's Retry
     * send), sent, paid or failed.
     */
    payoutStatus: text('payout_status').$type<PayoutStatus>(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
    /** Who approved it (approveWithdrawal: a staff id later, /ops); null for a rejection or a test control. */
    approvedBy: text('approved_by'),
    /** The payout provider's reason when the transfer failed (shown to the player). */
    payoutReason: text('payout_reason'),
    /** Hand-overs to the payout provider tried: a failed one is retried with backoff, always under the same key. */
    payoutAttempts: integer('payout_attempts').notNull().default(0),
    /** When the next attempt is due (retry), or when an attempt under way is presumed lost (sending). */
    payoutNextAt: timestamp('payout_next_at', { withTimezone: true }),
    /** Why the last hand-over failed (for finance; never shown to the player). */
    payoutError: text('payout_error'),
  },
  (t) => [
    index('withdraw_orders_user_idx').on(t.userId, t.createdAt),
    index('withdraw_orders_payout_due_idx').on(t.payoutStatus, t.payoutNextAt),
  ],
);

/** A player's bank accounts, one per bank (spec §3: keyed by bankId, merged on add). */
export const userBanks = pgTable(
  'user_banks',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    bankId: integer('bank_id').notNull(),
    accountName: text('account_name').notNull(),
    /** The account number sealed under card_key_id (AES-256-GCM, server/crypto/bankData.ts), never in the clear. */
    cardNum: text('card_num').notNull(),
    /** The bank data key of card_num; null only for a row written before encryption (encrypted at start-up). */
    cardKeyId: text('card_key_id'),
    /** The last four digits, the only part every answer but the edit form shows. */
    cardLast4: text('card_last4').notNull().default(''),
    /** Keyed hash of bank and number: the same bank account on two players matches (server/player/personIdentity.ts). */
    cardHash: text('card_hash'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.bankId] }), index('user_banks_card_hash_idx').on(t.cardHash)],
);
