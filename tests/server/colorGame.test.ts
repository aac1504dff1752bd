import { createHmac } from 'node:crypto';
import { and, asc, eq, isNull } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { fairSeeds, fairSpins, gameSessions, providerRounds, users } from '../../server/db/schema';
import { colorDiceOf } from '../../server/game/fair';
import { COLOR_GAME_ID, DEMO_STUDIO_ID } from '../../server/games/catalogue';
import { walletClient } from '../../server/games/walletClient';
import { COLORS, type ColorBet, type ColorDice, colorGameWin } from '../../src/api/contract/colorGame';
import { parseAnswer, setupServer } from './harness';
import { studioTools } from './studioTools';

/*
 * The in-house Color Game studio (docs/games.md "Color Game"): the "Games" type launches it, each round is one
 * wallet round (a debit, a credit) whose money reaches the ledger once, its dice come from the committed seed pair
 * and the verify data recomputes them. After every test the harness checks each balance against its ledger.
 */

const NOW = Date.UTC(2026, 11, 1, 4, 0, 0);
const server = setupServer({ testControls: true, seed: { games: 20 }, clock: () => NOW });
let token = '';
let userId = 0;

const { coinOf, setCoin, gameOf, openStudio, postJson, gameLedger } = studioTools(server, () => ({ userId, token }));
const openColorGame = () => openStudio(COLOR_GAME_ID);

interface RoundAnswer {
  ok: boolean;
  reason?: string;
  message?: string;
  round: number;
  stake: number;
  win: number;
  dice: ColorDice;
  coin: number;
  seedId: number;
  nonce: number;
}

const play = (key: string, bets: unknown) => postJson<RoundAnswer>('/sandbox/color-game/play', { key, bets });

/** What a player computes from a revealed seed, independently of the server's code: the first three bytes < 252. */
function recomputeDice(serverSeed: string, clientSeed: string, nonce: number): number[] {
  const dice: number[] = [];
  for (let round = 0; dice.length < 3; round++) {
    const message = round === 0 ? `${clientSeed}:${nonce}` : `${clientSeed}:${nonce}:${round}`;
    for (const byte of createHmac('sha256', serverSeed).update(message).digest()) {
      if (byte < 252 && dice.length < 3) dice.push(byte % 6);
    }
  }
  return dice;
}

