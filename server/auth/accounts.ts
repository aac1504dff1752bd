import { randomInt, randomUUID } from 'node:crypto';
import { count, eq, or } from 'drizzle-orm';
import { AGENT_COUNT_CHANNEL } from '../../src/api/contract/agent';
import { hashPassword } from '../crypto/password';
import type { Db } from '../db/connect';
import { users } from '../db/schema';
import { AppError } from '../errors';
import { sendWelcomeMail } from '../player/mail';
import type { UserRow } from '../player/userInfo';
import { phoneValue, recordSignals } from '../responsibleGaming/person';
import { ACCOUNTS_PER_DEVICE, AUTH_ERRCODE } from './errcodes';

/** The account a login names: its account first, else (digits) the mobile bound to it. */
export async function findAccount(db: Db, account: string): Promise<UserRow | null> {
  const [byAccount] = await db.select().from(users).where(eq(users.account, account));
  if (byAccount) return byAccount;
  if (!/^[0-9]+$/.test(account)) return null;
  const [byMobile] = await db.select().from(users).where(eq(users.mobile, account));
  return byMobile ?? null;
}

/** A mobile is taken when it is some account's login name or bound to one. */
export async function mobileTaken(db: Db, mobile: string): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(or(eq(users.account, mobile), eq(users.mobile, mobile)))
    .limit(1);
  return row !== undefined;
}

async function usernameTaken(db: Db, account: string): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.account, account)).limit(1);
  return row !== undefined;
}

/**
 * 1049: the server device (signed cookie, HandlerContext.device) already registered ACCOUNTS_PER_DEVICE accounts.
 * The Fingerprint header no longer decides: the client chooses it.
 */
export async function checkDeviceLimit(db: Db, device: string): Promise<void> {
  const [row] = await db.select({ n: count() }).from(users).where(eq(users.deviceId, device));
  if ((row?.n ?? 0) >= ACCOUNTS_PER_DEVICE) {
    throw new AppError(AUTH_ERRCODE.deviceLimit, 'Too many accounts have been registered on this device.');
  }
}

/** The inviter for a valid invite code (id and channel), else id 0 (an unknown code is ignored, not refused). */
async function inviterOf(db: Db, inviteCode: string | undefined): Promise<{ id: number; channel: string }> {
  const code = inviteCode?.trim();
  if (!code) return { id: 0, channel: '' };
  const [row] = await db.select({ id: users.id, channel: users.channel }).from(users).where(eq(users.inviteCode, code));
  return row ?? { id: 0, channel: '' };
}

function newInviteCode(): string {
  return String(randomInt(10_000_000, 100_000_000));
}

/** PostgreSQL unique violation, as pg and PGlite raise it (drizzle wraps it in `cause`). */
function isUniqueViolation(err: unknown): boolean {
  let e: unknown = err;
  for (let depth = 0; depth < 5 && typeof e === 'object' && e !== null; depth++) {
    if ((e as { code?: unknown }).code === '23505') return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}

export interface NewAccount {
  account: string;
  /** Login method: phone 1, username 2, phone without code 3. */
  accountType: number;
  mobile: string;
  /** Clear password (hashed here); Line accounts get a random one nobody knows. */
  password: string;
  nickname: string;
  fingerprint: string;
  /** Where it registers: the server's device id and the client address (what the invitee device limit counts). */
  signals: { device: string; address: string };
  inviteCode?: string;
  /** YYYY-MM-DD, checked by the caller (registration); absent for a Line account (docs/responsible-gaming.md). */
  birthDate?: string;
  lineAccount?: string;
  channel?: string;
  appId?: string;
}

/**
 * Creates a player: scrypt hash, own unique invite code, pid from a valid invite code. The caller has checked
 * formats, code and device limit; a concurrent registration of the same name still ends in 1018 / 1019.
 */
export async function createAccount(db: Db, input: NewAccount): Promise<number> {
  const [passwordHash, inviter] = await Promise.all([hashPassword(input.password), inviterOf(db, input.inviteCode)]);
  const pid = inviter.id;
  // The agent-count cohort (server/activity/agentChoice.ts) grows by invitation: a player invited by one of its
  // members joins it, whatever channel the app reports.
  const channel = inviter.channel === AGENT_COUNT_CHANNEL ? AGENT_COUNT_CHANNEL : (input.channel ?? '');
  for (let attempt = 0; ; attempt++) {
    try {
      const [row] = await db
        .insert(users)
        .values({
          uuid: randomUUID(),
          account: input.account,
          accountType: input.accountType,
          mobile: input.mobile,
          passwordHash,
          nickname: input.nickname,
          pid,
          inviteCode: newInviteCode(),
          fingerprint: input.fingerprint,
          deviceId: input.signals.device,
          registerAddress: input.signals.address,
          birthDate: input.birthDate ?? null,
          lineAccount: input.lineAccount ?? '',
          channel,
          appId: input.appId ?? '',
        })
        .returning({ id: users.id });
      if (!row) throw new Error('insert returned no row');
      // What ties the account to its person (an exclusion or a limit of theirs binds it).
      await recordSignals(db, row.id, [
        { kind: 'device', value: input.signals.device },
        { kind: 'fingerprint', value: input.fingerprint },
        { kind: 'phone', value: phoneValue(input.mobile) },
      ]);
      await sendWelcomeMail(db, row.id);
      return row.id;
    } catch (err) {
      if (!isUniqueViolation(err)) throw err;
      if (input.mobile !== '' && (await mobileTaken(db, input.mobile))) throw mobileTakenError();
      if (await usernameTaken(db, input.account)) throw usernameTakenError();
      // Otherwise the random invite code collided: draw another.
      if (attempt >= 4) throw err;
    }
  }
}

export const usernameTakenError = () => new AppError(AUTH_ERRCODE.usernameTaken, 'This username is already taken.');
export const mobileTakenError = () =>
  new AppError(AUTH_ERRCODE.mobileTaken, 'This mobile number is already registered.');

/** Phone accounts start with a nickname from the last digits, as the seeded ones do. */
export function phoneNickname(mobile: string): string {
  return `Player${mobile.slice(-4)}`;
}
