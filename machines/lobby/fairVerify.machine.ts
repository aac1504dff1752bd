import { assertEvent, assign, fromPromise, setup } from 'xstate';
import { callApi } from '../../src/api/client/call';
import { baccaratCoup, type Coup, coupOf } from '../../src/api/contract/baccarat';
import { type ColorDice, colorGameDice } from '../../src/api/contract/colorGame';
import { crashPoint } from '../../src/api/contract/crashGame';
import { CLIENT_SEED_PATTERN, fairMultiplier } from '../../src/api/contract/fairGame';
import { LIVE_TABLE_ERRCODE, wheelSegment } from '../../src/api/contract/liveTable';
import type { DataOf } from '../../src/api/contract/map';
import { virtualMatch } from '../../src/api/contract/virtualSports';
import { hmacSha256, sha256Hex } from '../../src/platform/crypto/webCrypto';
import { byError, byOutput, invokeThen, type Settled } from '../shared/actorEvents';
import { failureNotice } from '../shared/form';
import { loadingStates } from '../shared/loading';
import { type Notice, notice } from '../shared/notice';

/**
 * /fair (desktop /lobby/fair): the provably fair games' seeds (docs/trust.md), the demo slot's, the Color Game's,
 * Baccarat's, the virtual sports' and the crash game's (one pair per player, one nonce sequence). Shows the
 * committed seed pair, lets the player set a client seed and rotate (which reveals the server seed), and recomputes
 * every result of a revealed seed in the browser (Web Crypto): each slot spin's multiplier, each Color Game round's
 * dice, each Baccarat coup's cards, each virtual match's score, each crash round's crash point, and the seed's hash
 * match or not. Opened for a live-table round (`?table=<game>&round=<n>`, from the records), it also reads that
 * shared round's public record and recomputes it: the revealed seed against its commitment, and the wheel's segment.
 */

export type FairSeeds = DataOf<'fairGameSeeds'>;
export type FairRotation = DataOf<'fairGameRotate'>;
export type FairSpins = DataOf<'fairGameSpins'>;
export type FairTableRound = DataOf<'fairTableRound'>;

/** A live-table round named by the page's address: the table (the game) and the round number. */
export interface TableRoundRef {
  gameId: number;
  round: number;
}

/** A live-table round recomputed in the browser: the seed against its commitment, the segment against the draw. */
export interface TableRoundReport extends TableRoundRef {
  serverSeed: string;
  serverSeedHash: string;
  /** SHA-256 of the revealed server seed equals the hash committed when the round opened. */
  hashMatches: boolean;
  /** Wheel segments (0–24): the one the server drew and the one the browser computed from the seed. */
  recorded: number;
  computed: number;
  /** The seed's hash and the segment both match. */
  match: boolean;
}

export type SpinCheck =
  | {
      game: 'slot';
      nonce: number;
      /** Multipliers in hundredths: what the server recorded and what the browser computed. */
      recorded: number;
      computed: number;
      match: boolean;
    }
  | {
      game: 'colorGame';
      nonce: number;
      /** The three dice (colour indexes): what the server recorded and what the browser computed. */
      recorded: ColorDice;
      computed: ColorDice;
      match: boolean;
    }
  | {
      game: 'baccarat';
      nonce: number;
      /** The hands: as dealt from the cards the server recorded, and as the browser shuffled them from the seed. */
      recorded: Hands;
      computed: Hands;
      match: boolean;
    }
  | {
      game: 'virtualMatch';
      nonce: number;
      /** The fixture (src/api/contract/virtualSports.ts FIXTURES) the bet was on. */
      fixture: number;
      /** Home and away goals: what the server recorded and what the browser computed. */
      recorded: MatchScore;
      computed: MatchScore;
      match: boolean;
    }
  | {
      game: 'crash';
      nonce: number;
      /** Crash points in hundredths (0: an instant crash): what the server recorded and what the browser computed. */
      recorded: number;
      computed: number;
      match: boolean;
    };

