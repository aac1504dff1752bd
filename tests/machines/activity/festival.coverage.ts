import type { FestivalEvent, FestivalLoaded, FestivalOpened } from '../../../machines/activity/festival.machine';
import { festivalMachine } from '../../../machines/activity/festival.machine';
import { ErrcodeError, NetworkError } from '../../../src/api/client/errors';
import { defineMachineSpec } from '../coverage/measureCoverage';

const HOUR = 3_600_000;
const soon = Date.now() + HOUR;
const past = Date.now() - HOUR;

/** A window open now (itemStatus 1), opened (2), or the next one still to open (0, open false). */
export const festival = (itemStatus: 0 | 1 | 2, change = soon): FestivalLoaded => ({
  festival: {
    open: itemStatus !== 0,
    start: itemStatus === 0 ? change : change - 15 * 60_000,
    end: itemStatus === 0 ? change + 15 * 60_000 : change,
    deposited: true,
    itemStatus,
    packets: itemStatus === 2 ? [{ start: change - 15 * 60_000, amount: 700 }] : [],
    days: [15, 31],
    windows: [{ start: 720, end: 735 }],
    packet: { min: 100, max: 2_000 },
  },
});
const path = '/app/v1/festival';

const events: FestivalEvent[] = [
  { type: 'xstate.done.actor.load', output: festival(1), actorId: 'load' },
  { type: 'xstate.done.actor.load', output: festival(0), actorId: 'load' },
  { type: 'xstate.done.actor.load', output: festival(0, past), actorId: 'load' },
  { type: 'xstate.error.actor.load', error: new ErrcodeError(path, 1010, 200), actorId: 'load' },
  { type: 'xstate.error.actor.load', error: new NetworkError(path, new Error('offline')), actorId: 'load' },
  { type: 'CLAIM', id: 0 },
  { type: 'CLAIM', id: 1 },
  { type: 'RETRY' },
  { type: 'ACKNOWLEDGE' },
  {
    type: 'xstate.done.actor.claim',
    output: { ...festival(2), propList: [{ propId: 2001, count: 700 }] },
    actorId: 'claim',
  },
  { type: 'xstate.error.actor.claim', error: new ErrcodeError(`${path}RedPacket`, 1004, 200), actorId: 'claim' },
];

export const festivalSpec = defineMachineSpec({
  name: 'festival',
  machine: festivalMachine,
  input: { session: { send: () => undefined } },
  events,
  mocks: (mocks) => ({
    load: mocks.promise<FestivalLoaded>(),
    claim: mocks.promise<FestivalOpened, { id: number }>(),
  }),
  serializeState: (snapshot) =>
    JSON.stringify([
      snapshot.value,
      snapshot.context.data?.itemStatus ?? null,
      Math.sign(snapshot.context.expireTime - Date.now()),
      snapshot.context.claiming,
      snapshot.context.notice?.id ?? null,
    ] as const),
});
