import {
  type FairRotation,
  type FairSeeds,
  type FairVerifyEvent,
  fairVerifyMachine,
  type TableRoundRef,
  type TableRoundReport,
  type VerifyReport,
} from '../../../machines/lobby/fairVerify.machine';
import { LIVE_TABLE_ERRCODE } from '../../../src/api/contract/liveTable';
import { defineMachineSpec } from '../coverage/measureCoverage';
import type { MockActors } from '../coverage/mockActors';
import { failure } from '../walletFixtures';

const HASH = 'a'.repeat(64);
export const fairSeeds: FairSeeds = {
  active: { id: 2, serverSeedHash: HASH, clientSeed: 'juan', nonce: 3 },
  revealed: [],
};
export const fairRotation: FairRotation = {
  revealed: { id: 2, serverSeed: 'b'.repeat(64), serverSeedHash: HASH, clientSeed: 'juan', nonce: 3, revealedAt: 1 },
  active: { id: 3, serverSeedHash: 'c'.repeat(64), clientSeed: 'juan', nonce: 0 },
};
export const fairReport: VerifyReport = {
  seedId: 2,
  hashMatches: true,
  spins: [{ game: 'slot', nonce: 1, recorded: 200, computed: 200, match: true }],
  mismatches: 0,
};

export const fairTableReport: TableRoundReport = {
  gameId: 5,
  round: 123_456,
  serverSeed: 'd'.repeat(64),
  serverSeedHash: HASH,
  hashMatches: true,
  recorded: 3,
  computed: 3,
  match: true,
};

/** The seed pair's events: both starts take them (the coverage walk sends every event the chart names). */
const seedEvents: readonly FairVerifyEvent[] = [
  { type: 'xstate.done.actor.fairGameSeeds', output: fairSeeds, actorId: 'fairGameSeeds' as const },
  {
    type: 'xstate.error.actor.fairGameSeeds',
    error: failure('/app/v1/fairGame/seeds'),
    actorId: 'fairGameSeeds' as const,
  },
  { type: 'RETRY' },
  { type: 'CLIENT_SEED.CHANGE', value: 'lucky_1' },
  { type: 'CLIENT_SEED.CHANGE', value: 'bad seed!' },
  { type: 'ROTATE' },
  { type: 'xstate.done.actor.fairGameRotate', output: fairRotation, actorId: 'fairGameRotate' as const },
  {
    type: 'xstate.error.actor.fairGameRotate',
    error: failure('/app/v1/fairGame/rotate'),
    actorId: 'fairGameRotate' as const,
  },
  { type: 'VERIFY', seedId: 2 },
  { type: 'xstate.done.actor.verifySeed', output: fairReport, actorId: 'verifySeed' as const },
  {
    type: 'xstate.error.actor.verifySeed',
    error: failure('/app/v1/fairGame/spins'),
    actorId: 'verifySeed' as const,
  },
];

/** Every call of the page, steered by the walk. */
const fairMocks = (mocks: MockActors) => ({
  fairGameSeeds: mocks.promise<FairSeeds>(),
  fairGameRotate: mocks.promise<FairRotation, { clientSeed?: string }>(),
  verifySeed: mocks.promise<VerifyReport, { seedId: number }>(),
  verifyTableRound: mocks.promise<TableRoundReport, TableRoundRef>(),
});

export const fairVerifySpec = defineMachineSpec({
  name: 'fairVerify',
  machine: fairVerifyMachine,
  input: {},
  events: seedEvents,
  mocks: fairMocks,
  serializeState: (snapshot) =>
    JSON.stringify([snapshot.value, snapshot.context.seeds?.active.id ?? null, snapshot.context.clientSeed]),
});

/** The page opened from the records for a live-table round: checked after the seeds, refused while not drawn. */
export const fairVerifyTableSpec = defineMachineSpec({
  name: 'fairVerify',
  machine: fairVerifyMachine,
  input: { tableRound: { gameId: 5, round: 123_456 } },
  events: [
    ...seedEvents,
    { type: 'xstate.done.actor.verifyTableRound', output: fairTableReport, actorId: 'verifyTableRound' as const },
    {
      type: 'xstate.error.actor.verifyTableRound',
      error: failure('/app/v1/fairGame/tableRound', LIVE_TABLE_ERRCODE.roundNotDrawn),
      actorId: 'verifyTableRound' as const,
    },
    { type: 'TABLE_ROUND.CHECK' },
  ],
  mocks: fairMocks,
  serializeState: (snapshot) =>
    JSON.stringify([snapshot.value, snapshot.context.tableReport?.round ?? null, snapshot.context.tableNotice?.id]),
});