describe('the Color Game studio', () => {
  beforeEach(async () => {
    await server.reset();
    token = await server.login('demo');
    const [demo] = await server.conn.db.select().from(users).where(eq(users.account, 'demo'));
    userId = demo!.id;
    await setCoin(50_000);
  });

  it('launches the "Games" type: its page names the studio and commits the seed; other types keep the slot', async () => {
    const game = await openColorGame();
    // An older client names no language: the lobby's default.
    expect(game.gameUrl).toMatch(new RegExp(`^/sandbox/color-game/${game.gameId}\\?ticket=[0-9a-f]{32}&lang=en-PH$`));
    // The lobby's language reaches the game's page.
    const filipino = parseAnswer(
      'startGame',
      (await server.call('startGame', { gameId: game.gameId, language: 'fil-PH', device: 'desktop' }, { token })).json,
    );
    expect(filipino.gameUrl).toMatch(/&lang=fil-PH$/);
    expect(game.status).toBe(200);
    expect(game.html).toContain('data-testid="game-provider">Perya Color Game Studio<');
    const [active] = await server.conn.db.select().from(fairSeeds).where(eq(fairSeeds.userId, userId));
    expect(game.hash).toBe(active!.serverSeedHash);
    // Every colour is a button with its name; the dice are drawn as SVG, never as emoji.
    for (const color of COLORS) expect(game.html).toContain(`data-testid="color-bet-${color}"`);
    expect(game.html).not.toMatch(/\p{Extended_Pictographic}/u);
    const [session] = await server.conn.db.select().from(gameSessions);
    expect(session!.providerId).toBe(COLOR_GAME_ID);

    const slot = parseAnswer(
      'startGame',
      (await server.call('startGame', { gameId: await gameOf(DEMO_STUDIO_ID) }, { token })).json,
    );
    expect(slot.gameUrl).toMatch(/^\/sandbox\/game\//);
  });

  it('a round debits its bets and credits its win once, through the wallet, as one round of the studio', async () => {
    const { key } = await openColorGame();
    // Each round bets on a colour its dice show and on one they miss (read from the committed, still secret seed, as
    // only a test can): every round has a win to credit and a lost bet, whatever the dice.
    const [seed] = await server.conn.db
      .select()
      .from(fairSeeds)
      .where(and(eq(fairSeeds.userId, userId), isNull(fairSeeds.revealedAt)));
    let coin = 50_000;
    const paid: number[] = [];
    for (let n = 1; n <= 8; n++) {
      const dice = await colorDiceOf(seed!.serverSeed, seed!.clientSeed, n);
      const missed = COLORS.find((_, i) => !dice.includes(i))!;
      const bets: ColorBet[] = [
        { color: COLORS[dice[0]]!, amount: 1_000 },
        { color: missed, amount: 500 },
      ];
      const { status, json } = await play(key, bets);
      expect(status).toBe(200);
      expect(json).toMatchObject({ ok: true, round: n, stake: 1_500, nonce: n, dice });
      expect(json.win).toBe(colorGameWin(bets, json.dice));
      expect(json.win).toBeGreaterThanOrEqual(2_000);
      paid.push(json.win);
      coin += json.win - 1_500;
      expect(json.coin).toBe(coin);
    }
    expect(await coinOf(userId)).toBe(coin);
    const [session] = await server.conn.db.select().from(gameSessions);
    const rows = await gameLedger();
    const stakes = rows.filter((r) => r.kind === 'game:bet');
    expect(stakes.map((r) => r.ref)).toEqual(
      Array.from({ length: 8 }, (_, i) => `${COLOR_GAME_ID}:${session!.id}:${i + 1}:bet`),
    );
    expect(stakes.every((r) => r.amount === -1_500)).toBe(true);
    const wins = rows.filter((r) => r.kind === 'game:win');
    expect(wins.map((r) => [r.ref, r.amount])).toEqual(
      paid.map((win, i) => [`${COLOR_GAME_ID}:${session!.id}:${i + 1}:win`, win]),
    );
    const rounds = await server.conn.db.select().from(providerRounds).orderBy(asc(providerRounds.id));
    expect(rounds.map((r) => [r.providerId, r.status, r.bet, r.win])).toEqual(
      paid.map((win) => [COLOR_GAME_ID, 'settled', 1_500, win]),
    );
  });

  it('a round id is used once: its calls repeated move nothing, and a settled round takes no more stakes', async () => {
    const { key } = await openColorGame();
    const first = await play(key, [{ color: 'green', amount: 2_000 }]);
    expect(first.json.ok).toBe(true);
    const second = await play(key, [{ color: 'green', amount: 2_000 }]);
    expect(second.json).toMatchObject({ ok: true, round: 2 });
    const studio = server.providers.games.get(COLOR_GAME_ID)!;
    const wallet = walletClient(
      studio,
      (path, init) => Promise.resolve(server.app.request(path, init)),
      async () => NOW,
    );
    const [session] = await server.conn.db.select().from(gameSessions);
    const round = { playerId: String(userId), gameId: session!.gameId, roundId: `${session!.id}:1`, currency: 'PHP' };
    const before = (await gameLedger()).length;
    const coin = await coinOf(userId);
    // The studio's retry of the round's debit and credit (a lost answer) answers the first answer again.
    const debit = await wallet.call('debit', {
      ...round,
      sessionToken: key,
      transactionId: `${round.roundId}:bet`,
      amount: 2_000,
    });
    expect(debit).toMatchObject({ status: 'OK', transactionId: `${round.roundId}:bet` });
    const credit = await wallet.call('credit', {
      ...round,
      transactionId: `${round.roundId}:win`,
      amount: first.json.win,
      roundEnded: true,
    });
    expect(credit).toMatchObject({ status: 'OK', transactionId: `${round.roundId}:win` });
    // Another stake on the settled round is refused.
    const again = await wallet.call('debit', {
      ...round,
      sessionToken: key,
      transactionId: `${round.roundId}:bet2`,
      amount: 2_000,
    });
    expect(again).toMatchObject({ status: 'ERROR', code: 'ROUND_CLOSED' });
    expect((await gameLedger()).length).toBe(before);
    expect(await coinOf(userId)).toBe(coin);
  });

  it('refuses a round the balance cannot cover, with the amount in the message, and moves nothing', async () => {
    await setCoin(2_500);
    const { key } = await openColorGame();
    const { status, json } = await play(key, [
      { color: 'yellow', amount: 1_000 },
      { color: 'white', amount: 1_000 },
      { color: 'pink', amount: 1_000 },
    ]);
    expect(status).toBe(200);
    expect(json).toMatchObject({ ok: false, reason: 'funds', coin: 2_500 });
    expect(json.message).toBe('Not enough balance for a ₱30.00 round. Lower your bets or deposit to keep playing.');
    expect(await gameLedger()).toEqual([]);
    expect(await coinOf(userId)).toBe(2_500);
    expect(await server.conn.db.select().from(providerRounds)).toEqual([]);
    expect(await server.conn.db.select().from(fairSpins)).toEqual([]);
    // A smaller round still plays.
    expect((await play(key, [{ color: 'yellow', amount: 2_000 }])).json).toMatchObject({ ok: true, nonce: 1 });
  });

  it('refuses bets outside the table limits and a session the player left, before any money moves', async () => {
    const { key } = await openColorGame();
    const refused = [
      [],
      [{ color: 'red', amount: 50 }],
      [{ color: 'red', amount: 20_000 }],
      [{ color: 'red', amount: 1_050 }],
      [{ color: 'purple', amount: 1_000 }],
      [
        { color: 'red', amount: 1_000 },
        { color: 'red', amount: 1_000 },
      ],
      ['red', 'blue', 'green', 'white'].map((color) => ({ color, amount: 1_000 })),
    ];
    for (const bets of refused) expect((await play(key, bets)).status).toBe(400);
    expect((await play('f'.repeat(48), [{ color: 'red', amount: 1_000 }])).status).toBe(409);
    expect(await gameLedger()).toEqual([]);
    await server.call('exitGame', {}, { token });
    const closed = await play(key, [{ color: 'red', amount: 1_000 }]);
    expect(closed.status).toBe(409);
    expect(closed.json).toMatchObject({ ok: false, reason: 'session' });
    expect(await gameLedger()).toEqual([]);
  });

  it('answers its error page for a link left, unknown or malformed, in the words of each case', async () => {
    const game = await openColorGame();
    await server.call('exitGame', {}, { token });
    const left = await server.app.request(game.gameUrl);
    expect(left.status).toBe(410);
    const leftHtml = await left.text();
    expect(leftHtml).toContain('data-testid="game-error" data-t="ticketClosed">This game session has ended.');
    // Both languages travel with the page; its script shows the lobby's.
    expect(leftHtml).toContain('Tapos na ang session ng larong ito.');
    const unknown = await server.app.request(`/sandbox/color-game/${game.gameId}?ticket=${'a'.repeat(32)}`);
    expect(unknown.status).toBe(410);
    expect(await unknown.text()).toContain('data-t="ticketUnknown">This game link is not valid.');
    expect((await server.app.request(`/sandbox/color-game/${game.gameId}?ticket=nope`)).status).toBe(404);
  });

  it('the verify data names each round by its dice, which the revealed seed recomputes', async () => {
    const game = await openColorGame();
    const played: { nonce: number; dice: ColorDice }[] = [];
    for (let i = 0; i < 6; i++) {
      const { json } = await play(game.key, [{ color: 'blue', amount: 1_000 }]);
      played.push({ nonce: json.nonce, dice: json.dice });
    }
    const rotated = parseAnswer('fairGameRotate', (await server.call('fairGameRotate', {}, { token })).json);
    expect(rotated.revealed.serverSeedHash).toBe(game.hash);
    const spins = parseAnswer(
      'fairGameSpins',
      (await server.call('fairGameSpins', { seedId: rotated.revealed.id }, { token })).json,
    );
    expect(spins.spins.map((s) => ({ nonce: s.nonce, dice: s.dice }))).toEqual(played);
    for (const spin of spins.spins) {
      expect(recomputeDice(rotated.revealed.serverSeed, rotated.revealed.clientSeed, spin.nonce)).toEqual(spin.dice);
      expect(spin.win).toBe(colorGameWin([{ color: 'blue', amount: 1_000 }], spin.dice as ColorDice));
      expect(spin.multiplier).toBe(spin.win / 10);
    }
  });
});
