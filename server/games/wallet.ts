import { and, eq, sql } from 'drizzle-orm';
import { hashToken } from '../auth/tokens';
import type { Db, Tx } from '../db/connect';
import { bigWins, gameSessions, providerRounds, providerTransactions, users } from '../db/schema';
import type { ProviderTransactionKind } from '../db/schema/gameProviders';
import { openTicket } from '../game/demoSessions';
import { BIG_WIN_MULTIPLIER } from '../game/rules';
import { InsufficientFundsError, post } from '../ledger';
import { raiseVip } from '../player/vip';
import type { WalletAnswer, WalletCode, WalletError, WalletOk, WalletRequest } from './contract';

/**
 * The seamless wallet (docs/games.md): what a provider's signed call does to the player's balance. Every call that
 * moves money claims the provider's transaction id first (a unique row): a repeat, or a retry racing the first
 * try, finds that row and answers what the first try answered; the money moves once, through the ledger, in the
 * same transaction as the round and the transaction rows. A refusal rolls the whole call back: nothing is kept.
 */

export interface WalletProvider {
  id: string;
  currency: string;
}

export interface WalletContext {
  db: Db;
  provider: WalletProvider;
  now: number;
}

/** Ledger kinds of play, shared with the session summary, the bet-based promotions and the monthly history. */
const BET = 'game:bet';
const WIN = 'game:win';

/** A refusal thrown inside the transaction so that it rolls back; answered as it is. */
class Refused extends Error {
  constructor(readonly answer: WalletError) {
    super(answer.code);
  }
}

const refuse = (code: WalletCode, message: string): never => {
  throw new Refused({ status: 'ERROR', code, message });
};

async function balanceOf(q: Db | Tx, userId: number): Promise<number> {
  const [row] = await q.select({ coin: users.coin }).from(users).where(eq(users.id, userId));
  return row?.coin ?? 0;
}

async function settleRefusals(ctx: WalletContext, userId: number, work: () => Promise<WalletAnswer>) {
  try {
    return await work();
  } catch (err) {
    if (err instanceof Refused) return { ...err.answer, balance: await balanceOf(ctx.db, userId) };
    if (err instanceof InsufficientFundsError) {
      return {
        status: 'ERROR',
        code: 'INSUFFICIENT_FUNDS',
        message: 'The balance does not cover the stake.',
        balance: await balanceOf(ctx.db, userId),
      } satisfies WalletError;
    }
    throw err;
  }
}

/** The player's open session behind a session token, for calls that need the player at the table. */
async function openSession(q: Db | Tx, ctx: WalletContext, sessionToken: string, playerId: string) {
  const [session] = await q
    .select({ userId: gameSessions.userId, closedAt: gameSessions.closedAt })
    .from(gameSessions)
    .where(and(eq(gameSessions.playKeyHash, hashToken(sessionToken)), eq(gameSessions.providerId, ctx.provider.id)));
  if (!session) return refuse('INVALID_TOKEN', 'No session has this token.');
  if (String(session.userId) !== playerId) return refuse('PLAYER_MISMATCH', 'The session belongs to another player.');
  if (session.closedAt) return refuse('SESSION_EXPIRED', 'The player left this game; open it again.');
  return session.userId;
}

function checkCurrency(ctx: WalletContext, currency: string): void {
  if (currency !== ctx.provider.currency) refuse('INVALID_CURRENCY', `This wallet pays in ${ctx.provider.currency}.`);
}

type TxRow = typeof providerTransactions.$inferSelect;

async function findTransaction(q: Db | Tx, ctx: WalletContext, transactionId: string): Promise<TxRow | undefined> {
  const [row] = await q
    .select()
    .from(providerTransactions)
    .where(
      and(eq(providerTransactions.providerId, ctx.provider.id), eq(providerTransactions.transactionId, transactionId)),
    );
  return row;
}

/**
 * The answer to a transaction id seen before: the first answer when the call is the same one again (a retry);
 * a refusal when the id was cancelled before it arrived or names another movement.
 */
