import { gameHostMachine } from '../../../machines/session/game.machine';
import { defineMachineSpec } from '../coverage/measureCoverage';

/** The session's `game` child: START / LEAVE from the /start page, the launch mocked as a promise that ends it. */
export const gameHostSpec = defineMachineSpec({
  name: 'gameHost',
  machine: gameHostMachine,
  input: {},
  events: [
    { type: 'START', gameId: 7 },
    { type: 'START', gameId: 8 },
    { type: 'xstate.done.actor.launch', output: undefined, actorId: 'launch' },
  ],
  mocks: (mocks) => ({ launch: mocks.promise<undefined>() }),
  serializeState: (snapshot) => JSON.stringify([snapshot.value, snapshot.context.gameId, snapshot.context.next]),
});
