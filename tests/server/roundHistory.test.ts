import { and, eq, sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { auditLog, games, jobs, ledger, providerReconciliations, providerRounds, users } from '../../server/db/schema';
import { DEMO_STAKE } from '../../server/game/rules';
import { DEMO_STUDIO_ID } from '../../server/games/catalogue';
import {
  lastReconcileTime,
  manilaDayBounds,
  nextReconcileTime,
  reconcileDay,
} from '../../server/games/dailyReconciliation';
import { JOB, registerLobbyJobs } from '../../server/jobs/lobbyJobs';
import { createJobQueue } from '../../server/jobs/queue';
import { createLogger } from '../../server/log';
import { ROUNDS_PAGE_SIZE } from '../../server/ops/playerSupport';
import { parseAnswer, setupServer } from './harness';
import { opsTools } from './opsTools';

/*
 * Round history and the daily reconciliation (docs/games.md): a player reads only their own rounds, paged and
 * newest first, each demo spin with its fairness proof; support reads any player's, filtered by status; the job
 * stores each provider's Manila day once, and a ledger row that disagrees with its round is reported.
 */

/** A Manila wall-clock moment (UTC+8) as epoch ms. */
const manila = (local: string) => Date.parse(`${local}+08:00`);
const DAY = '2026-11-30';
const PLAY_AT = manila(`${DAY}T21:00:00`);
let now = PLAY_AT;
const server = setupServer({ seed: { games: 20 }, clock: () => now });
const ops = opsTools(server);
const silent = createLogger(false);

type Round = ReturnType<typeof parseAnswer<'getGameRounds'>>['list'][number];

async function userIdOf(account: string): Promise<number> {
  const [row] = await server.conn.db.select({ id: users.id }).from(users).where(eq(users.account, account));
  if (!row) throw new Error(`no ${account}`);
  return row.id;
}

/** The player opens the first playable demo slot and spins `spins` times, a second apart. */
async function play(account: string, spins: number): Promise<{ token: string; gameId: number }> {
  const token = await server.login(account);
  const snapshot = await server.catalogue.get(server.conn.db);
  const game = snapshot.gameList.find((g) => g.status === 1 && g.maintain === 0 && g.params.brandMaintain === 0);
  const started = parseAnswer('startGame', (await server.call('startGame', { gameId: game!.id }, { token })).json);
  const html = await (await server.app.request(started.gameUrl)).text();
  const key = /data-key="([0-9a-f]{48})"/.exec(html)?.[1];
  for (let i = 0; i < spins; i++) {
    now += 1_000;
    const res = await server.app.request('/sandbox/game/spin', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ key }),
    });
    expect(((await res.json()) as { ok: boolean }).ok).toBe(true);
  }
  return { token, gameId: game!.id };
}

async function rounds(token: string, page: number, pageSize: number) {
  return parseAnswer('getGameRounds', (await server.call('getGameRounds', { page, pageSize }, { token })).json);
}

beforeEach(async () => {
  now = PLAY_AT;
  await server.reset();
});

