import { and, desc, eq, sql } from 'drizzle-orm';
import type { Context, Hono } from 'hono';
import { z } from 'zod';
import { registerActivityTestControls } from './activity/testRoutes';
import type { CatalogueCache } from './catalogue/cache';
import { toGame } from './catalogue/gameList';
import { refreshGameListVersion } from './catalogue/version';
import { clockOffset } from './clock';
import type { Db } from './db/connect';
import { gameLikes, games, mails, notices, smsCodes, taskStates, users } from './db/schema';
import { AppError } from './errors';
import { FAVOURITES_LIMIT } from './game/rules';
import { fail } from './http/respond';
import { jsonOf } from './http/testBody';
import type { JobQueue } from './jobs/queue';
import { MAIL_BOX } from './player/mail';
import { createSession, revokeUserSessions } from './player/sessions';
import { TASK_KEYS } from './player/tasks';
import type { Providers } from './providers';
import { MAX_SEED_GAMES, reset, type SeedOptions } from './seed/seed';
import { bumpConfigRevision, readSetting, writeSetting } from './settings';
import { createTestScopes, type TestScopes } from './testScope';
import { registerWalletTestControls } from './wallet/testRoutes';

const flag = z.union([z.literal(0), z.literal(1)]);
const gameBody = z.strictObject({
  gameId: z.number().int().positive(),
  maintain: flag.optional(),
  status: flag.optional(),
});
const favouritesBody = z.strictObject({
  account: z.string().min(1).max(50),
  fill: z.literal(true).optional(),
  clear: z.literal(true).optional(),
  /** Games fill must leave out (the one the test will try to like). */
  except: z.array(z.number().int().positive()).max(100).optional(),
});
const noticeBody = z.union([
  z.strictObject({ removeId: z.number().int().positive() }),
  z.strictObject({
    title: z.string().min(1).max(120),
    content: z.string().max(4000).optional(),
    isH5Pop: flag.optional(),
    clickType: z.number().int().min(0).max(3).optional(),
    clickAction: z.string().max(300).optional(),
    sort: z.number().int().optional(),
  }),
]);
const mailBody = z.strictObject({
  account: z.string().min(1).max(50),
  box: z.union([z.literal(0), z.literal(1), z.literal(2)]).optional(),
  title: z.string().min(1).max(120).optional(),
  /** Attaches this many hundredths of coin (prop 2001), for receiveMail journeys. */
  coin: z.number().int().min(1).max(10_000_000).optional(),
  readAll: z.literal(true).optional(),
});
const taskBody = z.strictObject({
  account: z.string().min(1).max(50),
  key: z
    .number()
    .int()
    .refine((k) => TASK_KEYS.includes(k), 'unknown task key'),
  state: z.enum(['done', 'claimed', 'open']),
});

const resetBody = z.strictObject({ games: z.number().int().min(1).max(MAX_SEED_GAMES).optional() });
const scenarioBody = z.strictObject({
  mode: z.enum(['green', 'normal']).optional(),
  registerType: z.union([z.literal(1), z.literal(2), z.literal(3)]).optional(),
  otpStatus: z.number().int().min(0).max(1).optional(),
  lineLoginEnabled: z.boolean().optional(),
  force401: z.boolean().optional(),
});
const sessionBody = z.strictObject({ account: z.string().min(1).max(50) });
const YEAR_MS = 366 * 86_400_000;
const clockBody = z.strictObject({
  offsetMs: z
    .number()
    .int()
    // Ten years either way: the link sweep's screenshots put the clock back to one fixed day (e2e/support/screens.ts).
    .min(-10 * YEAR_MS)
    .max(10 * YEAR_MS),
});
const suspendBody = z.strictObject({ account: z.string().min(1).max(50), suspended: z.boolean().optional() });

/** The JSON body checked against a schema, or the 400 answer to return (shared with server/wallet/testRoutes.ts). */

/**
 * Test-only routes, registered only when TEST_CONTROLS=1 (otherwise they do not exist: 404).
 * Stateless like the rest: everything they change lives in the database.
 */
