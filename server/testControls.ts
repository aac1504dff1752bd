import { and, desc, eq } from 'drizzle-orm';
import type { Context, Hono } from 'hono';
import { z } from 'zod';
import type { CatalogueCache } from './catalogue/cache';
import { clockOffset } from './clock';
import type { Db } from './db/connect';
import { smsCodes, users } from './db/schema';
import { fail } from './http/respond';
import { createSession, revokeUserSessions } from './player/sessions';
import { MAX_SEED_GAMES, reset, type SeedOptions } from './seed/seed';
import { readSetting, writeSetting } from './settings';
import { registerWalletTestControls } from './wallet/testRoutes';

const resetBody = z.strictObject({ games: z.number().int().min(1).max(MAX_SEED_GAMES).optional() });
const scenarioBody = z.strictObject({
  mode: z.enum(['green', 'normal']).optional(),
  registerType: z.union([z.literal(1), z.literal(2), z.literal(3)]).optional(),
  otpStatus: z.number().int().min(0).max(1).optional(),
  force401: z.boolean().optional(),
});
const sessionBody = z.strictObject({ account: z.string().min(1).max(50) });
const YEAR_MS = 366 * 86_400_000;
const clockBody = z.strictObject({
  offsetMs: z
    .number()
    .int()
    .min(-YEAR_MS)
    .max(10 * YEAR_MS),
});
const suspendBody = z.strictObject({ account: z.string().min(1).max(50), suspended: z.boolean().optional() });

/** The JSON body checked against a schema, or the 400 answer to return (shared with server/wallet/testRoutes.ts). */
export async function jsonOf<T>(c: Context, schema: z.ZodType<T>): Promise<T | Response> {
  const raw = await c.req.text();
  let json: unknown;
  try {
    json = raw.trim() === '' ? {} : JSON.parse(raw);
  } catch {
    return fail(c, 400, 9001, 'body is not valid JSON');
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success) return fail(c, 400, 9002, parsed.error.issues[0]?.message ?? 'invalid body');
  return parsed.data;
}

/**
 * Test-only routes, registered only when TEST_CONTROLS=1 (otherwise they do not exist: 404).
 * Stateless like the rest: everything they change lives in the database.
 */
export function registerTestControls(
  app: Hono,
  db: Db,
  catalogue: CatalogueCache,
  seedDefaults: SeedOptions,
  clock: () => number = Date.now,
): void {
  app.post('/__test__/reset', async (c) => {
    const body = await jsonOf(c, resetBody);
    if (body instanceof Response) return body;
    await reset(db, { ...seedDefaults, games: body.games ?? seedDefaults.games });
    catalogue.invalidate();
    const snap = await catalogue.get(db);
    return c.json({ code: 200, errcode: 0, gameListVersion: snap.gameListVersion, games: snap.gameList.length });
  });

  /** Merges switches into the stored scenario; `{}` after a reset means "as seeded". */
  app.post('/__test__/scenario', async (c) => {
    const body = await jsonOf(c, scenarioBody);
    if (body instanceof Response) return body;
    const scenario = { ...((await readSetting(db, 'scenario')) ?? {}), ...body };
    await writeSetting(db, 'scenario', scenario);
    return c.json({ code: 200, errcode: 0, scenario });
  });

  /** Logs a seeded (or registered) account in without its password. */
  app.post('/__test__/session', async (c) => {
    const body = await jsonOf(c, sessionBody);
    if (body instanceof Response) return body;
    const [user] = await db.select({ id: users.id }).from(users).where(eq(users.account, body.account));
    if (!user) return fail(c, 404, 404, `no account ${body.account}`);
    const token = await createSession(db, user.id, 'test-controls');
    return c.json({ code: 200, errcode: 0, token, userId: user.id });
  });

  /**
   * Moves the server clock: every later request sees now + offsetMs (absolute, not cumulative; 0 restores it).
   * Lets tests pass the 15 min lock-out and the 5 min code expiry without sleeping. A reset clears it.
   */
  app.post('/__test__/clock', async (c) => {
    const body = await jsonOf(c, clockBody);
    if (body instanceof Response) return body;
    await writeSetting(db, 'clockOffsetMs', body.offsetMs);
    return c.json({ code: 200, errcode: 0, offsetMs: body.offsetMs, now: clock() + body.offsetMs });
  });

  /** Suspends an account (its sessions end; login answers 1047), or lifts it with suspended: false. */
  app.post('/__test__/suspend', async (c) => {
    const body = await jsonOf(c, suspendBody);
    if (body instanceof Response) return body;
    const suspend = body.suspended ?? true;
    const now = clock() + (await clockOffset(db, true));
    const [user] = await db
      .update(users)
      .set({ suspendedAt: suspend ? new Date(now) : null })
      .where(eq(users.account, body.account))
      .returning({ id: users.id });
    if (!user) return fail(c, 404, 404, `no account ${body.account}`);
    if (suspend) await revokeUserSessions(db, user.id, now);
    return c.json({ code: 200, errcode: 0, userId: user.id, suspended: suspend });
  });

  registerWalletTestControls(app, db, clock);

  /** The last one-time code sent to a mobile (optionally of one type). */
  app.get('/__test__/sms', async (c) => {
    const mobile = c.req.query('mobile');
    const type = c.req.query('type');
    if (!mobile) return fail(c, 400, 9002, 'mobile is required');
    if (type !== undefined && !/^[0-9]$/.test(type)) return fail(c, 400, 9002, 'type must be a digit');
    const where =
      type === undefined
        ? eq(smsCodes.mobile, mobile)
        : and(eq(smsCodes.mobile, mobile), eq(smsCodes.type, Number(type)));
    const [row] = await db.select().from(smsCodes).where(where).orderBy(desc(smsCodes.id)).limit(1);
    if (!row) return fail(c, 404, 404, `no code sent to ${mobile}`);
    return c.json({
      code: 200,
      errcode: 0,
      mobile: row.mobile,
      type: row.type,
      smsCode: row.code,
      expiresAt: row.expiresAt.getTime(),
    });
  });
}