function replay(
  prior: TxRow,
  kind: ProviderTransactionKind,
  fields: { amount: number; roundId: string },
): WalletAnswer {
  if (prior.kind === 'tombstone') {
    return refuse('TRANSACTION_ROLLED_BACK', 'This transaction was rolled back before it arrived; it stays cancelled.');
  }
  if (prior.kind !== kind || prior.amount !== fields.amount || prior.roundId !== fields.roundId) {
    return refuse('DUPLICATE_TRANSACTION', 'This transaction id was already used for another movement.');
  }
  return prior.answer as unknown as WalletAnswer;
}

/**
 * Claims the transaction id, or answers the first call's answer. A concurrent repeat waits on the unique index
 * until the first commits (then replays it) or rolls back (then claims the id itself).
 */
async function claim(
  tx: Tx,
  ctx: WalletContext,
  row: { transactionId: string; kind: ProviderTransactionKind; roundId: string; userId: number; amount: number },
  refTransactionId?: string,
): Promise<{ id: number } | { replay: WalletAnswer }> {
  const [claimed] = await tx
    .insert(providerTransactions)
    .values({
      providerId: ctx.provider.id,
      ...row,
      refTransactionId: refTransactionId ?? null,
      answer: {},
      createdAt: new Date(ctx.now),
    })
    .onConflictDoNothing()
    .returning({ id: providerTransactions.id });
  if (claimed) return claimed;
  const prior = await findTransaction(tx, ctx, row.transactionId);
  if (!prior) throw new Error(`provider transaction ${row.transactionId} conflicted without a row`);
  return { replay: replay(prior, row.kind, row) };
}

async function answered(tx: Tx, id: number, answer: WalletOk): Promise<WalletOk> {
  await tx
    .update(providerTransactions)
    .set({ answer: answer as unknown as Record<string, unknown> })
    .where(eq(providerTransactions.id, id));
  return answer;
}

async function lockRound(tx: Tx, ctx: WalletContext, roundId: string) {
  const [round] = await tx
    .select()
    .from(providerRounds)
    .where(and(eq(providerRounds.providerId, ctx.provider.id), eq(providerRounds.roundId, roundId)))
    .for('update');
  return round;
}

/** authenticate: the launch token becomes a session token (a reload of the game issues a new one). */
export async function authenticate(ctx: WalletContext, req: WalletRequest<'authenticate'>): Promise<WalletAnswer> {
  const opened = await openTicket(ctx.db, req.gameId, req.token, ctx.now, ctx.provider.id);
  if (!opened.ok) {
    const code = opened.reason === 'unknown' ? 'INVALID_TOKEN' : 'SESSION_EXPIRED';
    return { status: 'ERROR', code, message: `The launch token is ${opened.reason}.`, reason: opened.reason };
  }
  return {
    status: 'OK',
    sessionToken: opened.playKey,
    playerId: String(opened.userId),
    balance: await balanceOf(ctx.db, opened.userId),
    currency: ctx.provider.currency,
  };
}

export async function balance(ctx: WalletContext, req: WalletRequest<'balance'>): Promise<WalletAnswer> {
  try {
    checkCurrency(ctx, req.currency);
    const userId = await openSession(ctx.db, ctx, req.sessionToken, req.playerId);
    return { status: 'OK', balance: await balanceOf(ctx.db, userId), currency: ctx.provider.currency };
  } catch (err) {
    if (err instanceof Refused) return err.answer;
    throw err;
  }
}

