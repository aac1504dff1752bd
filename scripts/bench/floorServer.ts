/**
 * The floor server of `npm run bench:server` (scripts/bench-load.ts; docs/bench.md "Server load"): the lobby's
 * libraries (Hono on @hono/node-server, drizzle, PGlite or `pg` through server/db/connect.ts, the migrations so the
 * tables are the lobby's) doing only what a `refreshData` must do — the bearer token hashed and looked up (one
 * indexed read of sessions, as server/player/sessions.ts keys it) and the player's balances read (one indexed read
 * of users) — and nothing else: no session cache, no middleware, no rate limit, no body read. What the database
 * round trips cost on their own; the lobby's `refreshData` measured beside it shows what the rest adds (or saves).
 *
 * DATABASE_URL as the server takes it. BENCH_TOKEN is the bench player's token: on the lobby's own PostgreSQL the
 * session is already there; an in-memory PGlite is this process's own, so the player and the session are made here.
 */
import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { hashToken } from '../../server/auth/tokens';
import { connect } from '../../server/db/connect';
import { migrate } from '../../server/db/migrate';
import { sessions, users } from '../../server/db/schema';
import { bearerToken } from '../../server/player/sessions';

async function main(): Promise<void> {
  const token = process.env.BENCH_TOKEN;
  if (!token) throw new Error('BENCH_TOKEN is required');
  const conn = await connect(process.env.DATABASE_URL);
  await migrate(conn);
  const { db } = conn;

  const [held] = await db
    .select()
    .from(sessions)
    .where(eq(sessions.tokenHash, hashToken(token)));
  if (!held) {
    const name = `floor${Date.now() % 1_000_000}`;
    const [user] = await db
      .insert(users)
      .values({ uuid: randomUUID(), account: name, passwordHash: '-', nickname: name, inviteCode: name })
      .returning({ id: users.id });
    if (!user) throw new Error('the bench player was not made');
    await db.insert(sessions).values({ tokenHash: hashToken(token), userId: user.id });
  }

  // Prepared once, as refreshData's own query is (server/handlers/player.ts).
  const session = db
    .select({ userId: sessions.userId })
    .from(sessions)
    .where(and(eq(sessions.tokenHash, sql.placeholder('hash')), isNull(sessions.revokedAt)))
    .prepare('floor_session');
  const balances = db
    .select({
      coin: users.coin,
      lottery: users.lottery,
      vip: users.vip,
      vipExp: users.vipExp,
      userLevel: users.userLevel,
      bet: users.bet,
    })
    .from(users)
    .where(eq(users.id, sql.placeholder('id')))
    .prepare('floor_balances');

  const json = (text: string, status: 200 | 401) =>
    new Response(text, {
      status,
      headers: { 'Content-Type': 'application/json; charset=UTF-8', 'Content-Length': String(Buffer.byteLength(text)) },
    });
  const refused = '{"code":401,"errcode":401,"msg":"Please log in again."}';

  const app = new Hono();
  app.post('*', async (c) => {
    const bearer = bearerToken(c.req.header('authorization'));
    if (!bearer) return json(refused, 401);
    const [live] = await session.execute({ hash: hashToken(bearer) });
    if (!live) return json(refused, 401);
    const [row] = await balances.execute({ id: live.userId });
    if (!row) return json(refused, 401);
    return json(JSON.stringify({ code: 200, errcode: 0, ...row }), 200);
  });

  const server = serve({ fetch: app.fetch, port: Number(process.env.PORT ?? 0), hostname: '127.0.0.1' }, () => {
    const { port } = server.address() as AddressInfo;
    console.log(`floor ready at http://127.0.0.1:${port}`);
  });
  process.once('SIGTERM', () => void conn.close().finally(() => process.exit(0)));
}

main().catch((err: unknown) => {
  console.error(`floor server failed: ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
});
