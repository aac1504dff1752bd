import type { WeekendLotteryEvent, WeekendLotteryLoaded } from '../../../machines/activity/weekendLottery.machine';
import { weekendLotteryMachine } from '../../../machines/activity/weekendLottery.machine';
import { ErrcodeError, NetworkError } from '../../../src/api/client/errors';
import { defineMachineSpec } from '../coverage/measureCoverage';

const path = '/app/v1/weekendLottery';
/** A player's weekend: 3 tickets so far; last weekend two winners (the reader one of them). */
export const lotteryLoaded: WeekendLotteryLoaded = {
  weekendLottery: {
    startTime: 1_795_968_000_000,
    endTime: 1_796_140_800_000,
    drawTime: 1_796_212_800_000,
    tickets: 3,
    prizes: [100_000, 50_000, 20_000, 10_000, 10_000],
    last: {
      drawTime: 1_795_608_000_000,
      tickets: 12,
      players: 2,
      winners: [
        { rank: 1, name: '0917****567', prize: 100_000, me: false },
        { rank: 2, name: 'de****mo', prize: 50_000, me: true },
      ],
    },
  },
};

const events: WeekendLotteryEvent[] = [
  { type: 'xstate.done.actor.load', output: lotteryLoaded, actorId: 'load' },
  { type: 'xstate.error.actor.load', error: new ErrcodeError(path, 1002, 200), actorId: 'load' },
  { type: 'xstate.error.actor.load', error: new NetworkError(path, new Error('offline')), actorId: 'load' },
  { type: 'RETRY' },
  { type: 'ACKNOWLEDGE' },
];

export const weekendLotterySpec = defineMachineSpec({
  name: 'weekendLottery',
  machine: weekendLotteryMachine,
  input: {},
  events,
  mocks: (mocks) => ({ load: mocks.promise<WeekendLotteryLoaded>() }),
  serializeState: (snapshot) =>
    JSON.stringify([snapshot.value, snapshot.context.data !== null, snapshot.context.notice?.id ?? null] as const),
});
