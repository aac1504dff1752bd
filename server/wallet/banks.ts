import { and, asc, eq } from 'drizzle-orm';
import type { z } from 'zod/mini';
import type { bankType } from '../../src/api/contract/endpoints/wallet';
import type { UserBank } from '../../src/api/contract/player';
import { cardHash, openCard, sealCard } from '../crypto/bankData';
import type { Db, Tx } from '../db/connect';
import { userBanks } from '../db/schema';
import { AppError } from '../errors';
import { artUrl } from '../static/urls';
import { WALLET_ERRCODE } from './errcodes';

type BankType = z.infer<typeof bankType>;

const bank = (bankId: number, bankName: string, shortBankName: string): BankType => ({
  bankId,
  bankName,
  shortBankName,
  bankLogo: artUrl('channel', shortBankName),
});

/** Banks and e-wallets a player can bind (getBankTypes). 1001 BDO is the bank of the bank-transfer channel. */
export const BANK_TYPES: readonly BankType[] = [
  bank(1001, 'BDO Unibank', 'BDO'),
  bank(1002, 'Bank of the Philippine Islands', 'BPI'),
  bank(1003, 'Metrobank', 'Metrobank'),
  bank(1004, 'Land Bank of the Philippines', 'Landbank'),
  bank(1005, 'UnionBank of the Philippines', 'UnionBank'),
  bank(1006, 'Security Bank', 'Security Bank'),
  bank(1007, 'GCash', 'GCash'),
  bank(1008, 'Maya', 'Maya'),
];
const BY_ID = new Map(BANK_TYPES.map((b) => [b.bankId, b]));

export function bankTypeOf(bankId: number): BankType | undefined {
  return BY_ID.get(bankId);
}

/** The operator's receiving account per bank, shown in the bank-transfer view (sandbox figures). */
export function receivingAccount(bankId: number): {
  bankName: string;
  shortBankName: string;
  bankLogo: string;
  accountName: string;
  cardNum: string;
} {
  const b = BY_ID.get(bankId) ?? bank(bankId, `Bank ${bankId}`, `Bank ${bankId}`);
  return {
    bankName: b.bankName,
    shortBankName: b.shortBankName,
    bankLogo: b.bankLogo,
    accountName: 'Lucky Lobby Sandbox Inc.',
    cardNum: `00${String(bankId).padStart(4, '0')} 3456 7890`,
  };
}

const NAME = /^[\p{L}][\p{L} .'-]{0,78}[\p{L}.]$/u;
const DIGITS = /^[0-9]{10,19}$/;

/** Trims and checks a bank form: accountName 2–80 letters, spaces, . ' -; cardNum 10–19 digits (spaces, dashes dropped). */
export function normaliseBankForm(form: { bankId: number; accountName: string; cardNum: string }): {
  bankId: number;
  accountName: string;
  cardNum: string;
} {
  if (!BY_ID.has(form.bankId)) throw new AppError(WALLET_ERRCODE.unknownBank, 'Choose a bank from the list.');
  const accountName = form.accountName.trim().replace(/\s+/g, ' ');
  const cardNum = form.cardNum.replace(/[\s-]/g, '');
  if (!NAME.test(accountName)) {
    throw new AppError(WALLET_ERRCODE.bankFormat, 'Enter the account name as it appears on the bank account.');
  }
  if (!DIGITS.test(cardNum))
    throw new AppError(WALLET_ERRCODE.bankFormat, 'The account number must be 10 to 19 digits.');
  return { bankId: form.bankId, accountName, cardNum };
}

/**
 * The player's bank list for the client (spec §3 appUserBankList), in bankId order. Account numbers are
 * masked to their last four digits in every answer (login, start-up, getExchange, add, modify), so the client never
 * holds — nor stores — a full number; the edit form asks getBankInfo for one bank.
 */
export async function listBanks(db: Db | Tx, userId: number): Promise<UserBank[]> {
  const rows = await db
    .select({ bankId: userBanks.bankId, accountName: userBanks.accountName, cardLast4: userBanks.cardLast4 })
    .from(userBanks)
    .where(eq(userBanks.userId, userId))
    .orderBy(asc(userBanks.bankId));
  return rows.map((r) => toUserBank(r, maskCard(r.cardLast4)));
}

function toUserBank(r: { bankId: number; accountName: string }, cardNum: string): UserBank {
  return {
    bankId: r.bankId,
    bankName: BY_ID.get(r.bankId)?.bankName ?? `Bank ${r.bankId}`,
    accountName: r.accountName,
    cardNum,
  };
}

/** getBankInfo: one bound bank, number in full (the edit form: the one place it is decrypted for a player), or undefined. */
export async function bankForEdit(db: Db, userId: number, bankId: number): Promise<UserBank | undefined> {
  const row = await findBank(db, userId, bankId);
  return row ? toUserBank(row, openCard(row)) : undefined;
}

/** The columns a bound account number is stored in: sealed, its last four digits, its matching hash. */
export function bankColumns(bankId: number, cardNum: string) {
  return { ...sealCard(cardNum), cardHash: cardHash(bankId, cardNum) };
}

export async function findBank(db: Db | Tx, userId: number, bankId: number) {
  const [row] = await db
    .select()
    .from(userBanks)
    .where(and(eq(userBanks.userId, userId), eq(userBanks.bankId, bankId)));
  return row;
}

/** Shown in every answer but getBankInfo: the last four digits only (the whole number or just those four). */
export function maskCard(cardNum: string): string {
  return `•••• ${cardNum.slice(-4)}`;
}
