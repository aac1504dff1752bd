import { favouritesMachine, type GameLikeRequest } from '../../../machines/lobby/favourites.machine';
import { ErrcodeError, NetworkError } from '../../../src/api/client/errors';
import { defineMachineSpec } from '../coverage/measureCoverage';

export const favouritesSpec = defineMachineSpec({
  name: 'favourites',
  machine: favouritesMachine,
  input: {},
  events: [
    { type: 'TOGGLE', gameId: 7, like: 1, guest: false },
    { type: 'TOGGLE', gameId: 7, like: 0, guest: false },
    { type: 'TOGGLE', gameId: 7, like: 1, guest: true },
    { type: 'xstate.done.actor.gameLike', output: {}, actorId: 'gameLike' },
    {
      type: 'xstate.error.actor.gameLike',
      error: new ErrcodeError('/app/v1/gameLike', 1004, 200),
      actorId: 'gameLike',
    },
    {
      type: 'xstate.error.actor.gameLike',
      error: new NetworkError('/app/v1/gameLike', new Error('offline')),
      actorId: 'gameLike',
    },
  ],
  mocks: (mocks) => ({ gameLike: mocks.promise<unknown, GameLikeRequest>() }),
  serializeState: (snapshot) =>
    JSON.stringify([snapshot.value, snapshot.context.request?.like ?? null, snapshot.context.notice?.id ?? null]),
});
