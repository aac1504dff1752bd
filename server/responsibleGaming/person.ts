import { createHash } from 'node:crypto';
import { and, desc, eq, gt, inArray, ne, sql } from 'drizzle-orm';
import { RG_ERRCODE } from '../../src/api/contract/responsibleGaming';
import { activeBankKeyring, type BankKeyring, bankSignal } from '../crypto/bankData';
import type { Db, Tx } from '../db/connect';
import { excludedPersons, type PersonSignalKind, personSignals, playerBreaks, users } from '../db/schema';
import { AppError } from '../errors';
import { type ActiveBreak, breakRefusal } from '../player/breakStatus';

/**
 * The person behind an account (docs/responsible-gaming.md "The person"). A self-exclusion, a time-out, a deposit
 * limit and the operator's list of excluded persons bind the person, not one account: every account that carries
 * one of the person's signals.
 *
 * - Strong signals tie two accounts to one person: the verified identity (KYC name and birth date, normalised), the
 *   phone number, a bank account number (a keyed hash: it is recomputed when the bank data key rotates).
 * - Weak signals (the server's device cookie, the client's fingerprint) are shared by households and internet
 *   cafés. They refuse a new registration from the excluded person's device, and they refuse deposits and play to
 *   an account that has no verified identity of its own; its log-in stays open, so another person who shares the
 *   device can verify as themselves, and an account verified as another person is free of them.
 * - Links are one hop from the account asked about (its own signals, never a chain of other accounts' signals), so
 *   a shared device in a chain cannot join strangers; every query is an index probe of person_signals.
 */

type Exec = Db | Tx;

export const STRONG_SIGNALS: readonly PersonSignalKind[] = ['identity', 'phone', 'bank'];
const WEAK_SIGNALS: readonly PersonSignalKind[] = ['device', 'fingerprint'];
/** Most linked accounts read for one account: a bound on the work of a check, far above any real person's. */
const MAX_LINKED = 200;

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

/** A name as the identity compares it: accents dropped, case folded, anything but letters one space. */
export function normaliseName(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z]+/g, ' ')
    .trim();
}

/** The identity signal's value: SHA-256 of the normalised name and the birth date (YYYY-MM-DD). */
export function identityValue(name: string, birthDate: string): string {
  return sha256(`${normaliseName(name)}|${birthDate}`);
}

/** A Philippine mobile as ten digits (+63 917…, 0917…, 917… all read 917…); '' when it has fewer. */
export function phoneValue(mobile: string): string {
  const digits = mobile.replace(/[^0-9]/g, '');
  return digits.length >= 10 ? digits.slice(-10) : '';
}

/**
 * The bank signal's value: the keyed hash of the account number without spaces or dashes under the bank data
 * keyring (server/crypto/bankData.ts `bankSignal`), never the number nor an unkeyed hash of it.
 */
export function bankValue(cardNum: string, keyring: BankKeyring = activeBankKeyring()): string {
  const plain = cardNum.replace(/[^0-9A-Za-z]/g, '');
  return plain === '' ? '' : bankSignal(plain, keyring);
}

export interface Signal {
  kind: PersonSignalKind;
  value: string;
}

/** Records signals of an account (empty values skipped; one already known changes nothing). */
export async function recordSignals(db: Exec, userId: number, signals: readonly Signal[]): Promise<void> {
  const rows = signals.filter((s) => s.value !== '').map((s) => ({ ...s, userId }));
  if (rows.length === 0) return;
  await db.insert(personSignals).values(rows).onConflictDoNothing();
}

/** Another account that shares a signal with the one asked about, and which signals. */
export interface LinkedAccount {
  userId: number;
  reasons: PersonSignalKind[];
  /** Whether the link binds the account asked about (a strong signal, or a weak one and no identity of its own). */
  binds: boolean;
}

