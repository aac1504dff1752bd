import { createHash, createHmac } from 'node:crypto';
import { describe, expect, test } from 'vitest';
import { createActor } from 'xstate';
import {
  type FairSpins,
  type FairTableRound,
  fairVerifyMachine,
  type TableRoundRef,
  verifySpins,
  verifyTableRound,
} from '../../../machines/lobby/fairVerify.machine';
import { baccaratCoup } from '../../../src/api/contract/baccarat';
import { FAIR_LIMIT, FAIR_RANGE, multiplierOfRoll } from '../../../src/api/contract/fairGame';
import { LIVE_TABLE_ERRCODE, wheelSegment } from '../../../src/api/contract/liveTable';
import { virtualMatch } from '../../../src/api/contract/virtualSports';
import { MockActors } from '../coverage/mockActors';
import { failure } from '../walletFixtures';
import { fairReport, fairRotation, fairSeeds, fairTableReport } from './fairVerify.coverage';

const flush = () => new Promise<void>((resolve) => setImmediate(resolve));

/** The server's side, with node:crypto: what the browser's Web Crypto check must agree with. */
function serverMultiplier(serverSeed: string, clientSeed: string, nonce: number): number {
  for (let round = 0; ; round++) {
    const message = round === 0 ? `${clientSeed}:${nonce}` : `${clientSeed}:${nonce}:${round}`;
    const digest = createHmac('sha256', serverSeed).update(message).digest();
    for (let i = 0; i + 4 <= digest.length; i += 4) {
      const word = digest.readUInt32BE(i);
      if (word < FAIR_LIMIT) return multiplierOfRoll(word % FAIR_RANGE);
    }
  }
}

const SEED = '3f'.repeat(32);
function history(overrides: Partial<FairSpins> = {}): FairSpins {
  const spins = Array.from({ length: 30 }, (_, i) => {
    const multiplier = serverMultiplier(SEED, 'juan', i + 1);
    return { nonce: i + 1, multiplier, win: multiplier * 10 };
  });
  return {
    seedId: 7,
    serverSeed: SEED,
    serverSeedHash: createHash('sha256').update(SEED).digest('hex'),
    clientSeed: 'juan',
    spins,
    ...overrides,
  };
}

