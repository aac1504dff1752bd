import { activityModalMachine } from '../../../machines/activity/activityModal.machine';
import { local } from '../../../src/platform/storage/storage';
import { defineMachineSpec } from '../coverage/measureCoverage';

const spec = (activityIds: number[], seen: number[]) =>
  defineMachineSpec({
    name: 'activityModal',
    machine: activityModalMachine,
    input: { activityIds },
    events: [{ type: 'SEEN' }],
    mocks: () => ({}),
    serializeState: (snapshot) => JSON.stringify([snapshot.value, snapshot.context.queue]),
    prepare: () => local.set('activityModalIds', seen),
  });

/** Both live and unseen (first-charge, then invite); first-charge seen before; nothing live. */
export const activityModalSpecs = [spec([15, 40, 39], []), spec([39, 40], [39]), spec([15], [])];