/** The accounts one hop from `userId` by any signal, each with its reasons. */
export async function linkedAccounts(db: Exec, userId: number): Promise<LinkedAccount[]> {
  const rows = await db.execute(sql`
    SELECT other.user_id, string_agg(DISTINCT other.kind, ',') AS kinds
    FROM ${personSignals} AS mine
    JOIN ${personSignals} AS other ON other.kind = mine.kind AND other.value = mine.value
      AND other.user_id <> mine.user_id
    WHERE mine.user_id = ${userId}
    GROUP BY other.user_id
    ORDER BY other.user_id
    LIMIT ${MAX_LINKED}`);
  const list = rowsOf<{ user_id: number; kinds: string }>(rows);
  if (list.length === 0) return [];
  const verified = await hasIdentity(db, userId);
  return list.map((r) => {
    const reasons = r.kinds.split(',').sort() as PersonSignalKind[];
    const strong = reasons.some((k) => STRONG_SIGNALS.includes(k));
    return { userId: Number(r.user_id), reasons, binds: strong || !verified };
  });
}

/** The rows of a raw query (both drivers answer `{ rows }`). */
function rowsOf<T>(result: unknown): T[] {
  return ((result as { rows?: T[] }).rows ?? []) as T[];
}

async function hasIdentity(db: Exec, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ userId: personSignals.userId })
    .from(personSignals)
    .where(and(eq(personSignals.userId, userId), eq(personSignals.kind, 'identity')))
    .limit(1);
  return row !== undefined;
}

/**
 * Which links a check follows: `all` (deposits, play, KYC: weak links bind an unverified account) or `strong`
 * (log-in and ending sessions: only identity, phone and bank, so a device alone never locks a person out).
 */
export type Reach = 'all' | 'strong';

const reaches = (l: LinkedAccount, reach: Reach) =>
  reach === 'all' ? l.binds : l.reasons.some((k) => STRONG_SIGNALS.includes(k));

/** The account and every account the person's rules reach from it (ascending ids: the limits' lock order). */
export async function personAccounts(db: Exec, userId: number, reach: Reach = 'all'): Promise<number[]> {
  const linked = await linkedAccounts(db, userId);
  return [userId, ...linked.filter((l) => reaches(l, reach)).map((l) => l.userId)].sort((a, b) => a - b);
}

/** What binds a person now: a break of one of their accounts, or the operator's list (no end). */
export type PersonExclusion =
  | (ActiveBreak & { source: 'break'; userId: number })
  | { kind: 'exclusion'; until: null; source: 'list'; listId: number };

/** The break that ends last among the accounts, or null. One probe of the (user_id, until) index per account. */
async function breakOf(db: Exec, ids: readonly number[], now: number): Promise<PersonExclusion | null> {
  const [row] = await db
    .select({ userId: playerBreaks.userId, kind: playerBreaks.kind, until: playerBreaks.until })
    .from(playerBreaks)
    .where(and(inArray(playerBreaks.userId, [...ids]), gt(playerBreaks.until, new Date(now))))
    .orderBy(desc(playerBreaks.until))
    .limit(1);
  return row ? { source: 'break', userId: row.userId, kind: row.kind, until: row.until.getTime() } : null;
}

/** The operator's list entry matching an identity or phone signal of the accounts, or null. */
async function listedOf(db: Exec, ids: readonly number[]): Promise<PersonExclusion | null> {
  const rows = rowsOf<{ id: number }>(
    await db.execute(sql`
      SELECT e.id FROM ${personSignals} AS s JOIN ${excludedPersons} AS e ON e.identity_hash = s.value
      WHERE s.kind = 'identity' AND s.user_id IN ${[...ids]}
      UNION ALL
      SELECT e.id FROM ${personSignals} AS s JOIN ${excludedPersons} AS e ON e.phone = s.value
      WHERE s.kind = 'phone' AND s.user_id IN ${[...ids]}
      LIMIT 1`),
  );
  const hit = rows[0];
  return hit ? { kind: 'exclusion', until: null, source: 'list', listId: Number(hit.id) } : null;
}

/**
 * What binds the person behind `userId` at `now`: an exclusion before a time-out (an exclusion is the stronger
 * promise), the operator's list first of all; null when nothing does.
 */
export async function personExclusion(
  db: Exec,
  userId: number,
  now: number,
  reach: Reach = 'all',
): Promise<PersonExclusion | null> {
  const ids = await personAccounts(db, userId, reach);
  const listed = await listedOf(db, ids);
  if (listed) return listed;
  return breakOf(db, ids, now);
}

