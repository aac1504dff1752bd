import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { checkMobile, checkPasswordLength, checkRegistrant, checkUsername, registerRule } from '../auth/accountRules';
import {
  checkDeviceLimit,
  createAccount,
  findAccount,
  mobileTaken,
  mobileTakenError,
  phoneNickname,
  usernameTakenError,
} from '../auth/accounts';
import { AUTH_ERRCODE, CODE_TYPE, LOCKOUT } from '../auth/errcodes';
import { exchangeLineCode } from '../auth/lineSandbox';
import { detailsNeeded, spendTicket } from '../auth/lineSignUp';
import {
  accountKey,
  clearFailures,
  failureDelayMs,
  loginKeys,
  loginLocked,
  recordFailure,
  sleep,
} from '../auth/lockout';
import { sendCode, useCode } from '../auth/oneTimeCodes';
import { decryptPassword } from '../auth/secret';
import { hashPassword, verifyPassword } from '../crypto/password';
import { users } from '../db/schema';
import { AppError, ERRCODE } from '../errors';
import { buildLoginResult } from '../player/loginResult';
import { createSession, revokeSession, revokeUserSessions, setSessionDevice } from '../player/sessions';
import { loadUser, toUserInfo, type UserRow } from '../player/userInfo';
import { phoneValue, recordSignals, refuseExcludedPerson, refuseExcludedRegistrant } from '../responsibleGaming/person';
import { enforceAddressLimit, enforceRateLimit } from '../security/rateLimit';
import { type Handler, type HandlerContext, requireUser } from './types';

type LoginCall = 'accountLogin' | 'accountRegist' | 'accountRegist4' | 'lineLogin' | 'lineSignUp';

const lockedOut = () => new AppError(AUTH_ERRCODE.lockedOut, 'Too many failed logins. Please try again in 15 minutes.');
const suspended = () => new AppError(AUTH_ERRCODE.suspended, 'This account has been suspended.');

/** A new session for the player and the answer every login and register gives (spec §4 guest to logged in). */
async function logIn(ctx: HandlerContext<LoginCall>, userId: number) {
  const { db, body, fingerprint, now } = ctx;
  const device = body.phoneinfoJsonModel ? { ...body.phoneinfoJsonModel, visitorId: fingerprint } : null;
  const token = await createSession(db, userId, fingerprint, device, now);
  return buildLoginResult(db, userId, token, now);
}

async function configOf(ctx: HandlerContext<LoginCall | 'smsSend' | 'forgetPassword' | 'bindAccount'>) {
  return (await ctx.catalogue.get(ctx.db, ctx.now)).webConfig;
}

/** Checked against a password when the account does not exist, so both answers cost the same scrypt work. */
let dummyHash: Promise<string> | null = null;
/** The registration's device signals (the invitee device limit): the server's device cookie and the client address. */
const signalsOf = (ctx: { device: string; clientAddress: string }) => ({
  device: ctx.device,
  address: ctx.clientAddress,
});

function unknownAccountHash(): Promise<string> {
  dummyHash ??= hashPassword(randomBytes(18).toString('base64'));
  return dummyHash;
}

const wrongCredentials = () => new AppError(AUTH_ERRCODE.wrongPassword, 'The account or password is wrong.');

/**
 * Order of refusals: 1050 (unreadable password) → 1020 (this account is locked from this client address, or the
 * address itself is; even for the right password) → 101 for a wrong password AND for an unknown account, after the
 * same password-hash work (failures 3+ slowed) → 1047 (suspended; told only to whoever knows the password). 102 is
 * no longer answered by login (docs/security.md). The locks key on the address the server sees, never on a value
 * the client sends: guesses from elsewhere never lock the owner out where the owner is.
 */
