import { createHmac } from 'node:crypto';
import { and, asc, eq, isNull } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { fairSeeds, fairSpins, gameSessions, providerRounds, users } from '../../server/db/schema';
import { baccaratCoupOf } from '../../server/game/fair';
import { CARDS_STUDIO_ID } from '../../server/games/catalogue';
import {
  type BaccaratBet,
  baccaratWin,
  type Card,
  coupOf,
  outcomeOf,
  SPOTS,
  type Spot,
  totalOf,
} from '../../src/api/contract/baccarat';
import { parseAnswer, setupServer } from './harness';
import { studioTools } from './studioTools';

/*
 * The in-house card room's Baccarat (docs/games.md "The in-house card room: Baccarat"): the "Poker / cards" type launches it, each coup is
 * one wallet round (a debit, a credit) whose money reaches the ledger once, its cards come from the committed seed
 * pair and the verify data recomputes them. After every test the harness checks each balance against its ledger.
 */

const NOW = Date.UTC(2026, 11, 1, 4, 0, 0);
const server = setupServer({ testControls: true, seed: { games: 20 }, clock: () => NOW });
let token = '';
let userId = 0;

const { coinOf, setCoin, openStudio, postJson, gameLedger } = studioTools(server, () => ({ userId, token }));

/** The card room's page, opened for a game of the "Poker / cards" type. */
async function openCards() {
  const game = await openStudio(CARDS_STUDIO_ID);
  expect((await server.catalogue.get(server.conn.db)).gameById.get(game.gameId)?.typeId).toBe(3);
  return game;
}

interface CoupAnswer {
  ok: boolean;
  reason?: string;
  message?: string;
  round: number;
  stake: number;
  win: number;
  player: Card[];
  banker: Card[];
  outcome: Spot;
  coin: number;
  nonce: number;
}

const play = (key: string, bets: unknown) => postJson<CoupAnswer>('/sandbox/cards/play', { key, bets });

/**
 * What a player computes from a revealed seed, independently of the server's code: six cards shuffled out of 416
 * places by the 32-bit words below each limit, a card being its place modulo 52.
 */
function recomputeShoe(serverSeed: string, clientSeed: string, nonce: number): Card[] {
  const places = Array.from({ length: 416 }, (_, i) => i);
  const cards: Card[] = [];
  for (let round = 0; cards.length < 6; round++) {
    const message = round === 0 ? `${clientSeed}:${nonce}` : `${clientSeed}:${nonce}:${round}`;
    const digest = createHmac('sha256', serverSeed).update(message).digest();
    for (let i = 0; i < 32 && cards.length < 6; i += 4) {
      const left = 416 - cards.length;
      const word = digest.readUInt32BE(i);
      if (word >= Math.floor(2 ** 32 / left) * left) continue;
      const at = cards.length + (word % left);
      [places[cards.length], places[at]] = [places[at]!, places[cards.length]!];
      cards.push(places[cards.length]! % 52);
    }
  }
  return cards;
}