/** debit: a stake. Opens the round on its first debit; refused when the round was settled or cancelled. */
export async function debit(ctx: WalletContext, req: WalletRequest<'debit'>): Promise<WalletAnswer> {
  const userId = Number(req.playerId);
  return settleRefusals(ctx, userId, () =>
    ctx.db.transaction(async (tx) => {
      checkCurrency(ctx, req.currency);
      await openSession(tx, ctx, req.sessionToken, req.playerId);
      const claimed = await claim(tx, ctx, { ...req, kind: 'debit', userId });
      if ('replay' in claimed) return claimed.replay;
      await tx
        .insert(providerRounds)
        .values({
          providerId: ctx.provider.id,
          roundId: req.roundId,
          userId,
          gameId: req.gameId,
          openedAt: new Date(ctx.now),
        })
        .onConflictDoNothing();
      const round = await lockRound(tx, ctx, req.roundId);
      if (!round) throw new Error(`round ${req.roundId} missing after its insert`);
      if (round.userId !== userId) refuse('PLAYER_MISMATCH', 'This round belongs to another player.');
      if (round.status !== 'open') refuse('ROUND_CLOSED', `This round is ${round.status}; open a new round.`);
      const posted = await post(tx, {
        userId,
        amount: -req.amount,
        kind: BET,
        ref: `${ctx.provider.id}:${req.transactionId}`,
        at: ctx.now,
      });
      await tx
        .update(providerRounds)
        .set({ bet: sql`${providerRounds.bet} + ${req.amount}` })
        .where(eq(providerRounds.id, round.id));
      // Turnover raises the VIP level, as every stake always has.
      await tx
        .update(users)
        .set({ bet: sql`${users.bet} + ${req.amount}` })
        .where(eq(users.id, userId));
      await raiseVip(tx, userId);
      return answered(tx, claimed.id, {
        status: 'OK',
        balance: posted.balanceAfter,
        currency: ctx.provider.currency,
        transactionId: req.transactionId,
      });
    }),
  );
}

/**
 * credit: a win (0 for a lost round). Needs the round's debit first: a credit for an unknown round is refused
 * (UNKNOWN_ROUND) and the provider retries it after the debit; a settled or cancelled round takes no more credits.
 */
export async function credit(ctx: WalletContext, req: WalletRequest<'credit'>): Promise<WalletAnswer> {
  const userId = Number(req.playerId);
  return settleRefusals(ctx, userId, () =>
    ctx.db.transaction(async (tx) => {
      checkCurrency(ctx, req.currency);
      const claimed = await claim(tx, ctx, { ...req, kind: 'credit', userId });
      if ('replay' in claimed) return claimed.replay;
      const round = await lockRound(tx, ctx, req.roundId);
      if (!round) return refuse('UNKNOWN_ROUND', 'No debit opened this round; send the debit first.');
      if (round.userId !== userId) refuse('PLAYER_MISMATCH', 'This round belongs to another player.');
      if (round.status !== 'open') refuse('ROUND_CLOSED', `This round is ${round.status}; it takes no more credits.`);
      let after: number;
      if (req.amount > 0) {
        const posted = await post(tx, {
          userId,
          amount: req.amount,
          kind: WIN,
          ref: `${ctx.provider.id}:${req.transactionId}`,
          at: ctx.now,
        });
        after = posted.balanceAfter;
      } else {
        after = await balanceOf(tx, userId);
      }
      const ended = req.roundEnded !== false;
      await tx
        .update(providerRounds)
        .set({
          win: sql`${providerRounds.win} + ${req.amount}`,
          ...(ended ? { status: 'settled' as const, closedAt: new Date(ctx.now) } : {}),
        })
        .where(eq(providerRounds.id, round.id));
      if (round.bet > 0 && req.amount >= BIG_WIN_MULTIPLIER * round.bet) {
        await tx.insert(bigWins).values({ userId, gameId: round.gameId, amount: req.amount, wonAt: new Date(ctx.now) });
      }
      return answered(tx, claimed.id, {
        status: 'OK',
        balance: after,
        currency: ctx.provider.currency,
        transactionId: req.transactionId,
      });
    }),
  );
}

