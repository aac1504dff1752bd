/**
 * `npx tsx scripts/bench-startgame.ts` (a diagnosis for the server load figures): startGame's database work on embedded PGlite,
 * the old way (a transaction of seven round trips: recordPlayed, the session update, issueTicket) against the new
 * one (server/game/startPlay.ts: one statement), 100 concurrent callers, in ONE process and ONE run, the two
 * alternating in rounds so a busy machine slows both alike. Prints calls/s and p50/p99 per variant and the ratio.
 * Figures, never failures.
 */
import { eq } from 'drizzle-orm';
import { hashToken } from '../server/auth/tokens';
import { connect } from '../server/db/connect';
import { migrate } from '../server/db/migrate';
import { sessions, users } from '../server/db/schema';
import { issueTicket } from '../server/game/demoSessions';
import { recordPlayed } from '../server/game/history';
import { startPlay } from '../server/game/startPlay';
import { DEMO_STUDIO_ID } from '../server/games/catalogue';
import { createSession } from '../server/player/sessions';
import { seed } from '../server/seed/seed';

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 100);
const ROUND_MS = Number(process.env.BENCH_ROUND_MS ?? 3000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const GAMES = 300;

async function main(): Promise<void> {
  const conn = await connect('memory://');
  await migrate(conn);
  await seed(conn.db, { games: GAMES, rsaBits: 512, demoAccounts: true });
  const db = conn.db;
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.account, 'demo'));
  if (!user) throw new Error('no demo account');
  const token = await createSession(db, user.id, 'bench');

  const variants = {
    'transaction (before)': async (gameId: number, now: number) => {
      await db.transaction(async (tx) => {
        await recordPlayed(tx, user.id, gameId, now);
        await tx
          .update(sessions)
          .set({ gameId })
          .where(eq(sessions.tokenHash, hashToken(token)));
        return issueTicket(tx, user.id, gameId, now);
      });
    },
    'one statement (after)': async (gameId: number, now: number) => {
      await startPlay(db, user.id, gameId, token, now, DEMO_STUDIO_ID);
    },
  } as const;

  const samples: Record<string, number[]> = {};
  const counts: Record<string, { calls: number; ms: number }> = {};
  for (let round = 0; round < ROUNDS; round++) {
    for (const [name, call] of Object.entries(variants)) {
      const latencies = samples[name] ?? [];
      samples[name] = latencies;
      const total = counts[name] ?? { calls: 0, ms: 0 };
      counts[name] = total;
      const started = performance.now();
      const until = started + ROUND_MS;
      let calls = 0;
      await Promise.all(
        Array.from({ length: CONNECTIONS }, async (_, worker) => {
          let n = worker;
          while (performance.now() < until) {
            const t0 = performance.now();
            await call(1 + (n % GAMES), Date.now());
            latencies.push(performance.now() - t0);
            calls++;
            n += CONNECTIONS;
          }
        }),
      );
      total.calls += calls;
      total.ms += performance.now() - started;
    }
  }
  const rate: Record<string, number> = {};
  for (const name of Object.keys(variants)) {
    const sorted = (samples[name] ?? []).sort((a, b) => a - b);
    const pct = (p: number) => Math.round(sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0);
    const { calls, ms } = counts[name] ?? { calls: 0, ms: 1 };
    rate[name] = (calls * 1000) / ms;
    console.log(`${name}: ${Math.round(rate[name])} calls/s, p50 ${pct(0.5)} ms, p99 ${pct(0.99)} ms (${calls} calls)`);
  }
  const [before, after] = Object.keys(variants).map((name) => rate[name] ?? 0);
  console.log(`ratio after / before: ${((after ?? 0) / (before || 1)).toFixed(2)}×`);
  await conn.close();
}

main().catch((err: unknown) => {
  console.error(`bench-startgame failed: ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
});
