import { type LotteryConfig, pointsMachine } from '../../../machines/wallet/points.machine';
import { submissionOutcomes } from '../auth/login.coverage';
import { defineMachineSpec } from '../coverage/measureCoverage';
import { failure } from '../walletFixtures';

/** 50 points held, exchanges of 10 to 1,000 points: 20 passes, 5 does not. */
export const lotteryConfig: LotteryConfig = {
  lottery: 5_000,
  minPoints: 1_000,
  maxPoints: 100_000,
  rateBasisPoints: 100,
};

export const pointsSpec = defineMachineSpec({
  name: 'points',
  machine: pointsMachine,
  input: {},
  events: [
    { type: 'xstate.done.actor.getLotterConfig', output: lotteryConfig, actorId: 'getLotterConfig' as const },
    {
      type: 'xstate.error.actor.getLotterConfig',
      error: failure('/app/v1/getLotterConfig'),
      actorId: 'getLotterConfig' as const,
    },
    { type: 'FIELD.CHANGE', field: 'points', value: '20' },
    ...submissionOutcomes({ coin: 20, lottery: 3_000 }, 3),
  ],
  mocks: (mocks) => ({ getLotterConfig: mocks.promise<LotteryConfig>(), submission: mocks.promise() }),
  serializeState: (snapshot) =>
    JSON.stringify([snapshot.value, snapshot.context.config?.lottery ?? null, snapshot.context.fields.points]),
});
