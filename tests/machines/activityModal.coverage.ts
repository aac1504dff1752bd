import { activityModalMachine } from '../../machines/activity/activityModal.machine';
import { local } from '../../src/platform/storage';
import { defineMachineSpec } from './coverage/measureCoverage';

const spec = (activityIds: number[], seen: number[], afterNoticePopup = false) =>
  defineMachineSpec({
    name: 'activityModal',
    machine: activityModalMachine,
    input: { activityIds, afterNoticePopup },
    events: [{ type: 'SEEN' }, { type: 'NOTICE.CLOSED' }],
    mocks: (mocks) => ({ noticeClosed: mocks.callback() }),
    serializeState: (snapshot) => JSON.stringify([snapshot.value, snapshot.context.queue]),
    prepare: () => local.set('activityModalIds', seen),
  });

/**
 * Both live and unseen (first-charge, then invite); first-charge seen before; nothing live; the notice pop-up
 * first, with and without an activity to show after it.
 */
export const activityModalSpecs = [
  spec([15, 40, 39], []),
  spec([39, 40], [39]),
  spec([15], []),
  spec([39], [], true),
  spec([15], [], true),
];
