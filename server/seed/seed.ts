import { count, sql } from 'drizzle-orm';
import { refreshGameListVersion } from '../catalogue/version';
import { hashPassword } from '../crypto/password';
import { DEFAULT_RSA_BITS, generateRsaKeyPair } from '../crypto/rsa';
import type { Db } from '../db/connect';
import {
  banners,
  brands,
  customerServices,
  games,
  gameTypeProviders,
  gameTypes,
  genericImgs,
  notices,
  promoVideos,
  rechargeTypes,
  resettableTables,
  settings,
  staff,
  userLevelConfigs,
  users,
} from '../db/schema';
import { providerForType } from '../games/catalogue';
import { post } from '../ledger';
import { sendWelcomeMail } from '../player/mail';
import { readSetting, writeSetting } from '../settings';
import { DEMO_ACCOUNTS } from './accounts';
import { buildCatalogue } from './catalogue';
import {
  BANNERS,
  CUSTOMER_SERVICES,
  GENERIC_IMGS,
  NOTICES,
  PROMO_VIDEOS,
  RECHARGE_TYPES,
  USER_LEVEL_CONFIGS,
} from './content';
import { createRng } from './random';
import { DEMO_STAFF } from './staff';
import { BASE_WEB_CONFIG, FEATURED_REWARDS } from './webConfig';

export const DEFAULT_SEED_GAMES = 3000;
export const MAX_SEED_GAMES = 50_000;

export interface SeedOptions {
  /** Number of games (SEED_GAMES). */
  games?: number;
  /** RSA modulus size for a new key pair (RSA_BITS); tests use 1024 for speed. */
  rsaBits?: number;
  /** The public demo accounts (default true); production seeds none. */
  demoAccounts?: boolean;
}

/** Rows per INSERT: well under PostgreSQL's 65,535 bind parameters for the widest table. */
const BATCH = 1000;

/** Demo hashes are reproducible (PRNG salt), so one process computes each once: resets stay fast. */
const demoHashes = new Map<string, Promise<string>>();
function demoHash(password: string, saltHex: string): Promise<string> {
  const key = `${password}:${saltHex}`;
  let hash = demoHashes.get(key);
  if (!hash) {
    hash = hashPassword(password, Buffer.from(saltHex, 'hex'));
    demoHashes.set(key, hash);
  }
  return hash;
}

async function insertBatched<T>(rows: T[], insert: (chunk: T[]) => Promise<unknown>): Promise<void> {
  for (let i = 0; i < rows.length; i += BATCH) await insert(rows.slice(i, i + BATCH));
}

export async function isEmpty(db: Db): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(gameTypes);
  return (row?.n ?? 0) === 0;
}

/**
 * Fills an empty database. Deterministic: the same options give the same rows (the PRNG is seeded by
 * the size); only the RSA key pair is random, made once per database and kept across resets.
 */
export async function seed(db: Db, options: SeedOptions = {}): Promise<void> {
  const gameCount = options.games ?? DEFAULT_SEED_GAMES;
  if (!Number.isInteger(gameCount) || gameCount < 1 || gameCount > MAX_SEED_GAMES) {
    throw new Error(`SEED_GAMES must be an integer from 1 to ${MAX_SEED_GAMES}; got ${gameCount}`);
  }
  const rng = createRng(`lucky-lobby:${gameCount}`);
  const catalogue = buildCatalogue(rng, gameCount);

  // Slow parts first, outside the transaction: password hashing and (once per database) the RSA key pair.
  const demoAccounts = options.demoAccounts === false ? [] : DEMO_ACCOUNTS;
  const hashes = await Promise.all(demoAccounts.map((a) => demoHash(a.password, rng.digits(32))));
  // Demo staff come with the demo players (never in production); their salts from a PRNG of their own, so the
  // players' rows stay as they were.
  const demoStaff = options.demoAccounts === false ? [] : DEMO_STAFF;
  const staffRng = createRng('lucky-lobby:staff');
  const staffHashes = await Promise.all(demoStaff.map((s) => demoHash(s.password, staffRng.digits(32))));
  const keyPair = (await readSetting(db, 'rsaKeyPair')) ?? generateRsaKeyPair(options.rsaBits ?? DEFAULT_RSA_BITS);

  // One transaction: a seed that fails half-way leaves the database empty, so the next boot seeds again.
  await db.transaction(async (tx) => {
    await tx.insert(gameTypes).values(catalogue.types);
    await tx
      .insert(gameTypeProviders)
      .values(catalogue.types.map((t) => ({ typeId: t.id, providerId: providerForType(t.id) })));
    await tx.insert(brands).values(catalogue.brands);
    await insertBatched(catalogue.games, (chunk) => tx.insert(games).values(chunk));
    await tx.insert(banners).values(BANNERS);
    await tx.insert(notices).values(NOTICES);
    await tx.insert(promoVideos).values(PROMO_VIDEOS);
    await tx.insert(customerServices).values(CUSTOMER_SERVICES);
    await tx.insert(userLevelConfigs).values(USER_LEVEL_CONFIGS);
    await tx.insert(rechargeTypes).values(RECHARGE_TYPES);
    await tx.insert(genericImgs).values(GENERIC_IMGS);
    for (const [i, demo] of demoAccounts.entries()) {
      const [row] = await tx
        .insert(users)
        .values({
          uuid: `demo-${rng.digits(12)}`,
          account: demo.account,
          accountType: demo.accountType,
          mobile: demo.mobile,
          passwordHash: hashes[i]!,
          nickname: demo.nickname,
          birthDate: demo.birthDate,
          inviteCode: rng.digits(8),
          channel: demo.channel ?? '',
        })
        .returning({ id: users.id });
      await post(tx, { userId: row!.id, amount: demo.coin, kind: 'seed', ref: `demo:${demo.account}` });
      await sendWelcomeMail(tx, row!.id);
    }
    if (demoStaff.length > 0) {
      await tx
        .insert(staff)
        .values(
          demoStaff.map((s, i) => ({ ...s, passwordHash: staffHashes[i]! })).map(({ password: _, ...row }) => row),
        );
    }
    await writeSetting(tx, 'rsaKeyPair', keyPair);
    await writeSetting(tx, 'webConfig', BASE_WEB_CONFIG);
    await writeSetting(tx, 'scenario', {});
    await writeSetting(tx, 'featuredRewards', FEATURED_REWARDS);
    await writeSetting(tx, 'agent5Live', true);
    // OutLink: the regulator's site, a real and harmless outside page (the safe-link page says where it goes).
    await writeSetting(tx, 'outLink', { url: 'https://www.pagcor.ph' });
    await refreshGameListVersion(tx);
  });
}

/**
 * Empties every table (the RSA key pair and the config revision counter survive) and seeds again.
 * Only the test controls call it.
 */
export async function reset(db: Db, options: SeedOptions = {}): Promise<void> {
  const list = resettableTables.map((t) => `"${t}"`).join(', ');
  await db.execute(sql.raw(`TRUNCATE ${list} RESTART IDENTITY CASCADE`));
  await db.delete(settings).where(sql`${settings.key} NOT IN ('rsaKeyPair', 'configRevision')`);
  await seed(db, options);
}