export type MatchScore = readonly [number, number];

/** A Baccarat coup's two hands (cards 0–51). */
export type Hands = Pick<Coup, 'player' | 'banker'>;

/** The hands the recorded cards make; cards too few for the rules show as recorded, two by two (a mismatch). */
function recordedHands(cards: readonly number[]): Hands {
  try {
    const { player, banker } = coupOf(cards);
    return { player, banker };
  } catch {
    return { player: cards.filter((_, i) => i % 2 === 0), banker: cards.filter((_, i) => i % 2 === 1) };
  }
}

export interface VerifyReport {
  seedId: number;
  /** SHA-256 of the revealed server seed equals the hash committed before play. */
  hashMatches: boolean;
  spins: SpinCheck[];
  mismatches: number;
}

export interface FairVerifyContext {
  seeds: FairSeeds | null;
  clientSeed: string;
  report: VerifyReport | null;
  notice: Notice | null;
  /** The live-table round the page was opened for, if any; its check and why it could not be made. */
  tableRound: TableRoundRef | null;
  tableReport: TableRoundReport | null;
  tableNotice: Notice | null;
}

export interface FairVerifyInput {
  tableRound?: TableRoundRef | null;
}

export type FairVerifyEvent =
  | { type: 'RETRY' }
  | { type: 'CLIENT_SEED.CHANGE'; value: string }
  | { type: 'ROTATE' }
  | { type: 'VERIFY'; seedId: number }
  | { type: 'TABLE_ROUND.CHECK' }
  | Settled<FairSeeds, 'fairGameSeeds'>
  | Settled<FairRotation, 'fairGameRotate'>
  | Settled<VerifyReport, 'verifySeed'>
  | Settled<TableRoundReport, 'verifyTableRound'>;

/** Recomputes a revealed seed's results; a seed not yet revealed cannot be checked (the screen offers none). */
export async function verifySpins(data: FairSpins): Promise<VerifyReport> {
  const serverSeed = data.serverSeed;
  if (serverSeed === null) throw new Error('the server seed is not revealed yet');
  const hashMatches = (await sha256Hex(serverSeed)) === data.serverSeedHash;
  const spins: SpinCheck[] = [];
  for (const spin of data.spins) {
    if (spin.dice) {
      // A Color Game round: its dice decide its pay (the pay table is in its rules), so the dice are checked.
      const recorded = spin.dice;
      const computed = await colorGameDice(hmacSha256, serverSeed, data.clientSeed, spin.nonce);
      const match = computed.every((die, i) => die === recorded[i]);
      spins.push({ game: 'colorGame', nonce: spin.nonce, recorded, computed, match });
      continue;
    }
    if (spin.cards) {
      // A Baccarat round: its cards decide the hands and so its pay, so the cards dealt are checked.
      const coup = await baccaratCoup(hmacSha256, serverSeed, data.clientSeed, spin.nonce);
      const match = coup.dealt.length === spin.cards.length && coup.dealt.every((card, i) => card === spin.cards?.[i]);
      const computed = { player: coup.player, banker: coup.banker };
      spins.push({ game: 'baccarat', nonce: spin.nonce, recorded: recordedHands(spin.cards), computed, match });
      continue;
    }
    if (spin.match) {
      // A virtual match: its score decides its pay (the odds are in its rules), so the score is checked.
      const [fixture, home, away] = spin.match;
      const played = await virtualMatch(hmacSha256, serverSeed, data.clientSeed, spin.nonce, fixture);
      const recorded: MatchScore = [home, away];
      const computed: MatchScore = [played.home, played.away];
      const match = home === played.home && away === played.away;
      spins.push({ game: 'virtualMatch', nonce: spin.nonce, fixture, recorded, computed, match });
      continue;
    }
    if (spin.crash !== undefined) {
      // A crash round: its crash point decided every cash-out's fate, so the point is checked.
      const computed = await crashPoint(hmacSha256, serverSeed, data.clientSeed, spin.nonce);
      const recorded = spin.crash ?? -1;
      spins.push({ game: 'crash', nonce: spin.nonce, recorded, computed, match: computed === recorded });
      continue;
    }
    const computed = await fairMultiplier(hmacSha256, serverSeed, data.clientSeed, spin.nonce);
    spins.push({
      game: 'slot',
      nonce: spin.nonce,
      recorded: spin.multiplier,
      computed,
      match: computed === spin.multiplier,
    });
  }
  return { seedId: data.seedId, hashMatches, spins, mismatches: spins.filter((s) => !s.match).length };
}

