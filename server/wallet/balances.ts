import { randomUUID } from 'node:crypto';
import type { Db } from '../db/connect';
import { AppError } from '../errors';
import { InsufficientFundsError, postAll } from '../ledger';
import { loadUser } from '../player/userInfo';
import { WALLET_ERRCODE, WALLET_RULES } from './errcodes';
import { checkWalletPassword } from './walletPassword';

async function movePair<T>(db: Db, run: Parameters<Db['transaction']>[0], message: string): Promise<T> {
  try {
    return (await db.transaction(run)) as T;
  } catch (err) {
    if (err instanceof InsufficientFundsError) throw new AppError(WALLET_ERRCODE.balanceTooLow, message);
    throw err;
  }
}

/** Coin into or out of the safe box: two ledger rows (coin and safebox) under one ref, in one transaction. */
export async function safeboxTransfer(
  db: Db,
  userId: number,
  req: { direction: 'in' | 'out'; amount: number; password?: string | undefined },
  now: number = Date.now(),
) {
  if (req.direction === 'out') await checkWalletPassword(db, userId, req.password, now);
  const ref = randomUUID();
  const sign = req.direction === 'in' ? 1 : -1;
  const kind = `safebox:${req.direction}`;
  return movePair<{ coin: number; safebox: number }>(
    db,
    async (tx) => {
      const coinRow = { userId, amount: -sign * req.amount, kind, ref, balance: 'coin' as const };
      const safeRow = { userId, amount: sign * req.amount, kind, ref, balance: 'safebox' as const };
      // The debit first, so a too-large amount fails before anything is credited.
      const [first, second] = await postAll(tx, sign > 0 ? [coinRow, safeRow] : [safeRow, coinRow]);
      const [coin, safebox] = sign > 0 ? [first!, second!] : [second!, first!];
      return { coin: coin.balanceAfter, safebox: safebox.balanceAfter };
    },
    req.direction === 'in' ? 'Your balance is too low for this transfer.' : 'The safe box holds less than that.',
  );
}

/** Points for coin: coin = floor(points × rate / 10 000); whole points within the limits. */
export async function exchangePoints(db: Db, userId: number, points: number) {
  if (points % 100 !== 0 || points < WALLET_RULES.pointsMin || points > WALLET_RULES.pointsMax) {
    throw new AppError(
      WALLET_ERRCODE.amountOutOfRange,
      `Exchange whole points from ${WALLET_RULES.pointsMin / 100} to ${WALLET_RULES.pointsMax / 100}.`,
    );
  }
  const coinGain = Math.floor((points * WALLET_RULES.pointsRateBasisPoints) / 10_000);
  const ref = randomUUID();
  return movePair<{ coin: number; lottery: number }>(
    db,
    async (tx) => {
      const [lottery, coin] = await postAll(tx, [
        { userId, amount: -points, kind: 'points:exchange', ref, balance: 'lottery' },
        { userId, amount: coinGain, kind: 'points:exchange', ref, balance: 'coin' },
      ]);
      return { coin: coin!.balanceAfter, lottery: lottery!.balanceAfter };
    },
    'You do not have that many points.',
  );
}

export async function balancesOf(db: Db, userId: number) {
  const row = await loadUser(db, userId);
  return {
    coin: row.coin,
    lottery: row.lottery,
    safebox: row.safebox,
    hasSafeboxPassword: row.safeboxPasswordHash ? 1 : 0,
  };
}
