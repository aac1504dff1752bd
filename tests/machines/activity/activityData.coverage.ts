import { type ActivityData, activityDataMachine } from '../../../machines/activity/activityData.machine';
import { NetworkError } from '../../../src/api/client/errors';
import { defineMachineSpec } from '../coverage/measureCoverage';

export const activityDataAnswer: ActivityData = {
  isBankrupt: false,
  hasTurntable: false,
  activityIds: [39, 40, 15],
  activityMap: {
    '39': { id: 39, type: 39, name: 'FirstCharge', sort: 1 },
    '40': { id: 40, type: 40, name: 'InviteFriend1', sort: 2 },
    '15': { id: 15, type: 15, name: 'SignUpBonus', sort: 3 },
  },
  loginPaying: false,
  hasSignUpBonus: false,
  hasFreeBonus: false,
  totalRecharge: 0,
};

export const activityDataSpec = defineMachineSpec({
  name: 'activityData',
  machine: activityDataMachine,
  input: { session: { send: () => undefined } },
  events: [
    { type: 'REFRESH' },
    { type: 'xstate.done.actor.getActivityIds', output: activityDataAnswer, actorId: 'getActivityIds' },
    {
      type: 'xstate.error.actor.getActivityIds',
      error: new NetworkError('/app/v1/getActivityIds', new Error('offline')),
      actorId: 'getActivityIds',
    },
  ],
  mocks: (mocks) => ({ getActivityIds: mocks.promise<ActivityData>() }),
  serializeState: (snapshot) => JSON.stringify(snapshot.value),
});