describe('verifySpins (Web Crypto in the browser)', () => {
  test('an honest seed: the hash and all 30 spins match', async () => {
    const report = await verifySpins(history());
    expect(report).toMatchObject({ seedId: 7, hashMatches: true, mismatches: 0 });
    expect(report.spins).toHaveLength(30);
    expect(report.spins.every((s) => s.match)).toBe(true);
  });

  test('a spin paid differently from its seed is a mismatch; a seed that is not the committed one fails the hash', async () => {
    const honest = history();
    const first = honest.spins[0]!;
    const tampered = [{ ...first, multiplier: first.multiplier === 5_000 ? 0 : 5_000 }, ...honest.spins.slice(1)];
    const report = await verifySpins({ ...honest, spins: tampered });
    expect(report.mismatches).toBe(1);
    expect(report.spins[0]).toMatchObject({ nonce: 1, match: false, computed: first.multiplier });
    expect((await verifySpins({ ...honest, serverSeedHash: '0'.repeat(64) })).hashMatches).toBe(false);
  });

  test('a Color Game round is checked by its dice: honest dice match, a die changed is a mismatch', async () => {
    /** The server's dice, with node:crypto: the first three digest bytes below 252, each mod 6. */
    const serverDice = (nonce: number): [number, number, number] => {
      const usable = [...createHmac('sha256', SEED).update(`juan:${nonce}`).digest()].filter((b) => b < 252);
      return [usable[0]! % 6, usable[1]! % 6, usable[2]! % 6];
    };
    const honest = history();
    // Nonces 31 and 32 were Color Game rounds of the same seed pair (one nonce sequence for both games).
    const rounds = [31, 32].map((nonce) => ({ nonce, multiplier: 200, win: 2_000, dice: serverDice(nonce) }));
    const report = await verifySpins({ ...honest, spins: [...honest.spins, ...rounds] });
    expect(report.mismatches).toBe(0);
    expect(report.spins.at(-1)).toEqual({
      game: 'colorGame',
      nonce: 32,
      recorded: serverDice(32),
      computed: serverDice(32),
      match: true,
    });
    const [a, b, c] = serverDice(31);
    const tampered = { ...rounds[0]!, dice: [(a + 1) % 6, b, c] as [number, number, number] };
    const checked = await verifySpins({ ...honest, spins: [tampered] });
    expect(checked.mismatches).toBe(1);
    expect(checked.spins[0]).toMatchObject({ game: 'colorGame', match: false, computed: [a, b, c] });
  });

  test('a Baccarat coup is checked by its cards: honest cards match and show the hands, a card changed is a mismatch', async () => {
    const nodeHmac = async (key: string, message: string) =>
      new Uint8Array(createHmac('sha256', key).update(message).digest());
    const coup = await baccaratCoup(nodeHmac, SEED, 'juan', 33);
    const round = { nonce: 33, multiplier: 0, win: 0, cards: coup.dealt };
    const report = await verifySpins({ ...history(), spins: [round] });
    expect(report.spins[0]).toEqual({
      game: 'baccarat',
      nonce: 33,
      recorded: { player: coup.player, banker: coup.banker },
      computed: { player: coup.player, banker: coup.banker },
      match: true,
    });
    const changed = [(coup.dealt[0]! + 1) % 52, ...coup.dealt.slice(1)];
    const tampered = await verifySpins({ ...history(), spins: [{ ...round, cards: changed }] });
    expect(tampered.mismatches).toBe(1);
    expect(tampered.spins[0]).toMatchObject({ game: 'baccarat', match: false, computed: { player: coup.player } });
  });

  test('a virtual match is checked by its score: the honest score matches, a goal added is a mismatch', async () => {
    const nodeHmac = async (key: string, message: string) =>
      new Uint8Array(createHmac('sha256', key).update(message).digest());
    const honest = history({ spins: [] });
    const played = await virtualMatch(nodeHmac, SEED, 'juan', 33, 2);
    const recorded = {
      nonce: 33,
      multiplier: 0,
      win: 0,
      match: [2, played.home, played.away] as [number, number, number],
    };
    const report = await verifySpins({ ...honest, spins: [recorded] });
    expect(report.spins[0]).toEqual({
      game: 'virtualMatch',
      nonce: 33,
      fixture: 2,
      recorded: [played.home, played.away],
      computed: [played.home, played.away],
      match: true,
    });
    const tampered = { ...recorded, match: [2, played.home + 1, played.away] as [number, number, number] };
    const checked = await verifySpins({ ...honest, spins: [tampered] });
    expect(checked.mismatches).toBe(1);
    expect(checked.spins[0]).toMatchObject({
      game: 'virtualMatch',
      match: false,
      computed: [played.home, played.away],
    });
  });

  test('a crash round is checked by its crash point: the honest point matches, a point changed is a mismatch', async () => {
    /** The server's crash point, with node:crypto and exact integers: floor(97 · 2^52 / (2^52 − h)). */
    const serverPoint = (nonce: number): number => {
      const h = BigInt(`0x${createHmac('sha256', SEED).update(`juan:${nonce}`).digest('hex').slice(0, 13)}`);
      const point = Number((97n * 2n ** 52n) / (2n ** 52n - h));
      return point < 100 ? 0 : Math.min(100_000, point);
    };
    const honest = history();
    const rounds = [41, 42].map((nonce) => ({ nonce, multiplier: 0, win: 0, crash: serverPoint(nonce) }));
    const report = await verifySpins({ ...honest, spins: rounds });
    expect(report.mismatches).toBe(0);
    expect(report.spins[1]).toEqual({
      game: 'crash',
      nonce: 42,
      recorded: serverPoint(42),
      computed: serverPoint(42),
      match: true,
    });
    const checked = await verifySpins({ ...honest, spins: [{ ...rounds[0]!, crash: serverPoint(41) + 1 }] });
    expect(checked.spins[0]).toMatchObject({ game: 'crash', match: false, computed: serverPoint(41) });
  });

  test('a seed not revealed yet cannot be checked', async () => {
    await expect(verifySpins(history({ serverSeed: null }))).rejects.toThrow(/not revealed/);
  });
});

describe('verifyTableRound (a live-table round, Web Crypto in the browser)', () => {
  const nodeHmac = async (key: string, message: string) =>
    new Uint8Array(createHmac('sha256', key).update(message).digest());
  async function drawn(): Promise<FairTableRound> {
    const segment = await wheelSegment(nodeHmac, SEED, 5, 123_456);
    const serverSeedHash = createHash('sha256').update(SEED).digest('hex');
    return { gameId: 5, round: 123_456, serverSeedHash, serverSeed: SEED, segment, drawnAt: 1 };
  }

  test('an honest round: the seed matches its commitment and the segment its draw', async () => {
    const record = await drawn();
    const report = await verifyTableRound(record);
    expect(report).toMatchObject({ gameId: 5, round: 123_456, hashMatches: true, match: true });
    expect(report.computed).toBe(record.segment);
  });

  test('a segment other than the seed gives, or a seed other than the committed one, is a mismatch', async () => {
    const record = await drawn();
    const moved = await verifyTableRound({ ...record, segment: (record.segment + 1) % 25 });
    expect(moved).toMatchObject({ hashMatches: true, recorded: (record.segment + 1) % 25, match: false });
    expect(moved.computed).toBe(record.segment);
    const swapped = await verifyTableRound({ ...record, serverSeedHash: '0'.repeat(64) });
    expect(swapped).toMatchObject({ hashMatches: false, match: false });
  });
});

