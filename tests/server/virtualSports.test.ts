import { and, eq, isNull } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { fairSeeds, fairSpins, gameSessions, jobs, providerRounds, users } from '../../server/db/schema';
import { virtualMatchOf } from '../../server/game/fair';
import { DEMO_STUDIO_ID, VIRTUAL_SPORTS_ID } from '../../server/games/catalogue';
import { roundPage } from '../../server/games/roundHistory';
import { rollbackStaleRounds } from '../../server/games/sweep';
import { SETTLE_JOB } from '../../server/games/virtualSports';
import { type Goal, MATCH_MS, outcomeOf, type Pick, sportsWin } from '../../src/api/contract/virtualSports';
import { parseAnswer, setupServer } from './harness';
import { studioTools } from './studioTools';

/*
 * The in-house virtual sports studio (docs/games.md "Virtual football"): the "Sports" type launches it; a bet is
 * one wallet round whose stake is debited before kick-off and whose win is credited once, only when the server's
 * clock passes the match's end (by the page's read or the settle job, whichever comes first); the score comes
 * from the committed seed pair and the verify data recomputes it. After every test the harness checks each
 * balance against its ledger.
 */

const NOW = Date.UTC(2026, 11, 1, 4, 0, 0);
let now = NOW;
const server = setupServer({ testControls: true, seed: { games: 20 }, clock: () => now });
let token = '';
let userId = 0;

const { coinOf, setCoin, gameOf, openStudio, postJson, gameLedger } = studioTools(server, () => ({ userId, token }));
const openSports = () => openStudio(VIRTUAL_SPORTS_ID);

interface BetAnswer {
  ok: boolean;
  reason?: string;
  message?: string;
  round: number;
  stake: number;
  odds: number;
  goals: Goal[];
  kickoffAt: number;
  endsAt: number;
  coin: number;
  nonce: number;
}

interface ResultAnswer {
  ok: boolean;
  reason?: string;
  round: number;
  home: number;
  away: number;
  win: number;
  coin: number | null;
  endsAt?: number;
}

const bet = (key: string, fixture: number, pick: string, stake: number) =>
  postJson<BetAnswer>('/sandbox/virtual-sports/bet', { key, fixture, pick, stake });
const result = (key: string, round: number) => postJson<ResultAnswer>('/sandbox/virtual-sports/result', { key, round });

/**
 * The pick that wins a fixture's match at the active pair's next nonce, read from the committed (still secret) seed
 * as only a test can: a test of the credit then bets on it, so a lost match (any pick loses often) never leaves the
 * credit unproven.
 */
async function winningPick(fixture: number): Promise<Pick> {
  const [seed] = await server.conn.db
    .select()
    .from(fairSeeds)
    .where(and(eq(fairSeeds.userId, userId), isNull(fairSeeds.revealedAt)));
  const match = await virtualMatchOf(seed!.serverSeed, seed!.clientSeed, seed!.nonce + 1, fixture);
  return outcomeOf(match.home, match.away);
}