export function registerTestControls(
  app: Hono,
  db: Db,
  catalogue: CatalogueCache,
  seedDefaults: SeedOptions,
  clock: () => number,
  providers: Providers,
  jobs: JobQueue,
  scopes: TestScopes = createTestScopes(),
): void {
  /** The switches of the calling client when it sends x-test-scope (server/testScope.ts), else undefined. */
  const scopeOf = (c: Context) => {
    const id = scopes.idOf(c);
    return id === undefined ? undefined : scopes.get(id);
  };

  app.post('/__test__/reset', async (c) => {
    const body = await jsonOf(c, resetBody);
    if (body instanceof Response) return body;
    await reset(db, { ...seedDefaults, games: body.games ?? seedDefaults.games });
    scopes.clear();
    catalogue.invalidate();
    const snap = await catalogue.get(db);
    return c.json({ code: 200, errcode: 0, gameListVersion: snap.gameListVersion, games: snap.gameList.length });
  });

  /**
   * Merges switches into the stored scenario; `{}` after a reset means "as seeded". With x-test-scope, into that
   * client's own switches instead: only requests with the same header see them.
   */
  app.post('/__test__/scenario', async (c) => {
    const body = await jsonOf(c, scenarioBody);
    if (body instanceof Response) return body;
    const scope = scopeOf(c);
    if (scope) {
      scope.scenario = { ...scope.scenario, ...body };
      return c.json({ code: 200, errcode: 0, scenario: scope.scenario, scoped: true });
    }
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
    try {
      const token = await createSession(db, user.id, 'test-controls', null, clock() + (await clockOffset(db, true)));
      return c.json({ code: 200, errcode: 0, token, userId: user.id });
    } catch (err) {
      // A player on a break gets no token here either: 409 with the log-in's errcode and retryIn.
      if (err instanceof AppError) return fail(c, 409, err.errcode, err.message, { retryIn: err.retryIn });
      throw err;
    }
  });

  /**
   * Moves the server clock: every later request sees now + offsetMs (absolute, not cumulative; 0 restores it).
   * Lets tests pass the 15 min lock-out and the 5 min code expiry without sleeping. A reset clears it.
   * The sandbox KYC vendor's and payout's deliveries due by the new time (this client's) are made before it answers
   * (`delivered`: how many), so the decision is in the database when the test looks.
   */
  app.post('/__test__/clock', async (c) => {
    const body = await jsonOf(c, clockBody);
    if (body instanceof Response) return body;
    const scopeId = scopes.idOf(c);
    const now = clock() + body.offsetMs;
    if (scopeId !== undefined) scopes.get(scopeId).clockOffsetMs = body.offsetMs;
    else await writeSetting(db, 'clockOffsetMs', body.offsetMs);
    // Nothing is polled with test controls: the jobs this client caused (its sandbox deliveries) run now if due.
    const delivered = await jobs.runDue({ now, scope: scopeId ?? null });
    const scoped = scopeId !== undefined ? { scoped: true } : {};
    return c.json({ code: 200, errcode: 0, offsetMs: body.offsetMs, now, delivered, ...scoped });
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

  registerWalletTestControls(app, db, clock, providers);
  registerActivityTestControls(app, db, clock);
  const userIdOf = async (account: string) =>
    (await db.select({ id: users.id }).from(users).where(eq(users.account, account)))[0]?.id;

  /** Puts a game into maintenance (maintain 1) or hides it (status 0), or back; the catalogue version moves. */
  app.post('/__test__/game', async (c) => {
    const body = await jsonOf(c, gameBody);
    if (body instanceof Response) return body;
    const { gameId, ...changes } = body;
    const scope = scopeOf(c);
    if (scope) {
      // A client's own maintenance: only `maintain` is scoped (a hidden game would change everyone's list).
      if (changes.status !== undefined) return fail(c, 400, 9002, 'status is not scoped: send it without x-test-scope');
      const [found] = await db.select().from(games).where(eq(games.id, gameId));
      if (!found) return fail(c, 404, 404, `no game ${gameId}`);
      if (changes.maintain !== undefined) {
        scope.maintain = scope.maintain.filter((id) => id !== gameId);
        if (changes.maintain === 1) scope.maintain.push(gameId);
      }
      const game = toGame(found);
      const snap = await catalogue.get(db);
      return c.json({
        code: 200,
        errcode: 0,
        game: scope.maintain.includes(gameId) ? { ...game, maintain: 1 } : game,
        gameListVersion: snap.gameListVersion,
        scoped: true,
      });
    }
    const [row] =
      Object.keys(changes).length > 0
        ? await db.update(games).set(changes).where(eq(games.id, gameId)).returning()
        : await db.select().from(games).where(eq(games.id, gameId));
    if (!row) return fail(c, 404, 404, `no game ${gameId}`);
    const gameListVersion = await refreshGameListVersion(db);
    return c.json({ code: 200, errcode: 0, game: toGame(row), gameListVersion });
  });

  /** Fills an account's favourites up to the limit with listed games (not `except`), or clears them. */
  app.post('/__test__/favourites', async (c) => {
    const body = await jsonOf(c, favouritesBody);
    if (body instanceof Response) return body;
    const userId = await userIdOf(body.account);
    if (userId === undefined) return fail(c, 404, 404, `no account ${body.account}`);
    if (body.clear) await db.delete(gameLikes).where(eq(gameLikes.userId, userId));
    if (body.fill) {
      const liked = new Set(
        (await db.select({ id: gameLikes.gameId }).from(gameLikes).where(eq(gameLikes.userId, userId))).map(
          (r) => r.id,
        ),
      );
      const except = new Set(body.except ?? []);
      const free = FAVOURITES_LIMIT - liked.size;
      const candidates = (
        await db.select({ id: games.id }).from(games).where(eq(games.status, 1)).orderBy(desc(games.id))
      )
        .map((g) => g.id)
        .filter((id) => !liked.has(id) && !except.has(id))
        .slice(0, Math.max(0, free));
      if (candidates.length > 0) await db.insert(gameLikes).values(candidates.map((gameId) => ({ userId, gameId })));
    }
    const liked = (await db.select({ id: gameLikes.gameId }).from(gameLikes).where(eq(gameLikes.userId, userId))).map(
      (r) => r.id,
    );
    return c.json({ code: 200, errcode: 0, liked, limit: FAVOURITES_LIMIT });
  });

  /** Adds a notice to webConfig.appNoticeConfigList (answers its id), or removes one with removeId. */
  app.post('/__test__/notice', async (c) => {
    const body = await jsonOf(c, noticeBody);
    if (body instanceof Response) return body;
    if ('removeId' in body) {
      const removed = await db.delete(notices).where(eq(notices.id, body.removeId)).returning({ id: notices.id });
      await bumpConfigRevision(db);
      return c.json({ code: 200, errcode: 0, removed: removed.length });
    }
    const [next] = await db.select({ id: sql<number>`coalesce(max(${notices.id}), 0) + 1` }).from(notices);
    const id = Number(next?.id ?? 1);
    await db.insert(notices).values({
      id,
      title: body.title,
      content: body.content ?? body.title,
      isH5Pop: body.isH5Pop ?? 0,
      clickType: body.clickType ?? 0,
      clickAction: body.clickAction ?? '',
      sort: body.sort ?? id,
      createTime: clock() + (await clockOffset(db, true)),
    });
    await bumpConfigRevision(db);
    return c.json({ code: 200, errcode: 0, id });
  });

  /** Adds an unread mail (box 0 system by default), or with readAll marks every mail of the account read. */
  app.post('/__test__/mail', async (c) => {
    const body = await jsonOf(c, mailBody);
    if (body instanceof Response) return body;
    const userId = await userIdOf(body.account);
    if (userId === undefined) return fail(c, 404, 404, `no account ${body.account}`);
    if (body.readAll) {
      await db.update(mails).set({ isRead: 1 }).where(eq(mails.userId, userId));
      return c.json({ code: 200, errcode: 0 });
    }
    const [row] = await db
      .insert(mails)
      .values({
        userId,
        box: body.box ?? MAIL_BOX.system,
        title: body.title ?? 'Test mail',
        content: 'A mail added by a test control.',
        propList: body.coin ? [{ propId: 2001, count: body.coin }] : [],
      })
      .returning({ id: mails.id });
    return c.json({ code: 200, errcode: 0, id: row?.id });
  });

  /** Forces one task: done (award pending), claimed (award taken), or open (back to what the data derives). */
  app.post('/__test__/task', async (c) => {
    const body = await jsonOf(c, taskBody);
    if (body instanceof Response) return body;
    const userId = await userIdOf(body.account);
    if (userId === undefined) return fail(c, 404, 404, `no account ${body.account}`);
    const at = new Date(clock() + (await clockOffset(db, true)));
    const where = and(eq(taskStates.userId, userId), eq(taskStates.taskKey, body.key));
    if (body.state === 'open') {
      await db.delete(taskStates).where(where);
    } else {
      const values = { doneAt: at, claimedAt: body.state === 'claimed' ? at : null };
      await db
        .insert(taskStates)
        .values({ userId, taskKey: body.key, ...values })
        .onConflictDoUpdate({ target: [taskStates.userId, taskStates.taskKey], set: values });
    }
    return c.json({ code: 200, errcode: 0 });
  });

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