describe('the card room', () => {
  beforeEach(async () => {
    await server.reset();
    token = await server.login('demo');
    const [demo] = await server.conn.db.select().from(users).where(eq(users.account, 'demo'));
    userId = demo!.id;
    await setCoin(50_000);
  });

  it('launches the "Poker / cards" type: its page names the card room, draws no emoji and commits the seed', async () => {
    const game = await openCards();
    expect(game.gameUrl).toMatch(new RegExp(`^/sandbox/cards/${game.gameId}\\?ticket=[0-9a-f]{32}&lang=en-PH$`));
    expect(game.status).toBe(200);
    expect(game.html).toContain('data-testid="game-provider">Lucky Lobby Card Room<');
    const [active] = await server.conn.db.select().from(fairSeeds).where(eq(fairSeeds.userId, userId));
    expect(game.hash).toBe(active!.serverSeedHash);
    for (const spot of ['player', 'banker', 'tie']) expect(game.html).toContain(`data-testid="cards-bet-${spot}"`);
    // Suits are drawn as paths: no suit character and no emoji anywhere on the page.
    expect(game.html).not.toMatch(/[\u2660-\u2667]|\p{Extended_Pictographic}/u);
    const [session] = await server.conn.db.select().from(gameSessions);
    expect(session!.providerId).toBe(CARDS_STUDIO_ID);
  });

  it('a coup debits its bets and credits its return once, through the wallet, dealt by the rules', async () => {
    const { key } = await openCards();
    // Each coup bets on the side it goes to and on another (read from the committed, still secret seed, as only a
    // test can): every coup has a return to credit, whatever the cards.
    const [seed] = await server.conn.db
      .select()
      .from(fairSeeds)
      .where(and(eq(fairSeeds.userId, userId), isNull(fairSeeds.revealedAt)));
    let coin = 50_000;
    const paid: number[] = [];
    for (let n = 1; n <= 8; n++) {
      const outcome = outcomeOf(await baccaratCoupOf(seed!.serverSeed, seed!.clientSeed, n));
      const bets: BaccaratBet[] = [
        { spot: outcome, amount: 2_000 },
        { spot: SPOTS.find((spot) => spot !== outcome)!, amount: 500 },
      ];
      const { status, json } = await play(key, bets);
      expect(status).toBe(200);
      expect(json).toMatchObject({ ok: true, round: n, stake: 2_500, nonce: n });
      // The hands follow the tableau from the cards in the shoe's order, and the outcome and pay follow the hands.
      const shoe = [json.player[0]!, json.banker[0]!, json.player[1]!, json.banker[1]!];
      if (json.player[2] !== undefined) shoe.push(json.player[2]);
      if (json.banker[2] !== undefined) shoe.push(json.banker[2]);
      expect(coupOf([...shoe, 0, 0])).toMatchObject({ player: json.player, banker: json.banker });
      expect(json.outcome).toBe(outcomeOf(json));
      expect(json.outcome).toBe(outcome);
      expect(json.win).toBe(baccaratWin(bets, json.outcome));
      expect(json.win).toBeGreaterThanOrEqual(3_900);
      paid.push(json.win);
      coin += json.win - 2_500;
      expect(json.coin).toBe(coin);
    }
    expect(await coinOf(userId)).toBe(coin);
    const [session] = await server.conn.db.select().from(gameSessions);
    const rows = await gameLedger();
    const stakes = rows.filter((r) => r.kind === 'game:bet');
    expect(stakes.map((r) => r.ref)).toEqual(
      Array.from({ length: 8 }, (_, i) => `${CARDS_STUDIO_ID}:${session!.id}:${i + 1}:bet`),
    );
    expect(stakes.every((r) => r.amount === -2_500)).toBe(true);
    const wins = rows.filter((r) => r.kind === 'game:win');
    expect(wins.map((r) => [r.ref, r.amount])).toEqual(
      paid.map((win, i) => [`${CARDS_STUDIO_ID}:${session!.id}:${i + 1}:win`, win]),
    );
    const rounds = await server.conn.db.select().from(providerRounds).orderBy(asc(providerRounds.id));
    expect(rounds.map((r) => [r.providerId, r.status, r.bet, r.win])).toEqual(
      paid.map((win) => [CARDS_STUDIO_ID, 'settled', 2_500, win]),
    );
  });

  it('refuses a coup the balance cannot cover and bets outside the limits, and moves nothing', async () => {
    await setCoin(2_500);
    const { key } = await openCards();
    const { status, json } = await play(key, [
      { spot: 'player', amount: 2_000 },
      { spot: 'tie', amount: 1_000 },
    ]);
    expect(status).toBe(200);
    expect(json).toMatchObject({ ok: false, reason: 'funds', coin: 2_500 });
    expect(json.message).toBe('Not enough balance for a ₱30.00 round. Lower your bets or deposit to keep playing.');
    const refused = [
      [],
      [{ spot: 'player', amount: 50 }],
      [{ spot: 'player', amount: 20_000 }],
      [{ spot: 'banker', amount: 1_050 }],
      [{ spot: 'dragon', amount: 1_000 }],
      [
        { spot: 'tie', amount: 1_000 },
        { spot: 'tie', amount: 1_000 },
      ],
    ];
    for (const bets of refused) expect((await play(key, bets)).status).toBe(400);
    expect((await play('f'.repeat(48), [{ spot: 'player', amount: 1_000 }])).status).toBe(409);
    expect(await gameLedger()).toEqual([]);
    expect(await coinOf(userId)).toBe(2_500);
    expect(await server.conn.db.select().from(fairSpins)).toEqual([]);
    // A smaller coup still plays; after leaving, the session takes none.
    expect((await play(key, [{ spot: 'player', amount: 2_000 }])).json).toMatchObject({ ok: true, nonce: 1 });
    await server.call('exitGame', {}, { token });
    const closed = await play(key, [{ spot: 'player', amount: 1_000 }]);
    expect(closed.status).toBe(409);
    expect(closed.json).toMatchObject({ ok: false, reason: 'session' });
  });

  it('answers its error page for a link left or unknown, in both languages', async () => {
    const game = await openCards();
    await server.call('exitGame', {}, { token });
    const left = await server.app.request(game.gameUrl);
    expect(left.status).toBe(410);
    const html = await left.text();
    expect(html).toContain('data-testid="game-error" data-t="ticketClosed">This game session has ended.');
    expect(html).toContain('Tapos na ang session ng larong ito.');
    expect((await server.app.request(`/sandbox/cards/${game.gameId}?ticket=nope`)).status).toBe(404);
  });

  it('the verify data names each coup by its cards, which the revealed seed recomputes', async () => {
    const game = await openCards();
    const bets: BaccaratBet[] = [{ spot: 'player', amount: 1_000 }];
    const played: { nonce: number; player: Card[]; banker: Card[] }[] = [];
    for (let i = 0; i < 6; i++) {
      const { json } = await play(game.key, bets);
      played.push({ nonce: json.nonce, player: json.player, banker: json.banker });
    }
    const rotated = parseAnswer('fairGameRotate', (await server.call('fairGameRotate', {}, { token })).json);
    expect(rotated.revealed.serverSeedHash).toBe(game.hash);
    const spins = parseAnswer(
      'fairGameSpins',
      (await server.call('fairGameSpins', { seedId: rotated.revealed.id }, { token })).json,
    );
    expect(spins.spins).toHaveLength(6);
    for (const [i, spin] of spins.spins.entries()) {
      const shoe = recomputeShoe(rotated.revealed.serverSeed, rotated.revealed.clientSeed, spin.nonce);
      expect(spin.cards).toEqual(shoe.slice(0, spin.cards!.length));
      const coup = coupOf(shoe);
      expect({ nonce: spin.nonce, player: coup.player, banker: coup.banker }).toEqual(played[i]);
      expect(totalOf(coup.player)).toBeLessThan(10);
      expect(spin.win).toBe(baccaratWin(bets, outcomeOf(coup)));
      expect(spin.multiplier).toBe(spin.win / 10);
    }
  });
});