export const accountLogin: Handler<'accountLogin'> = async (ctx) => {
  const { db, body, now, clientAddress } = ctx;
  const password = await decryptPassword(db, body.password);
  const user = await findAccount(db, body.account);
  const name = user?.account ?? body.account;
  const keys = loginKeys(name, clientAddress);
  if (await loginLocked(db, keys, now)) throw lockedOut();
  const matches = await verifyPassword(password, user?.passwordHash ?? (await unknownAccountHash()));
  if (!user || !matches) {
    // Counted for review (the flagged players list), never a lock.
    await recordFailure(db, accountKey(name), now);
    const [here, fromAddress] = await Promise.all([
      recordFailure(db, keys.here, now),
      keys.ip ? recordFailure(db, keys.ip, now) : 0,
    ]);
    // A burst of parallel guesses past the limit learns nothing: they answer 1020 like later ones.
    if (here > LOCKOUT.failures || fromAddress > LOCKOUT.perAddress) throw lockedOut();
    await sleep(failureDelayMs(Math.max(here, fromAddress)));
    throw wrongCredentials();
  }
  // Parallel wrong guesses may have completed the five while this one was being checked.
  if (await loginLocked(db, keys, now)) throw lockedOut();
  if (user.suspendedAt) throw suspended();
  await Promise.all([clearFailures(db, accountKey(name)), clearFailures(db, keys.here)]);
  return logIn(ctx, user.id);
};

/**
 * Registration without a code: a username (registerType 2, normal mode) or a phone number (phone or green mode)
 * when the configuration needs no code — registerType 3 (phone without code) or otpStatus 0.
 */
export const accountRegist: Handler<'accountRegist'> = async (ctx) => {
  const { db, body, fingerprint, now } = ctx;
  const config = await configOf(ctx);
  const rule = registerRule(config);
  const password = await decryptPassword(db, body.password);
  if (rule.phone) {
    checkMobile(config, body.account);
    if (rule.codeRequired) {
      throw new AppError(AUTH_ERRCODE.noCodeRequested, 'Please register with the verification code sent to you.');
    }
  } else {
    checkUsername(config, body.account);
  }
  checkPasswordLength(config, password);
  // 21 or older on today's Manila date, and not an excluded person (1054, 1053, 1055).
  checkRegistrant(body.birthDate, body.notExcluded, now);
  // Attempts that pass the free format checks count, per client and in total (refused ones too).
  await enforceRateLimit(ctx, 'register');
  if (rule.phone ? await mobileTaken(db, body.account) : await findAccount(db, body.account)) {
    throw rule.phone ? mobileTakenError() : usernameTakenError();
  }
  // An excluded person's device or number makes no new account (5104 / 5103).
  await refuseExcludedRegistrant(db, { device: ctx.device, fingerprint, mobile: rule.phone ? body.account : '' }, now);
  await checkDeviceLimit(db, ctx.device);
  const userId = await createAccount(db, {
    account: body.account,
    accountType: rule.phone ? rule.plainPhoneType : 2,
    mobile: rule.phone ? body.account : '',
    password,
    nickname: rule.phone ? phoneNickname(body.account) : body.account,
    fingerprint,
    signals: signalsOf(ctx),
    inviteCode: body.inviteCode,
    birthDate: body.birthDate,
    channel: body.channel,
    appId: body.appId,
  });
  return logIn(ctx, userId);
};

