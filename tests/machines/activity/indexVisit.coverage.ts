import { indexVisitMachine } from '../../../machines/activity/indexVisit.machine';
import { defineMachineSpec } from '../coverage/measureCoverage';

export const indexVisitSpec = defineMachineSpec({
  name: 'indexVisit',
  machine: indexVisitMachine,
  input: { session: { send: () => undefined }, now: () => 0 },
  events: [],
  mocks: () => ({}),
  serializeState: (snapshot) => JSON.stringify(snapshot.value),
});