describe('fairVerify machine', () => {
  function start(tableRound: TableRoundRef | null = null) {
    const mocks = new MockActors();
    const actor = createActor(
      fairVerifyMachine.provide({
        actors: {
          fairGameSeeds: mocks.promise(),
          fairGameRotate: mocks.promise(),
          verifySeed: mocks.promise(),
          verifyTableRound: mocks.promise(),
        },
      }),
      { input: { tableRound } },
    );
    actor.start();
    return { actor, mocks };
  }

  test('an invalid client seed is refused before any call; a valid one rotates and the old seed is revealed', async () => {
    const { actor, mocks } = start();
    mocks.resolve('fairGameSeeds', fairSeeds);
    await flush();
    expect(actor.getSnapshot().value).toBe('ready');
    actor.send({ type: 'CLIENT_SEED.CHANGE', value: 'bad seed!' });
    actor.send({ type: 'ROTATE' });
    expect(actor.getSnapshot().value).toBe('ready');
    expect(actor.getSnapshot().context.notice?.id).toBe('fair.clientSeed.invalid');
    actor.send({ type: 'CLIENT_SEED.CHANGE', value: 'lucky_1' });
    actor.send({ type: 'ROTATE' });
    expect(actor.getSnapshot().value).toBe('rotating');
    mocks.resolve('fairGameRotate', fairRotation);
    await flush();
    const { context } = actor.getSnapshot();
    expect(context.seeds?.active.id).toBe(3);
    expect(context.seeds?.revealed.map((s) => s.id)).toEqual([2]);
    expect(context.clientSeed).toBe('');
    expect(context.notice?.id).toBe('fair.rotated');
  });

  test('VERIFY checks one seed and keeps its report; a failed check keeps the page with a message', async () => {
    const { actor, mocks } = start();
    mocks.resolve('fairGameSeeds', fairSeeds);
    await flush();
    actor.send({ type: 'VERIFY', seedId: 2 });
    expect(actor.getSnapshot().value).toBe('verifying');
    mocks.resolve('verifySeed', fairReport);
    await flush();
    expect(actor.getSnapshot().context.report).toEqual(fairReport);
    actor.send({ type: 'VERIFY', seedId: 2 });
    mocks.reject('verifySeed', new Error('offline'));
    await flush();
    expect(actor.getSnapshot().value).toBe('ready');
    expect(actor.getSnapshot().context.notice?.tone).toBe('error');
  });

  test('opened for a live-table round: checked once the seeds are read; a round not drawn yet says its seed is secret, and Check again reads it once drawn', async () => {
    const { actor, mocks } = start({ gameId: 5, round: 123_456 });
    mocks.resolve('fairGameSeeds', fairSeeds);
    await flush();
    expect(actor.getSnapshot().value).toBe('checkingTableRound');
    expect(mocks.starts.at(-1)).toEqual({ id: 'verifyTableRound', input: { gameId: 5, round: 123_456 } });
    mocks.reject('verifyTableRound', failure('/app/v1/fairGame/tableRound', LIVE_TABLE_ERRCODE.roundNotDrawn));
    await flush();
    expect(actor.getSnapshot().value).toBe('ready');
    expect(actor.getSnapshot().context.tableNotice?.id).toBe('fair.table.notDrawn');
    actor.send({ type: 'TABLE_ROUND.CHECK' });
    expect(actor.getSnapshot().value).toBe('checkingTableRound');
    expect(actor.getSnapshot().context.tableNotice).toBeNull();
    mocks.resolve('verifyTableRound', fairTableReport);
    await flush();
    expect(actor.getSnapshot().value).toBe('ready');
    expect(actor.getSnapshot().context.tableReport).toEqual(fairTableReport);
  });

  test('opened without a table round, the page is ready at once and Check again does nothing', async () => {
    const { actor, mocks } = start();
    mocks.resolve('fairGameSeeds', fairSeeds);
    await flush();
    expect(actor.getSnapshot().value).toBe('ready');
    actor.send({ type: 'TABLE_ROUND.CHECK' });
    expect(actor.getSnapshot().value).toBe('ready');
  });
});