/** Recomputes a drawn live-table round (src/api/contract/liveTable.ts): its seed's hash and the wheel's segment. */
export async function verifyTableRound(data: FairTableRound): Promise<TableRoundReport> {
  const hashMatches = (await sha256Hex(data.serverSeed)) === data.serverSeedHash;
  const computed = await wheelSegment(hmacSha256, data.serverSeed, data.gameId, data.round);
  return {
    gameId: data.gameId,
    round: data.round,
    serverSeed: data.serverSeed,
    serverSeedHash: data.serverSeedHash,
    hashMatches,
    recorded: data.segment,
    computed,
    match: hashMatches && computed === data.segment,
  };
}

/** Why a table round could not be checked: not drawn yet (its seed still secret), unknown, or the usual failures. */
const TABLE_ROUND_WORDING = {
  byErrcode: {
    [LIVE_TABLE_ERRCODE.roundNotDrawn]: 'fair.table.notDrawn',
    [LIVE_TABLE_ERRCODE.roundUnknown]: 'fair.table.unknown',
  },
  otherwise: 'common.errorError',
} as const;

export const fairVerifyMachine = setup({
  types: {
    context: {} as FairVerifyContext,
    input: {} as FairVerifyInput,
    events: {} as FairVerifyEvent,
    tags: {} as 'busy' | 'loading' | 'failed',
    children: {} as {
      fairGameSeeds: 'fairGameSeeds';
      fairGameRotate: 'fairGameRotate';
      verifySeed: 'verifySeed';
      verifyTableRound: 'verifyTableRound';
    },
  },
  actors: {
    fairGameSeeds: fromPromise<FairSeeds>(({ signal }) => callApi('fairGameSeeds', {}, { signal })),
    fairGameRotate: fromPromise<FairRotation, { clientSeed?: string }>(({ input, signal }) =>
      callApi('fairGameRotate', input, { signal }),
    ),
    verifySeed: fromPromise<VerifyReport, { seedId: number }>(async ({ input, signal }) =>
      verifySpins(await callApi('fairGameSpins', input, { signal })),
    ),
    verifyTableRound: fromPromise<TableRoundReport, TableRoundRef>(async ({ input, signal }) =>
      verifyTableRound(await callApi('fairTableRound', input, { signal })),
    ),
  },
  guards: {
    tableRoundLinked: ({ context }) => context.tableRound !== null,
    clientSeedInvalid: ({ context }) => context.clientSeed !== '' && !CLIENT_SEED_PATTERN.test(context.clientSeed),
  },
  actions: {
    assignSeeds: assign({ seeds: (_, seeds: FairSeeds) => seeds }),
    assignLoadError: assign({ notice: (_, params: { error: unknown }) => failureNotice(params.error) }),
    assignClientSeed: assign({
      clientSeed: ({ event }) => {
        assertEvent(event, 'CLIENT_SEED.CHANGE');
        return event.value.trim().slice(0, 64);
      },
    }),
    noticeClientSeed: assign({ notice: () => notice('fair.clientSeed.invalid', 'error') }),
    assignRotated: assign(({ context }, rotation: FairRotation) => {
      const revealed = [rotation.revealed, ...(context.seeds?.revealed ?? [])].slice(0, 20);
      return {
        seeds: { active: rotation.active, revealed },
        clientSeed: '',
        notice: notice('fair.rotated', 'success'),
      };
    }),
    noticeRotateFailure: assign({ notice: (_, params: { error: unknown }) => failureNotice(params.error) }),
    assignReport: assign({ report: (_, report: VerifyReport) => report }),
    noticeVerifyFailure: assign({ notice: (_, params: { error: unknown }) => failureNotice(params.error) }),
    clearTableCheck: assign({ tableReport: null, tableNotice: null }),
    assignTableReport: assign({ tableReport: (_, report: TableRoundReport) => report }),
    noticeTableFailure: assign({
      tableNotice: (_, params: { error: unknown }) => failureNotice(params.error, TABLE_ROUND_WORDING),
    }),
  },
}).createMachine({
  id: 'fairVerify',
  context: ({ input }) => ({
    seeds: null,
    clientSeed: '',
    report: null,
    notice: null,
    tableRound: input.tableRound ?? null,
    tableReport: null,
    tableNotice: null,
  }),
  initial: 'loading',
  states: {
    ...loadingStates({
      src: 'fairGameSeeds',
      target: 'seeded',
      assign: 'assignSeeds',
      read: 'fairGameSeeds: the committed pair and the revealed ones.',
      failed: 'The seeds could not be read: the reason and Retry.',
    }),
    seeded: {
      description: 'Seeds read: a live-table round named by the address is checked at once, else the page is ready.',
      always: [{ guard: 'tableRoundLinked', target: 'checkingTableRound' }, { target: 'ready' }],
    },
    ready: {
      description:
        'Seeds shown; the player may type a client seed, rotate, verify a revealed seed, or check the linked table round again.',
      on: {
        'CLIENT_SEED.CHANGE': { actions: 'assignClientSeed' },
        ROTATE: [{ guard: 'clientSeedInvalid', actions: 'noticeClientSeed' }, { target: 'rotating' }],
        VERIFY: 'verifying',
        'TABLE_ROUND.CHECK': { guard: 'tableRoundLinked', target: 'checkingTableRound' },
      },
    },
    checkingTableRound: {
      tags: ['busy'],
      description:
        "fairTableRound, then the round recomputed in the browser (Web Crypto): the seed's hash and the wheel's segment. A round not drawn yet is refused, its seed still secret.",
      entry: 'clearTableCheck',
      invoke: invokeThen('verifyTableRound', 'ready', {
        // Entered only under tableRoundLinked; table 0 has no rounds, so the fallback could only answer "no such round".
        input: ({ context }: { context: FairVerifyContext }) => context.tableRound ?? { gameId: 0, round: 0 },
        done: { type: 'assignTableReport', params: byOutput },
        failed: { type: 'noticeTableFailure', params: byError },
      }),
    },
    rotating: {
      tags: ['busy'],
      description: 'fairGameRotate: the current server seed is revealed, a new one committed.',
      invoke: invokeThen('fairGameRotate', 'ready', {
        input: ({ context }: { context: FairVerifyContext }) =>
          context.clientSeed === '' ? {} : { clientSeed: context.clientSeed },
        done: { type: 'assignRotated', params: byOutput },
        failed: { type: 'noticeRotateFailure', params: byError },
      }),
    },
    verifying: {
      tags: ['busy'],
      description: "fairGameSpins, then every spin recomputed in the browser (Web Crypto) against the seed's hash.",
      invoke: invokeThen('verifySeed', 'ready', {
        input: ({ event }: { event: FairVerifyEvent }) => {
          assertEvent(event, 'VERIFY');
          return { seedId: event.seedId };
        },
        done: { type: 'assignReport', params: byOutput },
        failed: { type: 'noticeVerifyFailure', params: byError },
      }),
    },
  },
});

export type FairVerifyMachine = typeof fairVerifyMachine;