/** Phone registration with a one-time code (type 0): the account is the mobile, accountType 1. */
export const accountRegist4: Handler<'accountRegist4'> = async (ctx) => {
  const { db, body, fingerprint, now } = ctx;
  const config = await configOf(ctx);
  const password = await decryptPassword(db, body.password);
  if (!registerRule(config).phone) {
    throw new AppError(AUTH_ERRCODE.accountFormat, 'This lobby registers usernames, not phone numbers.');
  }
  checkMobile(config, body.account);
  checkPasswordLength(config, password);
  checkRegistrant(body.birthDate, body.notExcluded, now);
  await enforceRateLimit(ctx, 'register');
  if (await mobileTaken(db, body.account)) throw mobileTakenError();
  await refuseExcludedRegistrant(db, { device: ctx.device, fingerprint, mobile: body.account }, now);
  await checkDeviceLimit(db, ctx.device);
  await useCode(db, body.account, CODE_TYPE.register, body.code, now);
  const userId = await createAccount(db, {
    account: body.account,
    accountType: 1,
    mobile: body.account,
    password,
    nickname: phoneNickname(body.account),
    fingerprint,
    signals: signalsOf(ctx),
    inviteCode: body.inviteCode,
    birthDate: body.birthDate,
    channel: body.channel,
    appId: body.appId,
  });
  return logIn(ctx, userId);
};

/** Type 0 register (mobile must be free), 1 forget (must exist), 2 bind (must be free); 1021 within 60 s. */
export const smsSend: Handler<'smsSend'> = async (ctx) => {
  const { db, body, providers, now } = ctx;
  checkMobile(await configOf(ctx), body.mobile);
  // SMS costs money and reaches strangers' phones: per client and in total (after the format check).
  await enforceRateLimit(ctx, 'smsSend');
  if (body.type === CODE_TYPE.forget) {
    if (!(await findAccount(db, body.mobile))) {
      throw new AppError(AUTH_ERRCODE.noSuchAccount, 'No account uses this mobile number.');
    }
  } else if (await mobileTaken(db, body.mobile)) {
    throw mobileTakenError();
  }
  await sendCode(db, providers.sms, body.mobile, body.type, now);
  return {};
};

/**
 * New password with a code sent (type 1) to the account's mobile; every session of the account ends. Each call is
 * a guess at a code: limited per client address (9007) before any other work, on top of the code's own cap.
 */
export const forgetPassword: Handler<'forgetPassword'> = async (ctx) => {
  const { db, body, now } = ctx;
  await enforceAddressLimit(ctx, 'forgetPassword');
  const config = await configOf(ctx);
  const password = await decryptPassword(db, body.password);
  checkMobile(config, body.mobile);
  const user = await findAccount(db, body.mobile);
  if (!user) throw new AppError(AUTH_ERRCODE.noSuchAccount, 'No account uses this mobile number.');
  checkPasswordLength(config, password);
  await useCode(db, body.mobile, CODE_TYPE.forget, body.code, now);
  if (user.suspendedAt) throw suspended();
  await db
    .update(users)
    .set({ passwordHash: await hashPassword(password) })
    .where(eq(users.id, user.id));
  await revokeUserSessions(db, user.id, now);
  await clearFailures(db, accountKey(user.account));
  return {};
};

/** Binds a mobile (code type 2) to the logged-in account. */
export const bindAccount: Handler<'bindAccount'> = async (ctx) => {
  const { db, body, now } = ctx;
  const userId = requireUser(ctx);
  checkMobile(await configOf(ctx), body.mobile);
  if (await mobileTaken(db, body.mobile)) throw mobileTakenError();
  await useCode(db, body.mobile, CODE_TYPE.bind, body.code, now);
  const [row] = await db.update(users).set({ mobile: body.mobile }).where(eq(users.id, userId)).returning();
  await recordSignals(db, userId, [{ kind: 'phone', value: phoneValue(body.mobile) }]);
  return { user: toUserInfo(row ?? (await loadUser(db, userId)), now) };
};

/**
 * Exchanges a sandbox Line code (server/auth/lineSandbox.ts). A LINE player with a birth date gets a token, as
 * before. One without (a newcomer, or an older LINE account without one) gets none: errcode 1056 with a
 * single-use sign-up ticket (server/auth/lineSignUp.ts), and lineSignUp completes the sign-in with the birth date
 * and the declaration. Refusals that would stop that sign-in anyway come first: 1047 suspended, 5103 / 5104 on a
 * break, 1049 too many accounts on this device (a newcomer).
 */