describe('the virtual sports studio', () => {
  beforeEach(async () => {
    now = NOW;
    await server.reset();
    token = await server.login('demo');
    const [demo] = await server.conn.db.select().from(users).where(eq(users.account, 'demo'));
    userId = demo!.id;
    await setCoin(50_000);
  });

  it('launches the "Sports" type: its page names the studio, draws crests as SVG and commits the seed', async () => {
    const game = await openSports();
    expect(game.gameUrl).toMatch(
      new RegExp(`^/sandbox/virtual-sports/${game.gameId}\\?ticket=[0-9a-f]{32}&lang=en-PH$`),
    );
    expect(game.status).toBe(200);
    expect(game.html).toContain('data-testid="game-provider">Pitch Virtual Sports Studio<');
    const [active] = await server.conn.db.select().from(fairSeeds).where(eq(fairSeeds.userId, userId));
    expect(game.hash).toBe(active!.serverSeedHash);
    for (const pick of ['home', 'draw', 'away']) expect(game.html).toContain(`data-testid="sports-pick-${pick}"`);
    // The schedule travels with the page: each team's crest is an SVG drawn from its colours.
    const fixtures = JSON.parse(/<script type="application\/json" id="fixtures">(.*?)<\/script>/.exec(game.html)![1]!);
    expect(fixtures[0].home).toMatchObject({ name: 'Manila Carabaos', short: 'MNL' });
    expect(fixtures[0].home.crest).toMatch(/^<svg viewBox="0 0 100 110".*fill="#1f3c88"/);
    expect(game.html).toContain('Return to player 94.18 % on average.');
    expect(game.html).not.toMatch(/\p{Extended_Pictographic}/u);
    const slot = parseAnswer(
      'startGame',
      (await server.call('startGame', { gameId: await gameOf(DEMO_STUDIO_ID) }, { token })).json,
    );
    expect(slot.gameUrl).toMatch(/^\/sandbox\/game\//);
  });

  it('debits the stake at the bet and credits the win only once the match has ended, once', async () => {
    const { key } = await openSports();
    const pick = await winningPick(1);
    const placed = await bet(key, 1, pick, 2_000);
    expect(placed.status).toBe(200);
    expect(placed.json).toMatchObject({ ok: true, round: 1, stake: 2_000, nonce: 1, coin: 48_000 });
    expect(placed.json.endsAt).toBe(placed.json.kickoffAt + MATCH_MS);
    expect(await coinOf(userId)).toBe(48_000);
    const [spin] = await server.conn.db.select().from(fairSpins);
    const [fixture, home, away] = spin!.virtualMatch!;
    expect(fixture).toBe(1);
    expect(placed.json.goals).toHaveLength(home! + away!);
    const win = sportsWin(2_000, pick, 1, home!, away!);
    expect(win).toBeGreaterThan(2_000);
    expect(spin!.win).toBe(win);

    // Before full time the round stays open and nothing is credited.
    now = NOW + MATCH_MS - 1;
    expect((await result(key, 1)).json).toMatchObject({ ok: false, reason: 'playing', endsAt: NOW + MATCH_MS });
    expect((await gameLedger()).filter((r) => r.kind === 'game:win')).toEqual([]);
    const [open] = await server.conn.db.select().from(providerRounds);
    expect(open!.status).toBe('open');

    // At full time the page's read settles it; a second read and the job find it settled.
    now = NOW + MATCH_MS;
    const settled = await result(key, 1);
    expect(settled.json).toMatchObject({ ok: true, round: 1, home, away, win, coin: 48_000 + win });
    expect((await result(key, 1)).json).toMatchObject({ ok: true, win, coin: 48_000 + win });
    expect(await server.jobs.runDue({ now })).toBe(1);
    expect(await coinOf(userId)).toBe(48_000 + win);
    const wins = (await gameLedger()).filter((r) => r.kind === 'game:win');
    expect(wins.map((r) => r.amount)).toEqual([win]);
    const [round] = await server.conn.db.select().from(providerRounds);
    expect(round).toMatchObject({ providerId: VIRTUAL_SPORTS_ID, status: 'settled', bet: 2_000, win });
  });

  it('the settle job pays a match the player left before full time; the sweep leaves a match in play alone', async () => {
    await setCoin(1_000_000);
    const { key } = await openSports();
    // The pick the match goes to: the job's credit is money every time.
    const placed = await bet(key, 0, await winningPick(0), 50_000);
    expect(placed.json.ok).toBe(true);
    await server.call('exitGame', {}, { token });
    const [queued] = await server.conn.db.select().from(jobs).where(eq(jobs.name, SETTLE_JOB));
    expect(queued!.runAt.getTime()).toBe(NOW + MATCH_MS);

    // The sweep runs meanwhile: the round is waiting for its match, not abandoned.
    now = NOW + 30_000;
    expect(await rollbackStaleRounds({ db: server.conn.db }, now)).toBe(0);
    expect(await server.jobs.runDue({ now, scope: null })).toBe(0);

    now = NOW + MATCH_MS + 1_000;
    expect(await server.jobs.runDue({ now })).toBe(1);
    const [spin] = await server.conn.db.select().from(fairSpins);
    const [round] = await server.conn.db.select().from(providerRounds);
    expect(spin!.win).toBeGreaterThan(50_000);
    expect(round).toMatchObject({ status: 'settled', win: spin!.win });
    expect(await coinOf(userId)).toBe(1_000_000 - 50_000 + spin!.win);
    expect(await rollbackStaleRounds({ db: server.conn.db }, now + 2 * 60 * 60_000)).toBe(0);
  });

  it('refuses a bet the balance cannot cover, bad bets and a left session, before any money moves', async () => {
    await setCoin(1_500);
    const { key } = await openSports();
    const poor = await bet(key, 0, 'draw', 2_000);
    expect(poor.status).toBe(200);
    expect(poor.json).toMatchObject({ ok: false, reason: 'funds', coin: 1_500 });
    expect(poor.json.message).toBe('Not enough balance for a ₱20.00 bet. Lower your stake or deposit to keep playing.');
    for (const body of [
      { key, fixture: 0, pick: 'draw', stake: 50 },
      { key, fixture: 0, pick: 'draw', stake: 60_000 },
      { key, fixture: 99, pick: 'draw', stake: 1_000 },
      { key, fixture: 0, pick: 'over', stake: 1_000 },
      { key, fixture: 0, pick: 'draw' },
    ]) {
      expect((await postJson('/sandbox/virtual-sports/bet', body)).status).toBe(400);
    }
    expect((await postJson('/sandbox/virtual-sports/result', { key, round: 0 })).status).toBe(400);
    expect((await result(key, 5)).status).toBe(404);
    expect((await bet('f'.repeat(48), 0, 'draw', 1_000)).status).toBe(409);
    expect(await gameLedger()).toEqual([]);
    await server.call('exitGame', {}, { token });
    const closed = await bet(key, 0, 'draw', 1_000);
    expect(closed.status).toBe(409);
    expect(closed.json).toMatchObject({ ok: false, reason: 'session' });
    expect(await gameLedger()).toEqual([]);
    expect(await server.conn.db.select().from(providerRounds)).toEqual([]);
    const [session] = await server.conn.db.select().from(gameSessions);
    expect(session!.providerId).toBe(VIRTUAL_SPORTS_ID);
  });

  it('the verify data names each match by its fixture and score, which the revealed seed recomputes; the history links it', async () => {
    const game = await openSports();
    for (let i = 0; i < 4; i++) {
      const placed = await bet(game.key, i, 'draw', 1_000);
      expect(placed.json.ok).toBe(true);
      now += MATCH_MS;
      expect((await result(game.key, i + 1)).json.ok).toBe(true);
    }
    const rotated = parseAnswer('fairGameRotate', (await server.call('fairGameRotate', {}, { token })).json);
    expect(rotated.revealed.serverSeedHash).toBe(game.hash);
    const spins = parseAnswer(
      'fairGameSpins',
      (await server.call('fairGameSpins', { seedId: rotated.revealed.id }, { token })).json,
    );
    expect(spins.spins).toHaveLength(4);
    for (const [i, spin] of spins.spins.entries()) {
      const [fixture, home, away] = spin.match!;
      expect(fixture).toBe(i);
      const again = await virtualMatchOf(rotated.revealed.serverSeed, rotated.revealed.clientSeed, spin.nonce, i);
      expect([again.home, again.away]).toEqual([home, away]);
      expect(spin.win).toBe(sportsWin(1_000, 'draw', i, home, away));
    }
    const history = await roundPage(server.conn.db, userId, { page: 1, pageSize: 10 });
    expect(history.total).toBe(4);
    expect(history.list.every((r) => r.providerId === VIRTUAL_SPORTS_ID && r.status === 'settled')).toBe(true);
    expect(history.list.every((r) => r.proof?.kind === 'seed' && r.proof.seedId === rotated.revealed.id)).toBe(true);
  });
});