/** Gives a debit's stake back (a rollback or the sweep), once: the refund's ledger ref is the debit's own. */
export async function refundDebit(tx: Tx, providerId: string, target: TxRow, now: number): Promise<number> {
  // A refund is a negative stake: bet-based sums (turnover, promotions, session summary) net it out.
  const posted = await post(tx, {
    userId: target.userId,
    amount: target.amount,
    kind: BET,
    ref: `${providerId}:${target.transactionId}:rollback`,
    at: now,
  });
  await tx.update(providerTransactions).set({ rolledBack: true }).where(eq(providerTransactions.id, target.id));
  await tx
    .update(providerRounds)
    .set({ bet: sql`${providerRounds.bet} - ${target.amount}` })
    .where(and(eq(providerRounds.providerId, providerId), eq(providerRounds.roundId, target.roundId)));
  await tx
    .update(users)
    .set({ bet: sql`greatest(${users.bet} - ${target.amount}, 0)` })
    .where(eq(users.id, target.userId));
  return posted.balanceAfter;
}

/**
 * rollback: cancels a debit of a round not yet paid. A rollback of a transaction never seen answers OK and leaves
 * a tombstone, so the debit arriving late is refused; a rollback of a round already credited is refused
 * (ROUND_SETTLED): the win stands and the case goes to reconciliation.
 */
export async function rollback(ctx: WalletContext, req: WalletRequest<'rollback'>): Promise<WalletAnswer> {
  const userId = Number(req.playerId);
  return settleRefusals(ctx, userId, () =>
    ctx.db.transaction(async (tx) => {
      const claimed = await claim(tx, ctx, { ...req, kind: 'rollback', userId, amount: 0 }, req.refTransactionId);
      if ('replay' in claimed) return claimed.replay;
      const ok = async (after?: number) =>
        answered(tx, claimed.id, {
          status: 'OK',
          balance: after ?? (await balanceOf(tx, userId)),
          currency: ctx.provider.currency,
          transactionId: req.transactionId,
        });
      // The round first, then its transaction: the order the sweep and credits lock them in.
      const round = await lockRound(tx, ctx, req.roundId);
      let target = await lockTransaction(tx, ctx, req.refTransactionId);
      if (!target) {
        const [tomb] = await tx
          .insert(providerTransactions)
          .values({
            providerId: ctx.provider.id,
            transactionId: req.refTransactionId,
            kind: 'tombstone',
            roundId: req.roundId,
            userId,
            refTransactionId: req.transactionId,
            answer: {},
            createdAt: new Date(ctx.now),
          })
          .onConflictDoNothing()
          .returning({ id: providerTransactions.id });
        if (tomb) return ok();
        // The debit committed while this rollback ran: cancel it like any other.
        target = await lockTransaction(tx, ctx, req.refTransactionId);
        if (!target) throw new Error(`provider transaction ${req.refTransactionId} conflicted without a row`);
      }
      if (target.userId !== userId) refuse('PLAYER_MISMATCH', 'The transaction belongs to another player.');
      if (target.roundId !== req.roundId) refuse('UNKNOWN_ROUND', 'The transaction belongs to another round.');
      if (target.kind === 'credit') refuse('ROUND_SETTLED', 'A credit is not rolled back; the win stands.');
      if (target.kind !== 'debit' || target.rolledBack) return ok();
      if (round && (round.status === 'settled' || round.win > 0)) {
        refuse('ROUND_SETTLED', 'This round was already credited; its stakes are not given back.');
      }
      const after = await refundDebit(tx, ctx.provider.id, target, ctx.now);
      if (round && round.bet - target.amount <= 0) {
        await tx
          .update(providerRounds)
          .set({ status: 'rolledback', closedAt: new Date(ctx.now) })
          .where(eq(providerRounds.id, round.id));
      }
      return ok(after);
    }),
  );
}

async function lockTransaction(tx: Tx, ctx: WalletContext, transactionId: string): Promise<TxRow | undefined> {
  const [row] = await tx
    .select()
    .from(providerTransactions)
    .where(
      and(eq(providerTransactions.providerId, ctx.provider.id), eq(providerTransactions.transactionId, transactionId)),
    )
    .for('update');
  return row;
}