export const lineLogin: Handler<'lineLogin'> = async (ctx) => {
  const { db, body, now } = ctx;
  if (!(await configOf(ctx)).lineLoginEnabled) {
    throw new AppError(ERRCODE.notAvailable, 'Line sign-in is not available. Log in with your account.');
  }
  const identity = await exchangeLineCode(db, body.code, body.state, now);
  const [linked] = await db.select().from(users).where(eq(users.lineAccount, identity.lineUserId));
  if (!linked) {
    await refuseExcludedRegistrant(db, { device: ctx.device, fingerprint: ctx.fingerprint, mobile: '' }, now);
    await checkDeviceLimit(db, ctx.device);
    throw await detailsNeeded(db, identity, now);
  }
  if (linked.suspendedAt) throw suspended();
  if (linked.birthDate === null) {
    await refuseExcludedPerson(db, linked.id, now, 'strong');
    throw await detailsNeeded(db, identity, now);
  }
  return logIn(ctx, linked.id);
};

/**
 * The second step of a LINE sign-in answered 1056: the birth date and the declaration by the
 * registration's rule (1054 / 1053 / 1055, checked before the ticket, so a refused date leaves it usable), then the
 * ticket (1057 unknown, used or expired). A newcomer's account is made now, with the birth date; an older LINE
 * account stores it. Then the token, as lineLogin gives it.
 */
export const lineSignUp: Handler<'lineSignUp'> = async (ctx) => {
  const { db, body, fingerprint, now } = ctx;
  if (!(await configOf(ctx)).lineLoginEnabled) {
    throw new AppError(ERRCODE.notAvailable, 'Line sign-in is not available. Log in with your account.');
  }
  checkRegistrant(body.birthDate, body.notExcluded, now);
  const who = await spendTicket(db, body.ticket, now);
  // A second ticket of the same LINE user (another tab) may have made the account meanwhile: that one is it.
  const [linked] = await db.select().from(users).where(eq(users.lineAccount, who.lineUserId));
  let user: UserRow | undefined = linked;
  if (!user) {
    await refuseExcludedRegistrant(db, { device: ctx.device, fingerprint, mobile: '' }, now);
    await checkDeviceLimit(db, ctx.device);
    const id = await createAccount(db, {
      account: `line_${who.lineUserId}`.slice(0, 50),
      accountType: 2,
      mobile: '',
      // Nobody knows it: a Line account logs in through Line (or resets it after binding a mobile).
      password: randomBytes(24).toString('base64'),
      nickname: who.displayName,
      fingerprint,
      signals: signalsOf(ctx),
      lineAccount: who.lineUserId,
      birthDate: body.birthDate,
      channel: body.channel,
      appId: body.appId,
    }).catch(async (err: unknown) => {
      // The other tab's ticket made it at the same moment (the account name is unique): that account is it.
      const [made] = await db.select({ id: users.id }).from(users).where(eq(users.lineAccount, who.lineUserId));
      if (made) return made.id;
      throw err;
    });
    user = await loadUser(db, id);
  } else if (user.birthDate === null) {
    await db.update(users).set({ birthDate: body.birthDate }).where(eq(users.id, user.id));
  }
  if (user.suspendedAt) throw suspended();
  return logIn(ctx, user.id);
};

export const reportDevice: Handler<'reportDevice'> = async ({ db, token, body, fingerprint }) => {
  if (token) await setSessionDevice(db, token, { ...body.phoneinfoJsonModel, visitorId: fingerprint });
  return {};
};

export const logout: Handler<'logout'> = async ({ db, token, now }) => {
  if (token) await revokeSession(db, token, now);
  return {};
};

/** Log out everywhere: every token of the player stops working, on every device. */
export const logoutAll: Handler<'logoutAll'> = async (ctx) => ({
  ended: await revokeUserSessions(ctx.db, requireUser(ctx), ctx.now),
});