describe('the player’s round history (getGameRounds)', () => {
  it('answers the player’s own rounds, newest first, paged, each with the game and its fairness proof', async () => {
    const { token, gameId } = await play('demo', 3);
    const other = await play('9171234567', 2);
    const [game] = await server.conn.db.select({ name: games.name }).from(games).where(eq(games.id, gameId));

    const first = await rounds(token, 1, 2);
    expect(first.total).toBe(3);
    expect(first.page).toBe(1);
    expect(first.list.map((r) => r.roundId.split(':')[1])).toEqual(['3', '2']);
    const second = await rounds(token, 2, 2);
    expect(second.list.map((r) => r.roundId.split(':')[1])).toEqual(['1']);
    const all: Round[] = [...first.list, ...second.list];
    for (const round of all) {
      expect(round).toMatchObject({ gameId, gameName: game!.name, status: 'settled', bet: DEMO_STAKE });
      expect(round.closedAt).toBe(round.openedAt);
      expect(round.proof).not.toBeNull();
    }
    // Each spin's proof is the seed pair's next nonce, in the order played.
    expect(all.map((r) => (r.proof?.kind === 'seed' ? r.proof.nonce : null))).toEqual([3, 2, 1]);
    expect(all[0]!.openedAt).toBe(PLAY_AT + 3_000);

    // The other player sees their own two rounds, none of the first player's.
    const theirs = await rounds(other.token, 1, 100);
    expect(theirs.total).toBe(2);
    const mine = new Set(all.map((r) => r.roundId));
    expect(theirs.list.some((r) => mine.has(r.roundId))).toBe(false);
  });

  it('caps the page size at 100 and answers a guest 401', async () => {
    const token = await server.login('demo');
    const tooBig = await server.call('getGameRounds', { page: 1, pageSize: 101 }, { token });
    expect(tooBig.json.errcode).not.toBe(0);
    expect((await server.call('getGameRounds', { page: 0, pageSize: 20 }, { token })).json.errcode).not.toBe(0);
    expect((await rounds(token, 1, 100)).list).toEqual([]);
    expect((await server.call('getGameRounds', { page: 1, pageSize: 20 })).status).toBe(401);
  });
});

describe('/ops: a player’s rounds for support', () => {
  it('support, finance and admin read any player’s rounds; open rounds are found by status; marketing may not', async () => {
    await play('demo', 2);
    const id = await userIdOf('demo');
    // A third-party round whose win never came: open, what a player asks support about.
    await server.conn.db.insert(providerRounds).values({
      providerId: 'acme',
      roundId: 'acme-round-1',
      userId: id,
      gameId: 1,
      bet: 500,
      openedAt: new Date(now + 1_000),
    });
    const support = await ops.session('support', now);
    const all = await ops.get(`/players/${id}/rounds`, support);
    expect(all.status).toBe(200);
    const page = all.json.rounds as {
      list: Array<{ roundId: string; status: string }>;
      total: number;
      pageSize: number;
    };
    expect(page.total).toBe(3);
    expect(page.pageSize).toBe(ROUNDS_PAGE_SIZE);
    expect(page.list[0]).toMatchObject({ roundId: 'acme-round-1', status: 'open' });
    const open = await ops.get(`/players/${id}/rounds?status=open`, support);
    expect((open.json.rounds as typeof page).list.map((r) => r.roundId)).toEqual(['acme-round-1']);
    const settled = await ops.get(`/players/${id}/rounds?status=settled&page=1`, support);
    expect((settled.json.rounds as typeof page).total).toBe(2);

    for (const role of ['finance', 'admin'] as const) {
      expect((await ops.get(`/players/${id}/rounds`, await ops.session(role, now))).status).toBe(200);
    }
    expect((await ops.get(`/players/${id}/rounds`, await ops.session('marketing', now))).status).toBe(403);
    expect((await ops.get(`/players/${id}/rounds?status=won`, support)).status).toBe(400);
    expect((await ops.get(`/players/${id}/rounds?page=0`, support)).status).toBe(400);
    expect((await ops.get('/players/999999/rounds', support)).status).toBe(404);
    expect((await ops.get(`/players/${id}/rounds`)).status).toBe(401);
  });
});

