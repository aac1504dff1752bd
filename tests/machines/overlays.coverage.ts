import { overlaysMachine } from '../../machines/session/overlays.machine';
import { session } from '../../src/platform/storage';
import { defineMachineSpec } from './coverage/measureCoverage';

const spec = (desktop: boolean, shownBefore: boolean) =>
  defineMachineSpec({
    name: 'overlays',
    machine: overlaysMachine,
    input: { desktop },
    events: [{ type: 'READY' }, { type: 'PROMPT.SHOWN' }, { type: 'PROMPT.HIDDEN' }, { type: 'NOTICE.CLOSED' }],
    mocks: () => ({}),
    serializeState: (snapshot) => JSON.stringify(snapshot.value),
    prepare: () => {
      session.clear();
      if (shownBefore) session.set('noticePopupShown', true);
    },
  });

/** A phone's first visit in the tab (the notice pop-up's turn), a tab that closed it already, the desktop. */
export const overlaysSpecs = [spec(false, false), spec(false, true), spec(true, false)];