/** The player's refusal: 5104 / 5103 with retryIn for a break; 5104 without an end for the operator's list. */
export function exclusionRefusal(found: PersonExclusion, now: number): AppError {
  if (found.source === 'break') return breakRefusal(found, now);
  return new AppError(
    RG_ERRCODE.selfExcluded,
    'You are on the list of persons excluded from gaming. You cannot register, deposit or play.',
  );
}

/** Throws 5104 / 5103 when the person behind the account is excluded or on a break. */
export async function refuseExcludedPerson(db: Exec, userId: number, now: number, reach: Reach = 'all'): Promise<void> {
  const found = await personExclusion(db, userId, now, reach);
  if (found) throw exclusionRefusal(found, now);
}

/** The accounts that carry any of these signals (at most MAX_LINKED). */
async function carriers(db: Exec, signals: readonly Signal[]): Promise<number[]> {
  const known = signals.filter((s) => s.value !== '');
  if (known.length === 0) return [];
  const rows = await db
    .selectDistinct({ userId: personSignals.userId })
    .from(personSignals)
    .where(
      sql`(${personSignals.kind}, ${personSignals.value}) IN (${sql.join(
        known.map((s) => sql`(${s.kind}, ${s.value})`),
        sql`, `,
      )})`,
    )
    .limit(MAX_LINKED);
  return rows.map((r) => r.userId);
}

/**
 * Whether someone registering from this device (cookie, fingerprint) or with this phone number is an excluded
 * person: the operator's list by phone, then each account carrying one of the signals, judged as itself.
 * Throws 5104 / 5103 before any account is made.
 */
export async function refuseExcludedRegistrant(
  db: Exec,
  who: { device: string; fingerprint: string; mobile: string },
  now: number,
): Promise<void> {
  const phone = phoneValue(who.mobile);
  if (phone !== '') {
    const [listed] = await db
      .select({ id: excludedPersons.id })
      .from(excludedPersons)
      .where(eq(excludedPersons.phone, phone))
      .limit(1);
    if (listed) throw exclusionRefusal({ kind: 'exclusion', until: null, source: 'list', listId: listed.id }, now);
  }
  const ids = await carriers(db, [
    { kind: 'device', value: who.device },
    { kind: 'fingerprint', value: who.fingerprint },
    { kind: 'phone', value: phone },
  ]);
  for (const id of ids) await refuseExcludedPerson(db, id, now);
}

/**
 * KYC with this identity: the operator's list, then every account verified with the same identity (and the person
 * behind it). Throws 5104 / 5103.
 */
export async function refuseExcludedIdentity(db: Exec, identity: string, now: number): Promise<void> {
  const [listed] = await db
    .select({ id: excludedPersons.id })
    .from(excludedPersons)
    .where(eq(excludedPersons.identityHash, identity))
    .limit(1);
  if (listed) throw exclusionRefusal({ kind: 'exclusion', until: null, source: 'list', listId: listed.id }, now);
  const ids = await carriers(db, [{ kind: 'identity', value: identity }]);
  for (const id of ids) await refuseExcludedPerson(db, id, now);
}

/** The weak kinds, for the docs and the staff view's wording. */
export const isWeakSignal = (kind: PersonSignalKind) => WEAK_SIGNALS.includes(kind);

/** The accounts (ids, accounts) a person's accounts list shows to staff, with the reasons. */
export async function linkedForStaff(db: Db, userId: number, now: number) {
  const linked = await linkedAccounts(db, userId);
  const ids = linked.map((l) => l.userId);
  const names =
    ids.length === 0
      ? []
      : await db
          .select({ id: users.id, account: users.account, nickname: users.nickname })
          .from(users)
          .where(and(inArray(users.id, ids), ne(users.id, userId)));
  const byId = new Map(names.map((n) => [n.id, n]));
  const found = await personExclusion(db, userId, now);
  return {
    accounts: linked.map((l) => ({
      id: l.userId,
      account: byId.get(l.userId)?.account ?? '',
      nickname: byId.get(l.userId)?.nickname ?? '',
      reasons: l.reasons,
      binds: l.binds,
    })),
    exclusion: found
      ? found.source === 'break'
        ? { source: 'break' as const, kind: found.kind, until: found.until, userId: found.userId }
        : { source: 'list' as const, kind: found.kind, until: null, listId: found.listId }
      : null,
  };
}