describe('the daily reconciliation per provider', () => {
  it('runs at 00:10 Manila for the day before', () => {
    const at = manila('2026-12-01T00:10:00');
    expect(nextReconcileTime(manila('2026-11-30T12:00:00'))).toBe(at);
    expect(nextReconcileTime(at)).toBe(manila('2026-12-02T00:10:00'));
    expect(lastReconcileTime(at)).toBe(at);
    expect(lastReconcileTime(at - 1)).toBe(manila('2026-11-30T00:10:00'));
    expect(manilaDayBounds(DAY)).toEqual({ from: manila(`${DAY}T00:00:00`), to: manila('2026-12-01T00:00:00') });
  });

  it('the job stores each provider’s day once: a re-run keeps the stored report', async () => {
    await play('demo', 3);
    now = manila('2026-12-01T00:10:00');
    const q = createJobQueue({ db: server.conn.db, clock: () => now, log: silent });
    try {
      registerLobbyJobs(q, {
        db: server.conn.db,
        loopback: async () => {
          throw new Error('no delivery expected');
        },
        payouts: null,
        log: silent,
      });
      await q.ensureRecurring(now - 1);
      expect(await q.runDue({ now })).toBeGreaterThanOrEqual(1);
      const stored = await server.conn.db.select().from(providerReconciliations).orderBy(providerReconciliations.id);
      // (The occurrence an instance missed the day before reports its own day, with no rounds.)
      const demoDay = stored.find((r) => r.providerId === DEMO_STUDIO_ID && r.day === DAY);
      expect(demoDay).toMatchObject({ rounds: 3, openRounds: 0, bets: 3 * DEMO_STAKE, mismatches: [] });
      expect(demoDay!.createdAt.getTime()).toBe(now);

      // Another instance runs the same occurrence again, later: nothing changes.
      now += 60_000;
      await q.enqueue(JOB.providerReconcile, {}, { runAt: manila('2026-12-01T00:10:00'), key: 'reconcile-again' });
      await q.runDue({ now });
      const again = await server.conn.db.select().from(providerReconciliations).orderBy(providerReconciliations.id);
      expect(again).toEqual(stored);
    } finally {
      await q.stop();
      await server.conn.db.delete(jobs);
    }
  });

  it('a ledger row that disagrees with its round is a mismatch; a run from /ops replaces the day and is audited', async () => {
    await play('demo', 2);
    now = manila('2026-12-01T09:00:00');
    await reconcileDay(server.conn.db, DAY, now, { replace: false });
    const [round] = await server.conn.db
      .select()
      .from(providerRounds)
      .where(eq(providerRounds.providerId, DEMO_STUDIO_ID))
      .orderBy(providerRounds.id);
    // Money moved outside the wallet: the round's stake row in the ledger says 1 centavo more was taken (the
    // balance follows, so only the round and the ledger disagree).
    const ref = `${DEMO_STUDIO_ID}:${round!.roundId}:bet`;
    await server.conn.db
      .update(ledger)
      .set({ amount: sql`${ledger.amount} - 1` })
      .where(eq(ledger.ref, ref));
    await server.conn.db
      .update(users)
      .set({ coin: sql`${users.coin} - 1` })
      .where(eq(users.id, round!.userId));

    const finance = await ops.session('finance', now);
    // A day not over in Manila yet, or not a day, is refused.
    expect((await ops.post('/reconciliation/run', finance, { day: '2026-12-01' })).status).toBe(400);
    expect((await ops.post('/reconciliation/run', finance, { day: '2026-02-30' })).status).toBe(400);
    const run = await ops.post('/reconciliation/run', finance, { day: DAY });
    expect(run.status).toBe(200);
    const list = run.json.list as Array<{ providerId: string; day: string; mismatches: unknown[] }>;
    const demoDay = list.find((r) => r.providerId === DEMO_STUDIO_ID && r.day === DAY);
    expect(demoDay?.mismatches).toEqual([
      { roundId: round!.roundId, bet: DEMO_STAKE, win: round!.win, ledgerBet: DEMO_STAKE + 1, ledgerWin: round!.win },
    ]);
    const audit = await server.conn.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'reconciliation-run'), eq(auditLog.target, `reconciliation:${DAY}`)));
    expect(audit).toHaveLength(1);

    const admin = await ops.session('admin', now);
    expect((await ops.get('/reconciliation', admin)).status).toBe(200);
    for (const role of ['support', 'marketing'] as const) {
      const token = await ops.session(role, now);
      expect((await ops.get('/reconciliation', token)).status).toBe(403);
      expect((await ops.post('/reconciliation/run', token, { day: DAY })).status).toBe(403);
    }
  });
});
